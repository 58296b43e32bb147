import type { Page } from '@playwright/test';
import {
  API_ORIGIN,
  apiData,
  asOrganizationNetwork,
  expect,
  expectPdfRendered,
  homeWidgetsLoaded,
  newestIssueWithArticles,
  organizationApiHeaders,
  preferEnglish,
  recordScripts,
  scriptBytes,
  sessionAccessToken,
  signInPersonal,
  test,
  TEX_RENDERER_SCRIPT,
} from './fixtures';

interface ArticleDetail {
  id: number;
  title: { zh: string; en: string };
  titleText: { zh: string; en: string };
  authors: { name: string }[];
  journalId: number;
  openAccess: boolean;
  doi: string | null;
  volumeNumber: number | null;
}

const LOCKED_MESSAGE = 'Unauthorized access to read full text. Please contact us to subscribe';

/** The first article of a journal's newest issue that has articles. */
async function firstArticleOf(page: Page, journalId: number): Promise<ArticleDetail> {
  const issue = await newestIssueWithArticles(page, journalId);
  expect(issue, `an issue of journal ${journalId} with articles`).toBeDefined();
  const articles = await apiData<{ records: { id: number }[] }>(
    page,
    `/api/periodical/issue-content-list?issueId=${issue!.id}&current=1&size=1`,
  );
  return apiData<ArticleDetail>(
    page,
    `/api/periodical/issue-content-detail?id=${articles.records[0]!.id}`,
  );
}

const articlePath = (article: ArticleDetail) =>
  `/JDetail/${article.journalId}/article?id=${article.id}`;

test.beforeEach(async ({ page }) => {
  await preferEnglish(page);
});

test.afterEach(async ({ consoleErrors }) => {
  expect(consoleErrors, 'console errors on the pages visited').toEqual([]);
});

