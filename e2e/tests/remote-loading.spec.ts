import { expect, mainMenu, test } from './fixtures';
import { useBrowserRenderedSite } from './deployment-helpers';

useBrowserRenderedSite(4305);

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'languages', { get: () => ['en-US', 'en'] });
  });
});

test('a section slow to arrive shows a thin progress bar at the top, then the page', async ({
  page,
  consoleErrors,
}) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/news/*/remoteEntry.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/books/book');
  const header = await page.getByRole('banner').boundingBox();
  await mainMenu(page).getByRole('link', { name: 'News', exact: true }).click();

  const bar = page.getByRole('progressbar', { name: 'Loading the News and information section' });
  await expect(bar).toBeVisible();
  // Over the top edge of the window, out of the flow: nothing on the page moves for it.
  const box = (await bar.boundingBox())!;
  expect(box.y).toBe(0);
  expect(box.height).toBeLessThanOrEqual(4);
  expect(await bar.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
  expect(await page.getByRole('banner').boundingBox()).toEqual(header);

  release();
  await expect(bar).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a failed section says so in the reader language, styled, with a retry', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('TC_language', '"zh"'));
  await page.route('**/commerce/*/mf-manifest.json', (route) => route.abort('connectionrefused'));
  await page.goto('/shoppingCart');
  const failure = page.getByRole('alert').filter({ hasText: '购物车与账户' });
  await expect(failure.getByRole('heading', { name: '购物车与账户栏目加载失败' })).toBeVisible();
  await expect(failure).toContainText('无法下载该栏目的文件');
  await expect(page.getByRole('progressbar')).toHaveCount(0);

  await page.unroute('**/commerce/*/mf-manifest.json');
  await failure.getByRole('button', { name: '重试' }).click();
  await expect(failure).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
});
