import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addToCart, apiGet, ApiError, clearCart, listCart, setLanguage } from '@portal/shared';
import type { Order, PaymentResult } from '@portal/contract';
import { renderWithProviders } from '@portal/testing';
import { registerMessages } from '../../../i18n';
import { PaymentResultPage } from '../components/payment-result-page';
import { POLL_DELAYS_MS } from '../utils/poll-delays';

jest.mock('@portal/shared', () => ({ ...jest.requireActual('@portal/shared'), apiGet: jest.fn() }));
// The stand-in answers any path: typed as a plain function of the path and query.
const mockedApiGet = jest.mocked(apiGet as (path: string, query?: object) => Promise<unknown>);

const ORDER_NO = 'PO2026112500000042';
const RESULT_PATH = '/bgcloud-order/payment/payment-result-check';
const ORDERS_PATH = '/bgcloud-order/payment/my-orders-page';

const PAID_ORDER: Order = {
  orderNo: ORDER_NO,
  status: 'paid',
  amount: 356,
  currency: 'CNY',
  orderTime: '2026-11-25T08:00:00.000Z',
  paidTime: '2026-11-25T08:00:05.000Z',
  card: { brand: 'visa', last4: '4242' },
  items: [
    {
      bookId: 3,
      medium: 'print',
      quantity: 2,
      unitPrice: 128,
      title: { en: 'Lectures on Elliptic Curves', zh: '椭圆曲线讲义' },
      coverUrl: '/api/covers/book/3.svg',
    },
    {
      subscription: {
        journalId: 7,
        medium: 'online',
        year: 2026,
        startDate: '2026-01-01',
        endDate: '2026-12-31',
      },
      quantity: 1,
      unitPrice: 100,
      title: { en: 'Journal of Algebra', zh: '代数学报' },
      coverUrl: '/api/covers/journal/7.svg',
    },
  ],
};

const result = (status: PaymentResult['status'], reason?: string): PaymentResult => ({
  orderNo: ORDER_NO,
  status,
  message: status,
  ...(reason && { reason }),
});

/** The API answers the result check with `results` in turn (the last one from then on). */
function serve(results: PaymentResult[]) {
  let looks = 0;
  mockedApiGet.mockImplementation(async (path) => {
    if (path === RESULT_PATH) return results[Math.min(looks++, results.length - 1)];
    if (path === ORDERS_PATH) return { records: [PAID_ORDER], total: 1, size: 20, current: 1 };
    throw new Error(`unexpected call ${path}`);
  });
  return { looks: () => looks };
}

async function fillCart() {
  await addToCart({ id: 3, pid: 3, mediumCode: 'print' });
  await addToCart({ id: 5, pid: 5, mediumCode: 'electronic' });
  await addToCart({
    id: 'journal:7:2026',
    pid: 'journal:7:2026',
    mediumCode: 'subscription-online',
    journalId: 7,
    year: 2026,
  });
}

const cartIds = async () => (await listCart()).map((line) => line.id);

const renderPage = (orderNo = ORDER_NO) =>
  renderWithProviders(<PaymentResultPage />, { route: `/paid?orderNo=${orderNo}` });

beforeAll(() => registerMessages());

beforeEach(async () => {
  mockedApiGet.mockReset();
  await clearCart();
  await setLanguage('en');
});

afterEach(() => jest.useRealTimers());

/** Far shorter than any wait between looks: time for an answer to reach the page. */
const SETTLE_MS = 50;

/**
 * Lets `ms` pass on the fake clock, then lets what the last timers started settle: an answer's
 * notice reaches the page in timers of its own.
 */
async function elapse(ms: number) {
  await act(() => jest.advanceTimersByTimeAsync(ms));
  await act(() => jest.advanceTimersByTimeAsync(SETTLE_MS));
}

it('shows the paid order with links to read it, and takes what was paid out of the cart', async () => {
  serve([result('success')]);
  await fillCart();
  renderPage();

  expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
  expect(await screen.findByText(ORDER_NO)).toBeInTheDocument();
  expect(screen.getByText('CN¥356.00')).toBeInTheDocument();
  const items = screen.getByRole('list', { name: 'What you bought' });
  const book = within(items).getByRole('article', { name: 'Lectures on Elliptic Curves' });
  expect(within(book).getByText('Print book · 2 copies')).toBeInTheDocument();
  expect(within(book).getByText('CN¥256.00')).toBeInTheDocument();
  expect(
    within(book).getByRole('link', { name: 'Read Lectures on Elliptic Curves' }),
  ).toHaveAttribute('href', '/BDetail/3');
  const journal = within(items).getByRole('article', { name: 'Journal of Algebra' });
  expect(within(journal).getByText(/^2026 subscription, online/)).toBeInTheDocument();
  expect(within(journal).getByRole('link', { name: 'Open Journal of Algebra' })).toHaveAttribute(
    'href',
    '/JDetail/7',
  );
  expect(mockedApiGet).toHaveBeenCalledWith(
    ORDERS_PATH,
    expect.objectContaining({ status: 'paid' }),
    expect.anything(),
  );

  // The e-book that was not in the order stays.
  await waitFor(async () => expect(await cartIds()).toEqual([5]));
});

