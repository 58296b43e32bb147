import type { Page } from '@playwright/test';
import { apiData, expect, expectPdfRendered, preferEnglish, test } from './fixtures';
import {
  myOrders,
  printBooks,
  registerBuyer,
  type BookSummary,
  type Buyer,
} from './checkout-helpers';

async function addFromBookPage(page: Page, book: BookSummary) {
  await page.goto(`/BDetail/${book.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(book.title.en);
  const buy = page.getByRole('region', { name: 'Buy this book' });
  await page
    .getByRole('article', { name: /^Print \(/ })
    .getByRole('button', { name: 'Add to cart' })
    .click();
  await expect(buy.getByRole('status')).toHaveText(/added to your cart/);
}

let buyer: Buyer;

test.beforeEach(async ({ page }) => {
  await preferEnglish(page);
  buyer = await registerBuyer(page);
});

test.afterEach(async ({ consoleErrors }) => {
  expect(consoleErrors, 'console errors on the pages visited').toEqual([]);
});

test('a buyer fills the cart, signs in at checkout without losing it, and pays', async ({
  page,
}) => {
  const [first, second] = (await printBooks(page, 2)) as [BookSummary, BookSummary];
  await addFromBookPage(page, first);
  await addFromBookPage(page, second);

  await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
  await expect(page).toHaveURL(/\/shoppingCart$/);
  const firstLine = page.getByRole('article', { name: first.title.en });
  const secondLine = page.getByRole('article', { name: second.title.en });
  await expect(firstLine).toBeVisible();
  await expect(secondLine).toBeVisible();

  // Two copies of the first: its subtotal doubles.
  const subtotal = async () =>
    Number(
      (await firstLine.getByText(/^Subtotal:/).textContent())!
        .match(/CN¥([\d,]+\.\d\d)/)![1]!
        .replace(/,/g, ''),
    );
  const single = await subtotal();
  await firstLine
    .getByRole('button', { name: `Increase the quantity of ${first.title.en}` })
    .click();
  await expect(firstLine.getByRole('spinbutton')).toHaveValue('2');
  await expect.poll(subtotal).toBeCloseTo(single * 2, 2);

  await secondLine.getByRole('button', { name: `Remove ${second.title.en} from the cart` }).click();
  await expect(secondLine).toHaveCount(0);

  // Anonymous: asked to sign in, then back at the cart as it was.
  await page.getByRole('button', { name: 'Check out' }).click();
  const checkout = page.getByRole('region', { name: 'Checkout' });
  await expect(checkout.getByRole('alert')).toHaveText('Please log in before payment.');
  await checkout.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\?returnUrl=%2FshoppingCart$/);
  const form = page.getByRole('tabpanel', { name: 'Personal' });
  await form.getByLabel('E-mail').fill(buyer.email);
  await form.getByLabel('Password').fill(buyer.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/shoppingCart$/);
  await expect(firstLine.getByRole('spinbutton')).toHaveValue('2');
  await expect(page.getByRole('article', { name: second.title.en })).toHaveCount(0);

  // The checkout asked for opens where it was left.
  const address = page.getByRole('group', { name: 'Delivery address' });
  await address.getByLabel("Recipient's name").fill('Wang Fang');
  await address.getByLabel('Phone').fill('13800138000');
  await address.getByLabel('Country or region').selectOption('CN');
  await address.getByLabel('Address').fill('1 Zhongguancun Street, Haidian, Beijing');
  await address.getByLabel('Postcode').fill('100080');
  const card = page.getByRole('group', { name: 'Card' });
  await card.getByLabel('Card number').fill('4242 4242 4242 4242');
  await card.getByLabel('Expiry date').fill('12/30');
  await card.getByLabel('Security code (CVC)').fill('123');
  await card.getByLabel('Name on the card').fill('Wang Fang');
  await page.getByRole('button', { name: /^Pay CN¥/ }).click();

  await expect(page).toHaveURL(/\/paid\?orderNo=PO[0-9]{16}$/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
  // The result page: success, what was bought, the cart emptied of it.
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'What you bought' }).getByRole('article', {
      name: first.title.en,
    }),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).toHaveAccessibleName(
    'Cart, 0 items',
  );

  // The order in My orders, as the reader finds it, and exactly one of it.
  await page.getByRole('link', { name: 'My orders' }).first().click();
  await expect(page).toHaveURL(/\/mine\/orders/);
  const listed = page.getByRole('article', { name: `Order ${orderNo}` });
  await expect(listed).toBeVisible();
  await expect(listed).toContainText('Paid');
  const orders = await myOrders(page);
  expect(orders.filter((order) => order.orderNo === orderNo)).toHaveLength(1);
  expect(orders[0]?.items).toEqual([
    expect.objectContaining({ bookId: first.id, medium: 'print', quantity: 2 }),
  ]);

  // What was bought can be read: a chapter closed to others opens in the viewer.
  const book = await apiData<{ chapters: { id: number }[] }>(
    page,
    `/api/bookmain/bookdetail?id=${first.id}`,
  );
  const permissions = await apiData<{ id: number; allowed: boolean }[]>(
    page,
    `/api/resource/pdf/check-content-permission?type=chapter&ids=${book.chapters.map((chapter) => chapter.id).join(',')}`,
  );
  const closed = permissions.find((permission) => !permission.allowed);
  expect(closed, 'the bought book has a chapter closed to others').toBeDefined();
  await page.goto(`/ChapterDetail/${closed!.id}`);
  const access = page.getByRole('region', { name: 'Full text' });
  await expect(access.getByText('Yours to read through your purchase.')).toBeVisible();
  await access.getByRole('button', { name: 'Read PDF' }).click();
  await expect(page.getByRole('heading', { name: 'Full text (PDF)' })).toBeVisible();
  await expectPdfRendered(page);
});
