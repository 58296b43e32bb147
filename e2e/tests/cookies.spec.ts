import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const DAY_SECONDS = 24 * 60 * 60;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'languages', { get: () => ['en-US', 'en'] });
  });
});

test.afterEach(async ({ consoleErrors }) => {
  expect(consoleErrors, 'console errors on the pages visited').toEqual([]);
});

function notice(page: Page) {
  return page.getByRole('region', { name: 'Cookies on this site' });
}

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((found) => found.name === name);
}

test('the notice shows until accepted; Accept keeps measurement on, across a reload', async ({
  page,
  context,
}) => {
  await page.goto('/home');
  await expect(notice(page)).toBeVisible();
  expect(await cookie(context, 'TC_measure'), 'nothing optional before an answer').toBeUndefined();

  await notice(page).getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(notice(page)).toHaveCount(0);
  const accepted = await cookie(context, 'TC_cookieAccepted');
  expect(accepted?.value).toBe('1');
  // Stored for 365 days.
  const lifetimeDays = (accepted!.expires - Date.now() / 1000) / DAY_SECONDS;
  expect(lifetimeDays).toBeGreaterThan(364);
  expect(lifetimeDays).toBeLessThanOrEqual(365);
  // measureWebsite defaults to true: the measurement cookie is set.
  expect(await cookie(context, 'TC_measure')).toBeDefined();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
});

test('Reject optional cookies: no measurement cookie, across a reload, and the notice stays away', async ({
  page,
  context,
}) => {
  await page.goto('/home');
  await notice(page).getByRole('button', { name: 'Manage' }).click();
  const preferences = page.getByRole('dialog', { name: 'Cookie preferences' });
  await expect(preferences).toBeVisible();
  // Strictly necessary cookies are always on; measurement starts on (the default).
  await expect(preferences.getByRole('checkbox', { name: 'Always on' })).toBeChecked();
  await expect(preferences.getByRole('checkbox', { name: 'Always on' })).toBeDisabled();
  await expect(
    preferences.getByRole('checkbox', { name: 'Allow measurement cookies' }),
  ).toBeChecked();

  await preferences.getByRole('button', { name: 'Reject optional cookies' }).click();
  await expect(preferences).toBeHidden();
  await expect(notice(page)).toHaveCount(0);
  expect(await cookie(context, 'TC_measure')).toBeUndefined();
  expect(
    JSON.parse(decodeURIComponent((await cookie(context, 'TC_cookiePreference'))!.value)),
  ).toEqual({ measureWebsite: false });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
  expect(await cookie(context, 'TC_measure')).toBeUndefined();
  // The footer's cookie settings show the stored choice.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await expect(
    preferences.getByRole('checkbox', { name: 'Allow measurement cookies' }),
  ).not.toBeChecked();
});

test('Manage from the footer: turning measurement off removes its cookie; Accept all brings it back', async ({
  page,
  context,
}) => {
  await page.goto('/home');
  await notice(page).getByRole('button', { name: 'Accept', exact: true }).click();
  expect(await cookie(context, 'TC_measure')).toBeDefined();

  const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
  await settings.click();
  const preferences = page.getByRole('dialog', { name: 'Cookie preferences' });
  await preferences.getByRole('checkbox', { name: 'Allow measurement cookies' }).uncheck();
  await preferences.getByRole('button', { name: 'Save and close' }).click();
  await expect(preferences).toBeHidden();
  // The focus goes back to the button that opened the dialog.
  await expect(settings).toBeFocused();
  expect(await cookie(context, 'TC_measure')).toBeUndefined();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await cookie(context, 'TC_measure')).toBeUndefined();

  await settings.click();
  await preferences.getByRole('button', { name: 'Accept all cookies' }).click();
  await expect(preferences).toBeHidden();
  expect(await cookie(context, 'TC_measure')).toBeDefined();
});

test('More information is a modal in the reader language: focus stays inside, Escape closes it', async ({
  page,
}) => {
  await page.goto('/home');
  const more = notice(page).getByRole('button', { name: 'More information' });
  await more.click();
  const information = page.getByRole('dialog', { name: 'About cookies' });
  await expect(information).toBeVisible();
  await expect(information).toContainText('TC_measure');
  await expect(information).toContainText('Two years');

  // Tab and Shift+Tab never leave the dialog.
  for (let step = 0; step < 6; step += 1) {
    await page.keyboard.press('Tab');
    expect(await information.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(
      true,
    );
  }
  await page.keyboard.press('Shift+Tab');
  expect(await information.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(
    true,
  );

  await page.keyboard.press('Escape');
  await expect(information).toBeHidden();
  await expect(more).toBeFocused();
  // Closing the information is no answer: the notice stays.
  await expect(notice(page)).toBeVisible();

  // The same dialog in Chinese.
  await page.getByRole('button', { name: /中文|Chinese/ }).click();
  const chineseNotice = page.getByRole('region', { name: '本网站使用 Cookie' });
  await chineseNotice.getByRole('button', { name: '了解更多' }).click();
  const chinese = page.getByRole('dialog', { name: '关于 Cookie' });
  await expect(chinese).toContainText('统计 Cookie 是可选的');
  await chinese.getByRole('button', { name: '关闭' }).first().click();
  await expect(chinese).toBeHidden();
});

test('the privacy policy, in English and in Chinese, covers every topic and is effective April 2023', async ({
  page,
}) => {
  await page.goto('/home');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page).toHaveTitle(/^Privacy policy \|/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await expect(page.getByText('Effective date: April 2023')).toBeVisible();
  for (const topic of [
    'Personal information we collect',
    'Device, log and location data',
    'Local storage and cookies',
    'How we use your information',
    'How we store and protect it',
    'Sharing and disclosure',
    'Minors',
    'Changes to this policy',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(topic) })).toBeVisible();
  }

  await page.getByRole('button', { name: /中文|Chinese/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: '隐私政策' })).toBeVisible();
  await expect(page.getByText('生效日期：2023 年 4 月')).toBeVisible();
  for (const topic of [
    '我们收集的个人信息',
    '设备、日志与位置信息',
    '本地存储与 Cookie',
    '我们如何使用您的信息',
    '我们如何存储和保护您的信息',
    '共享与披露',
    '未成年人保护',
    '本政策的变更',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(topic) })).toBeVisible();
  }
  await expect(page).toHaveTitle(/^隐私政策 \|/);
});