it('keeps asking while the payment is processed, then shows the success', async () => {
  jest.useFakeTimers();
  const api = serve([result('waiting'), result('waiting'), result('success')]);
  renderPage();

  await elapse(0);
  expect(screen.getByRole('status', { busy: true })).toHaveTextContent('Getting payment results');
  expect(api.looks()).toBe(1);

  await elapse(POLL_DELAYS_MS[0]);
  expect(api.looks()).toBe(2);
  expect(screen.getByRole('status', { busy: true })).toHaveTextContent('Getting payment results');

  // The second wait is longer than the first: nothing is asked before it ends.
  await elapse(POLL_DELAYS_MS[0]);
  expect(api.looks()).toBe(2);
  await elapse(POLL_DELAYS_MS[1] - POLL_DELAYS_MS[0]);
  expect(api.looks()).toBe(3);
  expect(screen.getByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();

  // A result is final: no more looks.
  await elapse(60_000);
  expect(api.looks()).toBe(3);
});

it('stops asking after about a minute and lets the reader check again', async () => {
  jest.useFakeTimers();
  const api = serve([result('waiting')]);
  renderPage();

  await elapse(0);
  const limit = POLL_DELAYS_MS.reduce((sum, delay) => sum + delay, 0);
  expect(limit).toBeLessThanOrEqual(60_000);
  await elapse(limit);
  expect(api.looks()).toBe(POLL_DELAYS_MS.length + 1);
  expect(
    screen.getByRole('heading', { name: 'The payment is still being processed' }),
  ).toBeInTheDocument();
  expect(
    screen.getByText(/A payment that cannot be confirmed is cancelled without any charge/),
  ).toHaveTextContent(
    'A payment that cannot be confirmed is cancelled without any charge, and you can then pay again from your cart.',
  );

  await elapse(60_000);
  expect(api.looks()).toBe(POLL_DELAYS_MS.length + 1);

  fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
  await elapse(0);
  expect(api.looks()).toBe(POLL_DELAYS_MS.length + 2);
  expect(screen.getByRole('status', { busy: true })).toHaveTextContent('Getting payment results');
  await elapse(POLL_DELAYS_MS[0]);
  expect(api.looks()).toBe(POLL_DELAYS_MS.length + 3);
});

it('says the payment failed, with the reason and the way back to a cart left as it was', async () => {
  serve([result('failure', 'Your card was declined.')]);
  await fillCart();
  renderPage();

  const alert = await screen.findByRole('alert');
  expect(
    within(alert).getByRole('heading', { name: 'Sorry, payment failed.' }),
  ).toBeInTheDocument();
  expect(alert).toHaveTextContent('Reason: Your card was declined.');
  expect(within(alert).getByRole('link', { name: 'Back to the cart' })).toHaveAttribute(
    'href',
    '/shoppingCart',
  );
  expect(mockedApiGet).not.toHaveBeenCalledWith(ORDERS_PATH, expect.anything(), expect.anything());
  expect(await cartIds()).toHaveLength(3);
});

it('says so when the link names no order, or a malformed one, without asking the API', async () => {
  const { unmount } = renderWithProviders(<PaymentResultPage />, { route: '/paid' });
  expect(screen.getByText(/No order was named/)).toBeInTheDocument();
  unmount();

  renderPage('PO123');
  expect(screen.getByText('This link does not name a valid order number.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the cart' })).toHaveAttribute(
    'href',
    '/shoppingCart',
  );
  expect(mockedApiGet).not.toHaveBeenCalled();
});

it("says an order that is not the reader's is not found", async () => {
  mockedApiGet.mockRejectedValue(
    new ApiError({ kind: 'server', status: 404, url: RESULT_PATH, msg: 'No such order' }),
  );
  renderPage();

  expect(
    await screen.findByText(`Order ${ORDER_NO} is not among your orders.`),
  ).toBeInTheDocument();
});

it('shows the result in Chinese when the language changes, without reloading', async () => {
  serve([result('failure')]);
  renderPage();
  await screen.findByRole('heading', { name: 'Sorry, payment failed.' });

  await act(() => setLanguage('zh'));
  expect(screen.getByRole('heading', { name: '抱歉，支付失败。' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '返回购物车' })).toBeInTheDocument();
});
