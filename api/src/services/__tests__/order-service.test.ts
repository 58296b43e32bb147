import type { BookMedium, CardInput, DeliveryAddress } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import { openTestDb } from '../../../test/test-db';
import type { Db } from '../../db/db';
import { databaseIntentStore } from '../../payments/intent-store';
import { createSandboxProcessor, SANDBOX_CARDS } from '../../payments/sandbox';
import { findUser, type User } from '../../repositories/account-repository';
import {
  findUserOrder,
  startPaymentAttempt,
  type OrderRecord,
} from '../../repositories/order-repository';
import { OrderRefusal } from '../order-refusal';
import {
  createOrderService,
  newOrderNo,
  normalizeCard,
  paymentResult,
  type OrderService,
} from '../order-service';

const AUTHOR = 2;
/** Where print items go: most carts here hold a print book. */
const ADDRESS: DeliveryAddress = {
  name: 'Wang Fang',
  phone: '13812345678',
  countryCode: 'CN',
  regionCode: '110000',
  address: 'No. 55 Zhongguancun East Road, Haidian District',
  postcode: '100190',
};
const log = { warn: jest.fn(), info: jest.fn() } as unknown as FastifyBaseLogger;
const card = (number: string): CardInput => ({
  number,
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 2,
  cvc: '123',
  holder: ' Demo Author ',
});

let db: Db;
let orders: OrderService;
let author: User;
let books: { id: number; medium: BookMedium; price: number }[];
let keys = 0;
const newKey = () => `service-${++keys}`;
const line = (i: number, quantity = 1) => {
  const book = books[i];
  if (!book) throw new Error(`No published book ${i}`);
  return { bookId: book.id, medium: book.medium, quantity };
};

beforeAll(async () => {
  db = await openTestDb();
  orders = createOrderService({
    db,
    payments: createSandboxProcessor({ delayMs: 0, store: databaseIntentStore(db) }),
  });
  author = (await findUser(db, AUTHOR)) as User;
  books = await db.query(
    `select id, medium, list_price::float8 as price from books
      where publish_status = 'published' order by id limit 6`,
  );
});
afterAll(() => db.close());

describe('checkout', () => {
  it('makes a waiting order priced from the catalogue, once per key', async () => {
    const key = newKey();
    const intent = await orders.checkout(author, [line(0, 2), line(1)], key, ADDRESS);
    expect(intent).toMatchObject({ status: 'waiting', currency: 'CNY' });
    const expected =
      (Math.round(books[0]!.price * 100) * 2 + Math.round(books[1]!.price * 100)) / 100;
    expect(intent.amount).toBe(expected);
    expect(intent.items.map((item) => item.bookId)).toEqual([books[0]!.id, books[1]!.id]);
    const again = await orders.checkout(author, [line(0, 2), line(1)], key, ADDRESS);
    expect(again.orderNo).toBe(intent.orderNo);
  });

  it('refuses a key reused for another cart (409) and a repeated line (400)', async () => {
    const key = newKey();
    await orders.checkout(author, [line(2)], key, ADDRESS);
    await expect(orders.checkout(author, [line(3)], key, ADDRESS)).rejects.toMatchObject({
      statusCode: 409,
      key: 'keyReused',
    });
    await expect(
      orders.checkout(author, [line(3), line(3)], newKey(), ADDRESS),
    ).rejects.toBeInstanceOf(OrderRefusal);
  });
});

