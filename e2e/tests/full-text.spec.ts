/**
 * The full text in the page (issue 32): an article's sections with MathML, its contents beside
 * the text or in a disclosure on a phone, citations and equations linked, the reader's place kept
 * on Back, no TeX library downloaded, math in Chromium's accessibility tree, no serious axe
 * finding; and a locked article's withheld sections absent from the page the server sends.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  API_ORIGIN,
  apiData,
  expect,
  newestIssueWithArticles,
  organizationApiHeaders,
  preferEnglish,
  recordScripts,
  scrollY,
  test,
  TEX_RENDERER_SCRIPT,
} from './fixtures';

interface Article {
  id: number;
  journalId: number;
  openAccess: boolean;
  hasFullText: boolean;
  title: { en: string; zh: string };
}

interface FullText {
  sections: { id: string; headings: { id: string; title: string }[]; html: string }[];
  withheld: number;
}

const fullTextPath = (article: Article) =>
  `/JDetail/${article.journalId}/fulltext?id=${article.id}`;

/** The first article with a full text, open access or not, in the newest issue of a journal. */
async function fullTextArticleOf(page: Page, journalId: number, openAccess: boolean) {
  const issue = await newestIssueWithArticles(page, journalId);
  if (!issue) return undefined;
  const list = await apiData<{ records: { id: number; openAccess: boolean }[] }>(
    page,
    `/api/periodical/issue-content-list?issueId=${issue.id}&current=1&size=10`,
  );
  for (const { id } of list.records.filter((record) => record.openAccess === openAccess)) {
    const article = await apiData<Article>(page, `/api/periodical/issue-content-detail?id=${id}`);
    if (article.hasFullText) return article;
  }
  return undefined;
}

/** An article with a full text, open access or not, of the first of `journals` that has one. */
async function findArticle(page: Page, openAccess: boolean, journals?: readonly number[]) {
  for (const journalId of journals ?? Array.from({ length: 26 }, (_, index) => index + 1)) {
    const article = await fullTextArticleOf(page, journalId, openAccess);
    if (article) return article;
  }
  throw new Error(`no ${openAccess ? 'open-access' : 'locked'} article with a full text`);
}

/** The number of math nodes in Chromium's accessibility tree of the page. */
async function mathNodesInAccessibilityTree(page: Page): Promise<number> {
  const session = await page.context().newCDPSession(page);
  await session.send('Accessibility.enable');
  const { nodes } = (await session.send('Accessibility.getFullAXTree')) as {
    nodes: { role?: { value?: string }; ignored?: boolean }[];
  };
  return nodes.filter(
    (node) => !node.ignored && /^(math|MathMLMath)$/i.test(String(node.role?.value)),
  ).length;
}

/** Serious and critical axe findings on the page. */
async function seriousAxeFindings(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    );
}

