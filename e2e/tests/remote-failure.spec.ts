import { expect, mainMenu, test } from './fixtures';
import { useBrowserRenderedSite } from './deployment-helpers';

useBrowserRenderedSite(4303);

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'languages', { get: () => ['en-US', 'en'] });
  });
});

test('a remote that cannot be reached fails in its own area, and its retry recovers', async ({
  page,
}) => {
  const manifestRequests: string[] = [];
  // The journals remote's server is "down": its manifest request fails.
  await page.route('**/journals/*/mf-manifest.json', (route) => {
    manifestRequests.push(route.request().url());
    return route.abort('connectionrefused');
  });

  await page.goto('/journals/journal');
  const failure = page.getByRole('alert').filter({ hasText: 'Journals' });
  await expect(failure).toContainText('could not be loaded');
  // The remotes come from another origin than the shell, as from a CDN.
  expect(new URL(manifestRequests[0]!).origin).not.toBe(new URL(page.url()).origin);

  // The header and the other sections keep working.
  await mainMenu(page).getByRole('link', { name: 'Books', exact: true }).click();
  await expect(page).toHaveURL(/\/books\/book$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(0);

  // The remote comes back; the reader's retry loads it.
  await mainMenu(page).getByRole('link', { name: 'Journals', exact: true }).click();
  await expect(failure).toBeVisible();
  await page.unroute('**/journals/*/mf-manifest.json');
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(failure).toHaveCount(0);
  await expect(page.locator('a[href^="/JDetail/"]').first()).toBeVisible();
});

test('a remote whose entry script fails shows the same error and recovers', async ({ page }) => {
  await page.route('**/books/*/remoteEntry.js', (route) => route.abort('failed'));
  await page.goto('/books/book');
  const failure = page.getByRole('alert').filter({ hasText: 'Books' });
  await expect(failure).toContainText('could not be loaded');
  await expect(mainMenu(page)).toBeVisible();
  await page.unroute('**/books/*/remoteEntry.js');
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(failure).toHaveCount(0);
  await expect(page.locator('a[href^="/BDetail/"]').first()).toBeVisible();
});

test('a remote whose entry script takes over 120 s shows the chunk timeout error, and retry recovers', async ({
  page,
}) => {
  // Fake timers (time still flows): the reader's 120 s pass in one jump.
  await page.clock.install();
  const stalled: (() => Promise<void>)[] = [];
  // The news remote's entry script never arrives.
  await page.route('**/news/*/remoteEntry.js', (route) => {
    stalled.push(() => route.abort('timedout'));
  });
  await page.goto('/news');
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect.poll(() => stalled.length).toBeGreaterThan(0);

  // The fake clock also moves with real time: 115 s leaves the test a few real seconds to look,
  // and is still far past the MF loader's own 20 s default.
  await page.clock.fastForward(115_000);
  const failure = page.getByRole('alert').filter({ hasText: 'News' });
  await expect(failure).toHaveCount(0);
  await page.clock.fastForward(6_000);
  await expect(failure).toContainText('could not be loaded');
  await expect(failure).toContainText('longer than 120 seconds');
  await expect(mainMenu(page)).toBeVisible();

  await page.unroute('**/news/*/remoteEntry.js');
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(failure).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await Promise.all(stalled.map((abort) => abort().catch(() => undefined)));
});
