import type { Page } from '@playwright/test';
import {
  apiData,
  expect,
  expectPdfRendered,
  preferEnglish,
  sessionAccessToken,
  signInPersonal,
  test,
} from './fixtures';

interface Localized {
  zh: string;
  en: string;
}

interface ChapterDetail {
  id: number;
  title: Localized;
  titleText: Localized;
  book: { id: number; title: Localized; titleText: Localized };
}

interface BookDetail {
  id: number;
  chapters: { id: number }[];
}

const FULL_TEXT_REFUSED = 'Unauthorized access to read full text. Please contact us to subscribe';
const PREVIEW_REFUSED = 'Sorry, you do not have permission to preview this book';

/** The first of the seed's first 200 chapters whose preview an anonymous reader may (not) open. */
async function chapterWithPreview(page: Page, allowed: boolean): Promise<ChapterDetail> {
  const ids = Array.from({ length: 200 }, (_, index) => index + 1).join(',');
  const permissions = await apiData<{ id: number; allowed: boolean }[]>(
    page,
    `/api/resource/pdf/check-content-permission?type=chapter&mode=preview&ids=${ids}`,
  );
  const found = permissions.find((permission) => permission.allowed === allowed);
  expect(found, `a chapter whose preview is ${allowed ? 'open' : 'refused'}`).toBeDefined();
  return apiData<ChapterDetail>(page, `/api/bookmain/chapter-detail?id=${found!.id}`);
}

test.beforeEach(async ({ page }) => {
  await preferEnglish(page);
});

test.afterEach(async ({ consoleErrors }) => {
  expect(consoleErrors, 'console errors on the pages visited').toEqual([]);
});

test("an anonymous reader is refused a chapter's preview in the specification's words", async ({
  page,
}) => {
  const chapter = await chapterWithPreview(page, false);
  await page.goto(`/ChapterDetail/${chapter.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(chapter.title.en);
  const access = page.getByRole('region', { name: 'Full text' });
  await expect(access.getByText(PREVIEW_REFUSED)).toBeVisible();
  await expect(access.getByText(FULL_TEXT_REFUSED)).toBeVisible();
  await expect(access.getByRole('link', { name: 'How to order' })).toHaveAttribute(
    'href',
    // Book orders, individual purchases.
    '/ordering?p=1-0',
  );
  await expect(access.getByRole('button')).toHaveCount(0);

  // The chapter's page names its book and the tags crawlers read.
  await expect(
    page.getByRole('complementary', { name: 'From the book' }).getByRole('link', {
      name: chapter.book.title.en,
    }),
  ).toHaveAttribute('href', `/BDetail/${chapter.book.id}`);
  await expect(page.locator('meta[name="citation_title"]')).toHaveAttribute(
    'content',
    chapter.titleText.en,
  );
  await expect(page.locator('meta[name="citation_inbook_title"]')).toHaveAttribute(
    'content',
    new RegExp(`^${chapter.book.titleText.en.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/ChapterDetail/${chapter.id}$`),
  );
  await expect(page.locator('meta[name="citation_pdf_url"]')).toHaveAttribute(
    'content',
    new RegExp(`/api/resource/pdf/download\\?type=chapter&id=${chapter.id}&mode=read$`),
  );
});

test('an open chapter is read in the in-page viewer: its preview by anyone', async ({ page }) => {
  const chapter = await chapterWithPreview(page, true);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(`/ChapterDetail/${chapter.id}`);
  const access = page.getByRole('region', { name: 'Full text' });
  await expect(access.getByText(FULL_TEXT_REFUSED)).toBeVisible();
  // pdf.js loads only when the reader opens the PDF.
  expect(scripts.filter((url) => /pdfjs|pdf-viewer/.test(url))).toEqual([]);

  await access.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('heading', { name: 'Preview (PDF)' })).toBeVisible();
  await expectPdfRendered(page);
  await page.getByRole('button', { name: 'Close the PDF' }).click();
  await expect(access.getByRole('button', { name: 'Preview' })).toBeFocused();
});

test('a buyer reads the full text of a chapter of their book in the viewer', async ({ page }) => {
  await signInPersonal(page, { username: 'reader@example.com', password: 'Reader2026' });
  const token = await sessionAccessToken(page);
  const bought = await page.evaluate(async (token) => {
    const ids = Array.from({ length: 200 }, (_, index) => index + 1).join(',');
    const response = await fetch(`/api/bgcloud-order/payment/check-obj-is-ordered?ids=${ids}`, {
      headers: { 'Portal-Auth': `bearer ${token}` },
    });
    return ((await response.json()) as { data: number[] }).data;
  }, token);
  expect(bought.length, 'the demo reader has bought a book').toBeGreaterThan(0);
  const book = await apiData<BookDetail>(page, `/api/bookmain/bookdetail?id=${bought[0]}`);
  // A chapter closed to others (the first may be a free sample): the purchase is what opens it.
  const permissions = await apiData<{ id: number; allowed: boolean }[]>(
    page,
    `/api/resource/pdf/check-content-permission?type=chapter&ids=${book.chapters.map((chapter) => chapter.id).join(',')}`,
  );
  const chapterId = permissions.find((permission) => !permission.allowed)!.id;

  await page.goto(`/ChapterDetail/${chapterId}`);
  const access = page.getByRole('region', { name: 'Full text' });
  await expect(access.getByText('Yours to read through your purchase.')).toBeVisible();
  await access.getByRole('button', { name: 'Read PDF' }).click();
  await expect(page.getByRole('heading', { name: 'Full text (PDF)' })).toBeVisible();
  await expectPdfRendered(page);
});

test('Cite gives the chapter as @incollection in its book', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const chapter = await chapterWithPreview(page, true);
  await page.goto(`/ChapterDetail/${chapter.id}`);
  const cite = page.getByRole('region', { name: 'Cite this chapter' });
  await cite.getByRole('button', { name: 'Copy BibTeX' }).click();
  await expect(cite.getByText('BibTeX copied to the clipboard.')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^@incollection\{/);
  expect(copied).toContain('booktitle = {');
});
