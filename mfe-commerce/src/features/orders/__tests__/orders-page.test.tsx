import { act, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { setLanguage } from '@portal/shared';
import {
  mockApi,
  ok,
  renderWithProviders,
  resetPortalState,
  type MockApi,
  type MockRequest,
} from '@portal/testing';
import type { Order } from '@portal/contract';
import { registerMessages } from '../../../i18n';
import { order, signInPersonal } from '../../../testing/account-fixtures';
import { OrdersPage } from '../components/orders-page';

let api: MockApi;

function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}
const location = () => screen.getByRole('status', { name: 'location' }).textContent;

function renderAt(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/mine/orders" element={<OrdersPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Location />
    </>,
    { route },
  );
}

const PAID = order('PO2026110200000001', {
  amount: 227.9,
  items: [
    {
      bookId: 3,
      medium: 'print',
      quantity: 1,
      unitPrice: 128,
      title: { en: 'Lectures on Elliptic Curves', zh: '椭圆曲线讲义' },
      coverUrl: '/api/covers/book/3.svg',
    },
    {
      subscription: {
        journalId: 4,
        medium: 'online',
        year: 2026,
        startDate: '2026-01-01',
        endDate: '2026-12-31',
      },
      quantity: 1,
      unitPrice: 99.9,
      title: { en: 'Acta Mathematica Sinica', zh: '数学学报' },
      coverUrl: '/api/covers/journal/4.svg',
    },
  ],
});
const WAITING = order('PO2026110300000002', { status: 'waiting', paidTime: null });
const FAILED = order('PO2026110400000003', {
  status: 'failed',
  paidTime: null,
  failureReason: 'The card was declined.',
});
const ALL = [FAILED, WAITING, PAID];

/** Answers as the API does: newest first, filtered by status, two to a page for these tests. */
function serveOrders(orders: Order[], size = 2) {
  return (request: MockRequest) => {
    const { status, current = 1 } = request.params as { status?: string; current?: number };
    const matching = orders.filter((entry) => !status || entry.status === status);
    const pages = Math.ceil(matching.length / size);
    const records = matching.slice((Number(current) - 1) * size, Number(current) * size);
    return ok({ records, total: matching.length, size, current: Number(current), pages });
  };
}

const orderRequests = () =>
  api.requests.filter((request) => request.path === '/bgcloud-order/payment/my-orders-page');

beforeAll(registerMessages);

beforeEach(async () => {
  await resetPortalState();
  await setLanguage('en');
  signInPersonal();
  api = mockApi({ 'GET /bgcloud-order/payment/my-orders-page': serveOrders(ALL) });
});

afterEach(() => api.restore());

it('lists each order with its number, time, status, items and total', async () => {
  renderAt('/mine/orders?page=2');

  const paid = await screen.findByRole('article', { name: 'Order PO2026110200000001' });
  expect(within(paid).getByText('Paid')).toBeInTheDocument();
  expect(within(paid).getByText('Total CN¥227.90')).toBeInTheDocument();
  expect(within(paid).getByText(/Nov 2, 2026/)).toBeInTheDocument();
  const items = within(paid).getByRole('list', { name: 'Items' });
  expect(within(items).getByRole('link', { name: 'Lectures on Elliptic Curves' })).toHaveAttribute(
    'href',
    '/BDetail/3',
  );
  expect(within(items).getByRole('link', { name: 'Acta Mathematica Sinica' })).toHaveAttribute(
    'href',
    '/JDetail/4',
  );
  expect(within(items).getByText(/2026 subscription, Online/)).toBeInTheDocument();
  expect(orderRequests()[0]?.params).toEqual({ current: 2, size: 10 });
});

