import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { useBrowserRenderedSite } from './deployment-helpers';

useBrowserRenderedSite(4301);

/** The journal home's list: the call these flows slow down or break. */
const JOURNAL_LIST = '**/api/periodical/list?**';

/** Failures a flow provokes on purpose; any other console error or HTTP error still fails it. */
let expectedErrors: RegExp[] = [];

test.beforeEach(async ({ page }) => {
  expectedErrors = [];
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'languages', { get: () => ['en-US', 'en'] });
  });
});

test.afterEach(async ({ page, consoleErrors }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  const unexpected = consoleErrors.filter(
    (error) => !expectedErrors.some((pattern) => pattern.test(error)),
  );
  expect(unexpected, 'console errors on the pages visited').toEqual([]);
});

function notices(page: Page) {
  return page.getByRole('status', { name: /^(Notifications|通知)$/ });
}

test('a read slower than half its 5.5 s timeout shows one "Trying to load" notice, gone when it answers', async ({
  page,
}) => {
  let started = 0;
  await page.route(JOURNAL_LIST, async (route) => {
    started = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    await route.continue();
  });
  await page.goto('/journals/journal');
  const region = notices(page);
  await expect(region).toHaveAttribute('aria-live', 'polite');
  const pending = region.getByText('Trying to load, please wait');
  await expect(pending).toBeVisible({ timeout: 6_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(2_500);
  await expect(pending).toHaveCount(1);

  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(pending).toHaveCount(0, { timeout: 10_000 });
});

test('a server error says so with the URL, as an alert, once however often it fails', async ({
  page,
}) => {
  expectedErrors = [/periodical\/list/];
  let calls = 0;
  await page.route(JOURNAL_LIST, (route) => {
    calls += 1;
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 500, success: false, data: null, msg: 'Internal Server Error' }),
    });
  });
  await page.goto('/journals/journal');
  const alert = notices(page).getByRole('alert');
  await expect(alert).toHaveText(
    /Server error, please contact the server administrator \(\/api\/periodical\/list\)/,
  );
  // The list is asked for again (one retry): the same message is not stacked.
  await expect.poll(() => calls).toBeGreaterThanOrEqual(2);
  await expect(alert).toHaveCount(1);

  await page
    .getByRole('banner')
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: '中文' })
    .click();
  await page.reload();
  await expect(notices(page).getByRole('alert')).toContainText(
    '服务器错误，请联系服务器管理员（/api/periodical/list）',
  );
});

test('a read with no answer for 5.5 s says the request timed out', async ({ page }) => {
  await page.route(JOURNAL_LIST, () => {
    // Never answered: the client gives up on a read after 5.5 s (issue 29), and does not ask again.
  });
  const started = Date.now();
  await page.goto('/journals/journal');
  const timedOut = notices(page).getByRole('alert');
  await expect(timedOut).toContainText(
    'Request timed out, please adjust the network to try again',
    { timeout: 15_000 },
  );
  expect(Date.now() - started).toBeGreaterThanOrEqual(5_000);
  await expect(timedOut).toHaveCount(1);
});
