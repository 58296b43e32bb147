import type { Page } from '@playwright/test';
import { apiData, expect, preferEnglish, test } from './fixtures';

interface ArticleSummary {
  id: number;
  journalId: number;
  title: { zh: string; en: string };
}

interface ArticleCitations {
  references: {
    position: number;
    text: string;
    doi: string | null;
    articleId: number | null;
    journalId: number | null;
  }[];
  citedBy: ArticleSummary[];
}

const articlePath = (journalId: number, id: number) => `/JDetail/${journalId}/article?id=${id}`;

/** A recent article whose references include one of our articles, with its citations. */
async function citingArticle(
  page: Page,
): Promise<{ article: ArticleSummary; citations: ArticleCitations }> {
  const recent = await apiData<{ records: ArticleSummary[] }>(
    page,
    '/api/periodical/online-first-articles-list?current=1&size=60',
  );
  for (const article of recent.records) {
    const citations = await apiData<ArticleCitations>(
      page,
      `/api/periodical/article-citations?id=${article.id}`,
    );
    if (citations.references.some((reference) => reference.articleId !== null)) {
      return { article, citations };
    }
  }
  throw new Error('no recent article cites one of ours');
}

test.beforeEach(async ({ page }) => {
  await preferEnglish(page);
});

test.afterEach(async ({ consoleErrors }) => {
  expect(consoleErrors, 'console errors on the pages visited').toEqual([]);
});

test('a reference to another of our articles opens it, and that one lists the first among the articles citing it', async ({
  page,
}) => {
  const { article, citations } = await citingArticle(page);
  const ours = citations.references.find((reference) => reference.articleId !== null)!;
  const withDoi = citations.references.find((reference) => reference.doi !== null);

  await page.goto(articlePath(article.journalId, article.id));
  const references = page.getByRole('region', {
    name: `References (${citations.references.length})`,
  });
  const items = references.getByRole('listitem');
  await expect(items).toHaveCount(citations.references.length);
  if (withDoi) {
    await expect(
      references.getByRole('link', { name: `DOI ${withDoi.doi}`, exact: true }).first(),
    ).toHaveAttribute('href', `https://doi.org/${withDoi.doi}`);
  }
  // Crawlers read the same list.
  await expect(page.locator('head meta[name="citation_reference"]')).toHaveCount(
    citations.references.length,
  );

  // From the keyboard: the reference's link to our own page of the article.
  const reference = items.nth(ours.position - 1);
  const readHere = reference.getByRole('link', { name: 'Read it here' });
  await readHere.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(articlePath(ours.journalId!, ours.articleId!));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const citedBy = page.getByRole('region', { name: /^Cited by \d+ articles? in our journals$/ });
  await expect(
    citedBy.locator(`a[href="${articlePath(article.journalId, article.id)}"]`),
  ).toBeVisible();

  // And back again, through the list of citing articles.
  await citedBy.locator(`a[href="${articlePath(article.journalId, article.id)}"]`).click();
  await expect(page).toHaveURL(articlePath(article.journalId, article.id));
  await expect(references).toBeVisible();
});

test('the references in Chinese, at a phone width', async ({ page }) => {
  const { article, citations } = await citingArticle(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(articlePath(article.journalId, article.id));
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: '中文' })
    .click();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  const references = page.getByRole('region', {
    name: `参考文献（${citations.references.length}）`,
  });
  await expect(references.getByRole('link', { name: '在本站阅读' }).first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: /^(被本社期刊 \d+ 篇文章引用|尚未被本社期刊文章引用)$/ }),
  ).toBeVisible();
  // Nothing wider than the phone.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
