import type { BrowserContext, Page } from '@playwright/test';
import {
  apiData,
  asOrganizationNetwork,
  browserDatabases,
  expect,
  mainMenu,
  pageLive,
  putInBrowserCart,
  signInPersonal,
  test,
} from './fixtures';

interface Localized {
  zh: string;
  en: string;
}
interface OrderCategory {
  dictValue: Localized;
  children: { dictValue: Localized }[];
}

const READER = { username: 'reader@example.com', password: 'Reader2026' };

async function preferEnglish(target: Page | BrowserContext) {
  await target.addInitScript(() => {
    Object.defineProperty(navigator, 'languages', {
      get: () => ['en-US', 'en'],
      configurable: true,
    });
  });
}

test.beforeEach(async ({ page }) => {
  await preferEnglish(page);
});

test.afterEach(async ({ consoleErrors }) => {
  expect(consoleErrors, 'console errors on the pages visited').toEqual([]);
});

function userMenuButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^(Personal user|Organization):/ });
}

test.describe('menus', () => {
  test('submenus open from the keyboard, and Info lists the order categories, then FAQ and contact', async ({
    page,
  }) => {
    const categories = await apiData<OrderCategory[]>(page, '/api/baseinfoordering/category');
    expect(categories.length).toBeGreaterThan(0);
    await page.goto('/home');
    const menu = mainMenu(page);
    await expect(menu.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // A disclosure, not hover-only: Enter opens it, Escape closes it and gives the focus back.
    const journals = menu.getByRole('button', { name: 'Journals submenu' });
    await expect(journals).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'Online', exact: true })).toBeHidden();
    await journals.focus();
    await page.keyboard.press('Enter');
    await expect(journals).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Journal home' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Journal home' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(journals).toHaveAttribute('aria-expanded', 'false');
    await expect(journals).toBeFocused();
    await expect(menu.getByRole('link', { name: 'Online', exact: true })).toBeHidden();

    const books = menu.getByRole('button', { name: 'Books submenu' });
    await books.click();
    for (const name of ['Book home', 'Series', 'Featured books'])
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();

    // Info: each order category with its children linking to /ordering?p=parent-child, then FAQ
    // and contact us, in that order.
    await menu.getByRole('button', { name: 'Info submenu' }).click();
    await expect(books).toHaveAttribute('aria-expanded', 'false');
    const panel = page.locator(
      `#${await menu.getByRole('button', { name: 'Info submenu' }).getAttribute('aria-controls')}`,
    );
    const expected: [string, string][] = [];
    categories.forEach((category, parent) => {
      category.children.forEach((child, index) =>
        expected.push([child.dictValue.en, `/ordering?p=${parent}-${index}`]),
      );
    });
    expected.push(['FAQ', '/faqDetail'], ['Contact us', '/contact']);
    const links = panel.getByRole('link');
    await expect(links).toHaveCount(expected.length);
    for (const [index, [name, href]] of expected.entries()) {
      await expect(links.nth(index)).toHaveText(name);
      await expect(links.nth(index)).toHaveAttribute('href', href);
    }
    for (const category of categories)
      await expect(panel.getByRole('list', { name: category.dictValue.en })).toBeVisible();

    const [name, href] = expected[1]!;
    await panel.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${href.replace('?', '\\?')}$`));
    await expect(panel).toBeHidden();
    await expect(menu.getByRole('link', { name: 'Info', exact: true })).toHaveAttribute(
      'aria-current',
      /page|true/,
    );
    await expect(menu.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute(
      'aria-current',
      /.+/,
    );
  });

  test('the current section is highlighted, News also on a news detail page', async ({ page }) => {
    const news = await apiData<{ records: { id: number }[] }>(
      page,
      '/api/cms/search-announcements?current=1&size=1',
    );
    const cases: [string, string][] = [
      ['/journals/journal', 'Journals'],
      ['/online', 'Journals'],
      ['/books/bookLight', 'Books'],
      ['/faqDetail', 'Info'],
      ['/news', 'News'],
      [`/newsDetail/${news.records[0]!.id}`, 'News'],
    ];
    for (const [path, section] of cases) {
      await page.goto(path);
      const menu = mainMenu(page);
      await expect(
        menu.getByRole('link', { name: section, exact: true }),
        `${section} is current on ${path}`,
      ).toHaveAttribute('aria-current', /page|true/);
      await expect(menu.locator(':scope > ul > li > a[aria-current]')).toHaveCount(1);
    }
  });

  test('from 992 px the menu bar stays at the top while the page scrolls; below it scrolls away', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/journals/journal');
    await expect(page.locator('a[href^="/JDetail/"]').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await expect(mainMenu(page)).toBeInViewport();
    expect((await mainMenu(page).boundingBox())!.y).toBeLessThanOrEqual(8);

    await page.setViewportSize({ width: 960, height: 500 });
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(mainMenu(page)).not.toBeInViewport();
  });
});

test.describe('cart button', () => {
  test('the count follows the cart live across tabs and is hidden at zero', async ({
    context,
    page,
  }) => {
    await preferEnglish(context);
    const books = await apiData<{ records: { id: number }[] }>(
      page,
      '/api/bookmain/homepage?current=1&size=2',
    );
    await page.goto('/home');
    const cart = page.getByRole('banner').getByRole('link', { name: /^Cart/ });
    await expect(cart).toHaveAccessibleName('Cart, 0 items');
    await expect(cart).toHaveText('Cart');

    expect(await browserDatabases(page)).not.toContain('ShoppingCartDB');
    await putInBrowserCart(
      page,
      books.records.map((book) => book.id),
    );
    await page.reload();
    await expect(cart).toHaveAccessibleName('Cart, 2 items');
    await expect(cart).toHaveText('Cart2');

    // The cart page in a second tab removes the lines; the first tab's header follows at once.
    const other = await context.newPage();
    await other.goto('/shoppingCart');
    const remove = other.getByRole('button', { name: /^Remove .+ from the cart$/ });
    await expect(remove).toHaveCount(2);
    await remove.first().click();
    await expect(cart).toHaveAccessibleName('Cart, 1 item');
    await remove.first().click();
    await expect(cart).toHaveAccessibleName('Cart, 0 items');
    await expect(cart).toHaveText('Cart');
    await other.close();
  });
});

test.describe('mobile drawer', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('below 950 px the menu is a drawer: a modal that traps focus, closes on Escape and on navigation', async ({
    page,
  }) => {
    await page.goto('/home');
    const open = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await expect(mainMenu(page)).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).toBeVisible();

    await open.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await expect(mainMenu(page)).toBeVisible();
    await expect(drawer.getByRole('group', { name: 'Language' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Personal login' })).toBeVisible();

    // Tab and Shift+Tab cycle inside the drawer.
    for (let step = 0; step < 25; step += 1) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    }
    await drawer.getByRole('button', { name: 'Close menu' }).focus();
    await page.keyboard.press('Shift+Tab');
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await expect(open).toBeFocused();

    await open.click();
    await drawer.getByRole('button', { name: 'Books submenu' }).click();
    await drawer.getByRole('link', { name: 'Series', exact: true }).click();
    await expect(page).toHaveURL(/\/books\/bookSuccession$/);
    await expect(drawer).toBeHidden();
    await expect(open).toHaveAttribute('aria-expanded', 'false');
  });
});

/**
 * Holds every file of a section's code (its manifest, its entry, its chunks: the remotes' origin
 * serves them under `/<remote>/<version>/`) until `release` is called; `requested` settles once the
 * page has asked for one.
 */
async function holdSectionCode(page: Page, remote: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = () => {};
  const asked = new Promise<void>((resolve) => {
    requested = resolve;
  });
  const code = new RegExp(`/${remote}/\\d+\\.\\d+\\.\\d+[^/]*/`);
  await page.route(
    (url) => code.test(url.pathname),
    async (route) => {
      requested();
      await released;
      await route.continue();
    },
  );
  return { release, requested: asked };
}

/** The drawer is open and answers the keyboard: the focus is in it and Tab keeps it there. */
async function expectDrawerUsable(page: Page) {
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Open menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const focusInside = () => drawer.evaluate((element) => element.contains(document.activeElement));
  expect(await focusInside(), 'the focus is in the drawer').toBe(true);
  for (let step = 0; step < 3; step += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInside(), 'Tab keeps the focus in the drawer').toBe(true);
  }
}

test.describe('mobile drawer while a section loads', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opened on a first load before the section's code is here, it stays open when the page arrives", async ({
    page,
  }) => {
    const code = await holdSectionCode(page, 'books');
    // The server's page shows at once; the browser takes over the header without the section
    // when its code is slow, and the section's part when it comes.
    await page.goto('/books/book', { waitUntil: 'commit' });
    await code.requested;
    const open = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    // The button answers once the browser has taken the header over.
    await expect(async () => {
      await open.click();
      await expect(drawer).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await expect(page.locator('html[data-live]')).toHaveCount(0);

    code.release();
    await pageLive(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Book home' })).toBeAttached();
    await expectDrawerUsable(page);

    // Still the drawer it was: a link in it leads to its page and closes it.
    await drawer.getByRole('button', { name: 'Books submenu' }).click();
    await drawer.getByRole('link', { name: 'Series', exact: true }).click();
    await expect(page).toHaveURL(/\/books\/bookSuccession$/);
    await expect(drawer).toBeHidden();
    await expect(open).toHaveAttribute('aria-expanded', 'false');
  });

  test('opened after a link to another section, it stays open when that section arrives', async ({
    page,
  }) => {
    await page.goto('/home');
    const code = await holdSectionCode(page, 'books');
    const open = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await open.click();
    await drawer.getByRole('button', { name: 'Books submenu' }).click();
    await drawer.getByRole('link', { name: 'Book home', exact: true }).click();
    await expect(page).toHaveURL(/\/books\/book$/);
    await expect(drawer).toBeHidden();
    await expect(
      page.getByRole('progressbar', { name: 'Loading the Books section' }),
    ).toBeVisible();
    await code.requested;

    // Opened again while the section loads.
    await open.click();
    await expect(drawer).toBeVisible();
    code.release();
    await expect(page.getByRole('heading', { level: 1, name: 'Book home' })).toBeAttached();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expectDrawerUsable(page);

    // Escape still closes it and gives the focus back to its button.
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();
  });
});

test.describe('user menu', () => {
  test('signed out: a login label leading to the login page with a return URL, nothing else', async ({
    page,
  }) => {
    await page.goto('/journals/journal?q=x');
    const banner = page.getByRole('banner');
    const login = banner.getByRole('link', { name: 'Log in' });
    await expect(login).toHaveAttribute('href', '/login?returnUrl=%2Fjournals%2Fjournal%3Fq%3Dx');
    // No organization on this network: no organization login, and no menu to open.
    await expect(banner.getByRole('button', { name: 'Organization login' })).toHaveCount(0);
    await expect(banner.getByRole('link', { name: 'My account' })).toHaveCount(0);
    await expect(banner.getByRole('button', { name: 'Log out' })).toHaveCount(0);
    await login.click();
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Fjournals%2Fjournal%3Fq%3Dx$/);
  });

  test('personal: the nickname with a person icon, Mine and Log out; Log out hidden while the group flag is 1', async ({
    page,
  }) => {
    await signInPersonal(page, READER);
    const trigger = userMenuButton(page);
    await expect(trigger).toHaveAccessibleName('Personal user: Demo Reader');
    await expect(trigger.locator('svg[aria-hidden="true"]').first()).toBeVisible();
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
    await expect(panel.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/mine');
    await expect(panel.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(panel.getByText('Personal login')).toHaveCount(0);
    await expect(panel.getByText('Organization login')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.evaluate(() => localStorage.setItem('TC_groupFlag', '1'));
    await page.reload();
    await userMenuButton(page).click();
    await expect(panel.getByRole('link', { name: 'My account' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Log out' })).toHaveCount(0);

    await page.evaluate(() => localStorage.removeItem('TC_groupFlag'));
    await page.reload();
    await userMenuButton(page).click();
    await panel.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.map((cookie) => cookie.name)).not.toContain('TC_refresh');
  });

  test('Log out: the reader stays signed in until the API has ended the session', async ({
    page,
  }) => {
    await signInPersonal(page, READER);
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route('**/api/bgcloud-auth/oauth/token/revoke', async (route) => {
      await answered;
      await route.continue();
    });
    const revoke = page.waitForRequest('**/api/bgcloud-auth/oauth/token/revoke');
    const banner = page.getByRole('banner');
    const trigger = userMenuButton(page);
    await trigger.click();
    await banner.getByRole('button', { name: 'Log out' }).click();
    await revoke;

    // While the API has not answered, the refresh-token cookie still holds the session, and the
    // page says so: a reload now would find the reader signed in.
    await expect(banner.getByRole('button', { name: 'Logging out…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(trigger).toHaveAccessibleName('Personal user: Demo Reader');
    await expect(banner.getByRole('link', { name: 'Log in' })).toHaveCount(0);
    const names = async () => (await page.context().cookies()).map((cookie) => cookie.name);
    expect(await names()).toContain('TC_refresh');

    answer();
    await expect(banner.getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(await names()).not.toContain('TC_refresh');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('personal on an organization network: organization login after a confirmation', async ({
    page,
  }) => {
    await asOrganizationNetwork(page);
    await signInPersonal(page, READER);
    const trigger = userMenuButton(page);
    await expect(trigger).toHaveAccessibleName('Personal user: Demo Reader');
    await trigger.click();
    const orgLogin = page.getByRole('banner').getByRole('button', { name: 'Organization login' });
    await expect(orgLogin).toBeVisible();

    // Cancelling changes nothing and gives the focus back to the menu's button.
    await orgLogin.click();
    const confirm = page.getByRole('alertdialog', {
      name: "Log in with your organization's access?",
    });
    await expect(confirm).toContainText('Your personal login will end');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(trigger).toHaveAccessibleName('Personal user: Demo Reader');
    await expect(trigger).toBeFocused();

    await trigger.click();
    await orgLogin.click();
    await confirm.getByRole('button', { name: 'Log in as organization' }).click();
    await expect(trigger).toHaveAccessibleName('Organization: Demo University Library');
  });

  test('organization: the organization icon and name, personal login after a confirmation, no Mine or Log out', async ({
    page,
  }) => {
    await asOrganizationNetwork(page);
    await page.goto('/books/book');
    // Anonymous on an organization's network: signed in as the organization at start.
    const trigger = userMenuButton(page);
    await expect(trigger).toHaveAccessibleName('Organization: Demo University Library');
    await trigger.click();
    const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
    const personal = panel.getByRole('button', { name: 'Personal login' });
    await expect(personal).toBeVisible();
    await expect(panel.getByRole('link', { name: 'My account' })).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Log out' })).toHaveCount(0);
    await expect(panel.getByText('Organization login')).toHaveCount(0);

    await personal.click();
    const confirm = page.getByRole('alertdialog', { name: 'Log in as a personal user?' });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(trigger).toHaveAccessibleName('Organization: Demo University Library');

    await trigger.click();
    await personal.click();
    await confirm.getByRole('button', { name: 'Continue to login' }).click();
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Fbooks%2Fbook$/);
    expect(await page.evaluate(() => localStorage.getItem('TC_userInfo'))).toBeNull();
    // Signed out now, on a network that still offers organization access: both ways in.
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Personal login' }),
    ).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Organization login' }),
    ).toBeVisible();
  });
});
