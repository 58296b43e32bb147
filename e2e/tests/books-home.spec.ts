import type { Page } from '@playwright/test';
import { apiData, expect, listCount, mainMenu, preferEnglish, test } from './fixtures';

interface Localized {
  zh: string;
  en: string;
}
interface Book {
  id: number;
  title: Localized;
  publishStatus: 'published' | 'forthcoming';
  listPrice: number;
  listPriceUsd: number;
}
interface HomeData {
  counts: { total: number; recent: number; forthcoming: number; featured: number };
  recent: Book[];
  featured: Book[];
  forthcoming: Book[];
  series: { id: number; title: Localized; annual: boolean }[];
  featuredAuthor: { tag: { id: number; name: Localized; bookCount: number } } | null;
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

/** The books of the list, as cards named by their titles. */
const bookCards = (page: Page) => page.getByRole('list', { name: 'Books' }).getByRole('article');

test('header -> book home -> Forthcoming "View all" -> the forthcoming books -> a book at /BDetail/<id>', async ({
  page,
}) => {
  const home = await apiData<HomeData>(page, '/api/bookmain/homedata');
  const forthcoming = await apiData<Paged<Book>>(
    page,
    '/api/bookmain/homepagefilter?status=forthcoming&current=1&size=12',
  );
  expect(home.counts.forthcoming).toBeGreaterThan(0);
  expect(forthcoming.total).toBe(home.counts.forthcoming);

  await page.goto('/home');
  await mainMenu(page).getByRole('link', { name: 'Books', exact: true }).click();
  await expect(page).toHaveURL(/\/books\/book$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Book home' })).toBeVisible();

  // The catalogue in figures, and the shelves with their counts.
  const figures = page.getByRole('list', { name: 'The catalogue in figures' });
  await expect(figures.getByRole('link', { name: `${home.counts.total} books` })).toBeVisible();
  const newBooks = page.getByRole('region', { name: /^New books/ });
  await expect(newBooks).toContainText(`${home.counts.recent} books`);
  await expect(
    newBooks.getByRole('link', { name: home.recent[0]!.title.en, exact: true }),
  ).toHaveAttribute('href', `/BDetail/${home.recent[0]!.id}`);
  // Every price in yuan and in dollars.
  await expect(newBooks.getByText(/^CN¥[\d,.]+ \/ \$[\d,.]+$/).first()).toBeVisible();
  await expect(page.getByRole('region', { name: /^Featured books/ })).toContainText(
    `${home.counts.featured} books`,
  );
  await expect(
    page
      .getByRole('region', { name: /^Series/ })
      .getByRole('link')
      .nth(1),
  ).toHaveText(home.series[0]!.title.en);
  await expect(
    page
      .getByRole('region', { name: /^Textbooks/ })
      .getByRole('radio')
      .first(),
  ).toBeChecked();
  if (home.featuredAuthor) {
    await expect(
      page.getByRole('region', {
        name: new RegExp(`^Featured author: ${home.featuredAuthor.tag.name.en}`),
      }),
    ).toBeVisible();
  }

  const coming = page.getByRole('region', { name: /^Forthcoming/ });
  await expect(coming).toContainText(`${home.counts.forthcoming} books`);
  await coming
    .getByRole('link', { name: `All ${home.counts.forthcoming} forthcoming books` })
    .click();

  await expect(page).toHaveURL(/\/books\/bookList\?status=forthcoming$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All books' })).toBeVisible();
  await expect(listCount(page.getByRole('region', { name: 'All books' }))).toHaveText(
    `${forthcoming.total} books`,
  );
  await expect(page.getByRole('combobox', { name: 'Availability' })).toHaveValue('forthcoming');
  await expect(bookCards(page)).toHaveCount(forthcoming.records.length);
  for (const card of await bookCards(page).all())
    await expect(card.getByText('Forthcoming', { exact: true })).toBeVisible();
  await expect(bookCards(page).first()).toHaveAccessibleName(forthcoming.records[0]!.title.en);

  const target = forthcoming.records[1]!;
  await bookCards(page).nth(1).getByRole('link', { name: target.title.en, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/BDetail/${target.id}$`));
});

test('the featured books and the book home, in Chinese without a reload', async ({ page }) => {
  const featured = await apiData<Paged<Book>>(
    page,
    '/api/bookmain/homepage?type=featured&current=1&size=12',
  );
  await page.goto('/books/book');
  await expect(
    page
      .getByRole('region', { name: /^New books/ })
      .getByRole('article')
      .first(),
  ).toBeVisible();
  let reloaded = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  });
  await page.getByRole('button', { name: /中文|Chinese/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: '图书首页' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: /^新书/ })
      .getByText(/^¥[\d,.]+ \/ US\$[\d,.]+$/)
      .first(),
  ).toBeVisible();
  expect(reloaded).toBe(false);

  await page.getByRole('list', { name: '图书概况' }).getByRole('link', { name: /精品/ }).click();
  await expect(page).toHaveURL(/\/books\/bookLight$/);
  const spotlight = page.getByRole('region', { name: '精品图书' });
  await expect(spotlight.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(spotlight.getByRole('article').first()).toHaveAccessibleName(
    featured.records[0]!.title.zh,
  );
  await expect(spotlight.getByText(`共 ${featured.total} 种图书`)).toBeVisible();
});
