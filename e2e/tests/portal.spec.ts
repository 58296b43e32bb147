import { apiData, browserDatabases, expect, mainMenu, putInBrowserCart, test } from './fixtures';

interface Localized {
  zh: string;
  en: string;
}
interface Page<T> {
  records: T[];
  total: number;
}

test.beforeEach(async ({ page }) => {
  // A reader whose browser prefers English, on a fresh profile.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'languages', { get: () => ['en-US', 'en'] });
  });
});

test.afterEach(async ({ consoleErrors }) => {
  expect(consoleErrors, 'console errors on the pages visited').toEqual([]);
});

test('the root path lands on the home page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('1992');
  await expect(page).toHaveTitle(/Home/);
});

test('each of the four sections is reached from the header and shows real content', async ({
  page,
}) => {
  const journals = await apiData<Page<{ title: Localized }>>(
    page,
    '/api/periodical/list?current=1&size=1',
  );
  const bookHome = await apiData<{ recent: { title: Localized }[] }>(
    page,
    '/api/bookmain/homedata',
  );
  const news = await apiData<Page<{ title: Localized }>>(
    page,
    '/api/cms/search-announcements?current=1&size=1',
  );
  expect(journals.total).toBe(26);

  await page.goto('/home');
  // The kept-alive home page, hidden, also lists these titles in its widgets: look at the shown one.
  const shown = (text: string) =>
    page.getByText(text, { exact: true }).filter({ visible: true }).first();
  await mainMenu(page).getByRole('link', { name: 'Journals', exact: true }).click();
  await expect(page).toHaveURL(/\/journals\/journal$/);
  await expect(shown(journals.records[0]!.title.en)).toBeVisible();

  await mainMenu(page).getByRole('link', { name: 'Books', exact: true }).click();
  await expect(page).toHaveURL(/\/books\/book$/);
  await expect(shown(bookHome.recent[0]!.title.en)).toBeVisible();

  await mainMenu(page).getByRole('link', { name: 'News', exact: true }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(shown(news.records[0]!.title.en)).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: /cart/i }).click();
  await expect(page).toHaveURL(/\/shoppingCart$/);
  await expect(page.getByRole('heading', { name: 'Shopping cart' })).toBeVisible();
});

test('a kept-alive page keeps its state when the reader comes back', async ({ page }) => {
  await page.goto('/journals/journal');
  const search = page.getByRole('searchbox').first();
  await search.fill('Geometry');
  await search.press('Enter');
  await expect(page.getByRole('searchbox').first()).toHaveValue('Geometry');
  await mainMenu(page).getByRole('link', { name: 'Books', exact: true }).click();
  await expect(page).toHaveURL(/\/books\/book$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/journals\/journal/);
  await expect(page.getByRole('searchbox').first()).toHaveValue('Geometry');
});

test('switching language changes the shell and the current section together, and is remembered', async ({
  page,
}) => {
  const journals = await apiData<Page<{ title: Localized }>>(
    page,
    '/api/periodical/list?current=1&size=1',
  );
  await page.goto('/journals/journal');
  await expect(
    page.getByText(journals.records[0]!.title.en, { exact: true }).first(),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  let reloaded = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  });
  await page.getByRole('button', { name: /中文|Chinese/ }).click();

  // The header (shell) and the journal list (remote) change at once, without a reload.
  await expect(mainMenu(page).getByRole('link', { name: '期刊', exact: true })).toBeVisible();
  await expect(
    page.getByText(journals.records[0]!.title.zh, { exact: true }).first(),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page).toHaveTitle(/期刊首页/);
  expect(reloaded).toBe(false);

  await page.reload();
  await expect(mainMenu(page).getByRole('link', { name: '期刊', exact: true })).toBeVisible();
  await expect(
    page.getByText(journals.records[0]!.title.zh, { exact: true }).first(),
  ).toBeVisible();
});

test('every route of the specification exists: redirects and pages', async ({ page }) => {
  // 32 pages loaded whole, each rendered by the server and taken over by the browser.
  test.setTimeout(150_000);
  const redirects: [string, RegExp][] = [
    ['/journals', /\/journals\/journal$/],
    ['/books', /\/books\/book$/],
    ['/newsHome', /\/news$/],
    // The ordering page opens its first entry when none is named.
    ['/info', /\/ordering\?p=0-0$/],
    ['/404', /\/home$/],
    ['/no-such-journal', /\/journalabbr\/no-such-journal$/],
    // The book and chapter pages moved to the root; old links follow them.
    ['/books/BDetail/1', /\/BDetail\/1$/],
    ['/books/ChapterDetail/1', /\/ChapterDetail\/1$/],
    // My account is a personal reader's: anyone else signs in first and comes back.
    ['/mine', /\/login\?returnUrl=%2Fmine$/],
  ];
  for (const [from, to] of redirects) {
    await page.goto(from);
    await expect(page, `${from} redirects`).toHaveURL(to);
  }
  const pages = [
    '/journals/journalOnline',
    '/journals/journalList',
    '/journals/journalPanel',
    '/journals/journalAuthorPanel',
    '/journals/journalFirst',
    '/journals/journalAnnualPanel',
    '/JDetail/1',
    '/JDetail/1/about',
    '/JFirstDetail/1',
    '/online',
    '/books/bookLight',
    '/books/bookList',
    '/books/bookSuccession',
    '/books/bookSuccessionList',
    '/books/bookOrganization',
    '/BDetail/1',
    '/ChapterDetail/1',
    '/newsDetail/1',
    '/ordering?p=0-0',
    '/faqDetail',
    '/contact',
    '/paid',
  ];
  for (const path of pages) {
    await page.goto(path);
    await expect(page, `${path} stays`).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\$&')}$`));
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1 }),
      `${path} has a page`,
    ).toBeVisible();
  }
});

test('the cart shows what the browser database holds, and the header counts it', async ({
  page,
}) => {
  const books = await apiData<Page<{ id: number; title: Localized }>>(
    page,
    '/api/bookmain/homepage?current=1&size=2',
  );
  await page.goto('/home');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  // A first visit has no cart, and the header's count does not create one.
  expect(await browserDatabases(page)).not.toContain('ShoppingCartDB');
  await putInBrowserCart(
    page,
    books.records.map((book) => book.id),
  );
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: /cart/i }).click();
  await expect(page.getByText(books.records[0]!.title.en, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(books.records[1]!.title.en, { exact: true }).first()).toBeVisible();
});