describe('checkout with a journal subscription and a delivery address', () => {
  /**
   * Journals selling 2026 personal subscriptions (not open access), with their CNY prices: one
   * the first test buys, and one the others only check out (buying it twice is refused).
   */
  let paidJournal: { id: number; print: number; online: number };
  let journal: { id: number; print: number; online: number };
  const subscription = (subscriptionMedium: 'print' | 'online', journalId = journal.id) => ({
    journalId,
    subscriptionMedium,
    year: 2026,
    quantity: 1,
  });
  /** E-book editions of published books, not among `books`: posted never. The first is bought. */
  let ebookEdition: { id: number; price: number };
  let otherEbookEdition: { id: number; price: number };
  const ebook = (edition = ebookEdition) => ({
    bookId: edition.id,
    medium: 'electronic' as const,
    quantity: 1,
  });
  const subscriptionsOf = async (userId: number, journalId: number) =>
    db.query<{ start: string; end: string; medium: string }>(
      `select to_char(start_date, 'YYYY-MM-DD') as start, to_char(end_date, 'YYYY-MM-DD') as end,
              medium from subscriptions where user_id = $1 and journal_id = $2 and order_item_id is not null`,
      [userId, journalId],
    );

  beforeAll(async () => {
    const [paid, row] = await db.query<typeof journal>(
      `select p.journal_id as id, p.amount::float8 as print, o.amount::float8 as online
         from journal_prices p
         join journal_prices o on o.journal_id = p.journal_id and o.year = p.year
              and o.subscriber = 'personal' and o.medium = 'online' and o.currency = 'CNY'
        where p.year = 2026 and p.subscriber = 'personal' and p.medium = 'print'
          and p.currency = 'CNY' and o.amount > 0
        order by p.journal_id limit 2`,
    );
    const [edition, otherEdition] = await db.query<typeof ebookEdition>(
      `select e.book_id as id, e.list_price::float8 as price
         from book_editions e join books b on b.id = e.book_id
        where e.medium = 'electronic' and b.publish_status = 'published'
        order by e.book_id desc limit 2`,
    );
    if (!paid || !row || !edition || !otherEdition) {
      throw new Error('No two journals sell a 2026 subscription, or there are no two e-books');
    }
    otherEbookEdition = otherEdition;
    paidJournal = paid;
    journal = row;
    ebookEdition = edition;
  });

  it('prices a print subscription from the price table, keeps the address and subscribes once paid', async () => {
    const key = newKey();
    const intent = await orders.checkout(
      author,
      [subscription('print', paidJournal.id), ebook()],
      key,
      ADDRESS,
    );
    expect(intent.amount).toBe(
      (Math.round(paidJournal.print * 100) + Math.round(ebookEdition.price * 100)) / 100,
    );
    const [item] = intent.items;
    expect(item).toMatchObject({
      subscription: {
        journalId: paidJournal.id,
        medium: 'print',
        year: 2026,
        startDate: '2026-01-01',
        endDate: '2026-12-31',
      },
      quantity: 1,
      unitPrice: paidJournal.print,
      coverUrl: `/api/covers/journal/${paidJournal.id}.svg`,
    });
    expect(item?.title.en).toMatch(/ 2026$/);
    expect(item?.title.zh).toMatch(/ 2026年$/);
    expect(item?.bookId).toBeUndefined();

    expect(await subscriptionsOf(AUTHOR, paidJournal.id)).toEqual([]);
    await orders.pay(author, intent.orderNo, card(SANDBOX_CARDS.success), log);
    expect(await subscriptionsOf(AUTHOR, paidJournal.id)).toEqual([
      { start: '2026-01-01', end: '2026-12-31', medium: 'print' },
    ]);
    // Paying again, asking again, checking out the same key again: still one subscription.
    await orders.pay(author, intent.orderNo, card(SANDBOX_CARDS.success), log);
    await orders.currentOrder(author, intent.orderNo, log);
    await orders.checkout(author, [subscription('print', paidJournal.id), ebook()], key, ADDRESS);
    expect(await subscriptionsOf(AUTHOR, paidJournal.id)).toHaveLength(1);
  });

  it('subscribes nobody when the card is declined', async () => {
    const reader = (await findUser(db, 1)) as User;
    const before = await subscriptionsOf(1, journal.id);
    const { orderNo } = await orders.checkout(reader, [subscription('online')], newKey());
    await orders.pay(reader, orderNo, card(SANDBOX_CARDS.declined), log);
    expect(await subscriptionsOf(1, journal.id)).toEqual(before);
  });

  it('needs no address for an online subscription and e-books, and keeps none given', async () => {
    const intent = await orders.checkout(
      author,
      [subscription('online'), ebook(otherEbookEdition)],
      newKey(),
      ADDRESS,
    );
    expect(intent.amount).toBeGreaterThan(journal.online);
    const order = await findUserOrder(db, AUTHOR, intent.orderNo);
    expect(order?.address).toBeNull();
  });

  it('requires an address for print, and checks its country and region', async () => {
    await expect(orders.checkout(author, [subscription('print')], newKey())).rejects.toMatchObject({
      statusCode: 400,
      key: 'addressRequired',
    });
    await expect(orders.checkout(author, [line(0)], newKey())).rejects.toMatchObject({
      key: books[0]?.medium === 'print' ? 'addressRequired' : expect.any(String),
    });
    const refusals = [
      [{ ...ADDRESS, countryCode: 'QQ' }, 'unknownCountry'],
      [{ ...ADDRESS, countryCode: 'FR' }, 'regionOutsideChina'],
      [{ ...ADDRESS, regionCode: '999999' }, 'unknownRegion'],
    ] as const;
    for (const [address, key] of refusals) {
      await expect(
        orders.checkout(author, [subscription('print')], newKey(), address),
      ).rejects.toMatchObject({ statusCode: 400, key });
    }
    const { regionCode: _region, ...abroad } = ADDRESS;
    const paris = {
      ...abroad,
      countryCode: 'FR',
      phone: '+33142345678',
      address: '5 Rue X, Paris',
      postcode: '75005',
    };
    const intent = await orders.checkout(author, [subscription('print')], newKey(), paris);
    expect((await findUserOrder(db, AUTHOR, intent.orderNo))?.address).toEqual(paris);
  });

  it('makes a new order when the address changes, and the same one when it does not', async () => {
    const cart = [subscription('print')];
    const first = await orders.checkout(author, cart, newKey(), { ...ADDRESS, postcode: '100191' });
    const same = await orders.checkout(author, cart, newKey(), { ...ADDRESS, postcode: '100191' });
    expect(same.orderNo).toBe(first.orderNo);
    const moved = await orders.checkout(author, cart, newKey(), { ...ADDRESS, postcode: '100192' });
    expect(moved.orderNo).not.toBe(first.orderNo);
  });
});

