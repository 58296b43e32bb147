import type { Page } from '@playwright/test';
import { expect, mainMenu, test } from './fixtures';

const IE9 = 'Mozilla/5.0 (compatible; MSIE 9.0; Windows NT 6.1; Trident/5.0)';
const IE_MESSAGE =
  'Your browser version is too low. Please use edge or other advanced third-party browser to visit';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'languages', { get: () => ['en-US', 'en'] });
  });
});

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => scrollY(page)).toBe(y);
}

test.describe('every page change', () => {
  test.afterEach(async ({ consoleErrors }) => {
    expect(consoleErrors, 'console errors on the pages visited').toEqual([]);
  });

  test('the scroll position of a page is restored when the reader comes back, and forgotten on reload', async ({
    page,
  }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await scrollTo(page, 900);
    // Saved per route name in localStorage, under the portal's prefix.
    await expect
      .poll(() =>
        page.evaluate(() => JSON.parse(localStorage.getItem('TC_scrollPositions') ?? '{}')),
      )
      .toMatchObject({ privacy: 900 });

    await mainMenu(page).getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page).toHaveTitle(/^Home \|/);
    // A page not scrolled before starts at the top.
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page).toHaveTitle(/^Privacy policy \|/);
    await expect.poll(() => scrollY(page)).toBe(900);

    // Positions are cleared when the page unloads: a reload starts at the top.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await page.waitForTimeout(300);
    expect(await scrollY(page)).toBe(0);
  });

  test('back to top appears after 100 px of scrolling and takes the reader to the top', async ({
    page,
  }) => {
    await page.goto('/privacy');
    const toTop = page.getByRole('button', { name: 'Back to top' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(toTop).toHaveCount(0);
    await scrollTo(page, 80);
    await expect(toTop).toHaveCount(0);
    await scrollTo(page, 600);
    await expect(toTop).toBeVisible();
    await toTop.click();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(toTop).toHaveCount(0);
  });

  test('floating dialogs close when the page changes', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    const preferences = page.getByRole('dialog', { name: 'Cookie preferences' });
    await expect(preferences).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/home$/);
    await expect(preferences).toBeHidden();
    // The page behind is usable again.
    await mainMenu(page).getByRole('link', { name: 'Books', exact: true }).click();
    await expect(page).toHaveURL(/\/books\/book$/);
  });

  test("a page's pending requests are cancelled when the route name changes; site settings are not", async ({
    page,
  }) => {
    const failed: string[] = [];
    page.on('requestfailed', (request) => {
      if (request.url().includes('/api/')) failed.push(request.url());
    });
    // The journal list answers slowly, so it is still pending when the reader moves on.
    await page.route('**/api/periodical/list**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4_000));
      await route.continue().catch(() => undefined);
    });
    // Entered by the menu: the browser asks for the list (a page loaded whole comes with it).
    await page.goto('/privacy');
    const listAsked = page.waitForRequest('**/api/periodical/list**');
    await mainMenu(page).getByRole('link', { name: 'Journals', exact: true }).click();
    await listAsked;
    await mainMenu(page).getByRole('link', { name: 'Books', exact: true }).click();
    await expect(page).toHaveURL(/\/books\/book$/);
    await expect.poll(() => failed.some((url) => url.includes('/api/periodical/list'))).toBe(true);
    expect(failed.filter((url) => url.includes('/periodical/param/detail'))).toEqual([]);
    await page.unroute('**/api/periodical/list**');
  });

  test('the title bar of a page sticks above 992 px and scrolls away on a phone', async ({
    page,
  }) => {
    const title = page.getByRole('heading', { level: 1, name: 'Privacy policy' });
    await page.goto('/privacy');
    await expect(title).toBeVisible();
    await scrollTo(page, 1500);
    const desktop = await title.boundingBox();
    expect(desktop!.y).toBeGreaterThanOrEqual(0);
    expect(desktop!.y).toBeLessThan(200);

    await page.setViewportSize({ width: 390, height: 800 });
    await scrollTo(page, 1500);
    const phone = await title.boundingBox();
    expect(phone!.y).toBeLessThan(0);
  });
});

test.describe('Internet Explorer 6 to 9', () => {
  test.use({ userAgent: IE9 });

  test('gets the message in both languages instead of the site', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('alert')).toContainText(IE_MESSAGE);
    await expect(page.getByRole('alert')).toContainText(
      '您的浏览器版本过低，请使用 Edge 或其他高级第三方浏览器访问',
    );
    await page.waitForTimeout(500);
    await expect(mainMenu(page)).toHaveCount(0);
  });

  test('is let in when the URL contains "browser"', async ({ page }) => {
    await page.goto('/home?browser');
    await expect(mainMenu(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('1992');
    await expect(page.getByText(IE_MESSAGE)).toHaveCount(0);
  });
});

test('a current browser never sees the message', async ({ page, consoleErrors }) => {
  await page.goto('/home');
  await expect(mainMenu(page)).toBeVisible();
  await expect(page.getByText(IE_MESSAGE)).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
