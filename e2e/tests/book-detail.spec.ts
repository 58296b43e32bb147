import type { Page } from '@playwright/test';
import {
  apiData,
  expect,
  mainMenu,
  preferEnglish,
  sessionAccessToken,
  signInPersonal,
  test,
} from './fixtures';

interface Localized {
  zh: string;
  en: string;
}

interface BookSummary {
  id: number;
  title: Localized;
  authors: string[];
  publishStatus: 'published' | 'forthcoming';
  editions: { medium: 'print' | 'electronic'; binding: string; isbn: string }[];
}

interface BookDetail extends BookSummary {
  titleText: Localized;
  volumeNumber: number | null;
  volumeSet: { set: BookSummary; volumes: (BookSummary & { volumeNumber: number })[] } | null;
}

const book = (page: Page, id: number) =>
  apiData<BookDetail>(page, `/api/bookmain/bookdetail?id=${id}`);

/** The newest published book sold in print: what a reader would put in the cart. */
async function printBook(page: Page): Promise<BookDetail> {
  const recent = await apiData<{ records: BookSummary[] }>(
    page,
    '/api/bookmain/homepage?type=recent&current=1&size=20',
  );
  const found = recent.records.find((candidate) =>
    candidate.editions.some((edition) => edition.medium === 'print'),
  );
  expect(found, 'a recent book sold in print').toBeDefined();
  return book(page, found!.id);
}

/** The first multi-volume set of the catalogue (the set itself, not one of its volumes). */
async function volumeSet(page: Page): Promise<BookDetail> {
  for (let id = 1; id <= 60; id += 1) {
    const candidate = await book(page, id);
    if (candidate.volumeSet?.set.id === id) return candidate;
  }
  throw new Error('No volume set among the first 60 books of the seed');
}

const cartButton = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart/ });

test.beforeEach(async ({ page }) => {
  await preferEnglish(page);
});

test.afterEach(async ({ consoleErrors }) => {
  expect(consoleErrors, 'console errors on the pages visited').toEqual([]);
});