describe('pay and currentOrder', () => {
  it('charges a test card once; paying again answers the paid order', async () => {
    const { orderNo } = await orders.checkout(author, [line(4)], newKey(), ADDRESS);
    const paid = await orders.pay(author, orderNo, card('4242 4242 4242 4242'), log);
    expect(paid).toMatchObject({ status: 'paid', attempt: { cardLast4: '4242' } });
    const again = await orders.pay(author, orderNo, card(SANDBOX_CARDS.declined), log);
    expect(again.status).toBe('paid');
    expect((await orders.currentOrder(author, orderNo, log)).status).toBe('paid');
  });

  it('closes a declined order and refuses to pay it again', async () => {
    const { orderNo } = await orders.checkout(author, [line(5)], newKey(), ADDRESS);
    const failed = await orders.pay(author, orderNo, card(SANDBOX_CARDS.declined), log);
    expect(failed).toMatchObject({ status: 'failed', failureCode: 'card_declined' });
    await expect(
      orders.pay(author, orderNo, card(SANDBOX_CARDS.success), log),
    ).rejects.toMatchObject({ statusCode: 409, key: 'orderFailed' });
  });

  it('refuses a card failing its checks without asking the processor', async () => {
    const { orderNo } = await orders.checkout(author, [line(0), line(5)], newKey(), ADDRESS);
    await expect(
      orders.pay(author, orderNo, card('4242 4242 4242 4241'), log),
    ).rejects.toMatchObject({ statusCode: 400, key: 'invalidCardNumber' });
    expect((await orders.currentOrder(author, orderNo, log)).attempt).toBeNull();
  });

  it("answers 404 for another person's order", async () => {
    const { orderNo } = await orders.checkout(author, [line(1), line(2)], newKey(), ADDRESS);
    const reader = (await findUser(db, 1)) as User;
    await expect(orders.currentOrder(reader, orderNo, log)).rejects.toMatchObject({
      statusCode: 404,
      key: 'unknownOrder',
      values: { orderNo },
    });
  });
});

