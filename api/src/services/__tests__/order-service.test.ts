import type { BookMedium, CardInput } from '@portal/shared/contract';
import type { FastifyBaseLogger } from 'fastify';
import { openTestDb } from '../../../test/test-db';
import type { Db } from '../../db/db';
import { createSandboxProcessor, SANDBOX_CARDS } from '../../payments/sandbox';
import { findUser, type User } from '../../repositories/account-repository';
import type { OrderRecord } from '../../repositories/order-repository';
import { OrderRefusal } from '../order-refusal';
import {
  createOrderService,
  newOrderNo,
  normalizeCard,
  paymentResult,
  type OrderService,
} from '../order-service';

const AUTHOR = 2;
const log = { warn: jest.fn() } as unknown as FastifyBaseLogger;
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
  orders = createOrderService({ db, payments: createSandboxProcessor({ delayMs: 0 }) });
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
    const intent = await orders.checkout(author, [line(0, 2), line(1)], key);
    expect(intent).toMatchObject({ status: 'waiting', currency: 'CNY' });
    const expected =
      (Math.round(books[0]!.price * 100) * 2 + Math.round(books[1]!.price * 100)) / 100;
    expect(intent.amount).toBe(expected);
    expect(intent.items.map((item) => item.bookId)).toEqual([books[0]!.id, books[1]!.id]);
    const again = await orders.checkout(author, [line(0, 2), line(1)], key);
    expect(again.orderNo).toBe(intent.orderNo);
  });

  it('refuses a key reused for another cart (409) and a repeated line (400)', async () => {
    const key = newKey();
    await orders.checkout(author, [line(2)], key);
    await expect(orders.checkout(author, [line(3)], key)).rejects.toMatchObject({
      statusCode: 409,
      key: 'keyReused',
    });
    await expect(orders.checkout(author, [line(3), line(3)], newKey())).rejects.toBeInstanceOf(
      OrderRefusal,
    );
  });
});

describe('pay and currentOrder', () => {
  it('charges a test card once; paying again answers the paid order', async () => {
    const { orderNo } = await orders.checkout(author, [line(4)], newKey());
    const paid = await orders.pay(author, orderNo, card('4242 4242 4242 4242'), log);
    expect(paid).toMatchObject({ status: 'paid', attempt: { cardLast4: '4242' } });
    const again = await orders.pay(author, orderNo, card(SANDBOX_CARDS.declined), log);
    expect(again.status).toBe('paid');
    expect((await orders.currentOrder(author, orderNo, log)).status).toBe('paid');
  });

  it('closes a declined order and refuses to pay it again', async () => {
    const { orderNo } = await orders.checkout(author, [line(5)], newKey());
    const failed = await orders.pay(author, orderNo, card(SANDBOX_CARDS.declined), log);
    expect(failed).toMatchObject({ status: 'failed', failureCode: 'card_declined' });
    await expect(
      orders.pay(author, orderNo, card(SANDBOX_CARDS.success), log),
    ).rejects.toMatchObject({ statusCode: 409, key: 'orderFailed' });
  });

  it('refuses a card failing its checks without asking the processor', async () => {
    const { orderNo } = await orders.checkout(author, [line(0), line(5)], newKey());
    await expect(
      orders.pay(author, orderNo, card('4242 4242 4242 4241'), log),
    ).rejects.toMatchObject({ statusCode: 400, key: 'invalidCardNumber' });
    expect((await orders.currentOrder(author, orderNo, log)).attempt).toBeNull();
  });

  it("answers 404 for another person's order", async () => {
    const { orderNo } = await orders.checkout(author, [line(1), line(2)], newKey());
    const reader = (await findUser(db, 1)) as User;
    await expect(orders.currentOrder(reader, orderNo, log)).rejects.toMatchObject({
      statusCode: 404,
      key: 'unknownOrder',
      values: { orderNo },
    });
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
