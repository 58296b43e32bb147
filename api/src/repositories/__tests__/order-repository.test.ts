/**
 * The order repository against the seeded database: catalogue prices, orders made once per
 * checkout, their one payment attempt and its outcome, and a person's orders and purchases, each
 * checked in `orders`, `order_items` and `payment_attempts` (on PGlite, and on PostgreSQL in
 * `pnpm test:postgres`).
 */
import type { BookMedium } from '@portal/contract';
import { openTestDb } from '../../../test/test-db';
import type { Db } from '../../db/db';
import { boughtBooks, orderItems } from '../order-item-repository';
import {
  createOrder,
  findCatalogueBooks,
  findCheckoutOrder,
  findUserOrder,
  setOrderIntent,
  settlePayment,
  startPaymentAttempt,
  userOrders,
  type CatalogueBook,
  type NewAttempt,
  type NewOrder,
} from '../order-repository';

const page = (size: number, current = 1) => ({ current, size, offset: (current - 1) * size });

let db: Db;
const count = async (sql: string, params: unknown[] = []) =>
  (await db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params))[0]?.n ?? -1;

/** The first editions of two published books of the catalogue, as checkout prices them. */
let books: { id: number; medium: BookMedium; listPrice: number }[];
let orderNumber = 0;

/** An order of the author (user 2) for `books` with this key; a new order number each time. */
function newOrder(idempotencyKey: string, lines = books, userId = 2): NewOrder {
  orderNumber += 1;
  const priced = lines.map((book, i) => ({
    kind: 'book' as const,
    bookId: book.id,
    medium: book.medium,
    quantity: i + 1,
    unitPrice: book.listPrice,
  }));
  return {
    orderNo: `PO20261124${String(orderNumber).padStart(8, '0')}`,
    userId,
    tenantId: '000000',
    idempotencyKey,
    cartDigest: priced.map((l) => `${l.bookId}:${l.medium}:${l.quantity}`).join(','),
    totalAmount:
      Math.round(priced.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0) * 100) / 100,
    currency: 'CNY',
    lines: priced,
    address: null,
  };
}

const attempt = (orderId: number, processorRef = `pi_test_${orderId}`): NewAttempt => ({
  orderId,
  processor: 'sandbox',
  processorRef,
  amount: 1,
  currency: 'CNY',
  cardBrand: 'visa',
  cardLast4: '4242',
});

beforeAll(async () => {
  db = await openTestDb();
  const ids = await db.query<{ id: number }>(
    `select id from books where publish_status = 'published' and list_price > 0
      order by id limit 2`,
  );
  const catalogue = await findCatalogueBooks(
    db,
    ids.map((row) => row.id),
  );
  books = ids.map((row) => {
    const [first] = (catalogue.get(row.id) as CatalogueBook).editions;
    if (!first) throw new Error(`Book ${row.id} has no edition`);
    return { id: row.id, ...first };
  });
});
afterAll(() => db.close());

describe('findCatalogueBooks', () => {
  it('answers the status and every edition of each known book, its own medium first', async () => {
    const rows = await db.query<{
      id: number;
      medium: BookMedium;
      status: string;
      open_access: boolean;
    }>(
      `select id, medium, publish_status as status, open_access from books
        where id in (select book_id from book_editions group by book_id having count(*) = 2)
        order by id limit 3`,
    );
    expect(rows).toHaveLength(3);
    const ids = rows.map((row) => row.id);
    const catalogue = await findCatalogueBooks(db, [...ids].reverse().concat(999_999));
    expect([...catalogue.keys()].sort((a, b) => a - b)).toEqual(ids);
    for (const row of rows) {
      const editions = await db.query<{ medium: BookMedium; price: string }>(
        `select medium, list_price::text as price from book_editions where book_id = $1
          order by medium = $2 desc`,
        [row.id, row.medium],
      );
      expect(catalogue.get(row.id)).toEqual({
        id: row.id,
        publishStatus: row.status,
        openAccess: row.open_access,
        currency: 'CNY',
        editions: editions.map((e) => ({ medium: e.medium, listPrice: Number(e.price) })),
      });
      expect(catalogue.get(row.id)?.editions[0]?.medium).toBe(row.medium);
    }
    expect(await findCatalogueBooks(db, [])).toEqual(new Map());
  });
});

