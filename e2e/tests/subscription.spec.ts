import type { Page } from '@playwright/test';
import {
  apiData,
  expect,
  preferEnglish,
  sessionAccessToken,
  signInPersonal,
  test,
} from './fixtures';

/** The sandbox processor's succeeding test card (api/src/payments/sandbox.ts). */
const SUCCESS_CARD = '4242424242424242';
const YEAR = 2026;
// The demo author: the demo reader's cart and orders are other flows' to use.
const SUBSCRIBER = { username: 'author@example.com', password: 'Author2026' };
const LOCKED_MESSAGE = 'Unauthorized access to read full text. Please contact us to subscribe';

interface Envelope<T> {
  code: number;
  data: T;
}

interface JournalDetail {
  id: number;
  title: { en: string };
  openAccess: boolean;
  prices: { year: number; subscriber: string; medium: string; currency: string; amount: number }[];
}

interface AnnualVolumes {
  year: number;
  volumes: { issues: { id: number; articleCount: number }[] }[];
}

/**
 * A subscription journal selling the personal online subscription for the year, and an article
 * of that year's volume: locked to a reader without a subscription.
 */
async function journalWithArticleOfTheYear(page: Page) {
  const journals = await apiData<{ records: { id: number; openAccess: boolean }[] }>(
    page,
    '/api/periodical/list?current=1&size=100',
  );
  for (const summary of journals.records.filter((journal) => !journal.openAccess).reverse()) {
    const journal = await apiData<JournalDetail>(page, `/api/periodical/detail?id=${summary.id}`);
    const sold = journal.prices.some(
      (price) =>
        price.year === YEAR &&
        price.subscriber === 'personal' &&
        price.medium === 'online' &&
        price.currency === 'CNY' &&
        price.amount > 0,
    );
    if (!sold) continue;
    const years = await apiData<AnnualVolumes[]>(
      page,
      `/api/periodical/volumes-by-annual-issue?journalId=${journal.id}`,
    );
    const issue = years
      .filter((annual) => annual.year === YEAR)
      .flatMap((annual) => annual.volumes)
      .flatMap((volume) => volume.issues)
      .find((candidate) => candidate.articleCount > 0);
    if (!issue) continue;
    const articles = await apiData<{ records: { id: number; openAccess: boolean }[] }>(
      page,
      `/api/periodical/issue-content-list?issueId=${issue.id}&current=1&size=20`,
    );
    const article = articles.records.find((candidate) => !candidate.openAccess);
    if (article) return { journal, articleId: article.id };
  }
  throw new Error(`no journal sells a ${YEAR} subscription with a locked article of the year`);
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

/** The cart's lines as the browser keeps them. */
async function cartLines(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    () =>
      new Promise<Record<string, unknown>[]>((resolve, reject) => {
        const open = indexedDB.open('ShoppingCartDB');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('cart').objectStore('cart').getAll();
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result as Record<string, unknown>[]);
          };
          request.onerror = () => reject(request.error);
        };
      }),
  );
}

test.beforeEach(async ({ page }) => {
  await preferEnglish(page);
});

test.afterEach(async ({ consoleErrors }) => {
  expect(consoleErrors, 'console errors on the pages visited').toEqual([]);
});

test('a 2026 subscription bought from the journal page opens a locked article of the year', async ({
  page,
}) => {
  await signInPersonal(page, SUBSCRIBER);
  const { journal, articleId } = await journalWithArticleOfTheYear(page);
  const articlePath = `/JDetail/${journal.id}/article?id=${articleId}`;

  await page.goto(articlePath);
  await expect(page.getByText(LOCKED_MESSAGE)).toBeVisible();

  // Subscribe on the journal's page, beside its price table.
  await page.goto(`/JDetail/${journal.id}/about`);
  const offer = page.getByRole('region', { name: `Subscribe for ${YEAR}` });
  await offer.getByRole('button', { name: 'Subscribe online' }).click();
  await expect(offer.getByRole('status')).toHaveText('Added to your cart: Personal · online.');
  await offer.getByRole('button', { name: 'Subscribe online' }).click();
  await expect(offer.getByRole('status')).toHaveText(
    `Your subscription to ${journal.title.en} is already in your cart`,
  );
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  const [line] = await cartLines(page);
  expect(line).toMatchObject({
    id: `journal:${journal.id}:${YEAR}`,
    mediumCode: 'subscription-online',
    journalId: journal.id,
    year: YEAR,
  });

  // Paid as the checkout pays: the cart's line as an order line, then the card.
  const headers = await sessionHeaders(page);
  const intent = await page.request.post('/api/bgcloud-order/payment/create-payment-intent', {
    headers,
    data: {
      items: [{ journalId: journal.id, subscriptionMedium: 'online', year: YEAR, quantity: 1 }],
      idempotencyKey: `e2e-subscription-${journal.id}-${Date.now()}`,
    },
  });
  expect(intent.ok(), `checkout: ${await intent.text()}`).toBeTruthy();
  const { orderNo } = ((await intent.json()) as Envelope<{ orderNo: string }>).data;
  const paid = await page.request.post('/api/bgcloud-order/payment/confirm-payment', {
    headers,
    data: {
      orderNo,
      card: { number: SUCCESS_CARD, expMonth: 12, expYear: 2030, cvc: '123', holder: 'Demo' },
    },
  });
  expect(paid.ok(), `payment: ${await paid.text()}`).toBeTruthy();

  await page.goto(`/paid?orderNo=${orderNo}`);
  const bought = page.getByRole('list', { name: 'What you bought' });
  await expect(bought.getByRole('article', { name: journal.title.en })).toContainText(
    `${YEAR} subscription, online`,
  );
  await expect.poll(() => cartLines(page)).toEqual([]);

  await bought.getByRole('link', { name: `Open ${journal.title.en}` }).click();
  await expect(page).toHaveURL(new RegExp(`/JDetail/${journal.id}$`));
  await page.goto(articlePath);
  await expect(page.getByRole('button', { name: 'Read PDF' })).toBeVisible();
  await expect(page.getByText(LOCKED_MESSAGE)).toHaveCount(0);

  const subscriptionsResponse = await page.request.get('/api/periodical/my-subscriptions', {
    headers,
  });
  const subscriptions = (
    (await subscriptionsResponse.json()) as Envelope<
      { journal: { id: number }; medium: string; startDate: string; endDate: string }[]
    >
  ).data;
  expect(subscriptions).toContainEqual(
    expect.objectContaining({
      journal: expect.objectContaining({ id: journal.id }),
      medium: 'online',
      startDate: `${YEAR}-01-01`,
      endDate: `${YEAR}-12-31`,
    }),
  );
});
