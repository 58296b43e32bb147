import type { Envelope, Order, OrderIntent, Page, PaymentResult } from '@portal/contract';
import { applyDemoOrgLoopback } from '../../../../db/demo/accounts';
import { DEMO_ORDERS } from '../../../../db/demo/orders';
import { setupTestApp } from '../../../../../test/helper';

const BASE = '/api/bgcloud-order/payment';
const READER = 1;
const AUTHOR = 2;
const ZH = 'zh-CN,zh;q=0.9';
const DELAY_MS = 300;
const [PAID_ORDER, FAILED_ORDER] = DEMO_ORDERS;

const context = setupTestApp({ payments: { sandboxDelayMs: DELAY_MS } });

interface Book {
  id: number;
  medium: 'print' | 'electronic';
  price: number;
}

let books: Book[];
let forthcomingId: number;
/** A published book sold in print and as an e-book, with the price of each. */
let bothMedia: { id: number; print: number; ebook: number };
/** A published book sold in one medium only. */
let oneMedium: Book;
let keys = 0;
/** A fresh checkout key per call, as the front end makes one per click of "pay". */
const newKey = () => `checkout-${Date.now()}-${++keys}`;

beforeAll(async () => {
  const { db } = context();
  // An organization's token counts only from its network: here, this machine's (inject's).
  await applyDemoOrgLoopback(db, true);
  books = await db.query<Book>(
    `select id, medium, list_price::float8 as price from books
      where publish_status = 'published' order by id limit 12`,
  );
  const [forthcoming] = await db.query<{ id: number }>(
    "select id from books where publish_status = 'forthcoming' order by id limit 1",
  );
  forthcomingId = forthcoming?.id ?? 0;
  const [both] = await db.query<typeof bothMedia>(
    `select p.book_id as id, p.list_price::float8 as print, e.list_price::float8 as ebook
       from book_editions p
       join book_editions e on e.book_id = p.book_id and e.medium = 'electronic'
       join books b on b.id = p.book_id
      where p.medium = 'print' and b.publish_status = 'published'
      order by p.book_id limit 1`,
  );
  const [one] = await db.query<Book>(
    `select b.id, b.medium, b.list_price::float8 as price from books b
      where b.publish_status = 'published'
        and (select count(*) from book_editions e where e.book_id = b.id) = 1
      order by b.id limit 1`,
  );
  if (!both || !one) throw new Error('The seed sells no book in both media, or none in one');
  bothMedia = both;
  oneMedium = one;
});

const book = (i: number) => books[i] as Book;

async function tokenOf(subject: 'reader' | 'author' | 'organization') {
  return context().app.accessTokens.issue({
    subject:
      subject === 'organization'
        ? { kind: 'organization', organizationId: 1 }
        : { kind: 'personal', userId: subject === 'reader' ? READER : AUTHOR },
    tenantId: '000000',
  });
}

interface Call {
  as?: 'reader' | 'author' | 'organization';
  language?: string;
}

async function call<T>(
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  { as = 'author', language }: Call = {},
) {
  const headers: Record<string, string> = {};
  if (as) headers['portal-auth'] = `bearer ${await tokenOf(as)}`;
  if (language) headers['accept-language'] = language;
  const response = await context().app.inject({
    method,
    url: `${BASE}${url}`,
    headers,
    ...(payload !== undefined && { payload: payload as object }),
  });
  return { statusCode: response.statusCode, body: response.json<Envelope<T>>() };
}

const anonymously = async <T>(method: 'GET' | 'POST', url: string, payload?: unknown) => {
  const response = await context().app.inject({
    method,
    url: `${BASE}${url}`,
    headers: { 'accept-language': 'en' },
    ...(payload !== undefined && { payload: payload as object }),
  });
  return { statusCode: response.statusCode, body: response.json<Envelope<T>>() };
};

/** Where print items go; sent with every checkout here, as the checkout form sends it. */
const ADDRESS = {
  name: 'Wang Fang',
  phone: '13812345678',
  countryCode: 'CN',
  regionCode: '110000',
  address: 'No. 55 Zhongguancun East Road, Haidian District',
  postcode: '100190',
};