describe('createOrder and the checkout it answers', () => {
  it('makes a waiting order with its items in cart order', async () => {
    const order = newOrder('key-1');
    const record = await createOrder(db, order);
    expect(record).toMatchObject({
      orderNo: order.orderNo,
      userId: 2,
      status: 'waiting',
      amount: order.totalAmount,
      amountMinor: Math.round(order.totalAmount * 100),
      currency: 'CNY',
      idempotencyKey: 'key-1',
      cartDigest: order.cartDigest,
      processorIntentId: null,
      failureCode: null,
      paidTime: null,
      address: null,
      attempt: null,
    });
    expect(record?.orderTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const items = await orderItems(db, [record?.id ?? 0]);
    expect(items.get(record?.id ?? 0)).toEqual(
      books.map((book, i) => ({
        bookId: book.id,
        medium: book.medium,
        quantity: i + 1,
        unitPrice: book.listPrice,
        title: expect.objectContaining({ en: expect.any(String) }),
        coverUrl: `/api/covers/book/${book.id}.svg`,
      })),
    );
    expect(await count('order_items where order_id = $1', [record?.id])).toBe(books.length);
  });

  it('answers the same order for the same key or, while it waits, the same cart', async () => {
    const first = await findUserOrder(db, 2, `PO20261124${'1'.padStart(8, '0')}`);
    const orders = await count('orders');
    const retry = await createOrder(db, newOrder('key-1'));
    expect(retry?.id).toBe(first?.id);
    const doubleClick = await createOrder(db, newOrder('key-2'));
    expect(doubleClick?.id).toBe(first?.id);
    expect(await count('orders')).toBe(orders);
    expect(await count('order_items where order_id = $1', [first?.id])).toBe(books.length);
    // The key wins over the cart: another cart under the first key is still the first order.
    expect((await createOrder(db, newOrder('key-1', books.slice(0, 1))))?.id).toBe(first?.id);
    expect(await findCheckoutOrder(db, 2, 'key-1', 'another-cart')).toEqual(first);
    expect(await findCheckoutOrder(db, 2, 'unknown-key', first?.cartDigest ?? '')).toEqual(first);
    expect(await findCheckoutOrder(db, 1, 'key-1', first?.cartDigest ?? '')).toBeUndefined();
  });

  it('makes a new order for another cart, and for the same cart once the first is closed', async () => {
    const first = await findCheckoutOrder(db, 2, 'key-1', '');
    const other = await createOrder(db, newOrder('key-3', books.slice(1)));
    expect(other?.id).not.toBe(first?.id);
    expect(other?.status).toBe('waiting');
    await settlePayment(db, first?.id ?? 0, {
      id: 'pi_declined',
      status: 'failed',
      amount: 1,
      currency: 'CNY',
      failure: { code: 'card_declined', message: 'Your card was declined.' },
    });
    const again = await createOrder(db, newOrder('key-4'));
    expect(again?.id).not.toBe(first?.id);
    expect(again).toMatchObject({ status: 'waiting', cartDigest: first?.cartDigest });
    expect(await count(`orders where user_id = 2 and status = 'waiting'`)).toBe(2);
  });

  it('makes one order under concurrent checkouts of the same key', async () => {
    const before = await count('orders');
    const [a, b] = await Promise.all([
      createOrder(db, newOrder('key-concurrent', books.slice(1), 1)),
      createOrder(db, newOrder('key-concurrent', books.slice(1), 1)),
    ]);
    expect(a?.id).toBe(b?.id);
    expect(await count('orders')).toBe(before + 1);
  });

  it("answers nothing when the order number is another's", async () => {
    const taken = await db.query<{ order_no: string }>(
      'select order_no from orders where user_id = 1 order by id limit 1',
    );
    const order = {
      ...newOrder('key-taken-number', books.slice(0, 1)),
      orderNo: taken[0]?.order_no ?? '',
    };
    expect(await createOrder(db, order)).toBeUndefined();
    expect(await count(`orders where idempotency_key = 'key-taken-number'`)).toBe(0);
  });
});

describe('payment: intent, attempt, settlement', () => {
  let orderId: number;
  let orderNo: string;

  beforeAll(async () => {
    const order = newOrder('key-pay', books.slice(0, 1), 1);
    const record = await createOrder(db, order);
    expect(record?.orderNo).toBe(order.orderNo);
    orderId = record?.id ?? 0;
    orderNo = order.orderNo;
  });

  it('records the intent once', async () => {
    await setOrderIntent(db, orderId, 'sandbox', 'pi_first');
    await setOrderIntent(db, orderId, 'sandbox', 'pi_second');
    expect((await findUserOrder(db, 1, orderNo))?.processorIntentId).toBe('pi_first');
  });

  it('starts one payment attempt per waiting order', async () => {
    expect(await startPaymentAttempt(db, attempt(orderId, 'pi_first'))).toBe(true);
    expect(await startPaymentAttempt(db, attempt(orderId, 'pi_again'))).toBe(false);
    expect(await count('payment_attempts where order_id = $1', [orderId])).toBe(1);
    expect((await findUserOrder(db, 1, orderNo))?.attempt).toEqual({
      status: 'processing',
      processorRef: 'pi_first',
      cardBrand: 'visa',
      cardLast4: '4242',
      startedTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    const [paid] = await db.query<{ id: number }>(
      `select id::int as id from orders where status = 'paid' and user_id = 1 order by id limit 1`,
    );
    const before = await count('payment_attempts');
    expect(await startPaymentAttempt(db, attempt(paid?.id ?? 0))).toBe(false);
    expect(await startPaymentAttempt(db, attempt(999_999))).toBe(false);
    expect(await count('payment_attempts')).toBe(before);
  });

  it('changes nothing while the processor still processes', async () => {
    const intent = { id: 'pi_first', amount: 1, currency: 'CNY' };
    await settlePayment(db, orderId, { ...intent, status: 'processing' });
    await settlePayment(db, orderId, { ...intent, status: 'requires_payment_method' });
    expect(await findUserOrder(db, 1, orderNo)).toMatchObject({
      status: 'waiting',
      paidTime: null,
      attempt: { status: 'processing' },
    });
  });

  it('settles a success once: a later failure changes nothing', async () => {
    await settlePayment(db, orderId, {
      id: 'pi_first',
      status: 'succeeded',
      amount: 1,
      currency: 'CNY',
    });
    const paid = await findUserOrder(db, 1, orderNo);
    expect(paid).toMatchObject({
      status: 'paid',
      failureCode: null,
      attempt: { status: 'succeeded' },
    });
    expect(paid?.paidTime).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await settlePayment(db, orderId, {
      id: 'pi_first',
      status: 'failed',
      amount: 1,
      currency: 'CNY',
    });
    expect(await findUserOrder(db, 1, orderNo)).toEqual(paid);
    expect(
      await count(`payment_attempts where order_id = $1 and completed_at is not null`, [orderId]),
    ).toBe(1);
  });

  it('settles a failure with its code and reason, or a generic code', async () => {
    const record = await createOrder(db, newOrder('key-fail', books, 1));
    await startPaymentAttempt(db, attempt(record?.id ?? 0));
    await settlePayment(db, record?.id ?? 0, {
      id: 'x',
      status: 'failed',
      amount: 1,
      currency: 'CNY',
    });
    expect(await findUserOrder(db, 1, record?.orderNo ?? '')).toMatchObject({
      status: 'failed',
      failureCode: 'failed',
      failureReason: null,
      paidTime: null,
      attempt: { status: 'failed' },
    });
    expect(await startPaymentAttempt(db, attempt(record?.id ?? 0, 'retry'))).toBe(false);
  });

  it('finds an order only for its owner', async () => {
    expect((await findUserOrder(db, 1, orderNo))?.id).toBe(orderId);
    expect(await findUserOrder(db, 2, orderNo)).toBeUndefined();
    expect(await findUserOrder(db, 1, 'PO0000000000000000')).toBeUndefined();
  });
});

describe("a person's orders and purchases", () => {
  it('pages the orders newest first, with items, card and failure, filtered by status', async () => {
    const rows = await db.query<{ order_no: string; status: string }>(
      `select order_no, status from orders where user_id = 1 order by created_at desc, id desc`,
    );
    const all = await userOrders(db, 1, undefined, page(100));
    expect(all.total).toBe(rows.length);
    expect(all.records.map((o) => o.orderNo)).toEqual(rows.map((row) => row.order_no));
    for (const order of all.records) {
      expect(order.items.length).toBe(
        await count('order_items oi join orders o on o.id = oi.order_id where o.order_no = $1', [
          order.orderNo,
        ]),
      );
    }
    const seededPaid = all.records.find((o) => o.orderNo.startsWith('PO20260105'));
    expect(seededPaid).toMatchObject({ status: 'paid', card: { brand: 'visa', last4: '4242' } });
    expect(seededPaid?.items).toHaveLength(2);
    const seededFailed = all.records.find((o) => o.orderNo.startsWith('PO20260211'));
    expect(seededFailed).toMatchObject({
      status: 'failed',
      failureReason: 'Your card was declined.',
      card: { last4: '0002' },
      paidTime: null,
    });
    for (const status of ['waiting', 'paid', 'failed'] as const) {
      const filtered = await userOrders(db, 1, status, page(100));
      expect(filtered.total).toBe(rows.filter((row) => row.status === status).length);
      expect(filtered.records.every((o) => o.status === status)).toBe(true);
    }
    const second = await userOrders(db, 1, undefined, page(2, 2));
    expect(second.total).toBe(rows.length);
    expect(second.records).toEqual(all.records.slice(2, 4));
    const waiting = all.records.find((o) => o.status === 'waiting');
    expect(waiting).not.toHaveProperty('card');
    expect(waiting).not.toHaveProperty('failureReason');
    expect(await userOrders(db, 999_999, undefined, page(10))).toEqual({ records: [], total: 0 });
  });

  it('answers the items of several orders, an empty list for an order without any', async () => {
    const orders = await db.query<{ id: number }>(
      'select id::int as id from orders where user_id = 1 order by id',
    );
    const items = await orderItems(db, [...orders.map((o) => o.id), 999_999]);
    expect(items.get(999_999)).toEqual([]);
    for (const { id } of orders) {
      const rows = await db.query<{ book_id: number }>(
        'select book_id from order_items where order_id = $1 order by position',
        [id],
      );
      expect(items.get(id)?.map((item) => item.bookId)).toEqual(rows.map((row) => row.book_id));
    }
  });

  it('tells which books a person bought, in paid orders only, in the order asked', async () => {
    const paid = await db.query<{ book_id: number }>(
      `select distinct oi.book_id from order_items oi join orders o on o.id = oi.order_id
        where o.user_id = 1 and o.status = 'paid'`,
    );
    const unpaid = await db.query<{ book_id: number }>(
      `select oi.book_id from order_items oi join orders o on o.id = oi.order_id
        where o.user_id = 1 and o.status <> 'paid'
          and oi.book_id not in (select oi2.book_id from order_items oi2
                                   join orders o2 on o2.id = oi2.order_id
                                  where o2.user_id = 1 and o2.status = 'paid')`,
    );
    const paidIds = paid.map((row) => row.book_id).sort((a, b) => b - a);
    const asked = [...paidIds, ...unpaid.map((row) => row.book_id), 999_999];
    expect(await boughtBooks(db, 1, asked)).toEqual(paidIds);
    expect(unpaid.length).toBeGreaterThan(0);
    expect(await boughtBooks(db, 2, paidIds)).toEqual([]);
    expect(await boughtBooks(db, 1, [])).toEqual([]);
  });
});

describe('subscription lines and the delivery address (migration 0014)', () => {
  const ADDRESS = {
    name: 'Wang Fang',
    phone: '13812345678',
    countryCode: 'CN',
    regionCode: '110000',
    address: 'No. 55 Zhongguancun East Road',
    postcode: '100190',
  };
  const subscriptionOrder = (key: string, journalId: number): NewOrder => ({
    ...newOrder(key, []),
    cartDigest: `j${journalId}:print:2026:1`,
    totalAmount: 480,
    lines: [
      { kind: 'subscription', journalId, medium: 'print', year: 2026, quantity: 1, unitPrice: 480 },
    ],
    address: ADDRESS,
  });
  const success = (id: string) =>
    ({ id, status: 'succeeded', amount: 48_000, currency: 'CNY' }) as const;

  it('keeps the line and the address, and subscribes the buyer once however often it settles', async () => {
    const record = await createOrder(db, subscriptionOrder('sub-1', 5));
    if (!record) throw new Error('No order made');
    expect(record.address).toEqual(ADDRESS);
    const items = await orderItems(db, [record.id]);
    expect(items.get(record.id)).toEqual([
      expect.objectContaining({
        subscription: {
          journalId: 5,
          medium: 'print',
          year: 2026,
          startDate: '2026-01-01',
          endDate: '2026-12-31',
        },
        coverUrl: '/api/covers/journal/5.svg',
      }),
    ]);
    await setOrderIntent(db, record.id, 'sandbox', 'pi_sub_1');
    await startPaymentAttempt(db, attempt(record.id, 'pi_sub_1'));
    await Promise.all([
      settlePayment(db, record.id, success('pi_sub_1')),
      settlePayment(db, record.id, success('pi_sub_1')),
    ]);
    await settlePayment(db, record.id, success('pi_sub_1'));
    const rows = await db.query<{ start: string; end: string; medium: string }>(
      `select to_char(start_date, 'YYYY-MM-DD') as start, to_char(end_date, 'YYYY-MM-DD') as end,
              medium
         from subscriptions where user_id = 2 and journal_id = 5`,
    );
    expect(rows).toEqual([{ start: '2026-01-01', end: '2026-12-31', medium: 'print' }]);
  });

  it('subscribes nobody for a failed payment', async () => {
    const record = await createOrder(db, subscriptionOrder('sub-2', 6));
    if (!record) throw new Error('No order made');
    await startPaymentAttempt(db, attempt(record.id, 'pi_sub_2'));
    await settlePayment(db, record.id, {
      id: 'pi_sub_2',
      status: 'failed',
      amount: 48_000,
      currency: 'CNY',
    });
    expect(await count('subscriptions where user_id = 2 and journal_id = 6')).toBe(0);
  });

  it('refuses a line that is both kinds or neither, a subscription of two, and half an address', async () => {
    const record = await createOrder(db, subscriptionOrder('sub-3', 7));
    const insert = (columns: string, values: string) =>
      db.query(
        `insert into order_items (order_id, position, unit_price, ${columns})
         values ($1, 9, 1, ${values})`,
        [record?.id],
      );
    await expect(
      insert(
        'book_id, medium, journal_id, subscription_medium, year, quantity',
        `${books[0]?.id}, 'print', 7, 'online', 2026, 1`,
      ),
    ).rejects.toThrow(/order_items_one_kind/);
    await expect(insert('quantity', '1')).rejects.toThrow(/order_items_one_kind/);
    await expect(
      insert('journal_id, subscription_medium, year, quantity', `8, 'online', 2026, 2`),
    ).rejects.toThrow(/order_items_one_kind/);
    await expect(
      db.query('update orders set delivery_phone = null where id = $1', [record?.id]),
    ).rejects.toThrow(/orders_delivery_complete/);
    await expect(
      db.query(`update orders set delivery_country_code = 'FR' where id = $1`, [record?.id]),
    ).rejects.toThrow(/orders_delivery_region_in_china/);
  });
});