describe('payments across a restart of the API', () => {
  /** The API after a restart: a new processor and service over the same database. */
  const restarted = (delayMs = 0, now = Date.now) =>
    createOrderService({
      db,
      payments: createSandboxProcessor({ delayMs, now, store: databaseIntentStore(db) }),
    });
  const charges = async (orderNo: string) =>
    db.query<{ status: string }>(
      `select i.status from sandbox_payment_intents i
         join orders o on o.processor_intent_id = i.id where o.order_no = $1`,
      [orderNo],
    );

  it('a payment processing when the API stops is paid once after the start reconciles it', async () => {
    let clock = Date.now();
    const before = restarted(60_000, () => clock);
    const { orderNo } = await before.checkout(author, [line(3)], newKey(), ADDRESS);
    const waiting = await before.pay(author, orderNo, card(SANDBOX_CARDS.delayed), log);
    expect(waiting).toMatchObject({ status: 'waiting', attempt: { status: 'processing' } });

    clock += 61_000;
    const after = restarted(60_000, () => clock);
    const reconciled = await after.reconcile(log);
    expect(reconciled).toContainEqual({ orderNo, status: 'paid' });
    expect((await after.currentOrder(author, orderNo, log)).status).toBe('paid');
    expect(await charges(orderNo)).toEqual([{ status: 'succeeded' }]);
    // Paying again after the restart charges nothing more.
    expect((await after.pay(author, orderNo, card(SANDBOX_CARDS.success), log)).status).toBe(
      'paid',
    );
    expect(await charges(orderNo)).toEqual([{ status: 'succeeded' }]);
  });

  it('an intent the processor does not know answers 409 and closes the order unpaid', async () => {
    const { orderNo } = await orders.checkout(author, [line(2)], newKey(), ADDRESS);
    await db.query(
      `delete from sandbox_payment_intents
        where id = (select processor_intent_id from orders where order_no = $1)`,
      [orderNo],
    );
    await expect(
      orders.pay(author, orderNo, card(SANDBOX_CARDS.success), log),
    ).rejects.toMatchObject({ statusCode: 409, key: 'paymentLost', values: { orderNo } });
    expect(await orders.currentOrder(author, orderNo, log)).toMatchObject({
      status: 'failed',
      failureCode: 'intent_lost',
    });
  });

  it('an intent left a day unconfirmed expires: 409, the order closed, nothing charged', async () => {
    let clock = Date.now();
    const service = restarted(0, () => clock);
    const { orderNo } = await service.checkout(author, [line(1)], newKey(), ADDRESS);
    clock += 25 * 60 * 60 * 1000;
    await expect(
      service.pay(author, orderNo, card(SANDBOX_CARDS.success), log),
    ).rejects.toMatchObject({ statusCode: 409, key: 'paymentExpired' });
    expect(await service.currentOrder(author, orderNo, log)).toMatchObject({
      status: 'failed',
      failureCode: 'intent_expired',
    });
    expect(await charges(orderNo)).toEqual([{ status: 'failed' }]);
  });
});

