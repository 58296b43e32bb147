import type { Response } from '@playwright/test';
import {
  asOrganizationNetwork,
  expect,
  expectPdfRendered,
  listCount,
  preferEnglish,
  test,
} from './fixtures';

interface Localized {
  zh: string;
  en: string;
}
interface Paged<T> {
  records: T[];
  total: number;
}

test.beforeEach(async ({ page }) => {
  await preferEnglish(page);
});

test.afterEach(async ({ consoleErrors }) => {
  expect(consoleErrors, 'console errors on the pages visited').toEqual([]);
});

/** The `data` of an API answer the page received. */
async function dataOf<T>(response: Promise<Response>): Promise<T> {
  return ((await (await response).json()) as { data: T }).data;
}

test('the demo organization sees its books, open to its readers, on the home, their page and the list, and reads one', async ({
  page,
}) => {
  await asOrganizationNetwork(page);
  // The organization's grants are asked with its session: read them from the page's own calls.
  const counted = page.waitForResponse((answer) =>
    answer.url().includes('/api/bookmain/org-auth-books-count'),
  );
  await page.goto('/books/book');
  const { total } = await dataOf<{ total: number }>(counted);
  expect(total).toBeGreaterThan(0);

  const panel = page.getByRole('region', { name: "Your organization's books" });
  await expect(panel).toContainText(`Demo University Library may read ${total} books in full.`);
  await expect(panel.getByText('Open through your organization').first()).toBeVisible();

  const listed = page.waitForResponse(
    (answer) =>
      answer.url().includes('/api/bookmain/org-auth-books?') && answer.url().includes('size=12'),
  );
  await panel.getByRole('link', { name: `See all ${total} of your organization's books` }).click();
  const books = await dataOf<Paged<{ id: number; title: Localized }>>(listed);
  await expect(page).toHaveURL(/\/books\/bookOrganization$/);
  const region = page.getByRole('region', { name: "Your organization's books" });
  await expect(region.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(listCount(region)).toHaveText(`${total} books`);
  const cards = region.getByRole('article');
  await expect(cards.first()).toHaveAccessibleName(books.records[0]!.title.en);
  await expect(cards).toHaveCount(books.records.length);
  for (const card of await cards.all())
    await expect(card.getByText('Open through your organization')).toBeVisible();

  // The same book in the book list says so too, from the permission check.
  const first = books.records[0]!;
  await page.goto(`/books/bookList?q=${encodeURIComponent(first.title.en)}`);
  const card = page
    .getByRole('region', { name: 'All books' })
    .getByRole('article', { name: first.title.en, exact: true });
  await expect(card.getByText('Open through your organization')).toBeVisible();

  // A reader of the organization opens the book and reads it in the page's viewer.
  await card.getByRole('link', { name: first.title.en, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/BDetail/${first.id}$`));
  const access = page.getByRole('region', { name: 'Full text' });
  await expect(access.getByText(/^Yours to read through your organization/)).toBeVisible();
  await access.getByRole('button', { name: 'Read PDF' }).click();
  await expect(page.getByRole('heading', { name: 'Full text (PDF)' })).toBeVisible();
  await expectPdfRendered(page);
});
