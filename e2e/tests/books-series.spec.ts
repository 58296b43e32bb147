import { apiData, expect, listCount, mainMenu, preferEnglish, test } from './fixtures';

interface Localized {
  zh: string;
  en: string;
}
interface Series {
  id: number;
  title: Localized;
  annual: boolean;
  bookCount: number;
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

test('a series and its list: the series, annual books first, then one series and its volumes', async ({
  page,
}) => {
  const all = await apiData<Paged<Series>>(page, '/api/bookmain/bookseries?current=1&size=10');
  const annual = all.records.filter((series) => series.annual);
  expect(annual).toHaveLength(2);
  expect(all.records.slice(0, 2)).toEqual(annual);
  const chosen = all.records[2]!;
  const volumes = await apiData<Paged<{ id: number; title: Localized }>>(
    page,
    `/api/bookmain/homepagefilter?seriesId=${chosen.id}&current=1&size=12`,
  );

  await page.goto('/books/book');
  await mainMenu(page).getByRole('button', { name: 'Books submenu' }).click();
  // The menu's label for the series page is the shell's to choose.
  await mainMenu(page)
    .getByRole('link', { name: /^(Succession|Series|Book series)$/ })
    .click();
  await expect(page).toHaveURL(/\/books\/bookSuccession$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Book series' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Book series' }).getByText(`${all.total} series`),
  ).toBeVisible();

  const cards = page.getByRole('list', { name: 'Book series' }).getByRole('article');
  await expect(cards).toHaveCount(all.records.length);
  for (const [index, series] of annual.entries()) {
    await expect(cards.nth(index)).toHaveAccessibleName(series.title.en);
    await expect(cards.nth(index).getByText('Annual', { exact: true })).toBeVisible();
  }

  // Page 2, then back to the first page by the browser's Back.
  if (all.pages > 1) {
    await page
      .getByRole('navigation', { name: 'Series pages' })
      .getByRole('button', { name: 'Page 2' })
      .click();
    await expect(page).toHaveURL(/\/books\/bookSuccession\?page=2$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/books\/bookSuccession$/);
  }

  await cards.nth(2).getByRole('link', { name: chosen.title.en }).click();
  await expect(page).toHaveURL(new RegExp(`/books/bookSuccessionList\\?id=${chosen.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: chosen.title.en })).toBeVisible();
  const list = page.getByRole('region', { name: 'Volumes' });
  await expect(list.getByText(`${volumes.total} books`, { exact: true })).toBeVisible();
  await expect(list.getByRole('article').first()).toHaveAccessibleName(
    volumes.records[0]!.title.en,
  );
  await expect(list.getByRole('article')).toHaveCount(volumes.records.length);

  // The series' books in the full list, with its filter set.
  await page.getByRole('link', { name: 'Search and filter the books of this series' }).click();
  await expect(page).toHaveURL(new RegExp(`/books/bookList\\?series=${chosen.id}$`));
  await expect(page.getByRole('combobox', { name: 'Series' })).toHaveValue(String(chosen.id));
  await expect(listCount(page.getByRole('region', { name: 'All books' }))).toHaveText(
    `${volumes.total} books`,
  );
});

test('an old link to a book page leads to the book at the root', async ({ page }) => {
  await page.goto('/books/BDetail/7');
  await expect(page).toHaveURL(/\/BDetail\/7$/);
});