test.describe('an open-access article read in the page', () => {
  test('in English on a wide screen: contents beside, links, place kept, MathML read out', async ({
    page,
  }) => {
    await preferEnglish(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/home');
    const article = await findArticle(page, true);

    // The article's page leads to it.
    await page.goto(`/JDetail/${article.journalId}/article?id=${article.id}`);
    await page.getByRole('link', { name: 'Read the full text' }).click();
    await expect(page).toHaveURL(fullTextPath(article));

    // Opened on its own, as from a search engine or a shared link.
    const scripts = recordScripts(page);
    await page.goto(fullTextPath(article));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();

    // The contents beside the text; the phone's disclosure is not shown.
    const contents = page.getByRole('navigation', { name: 'Contents' });
    await expect(contents).toHaveCount(1);
    await expect(contents).toBeVisible();

    // Every formula of the text (its sections, `section[id]`) is MathML with its TeX; every
    // formula of the page (the title's and the references' too) is a math node Chromium reads.
    const formulas = main.locator('section[id] math');
    const count = await formulas.count();
    expect(count).toBeGreaterThan(5);
    expect(
      await main.locator('section[id] math annotation[encoding="application/x-tex"]').count(),
    ).toBe(count);
    expect(await mathNodesInAccessibilityTree(page)).toBe(await page.locator('math').count());

    // No TeX library came down for it.
    await page.waitForLoadState('networkidle');
    const downloaded = await scripts.settled();
    expect(downloaded.filter((script) => TEX_RENDERER_SCRIPT.test(script.url))).toEqual([]);

    // A numbered equation's reference leads to it.
    const equationLink = main.locator('a[href^="#e"]').first();
    const equation = (await equationLink.getAttribute('href'))!;
    await expect(main.locator(equation)).toHaveCount(1);

    // A citation leads to its reference; Back returns to the citation.
    const citation = main.locator('a.citation').first();
    await citation.scrollIntoViewIfNeeded();
    const before = await scrollY(page);
    const target = (await citation.getAttribute('href'))!;
    await citation.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator(target)).toBeInViewport();
    await page.goBack();
    await expect.poll(() => scrollY(page)).toBeLessThan(before + 200);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(before - 200);

    // The figure's place is kept before its image arrives, and the image arrives.
    const image = main.locator('figure img').first();
    await expect(image).toHaveAttribute('width', /\d+/);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  test('in Chinese on a phone: the contents are a disclosure and nothing overflows', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('TC_language', JSON.stringify('zh')));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/home');
    const article = await findArticle(page, true);
    await page.goto(fullTextPath(article));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    // The names the text does not give are in the page's language (its labels are its own).
    await expect(main.getByText(/^证明/).first()).toBeVisible();

    const disclosure = main.locator('details').first();
    await expect(disclosure).toBeVisible();
    await expect(disclosure).not.toHaveAttribute('open', /.*/);
    await disclosure.locator('summary').click();
    const contents = page.getByRole('navigation', { name: '目录' });
    await expect(contents).toBeVisible();
    const second = contents.getByRole('link').nth(1);
    const href = (await second.getAttribute('href'))!;
    await second.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace('.', '\\.')}$`));

    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });
});

test('a locked article: the page the server sends holds the first section and nothing withheld', async ({
  page,
  request,
}) => {
  await preferEnglish(page);
  await page.goto('/home');
  // A journal granted whole to the demo organization, whose token reads every section.
  const asOrganization = await organizationApiHeaders(page);
  const granted = await page.request.get(
    `${API_ORIGIN}/api/periodical/org-auth-periodical?current=1&size=50`,
    { headers: asOrganization },
  );
  const journals = (
    (await granted.json()) as { data: { records: { id: number; grantScope: string }[] } }
  ).data.records
    .filter((journal) => journal.grantScope === 'journal')
    .map((journal) => journal.id);
  const article = await findArticle(page, false, journals);

  const whole = await page.request.get(
    `${API_ORIGIN}/api/periodical/article-fulltext?id=${article.id}&lang=en`,
    { headers: asOrganization },
  );
  const all = ((await whole.json()) as { data: FullText }).data;
  const open = await apiData<FullText>(
    page,
    `/api/periodical/article-fulltext?id=${article.id}&lang=en`,
  );
  expect(all.withheld).toBe(0);
  expect(open.withheld).toBeGreaterThan(0);
  expect(open.sections.length + open.withheld).toBe(all.sections.length);

  // As curl gets it: no cookie, no script.
  const served = await request.get(fullTextPath(article), {
    headers: { 'Accept-Language': 'en' },
  });
  expect(served.status()).toBe(200);
  const html = await served.text();
  const words = (markup: string) => markup.replace(/<[^>]+>/g, '').trim();
  expect(html).toContain(words(open.sections.at(-1)!.headings[0]!.title));
  for (const section of all.sections.slice(open.sections.length)) {
    expect(html).not.toContain(`id="${section.id}"`);
    const paragraph = /<p>([^<]{40,})/.exec(section.html)?.[1];
    if (paragraph) expect(html).not.toContain(paragraph.slice(0, 40));
  }

  await page.goto(fullTextPath(article));
  await expect(
    page.getByRole('heading', { name: 'The rest of the text needs access' }),
  ).toBeVisible();
});
