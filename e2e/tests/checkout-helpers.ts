import type { Page } from '@playwright/test';
import { apiData, expect, sessionAccessToken } from './fixtures';

export interface Buyer {
  email: string;
  password: string;
}

const BASIC = `Basic ${Buffer.from('portal:portal_secret').toString('base64')}`;

/**
 * A new personal account for one flow, so that counting its orders is not disturbed by the
 * flows running beside it with the demo reader.
 */
export async function registerBuyer(page: Page): Promise<Buyer> {
  const buyer = {
    email: `buyer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
    password: 'Buyer2026',
  };
  const response = await page.request.post('/api/bgcloud-user/register', {
    data: { email: buyer.email, password: buyer.password, nickName: 'Buyer' },
    headers: { Authorization: BASIC },
  });
  expect(response.ok(), 'registration').toBeTruthy();
  return buyer;
}

export interface OrderSeen {
  orderNo: string;
  status: 'waiting' | 'paid' | 'failed';
  items: { bookId?: number; medium?: string; quantity: number }[];
}

/** The signed-in page's orders, newest first, read through the API with its session. */
export async function myOrders(page: Page): Promise<OrderSeen[]> {
  const token = await sessionAccessToken(page);
  const tenant = await page.evaluate(
    () => JSON.parse(localStorage.getItem('TC_tenantId') ?? '"000000"') as string,
  );
  const response = await page.request.get(
    '/api/bgcloud-order/payment/my-orders-page?current=1&size=100',
    {
      headers: { Authorization: BASIC, 'Portal-Auth': `bearer ${token}`, 'Tenant-Id': tenant },
    },
  );
  expect(response.ok(), 'my orders').toBeTruthy();
  return ((await response.json()) as { data: { records: OrderSeen[] } }).data.records;
}

export interface BookSummary {
  id: number;
  title: { en: string; zh: string };
  editions: { medium: 'print' | 'electronic' }[];
}

/** Recent published books sold in print, as a buyer would find them on the book home. */
export async function printBooks(page: Page, count: number): Promise<BookSummary[]> {
  const recent = await apiData<{ records: BookSummary[] }>(
    page,
    '/api/bookmain/homepage?type=recent&current=1&size=20',
  );
  const inPrint = recent.records.filter((book) =>
    book.editions.some((edition) => edition.medium === 'print'),
  );
  expect(inPrint.length, `${count} recent books sold in print`).toBeGreaterThanOrEqual(count);
  return inPrint.slice(0, count);
}