it('links a waiting order to its payment result, and tells why one failed', async () => {
  renderAt('/mine/orders');

  const waiting = await screen.findByRole('article', { name: 'Order PO2026110300000002' });
  expect(within(waiting).getByText('Awaiting payment')).toBeInTheDocument();
  expect(within(waiting).getByRole('link', { name: 'See the payment result' })).toHaveAttribute(
    'href',
    '/paid?orderNo=PO2026110300000002',
  );
  const failed = screen.getByRole('article', { name: 'Order PO2026110400000003' });
  expect(within(failed).getByText('Reason: The card was declined.')).toBeInTheDocument();
  expect(
    within(failed).queryByRole('link', { name: 'See the payment result' }),
  ).not.toBeInTheDocument();
});

it('pages through the orders with the page in the URL', async () => {
  api.restore();
  api = mockApi({ 'GET /bgcloud-order/payment/my-orders-page': serveOrders(ALL, 2) });
  const { user } = renderAt('/mine/orders');

  expect(await screen.findByRole('article', { name: /PO2026110400000003/ })).toBeInTheDocument();
  expect(screen.queryByRole('article', { name: /PO2026110200000001/ })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Page 2' }));
  expect(await screen.findByRole('article', { name: /PO2026110200000001/ })).toBeInTheDocument();
  expect(location()).toBe('/mine/orders?page=2');
  expect(orderRequests().at(-1)?.params).toMatchObject({ current: 2 });
});

it('filters by payment status in the URL, from the first page', async () => {
  const { user } = renderAt('/mine/orders?page=2');
  await screen.findByRole('article', { name: /PO2026110200000001/ });

  await user.selectOptions(screen.getByRole('combobox', { name: 'Payment status' }), 'Paid');
  expect(location()).toBe('/mine/orders?status=paid');
  expect(orderRequests().at(-1)?.params).toEqual({ current: 1, size: 10, status: 'paid' });
  expect(await screen.findByRole('article', { name: /PO2026110200000001/ })).toBeInTheDocument();
  expect(screen.queryByRole('article', { name: /PO2026110300000002/ })).not.toBeInTheDocument();

  await user.selectOptions(screen.getByRole('combobox', { name: 'Payment status' }), 'All orders');
  expect(location()).toBe('/mine/orders');
});

it('ignores an unknown status in the URL', async () => {
  renderAt('/mine/orders?status=refunded');

  await screen.findByRole('article', { name: /PO2026110400000003/ });
  expect(orderRequests()[0]?.params).toEqual({ current: 1, size: 10 });
  expect(screen.getByRole('combobox', { name: 'Payment status' })).toHaveValue('');
});

it('says when a status has no orders, and leads back to all of them', async () => {
  api.restore();
  api = mockApi({ 'GET /bgcloud-order/payment/my-orders-page': serveOrders([PAID]) });
  const { user } = renderAt('/mine/orders?status=failed');

  expect(await screen.findByText('No orders with this payment status.')).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Show all orders' }));
  expect(await screen.findByRole('article', { name: /PO2026110200000001/ })).toBeInTheDocument();
  expect(location()).toBe('/mine/orders');
});

it('offers a retry when the orders cannot be loaded', async () => {
  api.restore();
  let fail = true;
  api = mockApi({
    'GET /bgcloud-order/payment/my-orders-page': (request) =>
      fail ? { status: 500, body: { code: 500, msg: 'down' } } : serveOrders(ALL)(request),
  });
  const { user } = renderAt('/mine/orders');

  const retry = await screen.findByRole('button', { name: 'Try again' });
  fail = false;
  await user.click(retry);
  expect(await screen.findByRole('article', { name: /PO2026110400000003/ })).toBeInTheDocument();
});

it('says so when there are no orders yet, in Chinese too', async () => {
  api.restore();
  api = mockApi({ 'GET /bgcloud-order/payment/my-orders-page': serveOrders([]) });
  renderAt('/mine/orders');

  expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument();
  await act(() => setLanguage('zh'));
  expect(await screen.findByText('您还没有订单。')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '浏览图书' })).toHaveAttribute('href', '/books/book');
});
