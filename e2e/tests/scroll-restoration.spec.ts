import type { Page } from '@playwright/test';
import { expect, mainMenu, scrollDown, scrollY, test } from './fixtures';

/**
 * Issue 10, item 8: Back restores the scroll position in every section, as the specification's
 * page-change rule says (saved per route name in localStorage, restored after 100 ms), and a
 * forward visit to a page starts at the top.
 */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'languages', { get: () => ['en-US', 'en'] });
  });
});

test.afterEach(async ({ consoleErrors }) => {
  expect(consoleErrors, 'console errors on the pages visited').toEqual([]);
});

const savedPositions = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('TC_scrollPositions') ?? '{}') as Record<string, number>,
  );

const SECTIONS = [
  {
    section: 'news',
    path: '/news',
    route: 'news',
    title: /^News \|/,
    ready: (page: Page) => page.getByRole('list').getByRole('article').first(),
  },
  {
    section: 'journals',
    path: '/journals/journalList',
    route: 'journalList',
    title: /^Journal list \|/,
    ready: (page: Page) =>
      page.getByRole('table', { name: 'Journals, by Title' }).getByRole('row').nth(1),
  },
] as const;

for (const { section, path, route, title, ready } of SECTIONS) {
  test(`${section}: scroll down ${path}, click Home, press Back: the page is where the reader left it`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await expect(ready(page)).toBeVisible();
    const left = await scrollDown(page, 700);
    await expect.poll(() => savedPositions(page)).toMatchObject({ [route]: left });

    await mainMenu(page).getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
    // A forward visit to a page starts at the top.
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page).toHaveTitle(title);
    await expect.poll(() => scrollY(page)).toBe(left);
    // It stays there (nothing scrolls it back up later), and the saved position is kept.
    await page.waitForTimeout(1_000);
    expect(await scrollY(page)).toBe(left);
    expect(await savedPositions(page)).toMatchObject({ [route]: left });

    // Forward returns to the home page as it was left: at the top.
    await page.goForward();
    await expect(page).toHaveURL(/\/home$/);
    await expect.poll(() => scrollY(page)).toBe(0);
  });
}

test("the page left keeps its position while the next section's code is still on its way", async ({
  page,
}) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  const left = await scrollDown(page, 900);
  await expect.poll(() => savedPositions(page)).toMatchObject({ privacy: left });

  // The news section's code arrives late, as on a slow network; its page is not there yet when
  // the privacy page is hidden (and the browser, the document now short, scrolls up).
  await page.route(
    (url) => /^\/news\/\d[^/]*\//.test(url.pathname),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue().catch(() => undefined);
    },
  );
  await mainMenu(page).getByRole('link', { name: 'News', exact: true }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole('list').getByRole('article').first()).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
  expect(await savedPositions(page)).toMatchObject({ privacy: left });

  await page.goBack();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect.poll(() => scrollY(page)).toBe(left);
});
