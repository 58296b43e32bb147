import type { Page } from '@playwright/test';
import {
  expect,
  preferEnglish,
  putInBrowserCart,
  recordScripts,
  scriptBytes,
  signInPersonal,
  test,
} from './fixtures';
import { myOrders, printBooks, registerBuyer } from './checkout-helpers';

test.beforeEach(async ({ page }) => {
  await preferEnglish(page);
});

test.afterEach(async ({ consoleErrors }) => {
  expect(consoleErrors, 'console errors on the pages visited').toEqual([]);
});

/** The sandbox processor's test cards (api/src/payments/sandbox.ts). */
const CARDS = { success: '4242 4242 4242 4242', delayed: '4000 0000 0000 3220' } as const;

/** A new buyer, signed in, with one print book in the cart and the checkout open on it. */
async function openCheckoutOfOneBook(page: Page) {
  const buyer = await registerBuyer(page);
  await signInPersonal(page, { username: buyer.email, password: buyer.password });
  const [book] = await printBooks(page, 1);
  await putInBrowserCart(page, [book!.id]);
  await page.goto('/shoppingCart');
  await page.getByRole('button', { name: 'Check out' }).click();
}

/** The delivery address and the card, filled in as a reader types them. */
async function fillCheckout(page: Page, cardNumber: string) {
  const address = page.getByRole('group', { name: 'Delivery address' });
  await address.getByLabel("Recipient's name").fill('Wang Fang');
  await address.getByLabel('Phone').fill('13800138000');
  await address.getByLabel('Country or region').selectOption('CN');
  await address.getByLabel('Address').fill('1 Zhongguancun Street, Haidian, Beijing');
  await address.getByLabel('Postcode').fill('100080');
  const card = page.getByRole('group', { name: 'Card' });
  await card.getByLabel('Card number').fill(cardNumber);
  await card.getByLabel('Expiry date').fill('12/30');
  await card.getByLabel('Security code (CVC)').fill('123');
  await card.getByLabel('Name on the card').fill('Wang Fang');
}

test('a double click on Pay makes one order and one payment', async ({ page }) => {
  const buyer = await registerBuyer(page);
  await signInPersonal(page, { username: buyer.email, password: buyer.password });
  const [book] = await printBooks(page, 1);
  await putInBrowserCart(page, [book!.id]);
  await page.goto('/shoppingCart');
  await page.getByRole('button', { name: 'Check out' }).click();

  // Sent as entered wrongly first: each field says what it needs, the first has the focus.
  await page.getByRole('button', { name: /^Pay CN¥/ }).click();
  const name = page.getByLabel("Recipient's name");
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Card number')).toHaveAccessibleDescription(
    'Enter the card number.',
  );

  await name.fill('John Smith');
  await page.getByLabel('Phone').fill('+44 20 7946 0958');
  await page.getByLabel('Country or region').selectOption('GB');
  await page.getByLabel('Address').fill('1 Long Lane, London');
  await page.getByLabel('Postcode').fill('SE1 4PG');
  await page.getByLabel('Card number').fill('4242 4242 4242 4241');
  await page.getByLabel('Expiry date').fill('12/30');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Name on the card').fill('John Smith');
  await page.getByRole('button', { name: /^Pay CN¥/ }).click();
  await expect(page.getByLabel('Card number')).toBeFocused();
  await expect(page.getByLabel('Card number')).toHaveAccessibleDescription(
    'This card number is not valid: check the digits.',
  );

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay CN¥/ }).dblclick();

  await expect(page).toHaveURL(/\/paid\?orderNo=PO[0-9]{16}$/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo');
  await expect
    .poll(async () => (await myOrders(page)).map((order) => [order.orderNo, order.status]))
    .toEqual([[orderNo, 'paid']]);
});