const checkout = (
  items: unknown,
  idempotencyKey = newKey(),
  options: Call = {},
  address: object | undefined = ADDRESS,
) =>
  call<OrderIntent>(
    'POST',
    '/create-payment-intent',
    { items, idempotencyKey, ...(address && { address }) },
    options,
  );

const line = (i: number, quantity = 1) => ({
  bookId: book(i).id,
  medium: book(i).medium,
  quantity,
});

const card = (number: string, overrides: object = {}) => ({
  number,
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 3,
  cvc: '123',
  holder: 'Wang Fang',
  ...overrides,
});

const confirm = (orderNo: string, number: string, options: Call = {}, overrides: object = {}) =>
  call<PaymentResult>(
    'POST',
    '/confirm-payment',
    { orderNo, card: card(number, overrides) },
    options,
  );

const resultOf = (orderNo: string, options: Call = {}) =>
  call<PaymentResult>('GET', `/payment-result-check?orderNo=${orderNo}`, undefined, options);

async function countRows(sql: string, params: unknown[]) {
  const [row] = await context().db.query<{ count: number }>(sql, params);
  return row?.count ?? -1;
}
const ordersOf = (orderNo: string) =>
  countRows('select count(*)::int as count from orders where order_no = $1', [orderNo]);
const attemptsOf = (orderNo: string) =>
  countRows(
    `select count(*)::int as count from payment_attempts a join orders o on o.id = a.order_id
      where o.order_no = $1`,
    [orderNo],
  );

