import type { Page } from '@playwright/test';
import {
  apiData,
  expect,
  preferEnglish,
  putInBrowserCart,
  sessionAccessToken,
  signInPersonal,
  test,
} from './fixtures';

/** The sandbox processor's test cards (api/src/payments/sandbox.ts). */
const CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  delayed: '4000000000003220',
} as const;

// The demo author: the demo reader's cart and orders are other flows' to use.
const BUYER = { username: 'author@example.com', password: 'Author2026' };

interface BookSummary {
  id: number;
  title: { en: string };
  publishStatus: string;
  editions: { medium: string }[];
}

interface Envelope<T> {
  code: number;
  data: T;
}

/**
 * Published print books of the catalogue, a different one for each flow (by `index`), so that
 * parallel flows never put the same cart through checkout.
 */
async function printBook(page: Page, index: number): Promise<BookSummary> {
  const ids = Array.from({ length: 40 }, (_, offset) => 60 + offset).join(',');
  const books = await apiData<BookSummary[]>(
    page,
    `/api/bgcloud-order/payment/get-shopping-cart-obj-detail-list?ids=${ids}`,
  );
  const printed = books.filter(
    (book) =>
      book.publishStatus === 'published' &&
      book.editions.some((edition) => edition.medium === 'print'),
  );
  expect(printed.length, 'published print books').toBeGreaterThan(index);
  return printed[index]!;
}

/** The signed-in session's headers, as the portal's API client sends them. */
async function sessionHeaders(page: Page): Promise<Record<string, string>> {
  const accessToken = await sessionAccessToken(page);
  const tenantId = await page.evaluate(
    () => JSON.parse(localStorage.getItem('TC_tenantId') ?? '"000000"') as string,
  );
  return {
    Authorization: `Basic ${Buffer.from('portal:portal_secret').toString('base64')}`,
    'Portal-Auth': `bearer ${accessToken}`,
    'Tenant-Id': tenantId,
  };
}

/**
 * Checks out one print copy of the book and pays it with `card` through the API, as the checkout
 * page does; answers the order's number.
 */
async function payForBook(page: Page, bookId: number, card: string): Promise<string> {
  const headers = await sessionHeaders(page);
  const intent = await page.request.post('/api/bgcloud-order/payment/create-payment-intent', {
    headers,
    data: {
      items: [{ bookId, medium: 'print', quantity: 1 }],
      address: {
        name: 'Demo Author',
        phone: '13812345678',
        countryCode: 'CN',
        regionCode: '110000',
        address: '1 Zhongguancun East Road',
        postcode: '100190',
      },
      idempotencyKey: `e2e-paid-${bookId}-${Date.now()}`,
    },
  });
  expect(intent.ok(), `checkout: ${await intent.text()}`).toBeTruthy();
  const { orderNo } = ((await intent.json()) as Envelope<{ orderNo: string }>).data;
  const paid = await page.request.post('/api/bgcloud-order/payment/confirm-payment', {
    headers,
    data: {
      orderNo,
      card: { number: card, expMonth: 12, expYear: 2030, cvc: '123', holder: 'Demo Author' },
    },
  });
  expect(paid.ok(), `payment: ${await paid.text()}`).toBeTruthy();
  return orderNo;
}

/** The ids of the lines in the browser's cart. */
async function cartIds(page: Page): Promise<unknown[]> {
  return page.evaluate(
    () =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open('ShoppingCartDB');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('cart').objectStore('cart').getAllKeys();
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result);
          };
          request.onerror = () => reject(request.error);
        };
      }),
  );
}

test.beforeEach(async ({ page }) => {
  await preferEnglish(page);
  await signInPersonal(page, BUYER);
});

test.afterEach(async ({ consoleErrors }) => {
  expect(consoleErrors, 'console errors on the pages visited').toEqual([]);
});

test('a paid order: the success with the order and a link to read the book, the cart emptied of it', async ({
  page,
}) => {
  const book = await printBook(page, 0);
  const other = await printBook(page, 1);
  await putInBrowserCart(page, [book.id, other.id]);
  const orderNo = await payForBook(page, book.id, CARDS.success);

  await page.goto(`/paid?orderNo=${orderNo}`);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByText(orderNo)).toBeVisible();
  const bought = page.getByRole('list', { name: 'What you bought' });
  await expect(bought.getByRole('article', { name: book.title.en })).toBeVisible();
  await expect(bought.getByRole('link', { name: `Read ${book.title.en}` })).toHaveAttribute(
    'href',
    `/BDetail/${book.id}`,
  );
  // Only what was paid leaves the cart.
  await expect.poll(() => cartIds(page)).toEqual([other.id]);
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  await bought.getByRole('link', { name: `Read ${book.title.en}` }).click();
  await expect(page).toHaveURL(new RegExp(`/BDetail/${book.id}$`));
});

test('a declined card: the failure with its reason, the cart kept, the way back to it', async ({
  page,
}) => {
  const book = await printBook(page, 2);
  await putInBrowserCart(page, [book.id]);
  const orderNo = await payForBook(page, book.id, CARDS.declined);

  await page.goto(`/paid?orderNo=${orderNo}`);
  const failure = page.getByRole('alert');
  await expect(failure.getByRole('heading', { name: 'Sorry, payment failed.' })).toBeVisible();
  await expect(failure).toContainText('Reason:');
  expect(await cartIds(page)).toEqual([book.id]);
  await failure.getByRole('link', { name: 'Back to the cart' }).click();
  await expect(page).toHaveURL(/\/shoppingCart$/);
  await expect(page.getByRole('article', { name: book.title.en })).toBeVisible();
});

test('a delayed payment: Getting payment results, then the success without a reload', async ({
  page,
}) => {
  const book = await printBook(page, 3);
  await putInBrowserCart(page, [book.id]);
  const orderNo = await payForBook(page, book.id, CARDS.delayed);

  await page.goto(`/paid?orderNo=${orderNo}`);
  await expect(
    page.getByRole('status').filter({ hasText: 'Getting payment results' }),
  ).toBeVisible();
  // The sandbox's delayed card settles after PAYMENT_SANDBOX_DELAY_MS (playwright.config.ts).
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({
    timeout: 30_000,
  });
  await expect.poll(() => cartIds(page)).toEqual([]);
});

test('a link without a valid order number says so, and the page speaks Chinese without a reload', async ({
  page,
}) => {
  await page.goto('/paid?orderNo=PO1');
  await expect(page.getByText('This link does not name a valid order number.')).toBeVisible();
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page
    .getByRole('banner')
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: '中文' })
    .click();
  await expect(page.getByText('此链接中的订单号无效。')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '支付结果' })).toBeVisible();
  expect(await page.evaluate(() => 'samePage' in window), 'no reload').toBe(true);
});
