import type { Page } from '@playwright/test';
import { apiData, expect, preferEnglish, test } from './fixtures';

interface Localized {
  zh: string;
  en: string;
}
interface Paged<T> {
  records: T[];
  total: number;
  pages: number;
}

test.beforeEach(async ({ page }) => {
  await preferEnglish(page);
});

test.afterEach(async ({ consoleErrors }) => {
  expect(consoleErrors, 'console errors on the pages visited').toEqual([]);
});

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const bookCards = (page: Page) => page.getByRole('list', { name: 'Books' }).getByRole('article');

test('the book list filtered by MSC and years: open a book far down, Back finds the filters and the rows', async ({
  page,
}) => {
  const expected = await apiData<Paged<{ id: number; title: Localized }>>(
    page,
    '/api/bookmain/homepagefilter?msc=53&yearFrom=2015&yearTo=2026&current=1&size=12',
  );
  expect(expected.records.length).toBeGreaterThan(6);

  await page.goto('/books/bookList');
  const form = page.getByRole('search', { name: 'Filter books' });
  await form.getByRole('combobox', { name: 'MSC 2020' }).fill('53');
  await form.getByRole('spinbutton', { name: 'Published from (year)' }).fill('2015');
  await form.getByRole('spinbutton', { name: 'Published to (year)' }).fill('2026');
  await form.getByRole('button', { name: 'Apply filters' }).click();

  await expect(page).toHaveURL(/\/books\/bookList\?msc=53&from=2015&to=2026$/);
  await expect(page.getByText(`${expected.total} books`, { exact: true })).toBeVisible();
  await expect(bookCards(page)).toHaveCount(expected.records.length);
  await expect(bookCards(page).first()).toHaveAccessibleName(expected.records[0]!.title.en);
  // Each published book is open or locked for this reader (anonymous: locked).
  await expect(
    bookCards(page)
      .first()
      .getByText(/^(Buy to read|Purchased|Open access)$/),
  ).toBeVisible();

  // Far down the list, a book, then Back.
  const target = bookCards(page).nth(expected.records.length - 1);
  await target.scrollIntoViewIfNeeded();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
  const scrolled = await scrollY(page);
  const title = expected.records.at(-1)!.title.en;
  await target.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/BDetail/${expected.records.at(-1)!.id}$`));

  await page.goBack();
  await expect(page).toHaveURL(/\/books\/bookList\?msc=53&from=2015&to=2026$/);
  await expect(form.getByRole('combobox', { name: 'MSC 2020' })).toHaveValue('53');
  await expect(form.getByRole('spinbutton', { name: 'Published from (year)' })).toHaveValue('2015');
  await expect(form.getByRole('spinbutton', { name: 'Published to (year)' })).toHaveValue('2026');
  await expect(bookCards(page)).toHaveCount(expected.records.length);
  await expect(bookCards(page).last()).toHaveAccessibleName(title);
  // The shell's rule: the list's position, saved under its route name, comes back.
  await expect.poll(() => scrollY(page)).toBe(scrolled);
});

test('a hand-edited list URL is corrected, never an error; Clear filters keeps the order', async ({
  page,
}) => {
  await page.goto(
    '/books/bookList?msc=calculus&from=2026&to=2010&status=maybe&sort=price_desc&page=abc',
  );
  await expect(page).toHaveURL(/\/books\/bookList\?from=2010&to=2026&sort=price_desc$/);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_desc');
  await expect(page.getByRole('spinbutton', { name: 'Published from (year)' })).toHaveValue('2010');
  await expect(
    page.getByRole('list', { name: 'Books' }).getByRole('article').first(),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/books\/bookList\?sort=price_desc$/);
});
