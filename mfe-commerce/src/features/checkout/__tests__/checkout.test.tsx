import { act, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { portalStore, setLanguage, userInfoAtom } from '@portal/shared';
import type { CreatePaymentIntentBody } from '@portal/contract';
import {
  mockApi,
  ok,
  renderWithProviders,
  resetPortalState,
  type MockApi,
  type MockRoute,
} from '@portal/testing';
import { registerMessages } from '../../../i18n';
import type { CheckoutCart } from '../checkout-cart';
import { CheckoutEntry } from '../components/checkout-entry';

const PRINT_CART: CheckoutCart = {
  items: [
    { bookId: 3, medium: 'print', quantity: 2 },
    { bookId: 5, medium: 'electronic', quantity: 1 },
  ],
  needsAddress: true,
  total: 355.9,
};

const ORDER_NO = 'PO2026112500000001';

const AREAS = [
  { code: 'CN', level: 'country', name: { en: 'China', zh: '中国' }, hasChildren: true },
  { code: 'GB', level: 'country', name: { en: 'United Kingdom', zh: '英国' }, hasChildren: false },
];

/** Where the reader ended up. */
function Location() {
  const location = useLocation();
  return <h1>{`${location.pathname}${location.search}`}</h1>;
}

let api: MockApi;

function serve(routes: Record<string, MockRoute> = {}) {
  api = mockApi({
    'GET /area/area-select': ok(AREAS),
    'POST /bgcloud-order/payment/create-payment-intent': (request) => ({
      ...ok({
        orderNo: ORDER_NO,
        status: 'waiting',
        amount: 355.9,
        currency: 'CNY',
        items: (request.body as CreatePaymentIntentBody).items,
      }),
      delayMs: 20,
    }),
    'POST /bgcloud-order/payment/confirm-payment': ok({
      orderNo: ORDER_NO,
      status: 'paid',
      message: 'Paid',
    }),
    ...routes,
  });
}

const calls = (path: string) => api.requests.filter((request) => request.path === path);
const intents = () =>
  calls('/bgcloud-order/payment/create-payment-intent').map(
    (request) => request.body as CreatePaymentIntentBody,
  );

function renderCheckout(cart: CheckoutCart = PRINT_CART) {
  return renderWithProviders(
    <Routes>
      <Route path="/shoppingCart" element={<CheckoutEntry cart={cart} />} />
      <Route path="*" element={<Location />} />
    </Routes>,
    { route: '/shoppingCart' },
  );
}

function signInPersonal() {
  portalStore.set(userInfoAtom, {
    nick_name: 'Reader',
    type: 'personal',
    adName: '',
    username: 'reader@example.com',
  });
}

type User = ReturnType<typeof renderCheckout>['user'];

async function fillAddress(user: User) {
  await user.type(screen.getByRole('textbox', { name: "Recipient's name" }), 'Wang Fang');
  await user.type(screen.getByRole('textbox', { name: 'Phone' }), '13800138000');
  const country = screen.getByRole('combobox', { name: 'Country or region' });
  await within(country).findByRole('option', { name: 'United Kingdom' });
  await user.selectOptions(country, 'GB');
  await user.type(screen.getByRole('textbox', { name: 'Address' }), '1 Long Lane, London');
  await user.type(screen.getByRole('textbox', { name: 'Postcode' }), 'SE1 4PG');
}

async function fillCard(user: User, number = '4242 4242 4242 4242') {
  await user.type(screen.getByRole('textbox', { name: 'Card number' }), number);
  await user.type(screen.getByRole('textbox', { name: 'Expiry date' }), '12/30');
  await user.type(screen.getByRole('textbox', { name: 'Security code (CVC)' }), '123');
  await user.type(screen.getByRole('textbox', { name: 'Name on the card' }), 'Wang Fang');
}

beforeAll(registerMessages);

beforeEach(async () => {
  await resetPortalState();
  await setLanguage('en');
  serve();
});

afterEach(() => api.restore());

it('asks a reader who is not signed in to sign in first, and leads back to the cart', async () => {
  const { user } = renderCheckout();

  await user.click(screen.getByRole('button', { name: 'Check out' }));

  expect(screen.getByRole('alert')).toHaveTextContent('Please log in before payment.');
  const signIn = screen.getByRole('link', { name: 'Log in' });
  expect(signIn).toHaveFocus();
  expect(signIn).toHaveAttribute('href', '/login?returnUrl=%2FshoppingCart');
  expect(api.requests).toEqual([]);

  // Signed in (in this tab or another), the forms open where the request was.
  act(signInPersonal);
  expect(await screen.findByRole('button', { name: 'Pay CN¥355.90' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('says what is wrong with each field and starts at the first', async () => {
  signInPersonal();
  const { user } = renderCheckout();
  await user.click(screen.getByRole('button', { name: 'Check out' }));
  const pay = await screen.findByRole('button', { name: 'Pay CN¥355.90' });

  await user.click(pay);
  const name = screen.getByRole('textbox', { name: "Recipient's name" });
  expect(name).toHaveFocus();
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(name).toHaveAccessibleDescription("Enter the recipient's name.");
  expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveAccessibleDescription(
    'Enter the card number.',
  );

  await fillAddress(user);
  await fillCard(user, '4242 4242 4242 4241');
  await user.clear(screen.getByRole('textbox', { name: 'Phone' }));
  await user.type(screen.getByRole('textbox', { name: 'Phone' }), '12800138000');
  await user.click(pay);
  expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveFocus();
  expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveAccessibleDescription(
    'This card number is not valid: check the digits.',
  );
  expect(intents()).toEqual([]);
});

it('pays once however often Pay is pressed, then shows the result page', async () => {
  signInPersonal();
  const { user } = renderCheckout();
  await user.click(screen.getByRole('button', { name: 'Check out' }));
  await screen.findByRole('button', { name: 'Pay CN¥355.90' });
  await fillAddress(user);
  await fillCard(user);

  await user.dblClick(screen.getByRole('button', { name: 'Pay CN¥355.90' }));

  expect(
    await screen.findByRole('heading', { name: `/paid?orderNo=${ORDER_NO}` }),
  ).toBeInTheDocument();
  expect(intents()).toEqual([
    {
      items: PRINT_CART.items,
      address: {
        name: 'Wang Fang',
        phone: '13800138000',
        countryCode: 'GB',
        address: '1 Long Lane, London',
        postcode: 'SE1 4PG',
      },
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    },
  ]);
  expect(calls('/bgcloud-order/payment/confirm-payment').map((request) => request.body)).toEqual([
    {
      orderNo: ORDER_NO,
      card: {
        number: '4242424242424242',
        expMonth: 12,
        expYear: 2030,
        cvc: '123',
        holder: 'Wang Fang',
      },
    },
  ]);
});

it('sends the same key again when paying is retried after a failure', async () => {
  signInPersonal();
  let failures = 1;
  api.restore();
  serve({
    'POST /bgcloud-order/payment/confirm-payment': () =>
      failures-- > 0
        ? { status: 503, body: { code: 503, success: false, msg: 'Service unavailable' } }
        : ok({ orderNo: ORDER_NO, status: 'waiting', message: 'Getting payment results' }),
  });
  const { user } = renderCheckout({
    items: [{ bookId: 5, medium: 'electronic', quantity: 1 }],
    needsAddress: false,
    total: 98,
  });
  await user.click(screen.getByRole('button', { name: 'Check out' }));
  await screen.findByRole('button', { name: 'Pay CN¥98.00' });
  // An e-book goes by no post: no address is asked.
  expect(screen.queryByRole('group', { name: 'Delivery address' })).not.toBeInTheDocument();
  await fillCard(user);

  await user.click(screen.getByRole('button', { name: 'Pay CN¥98.00' }));
  // A server fault's status text is no reader's sentence: the form says it in its own words.
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The payment could not be started. Please try again.',
  );
  await user.click(screen.getByRole('button', { name: 'Pay CN¥98.00' }));

  expect(
    await screen.findByRole('heading', { name: `/paid?orderNo=${ORDER_NO}` }),
  ).toBeInTheDocument();
  const [first, second] = intents();
  expect(first?.idempotencyKey).toBeDefined();
  expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
});

it('starts a new checkout after its order was closed, rather than sending the closed one again', async () => {
  signInPersonal();
  let refusals = 1;
  api.restore();
  serve({
    'POST /bgcloud-order/payment/confirm-payment': () =>
      refusals-- > 0
        ? {
            status: 409,
            body: {
              code: 409,
              success: false,
              msg: `Payment of order ${ORDER_NO} failed; please check out again`,
            },
          }
        : ok({ orderNo: ORDER_NO, status: 'success', message: 'Payment successful' }),
  });
  const { user } = renderCheckout({
    items: [{ bookId: 5, medium: 'electronic', quantity: 1 }],
    needsAddress: false,
    total: 98,
  });
  await user.click(screen.getByRole('button', { name: 'Check out' }));
  await screen.findByRole('button', { name: 'Pay CN¥98.00' });
  await fillCard(user);

  await user.click(screen.getByRole('button', { name: 'Pay CN¥98.00' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    `Payment of order ${ORDER_NO} failed; please check out again`,
  );
  await user.click(screen.getByRole('button', { name: 'Pay CN¥98.00' }));

  expect(
    await screen.findByRole('heading', { name: `/paid?orderNo=${ORDER_NO}` }),
  ).toBeInTheDocument();
  const [first, second] = intents();
  expect(first?.idempotencyKey).toBeDefined();
  expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
});

it('asks in Chinese for a Chinese reader', async () => {
  signInPersonal();
  await act(() => setLanguage('zh'));
  const { user } = renderCheckout();
  await user.click(screen.getByRole('button', { name: '去结算' }));
  expect(await screen.findByRole('group', { name: '收货地址' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '支付 ¥355.90' })).toBeInTheDocument();
});
