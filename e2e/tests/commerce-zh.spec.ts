import { expect, mainMenu, preferEnglish, signInPersonal, test } from './fixtures';
import { myOrders, printBooks, registerBuyer } from './checkout-helpers';

test.beforeEach(async ({ page }) => {
  await preferEnglish(page);
});

test.afterEach(async ({ consoleErrors }) => {
  expect(consoleErrors, 'console errors on the pages visited').toEqual([]);
});

test('in Chinese without a reload: a book to the cart, a declined card, the cart kept, the order in My orders', async ({
  page,
}) => {
  const buyer = await registerBuyer(page);
  await signInPersonal(page, { username: buyer.email, password: buyer.password });
  const [book] = await printBooks(page, 1);

  await page.goto('/home');
  await page
    .getByRole('banner')
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: '中文' })
    .click();
  await expect(mainMenu(page).getByRole('link', { name: '首页' })).toBeVisible();
  // Gone if any step below reloads the page.
  await page.evaluate(() => Object.assign(window, { samePage: true }));

  // The book, found from the book home's new books, goes to the cart in print.
  await mainMenu(page).getByRole('link', { name: '图书', exact: true }).click();
  await page
    .getByRole('region', { name: /^新书/ })
    .getByRole('link', { name: book!.title.zh, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(book!.title.zh);
  const buy = page.getByRole('region', { name: '购买本书' });
  await buy
    .getByRole('article', { name: /^纸质书/ })
    .getByRole('button', { name: '加入购物车' })
    .click();
  await expect(buy.getByRole('status')).toHaveText(/已加入购物车/);

  // The cart and the checkout speak Chinese.
  await page.getByRole('banner').getByRole('link', { name: '购物车，1 件商品' }).click();
  await expect(page).toHaveURL(/\/shoppingCart$/);
  await expect(page.getByRole('article', { name: book!.title.zh })).toBeVisible();
  await page.getByRole('button', { name: '去结算' }).click();
  const address = page.getByRole('group', { name: '收货地址' });
  await address.getByLabel('收件人姓名').fill('王芳');
  await address.getByLabel('电话').fill('13800138000');
  await address.getByLabel('国家或地区').selectOption('CN');
  await address.getByLabel('详细地址').fill('北京市海淀区中关村大街1号');
  await address.getByLabel('邮政编码').fill('100080');
  const card = page.getByRole('group', { name: '银行卡' });
  await card.getByLabel('卡号').fill('4000 0000 0000 0002');
  await card.getByLabel('有效期').fill('12/30');
  await card.getByLabel('安全码（CVC）').fill('123');
  await card.getByLabel('持卡人姓名').fill('王芳');
  await page.getByRole('button', { name: /^支付 / }).click();

  // Declined: the failure and its reason in Chinese, and the cart as it was.
  await expect(page).toHaveURL(/\/paid\?orderNo=PO[0-9]{16}$/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
  const failure = page.getByRole('alert');
  await expect(failure.getByRole('heading', { name: '抱歉，支付失败。' })).toBeVisible();
  await expect(failure).toContainText('原因：您的银行卡被拒绝。');
  await expect(failure).toContainText(`订单 ${orderNo} 没有扣款，购物车保持不变。`);
  await failure.getByRole('link', { name: '返回购物车' }).click();
  await expect(page).toHaveURL(/\/shoppingCart$/);
  await expect(page.getByRole('article', { name: book!.title.zh })).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('link', { name: /^购物车/ }),
  ).toHaveAccessibleName('购物车，1 件商品');

  // My account's orders, in Chinese: the declined order, marked failed, with its reason.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^个人用户[:：]/ })
    .click();
  await page.getByRole('link', { name: '个人中心' }).click();
  await page
    .getByRole('navigation', { name: '我的账户栏目' })
    .getByRole('link', { name: '我的订单' })
    .click();
  await expect(page).toHaveURL(/\/mine\/orders$/);
  const listed = page.getByRole('article', { name: `订单 ${orderNo}` });
  await expect(listed.getByText('支付失败', { exact: true })).toBeVisible();
  await expect(listed.getByText('原因：您的银行卡被拒绝。')).toBeVisible();
  expect((await myOrders(page)).map((order) => [order.orderNo, order.status])).toEqual([
    [orderNo, 'failed'],
  ]);

  expect(await page.evaluate(() => 'samePage' in window), 'no reload').toBe(true);
});
