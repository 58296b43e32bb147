import type { Page } from '@playwright/test';
import { apiData, expect, mainMenu, preferEnglish, test } from './fixtures';

interface Localized {
  zh: string;
  en: string;
}

interface OrderCategory {
  id: number;
  dictValue: Localized;
  children: { id: number; dictValue: Localized }[];
}

interface OrderingDetail {
  title: Localized;
}

/** The entry `?p=parent-child` names, with the title of its text as the API gives it. */
async function entry(page: Page, parent: number, child: number) {
  const categories = await apiData<OrderCategory[]>(page, '/api/baseinfoordering/category');
  const subcategory = categories[parent]!.children[child]!;
  const detail = await apiData<OrderingDetail>(
    page,
    `/api/baseinfoordering/detail?id=${subcategory.id}`,
  );
  return { name: subcategory.dictValue, title: detail.title };
}

const sideMenu = (page: Page) =>
  page.getByRole('main').getByRole('navigation', { name: 'Ordering information' });

test.beforeEach(async ({ page }) => {
  await preferEnglish(page);
});

test.afterEach(async ({ consoleErrors }) => {
  expect(consoleErrors, 'console errors on the pages visited').toEqual([]);
});

test('an Info menu entry opens its text; another entry from the side menu; Back returns', async ({
  page,
}) => {
  const bookOrders = await entry(page, 1, 0);
  const bookstores = await entry(page, 1, 1);
  await page.goto('/home');

  const menu = mainMenu(page);
  await menu.getByRole('button', { name: 'Info submenu' }).click();
  await menu.getByRole('link', { name: bookOrders.name.en, exact: true }).click();
  await expect(page).toHaveURL(/\/ordering\?p=1-0$/);
  await expect(page.getByRole('heading', { name: bookOrders.title.en })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${bookOrders.title.en} \\| `));
  await expect(menu.getByRole('link', { name: 'Info', exact: true })).toHaveAttribute(
    'aria-current',
    /page|true/,
  );
  await expect(
    sideMenu(page).getByRole('link', { name: bookOrders.name.en, exact: true }),
  ).toHaveAttribute('aria-current', 'page');

  await sideMenu(page).getByRole('link', { name: bookstores.name.en, exact: true }).click();
  await expect(page).toHaveURL(/\/ordering\?p=1-1$/);
  await expect(page.getByRole('heading', { name: bookstores.title.en })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/ordering\?p=1-0$/);
  await expect(page.getByRole('heading', { name: bookOrders.title.en })).toBeVisible();
  await expect(
    sideMenu(page).getByRole('link', { name: bookOrders.name.en, exact: true }),
  ).toHaveAttribute('aria-current', 'page');
});

test('an address without a valid entry opens the first, and Back does not return to it', async ({
  page,
}) => {
  const first = await entry(page, 0, 0);
  await page.goto('/home');
  await page.goto('/ordering?p=9-9');
  await expect(page).toHaveURL(/\/ordering\?p=0-0$/);
  await expect(page.getByRole('heading', { name: first.title.en })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
});

test('a locked article\'s "How to subscribe" opens the journal subscriptions', async ({ page }) => {
  const institutional = await entry(page, 0, 0);
  await page.goto('/JDetail/1/article?id=1');
  await page.getByRole('link', { name: 'How to subscribe' }).click();
  await expect(page).toHaveURL(/\/ordering\?p=0-0$/);
  await expect(page.getByRole('heading', { name: institutional.title.en })).toBeVisible();
});

test('on a 390 px screen a picker above the text takes the side menu’s place', async ({ page }) => {
  const personal = await entry(page, 0, 1);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ordering?p=0-0');
  const picker = page.getByRole('combobox', { name: 'Topic' });
  await expect(picker).toBeVisible();
  await expect(sideMenu(page)).toBeHidden();
  await picker.selectOption({ label: personal.name.en });
  await expect(page).toHaveURL(/\/ordering\?p=0-1$/);
  await expect(page.getByRole('heading', { name: personal.title.en })).toBeVisible();
  // Nothing is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
