import type { Page } from '@playwright/test';
import { apiData, expect, mainMenu, test } from './fixtures';

interface Localized {
  zh: string;
  en: string;
}

async function preferLanguages(page: Page, languages: string[]) {
  await page.addInitScript((preferred) => {
    Object.defineProperty(navigator, 'languages', { get: () => preferred });
  }, languages);
}

function languageSwitch(page: Page) {
  return page.getByRole('banner').getByRole('group', { name: /^(Language|语言)$/ });
}

test.afterEach(async ({ consoleErrors }) => {
  expect(consoleErrors, 'console errors on the pages visited').toEqual([]);
});

test('on a remote page the switch changes the shell and the section at once, without a reload, and is remembered', async ({
  page,
}) => {
  await preferLanguages(page, ['en-US', 'en']);
  const news = await apiData<{ records: { title: Localized }[] }>(
    page,
    '/api/cms/search-announcements?current=1&size=1',
  );
  const title = news.records[0]!.title;
  await page.goto('/news');
  await expect(page.getByText(title.en, { exact: true }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const chinese = languageSwitch(page).getByRole('button', { name: '中文' });
  const english = languageSwitch(page).getByRole('button', { name: 'English' });
  await expect(english).toHaveAttribute('aria-pressed', 'true');
  await expect(chinese).toHaveAttribute('aria-pressed', 'false');
  await expect(chinese).toHaveAttribute('lang', 'zh-CN');

  // A mark on the window survives everything but a reload.
  const unloaded = () => page.evaluate(() => !('languageMark' in window));
  await page.evaluate(() => Object.assign(window, { languageMark: true }));
  await chinese.click();

  // Shell (menu, switch, title) and the news remote (its list) follow in the same moment.
  await expect(mainMenu(page).getByRole('link', { name: '新闻', exact: true })).toBeVisible();
  await expect(page.getByText(title.zh, { exact: true }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page).toHaveTitle(/新闻/);
  await expect(chinese).toHaveAttribute('aria-pressed', 'true');
  await expect(english).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('banner').getByRole('link', { name: '登录' })).toBeVisible();
  expect(await unloaded()).toBe(false);
  expect(await page.evaluate(() => localStorage.getItem('TC_language'))).toBe('"zh"');

  // Another section loaded after the switch starts in the chosen language.
  await mainMenu(page).getByRole('link', { name: '图书', exact: true }).click();
  await expect(page).toHaveURL(/\/books\/book$/);
  await expect(page).toHaveTitle(/图书/);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(mainMenu(page).getByRole('link', { name: '图书', exact: true })).toBeVisible();

  await page.evaluate(() => Object.assign(window, { languageMark: true }));
  await languageSwitch(page).getByRole('button', { name: 'English' }).click();
  await expect(mainMenu(page).getByRole('link', { name: 'Books', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await unloaded()).toBe(false);
});

test('a browser preferring Chinese starts in Chinese, and a stored choice wins over the browser', async ({
  page,
}) => {
  await preferLanguages(page, ['zh-TW', 'en-US']);
  await page.goto('/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(mainMenu(page).getByRole('link', { name: '首页', exact: true })).toBeVisible();
  await expect(languageSwitch(page)).toHaveAccessibleName('语言');

  await languageSwitch(page).getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(mainMenu(page).getByRole('link', { name: 'Home', exact: true })).toBeVisible();
});

test('a browser preferring neither language starts in English (index 1)', async ({ page }) => {
  await preferLanguages(page, ['fr-FR', 'de']);
  await page.goto('/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(mainMenu(page).getByRole('link', { name: 'Home', exact: true })).toBeVisible();
});

test('in the mobile drawer the switch works the same way', async ({ page }) => {
  await preferLanguages(page, ['en-US', 'en']);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/journals/journal');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.getByRole('button', { name: '中文' }).click();
  await expect(page.getByRole('dialog', { name: '菜单' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.keyboard.press('Escape');
  await expect(page).toHaveTitle(/期刊/);
});
