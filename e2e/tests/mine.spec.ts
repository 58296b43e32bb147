import type { Page } from '@playwright/test';
import { expect, signInPersonal, test } from './fixtures';

const READER = { username: 'reader@example.com', password: 'Reader2026' };

test.afterEach(async ({ consoleErrors }) => {
  expect(consoleErrors, 'console errors on the pages visited').toEqual([]);
});

/** Signs the reader in and waits for the session the reloaded page renews at start. */
async function signIn(page: Page) {
  await signInPersonal(page, READER);
  await page.waitForLoadState('networkidle');
}

function tabs(page: Page) {
  return page.getByRole('navigation', { name: /^(My account sections|我的账户栏目)$/ });
}

test('a signed-out reader opening My account signs in and comes back to it', async ({ page }) => {
  await page.goto('/mine');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fmine$/);

  const form = page.getByRole('tabpanel', { name: 'Personal' });
  await form.getByLabel('E-mail').fill(READER.username);
  await form.getByLabel('Password').fill(READER.password);
  await form.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/mine$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(tabs(page).getByRole('link', { name: 'Latest browsing' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('heading', { level: 3, name: 'Articles' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Books' })).toBeVisible();
});

test("the reader's orders show the seeded ones, filtered by status in the URL", async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/mine');
  await tabs(page).getByRole('link', { name: 'My orders' }).click();
  await expect(page).toHaveURL(/\/mine\/orders$/);

  // The demo reader's two orders: one paid in January, one declined in February.
  const paid = page.getByRole('article', { name: /^Order PO20260105\d{8}$/ });
  const failed = page.getByRole('article', { name: /^Order PO20260211\d{8}$/ });
  await expect(paid.getByText('Paid', { exact: true })).toBeVisible();
  await expect(paid.getByText(/^Total CN¥[\d,]+\.\d\d$/)).toBeVisible();
  await expect(paid.getByRole('list', { name: 'Items' }).getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/BDetail\/\d+$/,
  );
  await expect(failed.getByText('Payment failed', { exact: true })).toBeVisible();
  await expect(failed.getByText('Reason: Your card was declined.')).toBeVisible();

  await page.getByLabel('Payment status').selectOption({ label: 'Payment failed' });
  await expect(page).toHaveURL(/\/mine\/orders\?status=failed$/);
  await expect(failed).toBeVisible();
  await expect(paid).toHaveCount(0);

  // The filter is in the URL: Back returns to all the orders.
  await page.goBack();
  await expect(paid).toBeVisible();
});

test('My news lists the news of what the reader bought or subscribes to, each opening its page', async ({
  page,
}) => {
  await signIn(page);
  const answer = page.waitForResponse((response) => response.url().includes('/api/cms/my-news'));
  await page.goto('/mine/news');
  const news = ((await (await answer).json()) as { data: { records: { id: number }[] } }).data;
  expect(news.records.length, 'the demo reader follows news').toBeGreaterThan(0);

  const list = page.getByRole('list', { name: 'My news' });
  await expect(list.getByRole('listitem')).toHaveCount(news.records.length);
  const first = list.getByRole('link').first();
  await expect(first).toHaveAttribute('href', `/newsDetail/${news.records[0]?.id}`);
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/newsDetail/${news.records[0]?.id}$`));
});

test('the avatar upload refuses a file of the wrong type, in the browser and on the server', async ({
  page,
  consoleErrors,
}) => {
  await signIn(page);
  await page.goto('/mine/profile');
  const avatar = page.getByRole('region', { name: 'Avatar' });
  const picker = avatar.getByLabel('Choose an image');

  await picker.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Not an image at all. '.repeat(20)),
  });
  await expect(avatar.getByRole('alert')).toHaveText('File type or format error');

  // Named as an image, but a page inside: only the server, which reads it, can tell.
  const refused = page.waitForResponse((response) => response.url().endsWith('/api/upload/upload'));
  await picker.setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from(`<html><body>${'x'.repeat(400)}</body></html>`),
  });
  expect((await refused).status()).toBe(400);
  await expect(avatar.getByRole('alert')).toHaveText('File type or format error');
  // The refusal is the answer this flow asked for, not a fault of the page.
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((error) => !/\/api\/upload\/upload/.test(error)),
  );
});

/** An 8 x 8 blue PNG with a comment, just over the smallest upload (100 bytes). */
const SMALL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAKXRFWHRDb21tZW50AEFuIGF2YXRhciBmb3IgdGhlIGVu' +
    'ZC10by1lbmQgdGVzdMhpvIcAAAARSURBVHjaY5DP34IVMQwtCQBPWVCBuK5KjAAAAABJRU5ErkJggg==',
  'base64',
);

test('a small PNG avatar is saved, still shown after a reload, and can be removed', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/mine/profile');
  const avatar = page.getByRole('region', { name: 'Avatar' });
  const image = avatar.getByRole('img', { name: 'Your avatar' });

  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/bgcloud-user/profile') && response.request().method() === 'PUT',
  );
  await avatar
    .getByLabel('Choose an image')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: SMALL_PNG });
  expect((await saved).status()).toBe(200);
  await expect(avatar.getByRole('status')).toHaveText('Your avatar has been saved.');
  await expect(image).toHaveAttribute('src', /^\/api\/upload\/file\/[0-9a-f-]{36}$/);
  const src = await image.getAttribute('src');

  // Saved in the profile, not only shown: the reloaded page reads it back, and it loads.
  await page.reload();
  await expect(image).toHaveAttribute('src', src ?? '');
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(8);

  // Removed again, so the demo reader is left as the other tests expect.
  await avatar.getByRole('button', { name: 'Remove avatar' }).click();
  await expect(avatar.getByRole('status')).toHaveText('Your avatar has been removed.');
  await expect(image).toHaveCount(0);
  await page.reload();
  await expect(avatar.getByLabel('Choose an image')).toBeAttached();
  await expect(image).toHaveCount(0);
});

test('a profile change is saved, and the account speaks Chinese without a reload', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/mine/profile');
  const details = page.getByRole('form', { name: 'Details' });
  const organization = details.getByLabel('Organization');
  const phone = details.getByLabel('Phone');
  const value = `Institute ${Date.now()}`;

  await phone.fill('12345');
  await details.getByRole('button', { name: 'Save profile' }).click();
  await expect(phone).toBeFocused();
  await expect(details.getByText(/Enter a mainland mobile number/)).toBeVisible();

  await phone.fill('+447911123456');
  await organization.fill(value);
  await details.getByRole('button', { name: 'Save profile' }).click();
  await expect(details.getByText('Your profile has been saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('form', { name: 'Details' }).getByLabel('Organization')).toHaveValue(
    value,
  );

  // A mark on the window survives everything but a reload.
  await page.evaluate(() => Object.assign(window, { mineMark: true }));
  await page
    .getByRole('banner')
    .getByRole('group', { name: /^(Language|语言)$/ })
    .getByRole('button', { name: '中文' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: '个人中心' })).toBeVisible();
  await expect(page.getByRole('form', { name: '基本信息' }).getByLabel('单位')).toHaveValue(value);
  await tabs(page).getByRole('link', { name: '我的订单' }).click();
  await expect(
    page.getByRole('article', { name: /^订单 PO20260105\d{8}$/ }).getByText('已支付'),
  ).toBeVisible();
  expect(await page.evaluate(() => 'mineMark' in window)).toBe(true);
});

test('on a phone the tabs wrap onto rows, none out of sight, and each is reached by keyboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.goto('/mine/subscriptions');
  await expect(page.getByRole('heading', { level: 2, name: 'My subscriptions' })).toBeVisible();

  const list = tabs(page).getByRole('list');
  const overflow = await list.evaluate((element) => ({
    scrolls: element.scrollWidth > element.clientWidth,
    page: document.documentElement.scrollWidth,
  }));
  expect(overflow.page, 'nothing wider than the screen').toBeLessThanOrEqual(390);
  expect(overflow.scrolls, 'a tab hidden past the edge').toBe(false);

  await tabs(page).getByRole('link', { name: 'My subscriptions' }).focus();
  await page.keyboard.press('Tab');
  await expect(tabs(page).getByRole('link', { name: 'My orders' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/mine\/orders$/);
});