describe('POST create-payment-intent', () => {
  it('makes a waiting order priced from the catalogue, ignoring prices sent along', async () => {
    const items = [line(0, 2), { ...line(1), unitPrice: 0.01, listPrice: 0.01 }];
    const { statusCode, body } = await checkout(items);
    expect(statusCode).toBe(200);
    const order = body.data;
    expect(order.orderNo).toMatch(/^PO20[0-9]{2}[01][0-9][0-3][0-9][0-9]{8}$/);
    expect(order.status).toBe('waiting');
    expect(order.currency).toBe('CNY');
    expect(order.amount).toBeCloseTo(book(0).price * 2 + book(1).price, 2);
    expect(order.items).toEqual([
      expect.objectContaining({ bookId: book(0).id, quantity: 2, unitPrice: book(0).price }),
      expect.objectContaining({ bookId: book(1).id, quantity: 1, unitPrice: book(1).price }),
    ]);
    expect(order.items[0]?.title.zh).toBeTruthy();
    expect(order.items[0]?.coverUrl).toBe(`/api/covers/book/${book(0).id}.svg`);
    const [row] = await context().db.query<{ user_id: number; processor_intent_id: string }>(
      'select user_id, processor_intent_id from orders where order_no = $1',
      [order.orderNo],
    );
    expect(row?.user_id).toBe(AUTHOR);
    expect(row?.processor_intent_id).toMatch(/^pi_sandbox_/);
  });

  it('prices the e-book of a printed book at the e-book price, each medium on its own line', async () => {
    const { id, print, ebook } = bothMedia;
    expect(ebook).toBeLessThan(print);
    const { statusCode, body } = await checkout([
      { bookId: id, medium: 'electronic', quantity: 1 },
      { bookId: id, medium: 'print', quantity: 2 },
    ]);
    expect(statusCode).toBe(200);
    expect(body.data.items).toEqual([
      expect.objectContaining({ bookId: id, medium: 'electronic', quantity: 1, unitPrice: ebook }),
      expect.objectContaining({ bookId: id, medium: 'print', quantity: 2, unitPrice: print }),
    ]);
    expect(body.data.amount).toBeCloseTo(ebook + print * 2, 2);
  });

  it('answers the same order to a retry with the same key', async () => {
    const key = newKey();
    const first = await checkout([line(2)], key);
    const again = await checkout([line(2)], key);
    expect(again.body.data).toEqual(first.body.data);
    expect(await ordersOf(first.body.data.orderNo)).toBe(1);
  });

  it('makes one order of concurrent double clicks with one key', async () => {
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 6 }, () => checkout([line(3)], key)));
    const numbers = new Set(answers.map((answer) => answer.body.data.orderNo));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
    expect(numbers.size).toBe(1);
    expect(
      await countRows(
        'select count(*)::int as count from orders where user_id = $1 and idempotency_key = $2',
        [AUTHOR, key],
      ),
    ).toBe(1);
  });

  it('makes one order of the same cart checked out concurrently with fresh keys', async () => {
    const cart = [line(4), line(5, 3)];
    const reordered = [line(5, 3), line(4)];
    const answers = await Promise.all([
      checkout(cart),
      checkout(reordered),
      checkout(cart),
      checkout(reordered),
    ]);
    expect(new Set(answers.map((answer) => answer.body.data.orderNo)).size).toBe(1);
  });

  it('refuses a key reused for a different cart', async () => {
    const key = newKey();
    await checkout([line(6)], key);
    const { statusCode, body } = await checkout([line(6, 2)], key);
    expect(statusCode).toBe(409);
    expect(body.msg).toContain('body/idempotencyKey');
  });

  it.each([
    ['anonymous', undefined],
    ['an organization', 'organization' as const],
  ])('asks %s to log in before payment', async (_who, as) => {
    const body = { items: [line(0)], idempotencyKey: newKey() };
    const answer = as
      ? await call('POST', '/create-payment-intent', body, { as, language: 'en' })
      : await anonymously('POST', '/create-payment-intent', body);
    expect(answer.statusCode).toBe(401);
    expect(answer.body.msg).toBe('Please log in before payment.');
    const zh = await context().app.inject({
      method: 'POST',
      url: `${BASE}/create-payment-intent`,
      headers: { 'accept-language': ZH },
      payload: body,
    });
    expect(zh.json().msg).toBe('请登录后再支付。');
  });

  it('refuses unknown, forthcoming, repeated and wrong-medium books, naming them', async () => {
    const unknown = await checkout([{ bookId: 999_999, medium: 'print', quantity: 1 }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.msg).toBe('body/items: no book 999999');

    const forthcoming = await checkout([{ bookId: forthcomingId, medium: 'print', quantity: 1 }]);
    expect(forthcoming.statusCode).toBe(400);
    expect(forthcoming.body.msg).toContain(`book ${forthcomingId} is not published yet`);

    const repeated = await checkout([line(0), line(0, 2)]);
    expect(repeated.statusCode).toBe(400);
    expect(repeated.body.msg).toContain('is listed twice');

    const { id, medium: sold } = oneMedium;
    const other = sold === 'print' ? 'electronic' : 'print';
    const wrong = [{ bookId: id, medium: other, quantity: 1 }];
    const medium = await checkout(wrong, newKey(), { language: 'en' });
    expect(medium.statusCode).toBe(400);
    expect(medium.body.msg).toBe(`body/items: book ${id} is sold as ${sold}, not ${other}`);
    const inChinese = await checkout(wrong, newKey(), { language: ZH });
    expect(inChinese.body.msg).toContain(`图书 ${id} 只提供`);
  });

  it.each([
    [
      'no items',
      { items: [], idempotencyKey: 'abcdefgh' },
      'body/items must NOT have fewer than 1 items',
    ],
    [
      'no key',
      { items: [{ bookId: 1, medium: 'print', quantity: 1 }] },
      "body must have required property 'idempotencyKey'",
    ],
    [
      'a key with SQL in it',
      {
        items: [{ bookId: 1, medium: 'print', quantity: 1 }],
        idempotencyKey: "'; drop table orders; --",
      },
      'body/idempotencyKey must match pattern',
    ],
    [
      'an overlong key',
      { items: [{ bookId: 1, medium: 'print', quantity: 1 }], idempotencyKey: 'k'.repeat(65) },
      'body/idempotencyKey must match pattern',
    ],
    [
      'quantity 0',
      { items: [{ bookId: 1, medium: 'print', quantity: 0 }], idempotencyKey: 'abcdefgh' },
      'body/items/0/quantity must be >= 1',
    ],
    [
      'quantity 100',
      { items: [{ bookId: 1, medium: 'print', quantity: 100 }], idempotencyKey: 'abcdefgh' },
      'body/items/0/quantity must be <= 99',
    ],
    [
      'a text id',
      { items: [{ bookId: 'abc', medium: 'print', quantity: 1 }], idempotencyKey: 'abcdefgh' },
      'body/items/0/bookId must be integer',
    ],
    [
      'a huge id',
      {
        items: [{ bookId: 99_999_999_999, medium: 'print', quantity: 1 }],
        idempotencyKey: 'abcdefgh',
      },
      'body/items/0/bookId must be <= 2147483647',
    ],
    [
      'an unknown medium',
      { items: [{ bookId: 1, medium: 'vinyl', quantity: 1 }], idempotencyKey: 'abcdefgh' },
      'body/items/0/medium must be one of: print, electronic',
    ],
  ])('refuses %s with 400', async (_case, payload, message) => {
    const { statusCode, body } = await call('POST', '/create-payment-intent', payload);
    expect(statusCode).toBe(400);
    expect(body.msg).toContain(message);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await context().app.inject({
      method: 'POST',
      url: `${BASE}/create-payment-intent`,
      headers: {
        'portal-auth': `bearer ${await tokenOf('author')}`,
        'content-type': 'application/json',
      },
      payload: '{"items": [',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST confirm-payment and GET payment-result-check', () => {
  it('charges 4242 4242 4242 4242 once; paying again charges nothing', async () => {
    const { orderNo } = (await checkout([line(7)])).body.data;
    const before = await resultOf(orderNo);
    expect(before.body.data).toEqual({
      orderNo,
      status: 'waiting',
      message: 'Waiting for payment',
    });

    const paid = await confirm(orderNo, '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(200);
    expect(paid.body.data).toEqual({ orderNo, status: 'success', message: 'Payment successful' });

    const processorConfirm = jest.spyOn(context().app.payments, 'confirm');
    try {
      const again = await confirm(orderNo, '4242424242424242');
      expect(again.body.data.status).toBe('success');
      expect(processorConfirm).not.toHaveBeenCalled();
    } finally {
      processorConfirm.mockRestore();
    }
    expect(await attemptsOf(orderNo)).toBe(1);
    const [stored] = await context().db.query<{ card_last4: string; card_brand: string }>(
      `select a.card_brand, a.card_last4 from payment_attempts a join orders o on o.id = a.order_id
        where o.order_no = $1`,
      [orderNo],
    );
    expect(stored).toEqual({ card_brand: 'visa', card_last4: '4242' });
    const everything = JSON.stringify(
      await context().db.query(
        `select o.*, a.* from orders o join payment_attempts a on a.order_id = o.id
          where o.order_no = $1`,
        [orderNo],
      ),
    );
    expect(everything).not.toContain('424242424242');

    const bought = await call<number[]>(
      'GET',
      `/check-obj-is-ordered?ids=${book(7).id},${book(8).id}`,
    );
    expect(bought.body.data).toEqual([book(7).id]);
  });

  it('answers a declined card with the failure message, and closes the order', async () => {
    const { orderNo } = (await checkout([line(8)])).body.data;
    const declined = await confirm(orderNo, '4000000000000002', { language: ZH });
    expect(declined.body.data).toEqual({
      orderNo,
      status: 'failure',
      message: '抱歉，支付失败。',
      reason: '您的银行卡被拒绝。',
    });
    const result = await resultOf(orderNo, { language: 'en' });
    expect(result.body.data).toMatchObject({
      status: 'failure',
      message: 'Sorry, payment failed.',
      reason: 'Your card was declined.',
    });
    // My orders gives the same reason, in the reader's language.
    const listed = async (language: string) =>
      (
        await call<Page<Order>>('GET', '/my-orders-page?status=failed&size=100', undefined, {
          language,
        })
      ).body.data.records.find((order) => order.orderNo === orderNo)?.failureReason;
    expect(await listed(ZH)).toBe('您的银行卡被拒绝。');
    expect(await listed('en')).toBe('Your card was declined.');
    const retry = await confirm(orderNo, '4242424242424242');
    expect(retry.statusCode).toBe(409);
    expect(retry.body.msg).toContain('please check out again');
    const bought = await call<number[]>('GET', `/check-obj-is-ordered?ids=${book(8).id}`);
    expect(bought.body.data).toEqual([]);
    // Checking out again makes a new order, which can be paid.
    const second = (await checkout([line(8)])).body.data;
    expect(second.orderNo).not.toBe(orderNo);
    expect((await confirm(second.orderNo, '4242424242424242')).body.data.status).toBe('success');
  });

  it('keeps the delayed card waiting, then reports success', async () => {
    const { orderNo } = (await checkout([line(9)])).body.data;
    const confirmed = await confirm(orderNo, '4000000000003220');
    expect(confirmed.body.data).toEqual({
      orderNo,
      status: 'waiting',
      message: 'Getting payment results',
    });
    expect((await resultOf(orderNo, { language: ZH })).body.data).toMatchObject({
      status: 'waiting',
      message: '正在获取支付结果',
    });
    await new Promise((resolve) => setTimeout(resolve, DELAY_MS + 50));
    expect((await resultOf(orderNo)).body.data.status).toBe('success');
    const [row] = await context().db.query<{ status: string; paid: boolean }>(
      'select status, paid_at is not null as paid from orders where order_no = $1',
      [orderNo],
    );
    expect(row).toEqual({ status: 'paid', paid: true });
  });

  it('charges once when the same order is confirmed concurrently', async () => {
    const { orderNo } = (await checkout([line(10)])).body.data;
    const processorConfirm = jest.spyOn(context().app.payments, 'confirm');
    try {
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => confirm(orderNo, '4242424242424242')),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
      expect(processorConfirm).toHaveBeenCalledTimes(1);
    } finally {
      processorConfirm.mockRestore();
    }
    expect(await attemptsOf(orderNo)).toBe(1);
    expect((await resultOf(orderNo)).body.data.status).toBe('success');
  });

  it.each([
    [
      'a number failing the Luhn check',
      '4242424242424241',
      {},
      'body/card/number is not a valid card number',
    ],
    ['an expired card', '4242424242424242', { expMonth: 1, expYear: 2020 }, 'the card has expired'],
    ['a short CVC', '4242424242424242', { cvc: '12' }, 'body/card/cvc must match pattern'],
    ['a three-digit CVC on an Amex card', '378282246310005', {}, 'body/card/cvc is not valid'],
    ['letters in the number', '4242abcd42424242', {}, 'body/card/number must match pattern'],
    ['a month 13', '4242424242424242', { expMonth: 13 }, 'body/card/expMonth must be <= 12'],
    [
      'a blank holder',
      '4242424242424242',
      { holder: '   ' },
      'body/card/holder must match pattern',
    ],
  ])('refuses %s without charging', async (_case, number, overrides, message) => {
    const { orderNo } = (await checkout([line(11)])).body.data;
    const { statusCode, body } = await confirm(orderNo, number, {}, overrides);
    expect(statusCode).toBe(400);
    expect(body.msg).toContain(message);
    expect(await attemptsOf(orderNo)).toBe(0);
    expect((await resultOf(orderNo)).body.data.status).toBe('waiting');
  });

  it("answers 404 for another person's order and for unknown numbers", async () => {
    const paidOrder = PAID_ORDER?.orderNo ?? '';
    expect((await resultOf(paidOrder, { as: 'reader' })).body.data.status).toBe('success');
    const stranger = await resultOf(paidOrder, { as: 'author' });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body.msg).toBe(`No order ${paidOrder}`);
    expect((await confirm(paidOrder, '4242424242424242', { as: 'author' })).statusCode).toBe(404);
    expect((await resultOf('PO2026010100000000')).statusCode).toBe(404);
  });

  it('reports the seeded failed order of the demo reader', async () => {
    const { body } = await resultOf(FAILED_ORDER?.orderNo ?? '', { as: 'reader' });
    expect(body.data).toMatchObject({ status: 'failure', reason: 'Your card was declined.' });
  });

  it.each([
    ["'; drop table orders; --", 'querystring/orderNo must match pattern'],
    ['%C3%28', 'querystring/orderNo must match pattern'],
    ['PO1', 'querystring/orderNo must match pattern'],
  ])('refuses orderNo=%s with 400', async (orderNo, message) => {
    const { statusCode, body } = await call('GET', `/payment-result-check?orderNo=${orderNo}`);
    expect(statusCode).toBe(400);
    expect(body.msg).toContain(message);
  });

  it('asks anonymous callers and organizations to log in', async () => {
    expect(
      (await anonymously('GET', `/payment-result-check?orderNo=${PAID_ORDER?.orderNo}`)).body.msg,
    ).toBe('Please log in before payment.');
    const organization = await confirm(PAID_ORDER?.orderNo ?? '', '4242424242424242', {
      as: 'organization',
    });
    expect(organization.statusCode).toBe(401);
  });
});

describe('buying what the reader already has', () => {
  interface OwnedBook {
    id: number;
    medium: 'print' | 'electronic';
    title: string;
    titleZh: string;
  }
  /** Published books that no other test here buys: the last two of the seed's. */
  let owned: OwnedBook;
  let raced: OwnedBook;
  beforeAll(async () => {
    const rows = await context().db.query<OwnedBook>(
      `select id, medium, title_en as title, title_zh as "titleZh" from books
        where publish_status = 'published' order by id desc limit 2`,
    );
    if (!rows[0] || !rows[1]) throw new Error('The seed has too few published books');
    [owned, raced] = [rows[0], rows[1]];
  });
  const lineOf = ({ id, medium }: OwnedBook) => ({ bookId: id, medium, quantity: 1 });
  const ordersOfAuthor = () =>
    countRows('select count(*)::int as count from orders where user_id = $1', [AUTHOR]);

  it('refuses checkout of a book bought before, naming it in the reader language, with no order', async () => {
    const key = newKey();
    const first = await checkout([lineOf(owned)], key);
    const { orderNo } = first.body.data;
    expect((await confirm(orderNo, '4242424242424242')).body.data.status).toBe('success');
    const before = await ordersOfAuthor();

    const again = await checkout([line(1), lineOf(owned)]);
    expect(again.statusCode).toBe(409);
    expect(again.body.msg).toBe(
      `You have already bought “${owned.title}”: see My orders. Remove it from the cart to pay for the rest.`,
    );
    const zh = await checkout([lineOf(owned)], newKey(), { language: ZH });
    expect(zh.statusCode).toBe(409);
    expect(zh.body.msg).toBe(
      `您已购买过《${owned.titleZh}》，可在“我的订单”中查看。请将其从购物车中移除后再支付其余商品。`,
    );
    expect(await ordersOfAuthor()).toBe(before);

    // A retry of the checkout that bought it is about that order: answered, paid.
    const retry = await checkout([lineOf(owned)], key);
    expect(retry.statusCode).toBe(200);
    expect(retry.body.data).toMatchObject({ orderNo, status: 'paid' });
  });

  it('refuses to charge an order for a book another order paid for meanwhile', async () => {
    const first = (await checkout([lineOf(raced)])).body.data.orderNo;
    const second = (await checkout([lineOf(raced), line(2)])).body.data.orderNo;
    expect(first).not.toBe(second);
    expect((await confirm(first, '4242424242424242')).body.data.status).toBe('success');

    const processorConfirm = jest.spyOn(context().app.payments, 'confirm');
    try {
      const refused = await confirm(second, '4242424242424242');
      expect(refused.statusCode).toBe(409);
      expect(refused.body.msg).toContain(`“${raced.title}”`);
      expect(processorConfirm).not.toHaveBeenCalled();
    } finally {
      processorConfirm.mockRestore();
    }
    expect(await attemptsOf(second)).toBe(0);
    expect((await resultOf(second)).body.data.status).toBe('waiting');
  });
});

describe('GET my-orders-page', () => {
  const myOrders = (query: string, options: Call = { as: 'reader' }) =>
    call<Page<Order>>('GET', `/my-orders-page${query}`, undefined, options);

  it("answers the reader's orders newest first with items, card and times", async () => {
    const { statusCode, body } = await myOrders('');
    expect(statusCode).toBe(200);
    const numbers = body.data.records.map((order) => order.orderNo);
    expect(numbers).toEqual([FAILED_ORDER?.orderNo, PAID_ORDER?.orderNo]);
    const [failed, paid] = body.data.records;
    expect(paid).toMatchObject({
      status: 'paid',
      currency: 'CNY',
      orderTime: '2026-01-05T09:14:27.000Z',
      paidTime: '2026-01-05T09:15:27.000Z',
      card: { brand: 'visa', last4: '4242' },
    });
    expect(paid?.items.length).toBe(2);
    const total = paid?.items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
    expect(paid?.amount).toBeCloseTo(total ?? -1, 2);
    expect(failed).toMatchObject({ status: 'failed', paidTime: null, card: { last4: '0002' } });
  });

  it('filters by status and pages, capping huge sizes', async () => {
    const paid = await myOrders('?status=paid');
    expect(paid.body.data.records.map((order) => order.status)).toEqual(['paid']);
    const all = await myOrders('?size=99999999');
    expect(all.body.data).toMatchObject({ size: 1000, total: 2, pages: 1 });
    const second = await myOrders('?size=1&current=2');
    expect(second.body.data.records.map((order) => order.orderNo)).toEqual([PAID_ORDER?.orderNo]);
  });

  it("shows nobody else's orders", async () => {
    const { body } = await myOrders('?size=1000', { as: 'author' });
    const numbers = body.data.records.map((order) => order.orderNo);
    expect(numbers).not.toContain(PAID_ORDER?.orderNo);
  });

  it.each([
    ['?current=0', 'querystring/current must be >= 1'],
    ['?size=-5', 'querystring/size must be >= 1'],
    ['?status=refunded', 'querystring/status must be one of: waiting, paid, failed'],
    ['?current=abc', 'querystring/current must be integer'],
  ])('refuses %s with 400', async (query, message) => {
    const { statusCode, body } = await myOrders(query);
    expect(statusCode).toBe(400);
    expect(body.msg).toContain(message);
  });

  it('asks anonymous callers to log in', async () => {
    const { statusCode, body } = await anonymously('GET', '/my-orders-page');
    expect(statusCode).toBe(401);
    expect(body.msg).toBe('Please log in to see your orders.');
  });
});

describe('GET check-obj-is-ordered', () => {
  it('answers the books of paid orders only, in the order asked', async () => {
    const { db } = context();
    const rows = await db.query<{ book_id: number; status: string }>(
      `select oi.book_id, o.status from order_items oi join orders o on o.id = oi.order_id
        where o.order_no = any($1::text[]) order by oi.position`,
      [[PAID_ORDER?.orderNo, FAILED_ORDER?.orderNo]],
    );
    const paidBooks = rows.filter((row) => row.status === 'paid').map((row) => row.book_id);
    const failedBooks = rows.filter((row) => row.status === 'failed').map((row) => row.book_id);
    const asked = [...failedBooks, ...[...paidBooks].reverse(), 999_999];
    const { statusCode, body } = await call<number[]>(
      'GET',
      `/check-obj-is-ordered?ids=${asked.join(',')}`,
      undefined,
      { as: 'reader' },
    );
    expect(statusCode).toBe(200);
    expect(body.data).toEqual([...paidBooks].reverse().filter((id) => !failedBooks.includes(id)));
  });

  it.each([
    '',
    '1,,2',
    '1;drop table orders',
    '-1',
    Array.from({ length: 201 }, (_, i) => i + 1).join(','),
  ])('refuses ids=%s with 400', async (ids) => {
    const { statusCode, body } = await call(
      'GET',
      `/check-obj-is-ordered?ids=${encodeURIComponent(ids)}`,
    );
    expect(statusCode).toBe(400);
    expect(body.msg).toMatch(/querystring\/ids|At most 200 ids/);
  });

  it('answers that anonymous readers and organizations have bought nothing, without a 401', async () => {
    const rows = await context().db.query<{ book_id: number }>(
      `select oi.book_id from order_items oi join orders o on o.id = oi.order_id
        where o.status = 'paid'`,
    );
    const ids = rows.map((row) => row.book_id).join(',');
    expect(ids).not.toBe('');
    const anonymous = await anonymously('GET', `/check-obj-is-ordered?ids=${ids}`);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.body.data).toEqual([]);
    const organization = await call<number[]>(
      'GET',
      `/check-obj-is-ordered?ids=${ids}`,
      undefined,
      {
        as: 'organization',
      },
    );
    expect(organization.statusCode).toBe(200);
    expect(organization.body.data).toEqual([]);
  });
});