test('a reader puts a book in the cart from its page; adding it again changes nothing', async ({
  page,
}) => {
  const target = await printBook(page);
  const print = target.editions.find((edition) => edition.medium === 'print')!;
  await page.goto('/home');
  await mainMenu(page).getByRole('link', { name: 'Books', exact: true }).click();
  await expect(page).toHaveURL(/\/books\/book$/);
  // A link made before the move (/books/BDetail/:id) leads to the page at the root.
  await page.evaluate((id) => {
    window.history.pushState({}, '', `/books/BDetail/${id}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, target.id);
  await expect(page).toHaveURL(new RegExp(`/BDetail/${target.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.title.en);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');

  const offer = page.getByRole('article', { name: /^Print \(/ });
  await expect(offer).toContainText(`ISBN ${print.isbn}`);
  await expect(offer).toContainText(/CN¥[\d,]+\.\d\d/);
  await expect(offer).toContainText(/\$[\d,]+\.\d\d/);
  const buy = page.getByRole('region', { name: 'Buy this book' });

  await offer.getByRole('button', { name: 'Add to cart' }).click();
  await expect(buy.getByRole('status')).toHaveText(/^Print \(\w+\) added to your cart\.$/);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');

  await offer.getByRole('button', { name: 'Add to cart' }).click();
  await expect(buy.getByRole('status')).toHaveText('This book is already in your cart');
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');

  // The cart page lists it.
  await cartButton(page).click();
  await expect(page).toHaveURL(/\/shoppingCart$/);
  await expect(page.getByRole('link', { name: target.title.en })).toBeVisible();
});

test('a volume set lists its volumes; a volume names its set and links back', async ({ page }) => {
  const set = await volumeSet(page);
  const [first] = set.volumeSet!.volumes;
  await page.goto(`/BDetail/${set.id}`);
  const region = page.getByRole('region', { name: 'Volume set' });
  await expect(region).toContainText(
    `This set has ${set.volumeSet!.volumes.length} volumes, each also sold on its own.`,
  );
  const volumes = region.getByRole('list', { name: `Volumes of ${set.title.en}` });
  await expect(volumes.getByRole('listitem')).toHaveCount(set.volumeSet!.volumes.length);
  await expect(region).toContainText(
    /The whole set costs CN¥[\d,.]+; its volumes bought one by one/,
  );

  await volumes.getByRole('link', { name: first!.title.en }).click();
  await expect(page).toHaveURL(new RegExp(`/BDetail/${first!.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!.title.en);
  const ofSet = page.getByRole('region', { name: 'Volume set' });
  await expect(ofSet).toContainText(`Volume ${first!.volumeNumber} of ${set.title.en}`);
  await expect(
    ofSet.getByRole('link', { name: first!.title.en }),
    'the volume on screen is marked as this page',
  ).toHaveAttribute('aria-current', 'page');
  // The volume is sold on its own.
  await expect(
    page
      .getByRole('region', { name: 'Buy this book' })
      .getByRole('button', { name: 'Add to cart' }),
  ).not.toHaveCount(0);

  await ofSet.getByRole('link', { name: set.title.en, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/BDetail/${set.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(set.title.en);
});

test('a forthcoming book shows its prices but says it cannot be ordered yet', async ({ page }) => {
  const forthcoming = await apiData<{ records: BookSummary[] }>(
    page,
    '/api/bookmain/homepage?type=forthcoming&current=1&size=1',
  );
  const target = forthcoming.records[0]!;
  await page.goto(`/BDetail/${target.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.title.en);
  const buy = page.getByRole('region', { name: 'Buy this book' });
  await expect(buy).toContainText(/CN¥[\d,]+\.\d\d/);
  await expect(buy).toContainText(
    /^.*Forthcoming: it can be added to the cart once it is published/,
  );
  await expect(buy.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
});

test("the book's contents lead to its chapters", async ({ page }) => {
  const target = await printBook(page);
  await page.goto(`/BDetail/${target.id}`);
  const contents = page.getByRole('region', { name: 'Contents' });
  const firstChapter = contents.getByRole('link').first();
  await expect(firstChapter).toHaveAttribute('href', /^\/ChapterDetail\/\d+$/);
  await firstChapter.click();
  await expect(page).toHaveURL(/\/ChapterDetail\/\d+$/);
  await expect(
    page.getByRole('complementary', { name: 'From the book' }).getByRole('link', {
      name: target.title.en,
    }),
  ).toBeVisible();
});

test('an unknown book says so, with a way back', async ({ page, consoleErrors }) => {
  await page.goto('/BDetail/99999');
  await expect(page.getByText('This book does not exist or is no longer available.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the book home' }).click();
  await expect(page).toHaveURL(/\/books\/book$/);
  // The browser logs the API's 404, which is the answer this page expects.
  const expected = consoleErrors.filter((error) => error.includes('bookdetail?id=99999'));
  expect(expected.length).toBeGreaterThan(0);
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((e) => !expected.includes(e)),
  );
});

test('a buyer signed in is told they bought the book', async ({ page }) => {
  await signInPersonal(page, { username: 'reader@example.com', password: 'Reader2026' });
  const token = await sessionAccessToken(page);
  const bought = await page.evaluate(async (token) => {
    const ids = Array.from({ length: 200 }, (_, index) => index + 1).join(',');
    const response = await fetch(`/api/bgcloud-order/payment/check-obj-is-ordered?ids=${ids}`, {
      headers: { 'Portal-Auth': `bearer ${token}` },
    });
    return ((await response.json()) as { data: number[] }).data;
  }, token);
  expect(bought.length, 'the demo reader has a paid order').toBeGreaterThan(0);
  await page.goto(`/BDetail/${bought[0]}`);
  await expect(page.getByText('You bought this book.')).toBeVisible();
});

test('the same book page switches to Chinese without a reload', async ({ page }) => {
  const target = await printBook(page);
  await page.goto(`/BDetail/${target.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.title.en);
  await page.evaluate(() => Object.assign(window, { languageMark: true }));
  await page
    .getByRole('banner')
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: '中文' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.title.zh);
  await expect(page.getByRole('region', { name: '购买本书' })).toBeVisible();
  await expect(page.getByRole('button', { name: '加入购物车' }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: '图书信息' })).toContainText('出版状态');
  expect(await page.evaluate(() => 'languageMark' in window), 'no reload').toBe(true);
});

test('the book page gives crawlers its citation and Open Graph tags, and Cite gives @book', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const target = await printBook(page);
  await page.goto(`/BDetail/${target.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(target.title.en);
  await expect(page).toHaveTitle(
    new RegExp(`^${target.titleText.en.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `),
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/BDetail/${target.id}$`),
  );
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
    'content',
    new RegExp(`/BDetail/${target.id}$`),
  );
  await expect(page.locator('meta[name="citation_author"]')).toHaveCount(target.authors.length);
  await expect(page.locator('meta[name="citation_isbn"]')).toHaveCount(target.editions.length);
  await expect(page.locator('meta[name="citation_publisher"]')).toHaveAttribute(
    'content',
    'International Press of Mathematical Sciences',
  );
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'book');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    new RegExp(`^http://127\\.0\\.0\\.1:\\d+/api/covers/book/${target.id}\\.svg$`),
  );

  const cite = page.getByRole('region', { name: 'Cite this book' });
  await cite.getByRole('button', { name: 'Copy BibTeX' }).click();
  await expect(cite.getByText('BibTeX copied to the clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^@book\{/);

  // Leaving the book takes its tags away.
  await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
  await expect(page).toHaveURL(/\/shoppingCart$/);
  await expect(page.locator('meta[name^="citation_"]')).toHaveCount(0);
  await expect(page.locator('meta[property^="og:"]')).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
});