test('a book bought before is flagged in the cart, and paying for it again is refused before any charge', async ({
  page,
  consoleErrors,
}) => {
  await openCheckoutOfOneBook(page);
  await fillCheckout(page, CARDS.success);
  await page.getByRole('button', { name: /^Pay CN¥/ }).click();
  await expect(page).toHaveURL(/\/paid\?orderNo=/);
  // The result page takes what was paid for out of the cart.
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  const [book] = await printBooks(page, 1);

  // Put in the cart again (another tab, an old cart): the line says so, and checkout refuses.
  await putInBrowserCart(page, [book!.id]);
  await page.goto('/shoppingCart');
  await expect(page.getByText('You have bought this before')).toBeVisible();
  await page.getByRole('button', { name: 'Check out' }).click();
  await fillCheckout(page, CARDS.success);
  await page.getByRole('button', { name: /^Pay CN¥/ }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'You have already bought' }),
  ).toContainText(`“${book!.title.en}”`);
  await expect(page).toHaveURL(/\/shoppingCart/);
  expect((await myOrders(page)).map((order) => order.status)).toEqual(['paid']);
  // The browser logs the API's 409, which is the answer this checkout expects.
  const expected = consoleErrors.filter((error) => error.includes('create-payment-intent'));
  expect(expected.length).toBeGreaterThan(0);
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((e) => !expected.includes(e)),
  );
});

test('a reload during payment leaves exactly one order, paid at the second try', async ({
  page,
}) => {
  await openCheckoutOfOneBook(page);
  await fillCheckout(page, CARDS.success);

  // The order is made on the server, but its answer never reaches the page: the reader reloads
  // while it is on its way.
  const made = new Promise<string>((resolve) => {
    void page.route(
      '**/api/bgcloud-order/payment/create-payment-intent',
      async (route) => {
        const answer = await route.fetch();
        resolve(((await answer.json()) as { data: { orderNo: string } }).data.orderNo);
      },
      { times: 1 },
    );
  });
  await page.getByRole('button', { name: /^Pay CN¥/ }).click();
  const firstOrderNo = await made;
  await page.reload();
  expect((await myOrders(page)).map((order) => [order.orderNo, order.status])).toEqual([
    [firstOrderNo, 'waiting'],
  ]);

  // The reloaded page shows the cart; checking out again, as the reader would, finds the same
  // order and pays it.
  await page.getByRole('button', { name: 'Check out' }).click();
  await fillCheckout(page, CARDS.success);
  await page.getByRole('button', { name: /^Pay CN¥/ }).click();

  await expect(page).toHaveURL(/\/paid\?orderNo=PO[0-9]{16}$/);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('orderNo')).toBe(firstOrderNo);
  await expect
    .poll(async () => (await myOrders(page)).map((order) => [order.orderNo, order.status]))
    .toEqual([[firstOrderNo, 'paid']]);
});

test('a delayed card: Getting payment results, then the success', async ({ page }) => {
  await openCheckoutOfOneBook(page);
  await fillCheckout(page, CARDS.delayed);
  await page.getByRole('button', { name: /^Pay CN¥/ }).click();

  await expect(page).toHaveURL(/\/paid\?orderNo=PO[0-9]{16}$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Getting payment results' }),
  ).toBeVisible();
  // The sandbox's delayed card settles after PAYMENT_SANDBOX_DELAY_MS (playwright.config.ts).
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({
    timeout: 30_000,
  });
  const orderNo = new URL(page.url()).searchParams.get('orderNo');
  expect((await myOrders(page)).map((order) => [order.orderNo, order.status])).toEqual([
    [orderNo, 'paid'],
  ]);
});

/** The budget: the cart and the checkout download at most this beyond /home. */
const CART_AND_CHECKOUT_JS_CEILING_BYTES = 60 * 1024;

test('the cart and the checkout download at most 60 KB of JavaScript after /home', async ({
  page,
}) => {
  const buyer = await registerBuyer(page);
  await signInPersonal(page, { username: buyer.email, password: buyer.password });
  const [book] = await printBooks(page, 1);
  await putInBrowserCart(page, [book!.id]);
  await page.goto('/home');
  await page.waitForLoadState('networkidle');
  const scripts = recordScripts(page);

  await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
  await expect(page.getByRole('article', { name: book!.title.en })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const cart = scriptBytes(await scripts.settled());
  await page.getByRole('button', { name: 'Check out' }).click();
  await expect(page.getByRole('button', { name: /^Pay CN¥/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const total = scriptBytes(await scripts.settled());

  console.info(
    `After /home: the cart ${(cart / 1024).toFixed(1)} KB, with the checkout ${(total / 1024).toFixed(1)} KB compressed JS`,
  );
  expect(total).toBeLessThanOrEqual(CART_AND_CHECKOUT_JS_CEILING_BYTES);
});