describe('a payment recorded but never confirmed (the API died in between)', () => {
  const GRACE_MS = 30_000;
  let clock = Date.now();
  /** The API after the restart: its clock is the test's. */
  const restarted = () =>
    createOrderService({
      db,
      payments: createSandboxProcessor({
        delayMs: 0,
        now: () => clock,
        store: databaseIntentStore(db),
      }),
      confirmGraceMs: GRACE_MS,
      now: () => clock,
    });
  /** The order's intent at the processor: what could still charge the card. */
  const intentStatus = async (orderNo: string) =>
    db.query<{ status: string }>(
      `select i.status from sandbox_payment_intents i
         join orders o on o.processor_intent_id = i.id where o.order_no = $1`,
      [orderNo],
    );
  /** Checkout, then what `pay` does before it confirms with the processor; then it dies. */
  async function interrupted(cart: ReturnType<typeof line>[]): Promise<OrderRecord> {
    const { orderNo } = await restarted().checkout(author, cart, newKey(), ADDRESS);
    const order = (await findUserOrder(db, author.id, orderNo))!;
    expect(
      await startPaymentAttempt(db, {
        orderId: order.id,
        processor: 'sandbox',
        processorRef: order.processorIntentId!,
        amount: order.amount,
        currency: order.currency,
        cardBrand: 'visa',
        cardLast4: '3220',
      }),
    ).toBe(true);
    return order;
  }

  it('stays waiting within the grace time, when a confirmation may still be on its way', async () => {
    const { orderNo } = await interrupted([line(5)]);
    clock = Date.now() + GRACE_MS / 2;
    expect(await restarted().reconcile(log)).toContainEqual({ orderNo, status: 'waiting' });
    expect(await intentStatus(orderNo)).toEqual([{ status: 'requires_payment_method' }]);
    // The confirmation that was on its way arrives: it charges, once.
    const service = restarted();
    const intentId = (await findUserOrder(db, author.id, orderNo))!.processorIntentId!;
    await createSandboxProcessor({ delayMs: 0, store: databaseIntentStore(db) }).confirm(
      intentId,
      normalizeCard(card(SANDBOX_CARDS.success)),
    );
    expect((await service.currentOrder(author, orderNo, log)).status).toBe('paid');
  });

  it('is cancelled at the processor and closed unpaid after it; a new checkout of the cart makes a new order', async () => {
    const stuck = await interrupted([line(0)]);
    clock = Date.now() + GRACE_MS + 1;
    const service = restarted();
    expect(await service.reconcile(log)).toContainEqual({
      orderNo: stuck.orderNo,
      status: 'failed',
    });
    // The intent can never be charged now: confirming it later charges nothing.
    expect(await intentStatus(stuck.orderNo)).toEqual([{ status: 'canceled' }]);
    const closed = await service.currentOrder(author, stuck.orderNo, log);
    expect(closed).toMatchObject({ status: 'failed', failureCode: 'payment_interrupted' });
    expect(paymentResult(closed, 'zh')).toMatchObject({
      status: 'failure',
      reason: '支付在扣款前中断，您未被扣款。请重新结算。',
    });
    await expect(
      service.pay(author, stuck.orderNo, card(SANDBOX_CARDS.success), log),
    ).rejects.toMatchObject({ statusCode: 409, key: 'orderFailed' });

    const again = await service.checkout(author, [line(0)], newKey(), ADDRESS);
    expect(again).toMatchObject({ status: 'waiting' });
    expect(again.orderNo).not.toBe(stuck.orderNo);
    const paid = await service.pay(author, again.orderNo, card(SANDBOX_CARDS.success), log);
    expect(paid.status).toBe('paid');
    expect(await intentStatus(again.orderNo)).toEqual([{ status: 'succeeded' }]);
  });

  it('does not stand in the way of a new checkout of its cart, which closes it first', async () => {
    const stuck = await interrupted([line(1), line(2)]);
    clock = Date.now() + GRACE_MS + 1;
    const fresh = await restarted().checkout(author, [line(1), line(2)], newKey(), ADDRESS, log);
    expect(fresh.orderNo).not.toBe(stuck.orderNo);
    expect(await findUserOrder(db, author.id, stuck.orderNo)).toMatchObject({
      status: 'failed',
      failureCode: 'payment_interrupted',
    });
    expect(await intentStatus(stuck.orderNo)).toEqual([{ status: 'canceled' }]);
  });
});

describe('paymentResult', () => {
  const order = (fields: Partial<OrderRecord>) =>
    ({ orderNo: 'PO1', status: 'waiting', attempt: null, ...fields }) as OrderRecord;

  it('words each state in the language asked', () => {
    expect(paymentResult(order({ status: 'paid' }), 'en')).toEqual({
      orderNo: 'PO1',
      status: 'success',
      message: 'Payment successful',
    });
    expect(paymentResult(order({}), 'zh').message).toBe('等待支付');
    expect(paymentResult(order({ status: 'failed', failureCode: 'card_declined' }), 'en')).toEqual({
      orderNo: 'PO1',
      status: 'failure',
      message: 'Sorry, payment failed.',
      reason: 'Your card was declined.',
    });
    // A processor's own code the API has no words for: its sentence is shown as it came.
    expect(
      paymentResult(order({ status: 'failed', failureCode: 'odd', failureReason: 'Odd.' }), 'zh')
        .reason,
    ).toBe('Odd.');
  });
});

describe('newOrderNo and normalizeCard', () => {
  it('numbers orders PO, the UTC day, eight digits', () => {
    expect(newOrderNo(new Date('2026-03-04T23:30:00Z'))).toMatch(/^PO20260304\d{8}$/);
  });

  it('keeps only the digits of the number and trims the holder', () => {
    expect(normalizeCard(card('4242-4242 4242 4242'))).toMatchObject({
      number: '4242424242424242',
      holder: 'Demo Author',
    });
  });
});
