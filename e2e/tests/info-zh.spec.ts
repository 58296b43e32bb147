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

interface FaqCategory {
  name: Localized;
  faqs: { id: number; question: Localized }[];
}

interface NewsSummary {
  id: number;
  title: Localized;
}

test.beforeEach(async ({ page }) => {
  await preferEnglish(page);
});

test.afterEach(async ({ consoleErrors }) => {
  expect(consoleErrors, 'console errors on the pages visited').toEqual([]);
});

test('a Chinese reader goes through ordering, FAQ, news and contact in one visit, without a reload', async ({
  page,
}) => {
  const categories = await apiData<OrderCategory[]>(page, '/api/baseinfoordering/category');
  const bookOrders = categories[1]!.children[0]!;
  const detail = await apiData<{ title: Localized }>(
    page,
    `/api/baseinfoordering/detail?id=${bookOrders.id}`,
  );
  const faqs = await apiData<FaqCategory[]>(
    page,
    `/api/cms/faq-list?keyword=${encodeURIComponent('订阅')}`,
  );
  const question = faqs[0]!.faqs[0]!;
  const news = await apiData<{ records: NewsSummary[] }>(
    page,
    `/api/cms/search-announcements?current=1&size=5&keyword=${encodeURIComponent('期刊')}`,
  );
  const item = news.records[0]!;

  await page.goto('/home');
  // A mark on the window survives everything but a reload.
  await page.evaluate(() => Object.assign(window, { visitMark: true }));
  await page
    .getByRole('banner')
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: '中文' })
    .click();
  const menu = mainMenu(page);

  // Ordering information, from the Info menu.
  await menu.getByRole('button', { name: '信息子菜单' }).click();
  await menu.getByRole('link', { name: bookOrders.dictValue.zh, exact: true }).click();
  await expect(page).toHaveURL(/\/ordering\?p=1-0$/);
  await expect(page.getByRole('heading', { name: detail.title.zh })).toBeVisible();
  await expect(page.getByRole('main').getByRole('navigation', { name: '订购信息' })).toBeVisible();

  // FAQ: a search in Chinese and one answer.
  await menu.getByRole('button', { name: '信息子菜单' }).click();
  await menu.getByRole('link', { name: '常见问题', exact: true }).click();
  await page.getByRole('searchbox', { name: '搜索问题' }).fill('订阅');
  await page.keyboard.press('Enter');
  await page
    .getByRole('region', { name: faqs[0]!.name.zh })
    .getByRole('link', { name: question.question.zh, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(question.question.zh);

  // News: a search whose word is marked, then the item.
  await menu.getByRole('link', { name: '新闻', exact: true }).click();
  await page.getByRole('searchbox', { name: '搜索新闻' }).fill('期刊');
  await page.keyboard.press('Enter');
  await expect(page.locator('mark', { hasText: '期刊' }).first()).toBeVisible();
  await page.getByRole('link', { name: item.title.zh, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title.zh);
  await expect(menu.getByRole('link', { name: '新闻', exact: true })).toHaveAttribute(
    'aria-current',
    /page|true/,
  );

  // Contact: the form in Chinese.
  await menu.getByRole('button', { name: '信息子菜单' }).click();
  await menu.getByRole('link', { name: '联系我们', exact: true }).click();
  await expect(page.getByRole('heading', { name: '给我们留言' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: '姓名' })).toBeVisible();
  await expect(page.getByRole('button', { name: '发送留言' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('版权所有');

  expect(await page.evaluate(() => 'visitMark' in window)).toBe(true);
});