test('an article shows its TeX typeset, citation tags, and the locked message to anonymous readers', async ({
  page,
}) => {
  const article = await apiData<ArticleDetail>(page, '/api/periodical/issue-content-detail?id=1');
  expect(article.openAccess).toBe(false);
  await page.goto(articlePath(article));

  const title = page.getByRole('heading', { level: 1 });
  // The math as MathML, which the browser draws and screen readers read; no TeX source shows.
  expect(article.title.en).toContain('$');
  await expect(title.locator('math').first()).toBeVisible();
  await expect(title).toContainText(article.title.en.split('$')[0]!.trim());
  await expect(title).not.toContainText('$');

  const authors = page.getByRole('list', { name: 'Authors' });
  await expect(authors.getByRole('link', { name: article.authors[0]!.name })).toHaveAttribute(
    'href',
    /\/journals\/journalAuthorPanel\?author=/,
  );
  await expect(page.getByRole('link', { name: `https://doi.org/${article.doi}` })).toBeVisible();

  // The tab and the citation name the title as plain text: its TeX in Unicode, no dollar signs.
  expect(article.titleText.en).not.toContain('$');
  await expect(page).toHaveTitle(
    `${article.titleText.en} · Annals of Pure and Applied Mathematics | International Press of Mathematical Sciences`,
  );
  await expect(page.locator('meta[name="citation_title"]')).toHaveAttribute(
    'content',
    article.titleText.en,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/JDetail/${article.journalId}/article\\?id=${article.id}$`),
  );
  await expect(page.locator('meta[name="citation_author"]')).toHaveCount(article.authors.length);
  await expect(page.locator('meta[name="citation_doi"]')).toHaveAttribute('content', article.doi!);
  await expect(page.locator('meta[name="citation_pdf_url"]')).toHaveAttribute(
    'content',
    /\/api\/resource\/pdf\/download\?type=article&id=1&mode=read$/,
  );

  await expect(page.getByText(LOCKED_MESSAGE)).toBeVisible();
  // An anonymous reader is sent to the institutional subscriptions entry.
  await expect(page.getByRole('link', { name: 'How to subscribe' })).toHaveAttribute(
    'href',
    '/ordering?p=0-0',
  );
  await expect(page.getByRole('button', { name: 'Read PDF' })).toHaveCount(0);

  // Leaving the article takes its tags away: the journal's page has its own.
  await page.getByRole('link', { name: 'Annals of Pure and Applied Mathematics' }).first().click();
  await expect(page).toHaveURL(/\/JDetail\/1\/about$/);
  await expect(page.locator('meta[name="citation_title"]')).toHaveCount(0);
  await expect(page.locator('meta[name="citation_doi"]')).toHaveCount(0);
  await expect(page.locator('meta[name="citation_journal_title"]')).toHaveAttribute(
    'content',
    'Annals of Pure and Applied Mathematics',
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/JDetail\/1$/);
});

test('Cite copies the BibTeX to the clipboard and downloads the RIS file', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/JDetail/1/article?id=1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Copy BibTeX' }).click();
  await expect(page.getByText('BibTeX copied to the clipboard.')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^@article\{Garcia2017/);
  expect(copied).toContain('{$\\mathbb{C}^n$}');

  await page.getByRole('radio', { name: 'RIS' }).check();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download RIS' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.ris$/);
  const stream = await download.createReadStream();
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  expect(text.startsWith('TY  - JOUR\r\n')).toBe(true);
  expect(text).toContain('AU  - Garcia, Laura\r\n');
  expect(text.trimEnd().endsWith('ER  -')).toBe(true);
});

test('an open-access article opens in the in-page PDF viewer', async ({ page }) => {
  const journals = await apiData<{ records: { id: number }[] }>(
    page,
    '/api/periodical/list?openAccess=true&current=1&size=1',
  );
  const article = await firstArticleOf(page, journals.records[0]!.id);
  expect(article.openAccess).toBe(true);

  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(articlePath(article));
  await expect(page.getByText('Open access: free for everyone to read.')).toBeVisible();
  // pdf.js loads only when the reader opens the PDF.
  expect(scripts.filter((url) => /pdfjs/.test(url))).toEqual([]);

  await page.getByRole('button', { name: 'Read PDF' }).click();
  await expectPdfRendered(page);
  expect(scripts.filter((url) => /pdfjs/.test(url)).length).toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', /^blob:/);
  const nextPage = page.getByRole('button', { name: 'Next page' });
  if (await nextPage.isEnabled()) {
    await nextPage.click();
    await expect(page.getByRole('img', { name: /^Page 2 of \d+ of the PDF$/ })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: 'Close the PDF' }).click();
  await expect(page.getByRole('button', { name: 'Read PDF' })).toBeFocused();
});

test('the demo organization reads the article of a journal granted to it', async ({ page }) => {
  // The organization's token, to ask which journals it was granted: from the organization's
  // network, so asked of the API directly (see API_ORIGIN in fixtures.ts).
  const granted = await page.request.get(
    `${API_ORIGIN}/api/periodical/org-auth-periodical?current=1&size=50`,
    { headers: await organizationApiHeaders(page) },
  );
  const journals = (
    (await granted.json()) as {
      data: { records: { id: number; openAccess: boolean; grantScope: string }[] };
    }
  ).data.records;
  const journal = journals.find(
    (candidate) => candidate.grantScope === 'journal' && !candidate.openAccess,
  );
  expect(journal, 'a subscription journal granted whole').toBeDefined();
  const article = await firstArticleOf(page, journal!.id);
  expect(article.openAccess).toBe(false);

  // Anonymous, the article is locked ...
  await page.goto(articlePath(article));
  await expect(page.getByText(LOCKED_MESSAGE)).toBeVisible();

  // ... from the organization's network, it is the organization's to read.
  await asOrganizationNetwork(page);
  await page.reload();
  await expect(page.getByText(/^Yours to read through your organization/)).toBeVisible();
  await page.getByRole('button', { name: 'Read PDF' }).click();
  await expectPdfRendered(page);
});

test("a signed-in reader's visit goes to the top of their history", async ({ page }) => {
  await signInPersonal(page, { username: 'reader@example.com', password: 'Reader2026' });
  const article = await apiData<ArticleDetail>(page, '/api/periodical/issue-content-detail?id=2');
  const recorded = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/resource/pdf/access-history') &&
      response.request().method() === 'POST',
  );
  await page.goto(articlePath(article));
  const answer = (await (await recorded).json()) as { data: { recorded: boolean } };
  expect(answer.data.recorded).toBe(true);
  const token = await sessionAccessToken(page);
  const history = await page.evaluate(async (token) => {
    const response = await fetch('/api/periodical/access-history-periodical-content?size=1', {
      headers: { 'Portal-Auth': `bearer ${token}` },
    });
    return ((await response.json()) as { data: { records: { id: number }[] } }).data.records;
  }, token);
  expect(history[0]?.id).toBe(article.id);
});

test('the article page speaks Chinese', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('TC_language', JSON.stringify('zh')));
  await page.goto('/JDetail/1/article?id=1');
  await expect(page.getByRole('heading', { name: '摘要' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '引用本文' })).toBeVisible();
  await expect(page.getByText('无权阅读全文，请联系我们订阅')).toBeVisible();
  await expect(page.getByRole('link', { name: '了解订阅方式' })).toBeVisible();
});

/** What opening an article after /home may download: the section's and the page's own code. */
const ARTICLE_JS_CEILING_BYTES = 80 * 1024;

test('opening an article after /home downloads little JavaScript, the TeX renderer apart and no pdf.js', async ({
  page,
}) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await homeWidgetsLoaded(page);
  await page.waitForLoadState('networkidle');
  const recorded = recordScripts(page);
  // A client-side navigation, as a link inside the portal makes it.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/JDetail/1/article?id=1');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1 }).locator('math').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const scripts = await recorded.settled();
  const tex = scripts.filter((script) => TEX_RENDERER_SCRIPT.test(script.url));
  const own = scripts.filter((script) => !TEX_RENDERER_SCRIPT.test(script.url));
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.info(
    `Article after /home: ${scripts.length} scripts, ${kb(scriptBytes(scripts))} compressed JS ` +
      `(${kb(scriptBytes(own))} the section and article, ${kb(scriptBytes(tex))} Temml): ` +
      scripts.map((script) => `${script.url.split('/').pop()} ${kb(script.bytes)}`).join(', '),
  );
  expect(scripts.filter((script) => /pdfjs|pdf-viewer/.test(script.url))).toEqual([]);
  expect(scriptBytes(own)).toBeLessThanOrEqual(ARTICLE_JS_CEILING_BYTES);
});
