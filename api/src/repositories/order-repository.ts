/**
 * Orders and their card payments. An order is created once per checkout (unique
 * `(user_id, idempotency_key)` and one waiting order per cart), priced from the catalogue, and
 * paid by at most one payment attempt (unique `payment_attempts.order_id`); paying it subscribes
 * its buyer to the journals of its subscription lines, once (unique
 * `subscriptions.order_item_id`). Its lines are read in order-item-repository.ts.
 */
import type {
  BookMedium,
  DeliveryAddress,
  Order,
  OrderStatus,
  PublishStatus,
} from '@portal/contract';
import type { Db, DbSession } from '../db/db';
import { isoTime } from '../lib/sql';
import type { Paging } from '../lib/envelope';
import type { PaymentIntent } from '../payments/processor';
import { EDITION_ORDER } from './book-repository';
import { orderItems } from './order-item-repository';
import type { SubscriptionMedium } from './subscription-offer-repository';

export interface CatalogueBook {
  id: number;
  publishStatus: PublishStatus;
  /** Free for everyone to read online: its e-book is not sold. */
  openAccess: boolean;
  currency: 'CNY';
  /** The media the book is sold in and their current list prices, the first edition first. */
  editions: { medium: BookMedium; listPrice: number }[];
}

/** The books with these ids as checkout prices them: status and each edition's list price. */
export async function findCatalogueBooks(
  db: DbSession,
  ids: readonly number[],
): Promise<Map<number, CatalogueBook>> {
  const rows = await db.query<CatalogueBook>(
    `select b.id, b.publish_status as "publishStatus", b.open_access as "openAccess", b.currency,
            json_agg(json_build_object('medium', e.medium, 'listPrice', e.list_price::float8)
                     order by ${EDITION_ORDER}) as editions
       from books b
       join book_editions e on e.book_id = b.id
      where b.id = any($1::int[])
      group by b.id`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** A line of a cart: a book in one medium. */
export interface BookLine {
  kind: 'book';
  bookId: number;
  medium: BookMedium;
  quantity: number;
}

/** A line of a cart: a personal subscription to a journal for one year. */
export interface SubscriptionLine {
  kind: 'subscription';
  journalId: number;
  medium: SubscriptionMedium;
  year: number;
  quantity: number;
}

export type OrderLine = BookLine | SubscriptionLine;

/** A line priced from the catalogue. */
export type NewOrderLine = OrderLine & { unitPrice: number };

export interface NewOrder {
  orderNo: string;
  userId: number;
  tenantId: string;
  idempotencyKey: string;
  cartDigest: string;
  totalAmount: number;
  currency: string;
  lines: readonly NewOrderLine[];
  /** Where the print items go; null when nothing is posted. */
  address: DeliveryAddress | null;
}

/** What the API knows of one order, beyond what the reader sees. */
export interface OrderRecord {
  id: number;
  orderNo: string;
  userId: number;
  status: OrderStatus;
  amount: number;
  /** In fen, as processors count. */
  amountMinor: number;
  currency: 'CNY';
  idempotencyKey: string;
  cartDigest: string;
  processorIntentId: string | null;
  failureCode: string | null;
  failureReason: string | null;
  orderTime: string;
  paidTime: string | null;
  address: DeliveryAddress | null;
  attempt: {
    status: 'processing' | 'succeeded' | 'failed';
    processorRef: string;
    cardBrand: string;
    cardLast4: string;
    /** When the payment was recorded, before the processor was asked to charge (ISO 8601). */
    startedTime: string;
  } | null;
}

const ORDER_SELECT = `
  select o.id::int as id, o.order_no as "orderNo", o.user_id as "userId", o.status, o.total_amount::float8 as amount,
         (o.total_amount * 100)::int as "amountMinor", o.currency,
         o.idempotency_key as "idempotencyKey", o.cart_digest as "cartDigest",
         o.processor_intent_id as "processorIntentId", o.failure_code as "failureCode",
         o.failure_reason as "failureReason",
         ${isoTime('o.created_at')} as "orderTime", ${isoTime('o.paid_at')} as "paidTime",
         case when o.delivery_name is null then null else json_strip_nulls(json_build_object(
           'name', o.delivery_name, 'phone', o.delivery_phone,
           'countryCode', o.delivery_country_code, 'regionCode', o.delivery_region_code,
           'address', o.delivery_address, 'postcode', o.delivery_postcode)) end as address,
         case when a.id is null then null else json_build_object(
           'status', a.status, 'processorRef', a.processor_ref,
           'cardBrand', a.card_brand, 'cardLast4', a.card_last4,
           'startedTime', ${isoTime('a.created_at')}) end as attempt
    from orders o
    left join payment_attempts a on a.order_id = o.id`;

/**
 * Inserts the order and its items unless the same person already has one for this key or a
 * waiting one for this cart; under concurrent calls exactly one insert wins. Answers the order
 * the checkout means either way (see `findCheckoutOrder`).
 */
export async function createOrder(db: Db, order: NewOrder): Promise<OrderRecord | undefined> {
  const { address } = order;
  await db.transaction(async (tx) => {
    const [inserted] = await tx.query<{ id: number }>(
      `insert into orders (order_no, user_id, tenant_id, total_amount, currency,
                           idempotency_key, cart_digest, delivery_name, delivery_phone,
                           delivery_country_code, delivery_region_code, delivery_address,
                           delivery_postcode)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       on conflict do nothing
       returning id::int as id`,
      [
        order.orderNo,
        order.userId,
        order.tenantId,
        order.totalAmount,
        order.currency,
        order.idempotencyKey,
        order.cartDigest,
        address?.name ?? null,
        address?.phone ?? null,
        address?.countryCode ?? null,
        address?.regionCode ?? null,
        address?.address ?? null,
        address?.postcode ?? null,
      ],
    );
    if (!inserted) return;
    const book = (line: NewOrderLine) => (line.kind === 'book' ? line : undefined);
    const subscription = (line: NewOrderLine) => (line.kind === 'subscription' ? line : undefined);
    await tx.query(
      `insert into order_items (order_id, position, book_id, medium, journal_id,
                                subscription_medium, year, quantity, unit_price)
       select $1, line.position, line.book_id, line.medium, line.journal_id,
              line.subscription_medium, line.year, line.quantity, line.unit_price
         from unnest($2::int[], $3::int[], $4::text[], $5::int[], $6::text[], $7::int[],
                     $8::int[], $9::numeric[])
              as line (position, book_id, medium, journal_id, subscription_medium, year,
                       quantity, unit_price)`,
      [
        inserted.id,
        order.lines.map((_, i) => i + 1),
        order.lines.map((line) => book(line)?.bookId ?? null),
        order.lines.map((line) => book(line)?.medium ?? null),
        order.lines.map((line) => subscription(line)?.journalId ?? null),
        order.lines.map((line) => subscription(line)?.medium ?? null),
        order.lines.map((line) => subscription(line)?.year ?? null),
        order.lines.map((line) => line.quantity),
        order.lines.map((line) => line.unitPrice),
      ],
    );
  });
  return findCheckoutOrder(db, order.userId, order.idempotencyKey, order.cartDigest);
}

/** The order of this checkout key, else the waiting order of this cart. */
export async function findCheckoutOrder(
  db: DbSession,
  userId: number,
  idempotencyKey: string,
  cartDigest: string,
): Promise<OrderRecord | undefined> {
  const [row] = await db.query<OrderRecord>(
    `${ORDER_SELECT}
      where o.user_id = $1
        and (o.idempotency_key = $2 or (o.cart_digest = $3 and o.status = 'waiting'))
      order by (o.idempotency_key = $2) desc
      limit 1`,
    [userId, idempotencyKey, cartDigest],
  );
  return row;
}

/** The order with this number, if it is this person's. */
export async function findUserOrder(
  db: DbSession,
  userId: number,
  orderNo: string,
): Promise<OrderRecord | undefined> {
  const [row] = await db.query<OrderRecord>(
    `${ORDER_SELECT} where o.user_id = $1 and o.order_no = $2`,
    [userId, orderNo],
  );
  return row;
}

/** Orders whose card payment is still processing: what a start reconciles with the processor. */
export async function findProcessingOrders(db: DbSession): Promise<OrderRecord[]> {
  return db.query<OrderRecord>(
    `${ORDER_SELECT} where o.status = 'waiting'
        and exists (select 1 from payment_attempts a
                     where a.order_id = o.id and a.status = 'processing')`,
  );
}

/** Records the processor's intent of an order, unless one is recorded already. */
export async function setOrderIntent(
  db: DbSession,
  orderId: number,
  processor: string,
  intentId: string,
): Promise<void> {
  await db.query(
    `update orders set processor = $2, processor_intent_id = $3, updated_at = now()
      where id = $1 and processor_intent_id is null`,
    [orderId, processor, intentId],
  );
}

export interface NewAttempt {
  orderId: number;
  processor: string;
  processorRef: string;
  amount: number;
  currency: string;
  cardBrand: string;
  cardLast4: string;
}

/**
 * Starts the order's one payment; false when it has one already (a concurrent confirmation),
 * in which case the caller must not charge.
 */
export async function startPaymentAttempt(db: DbSession, attempt: NewAttempt): Promise<boolean> {
  const rows = await db.query(
    `insert into payment_attempts (order_id, processor, processor_ref, status, amount, currency,
                                   card_brand, card_last4)
     select $1, $2, $3, 'processing', $4, $5, $6, $7
      where exists (select 1 from orders where id = $1 and status = 'waiting')
     on conflict (order_id) do nothing
     returning id`,
    [
      attempt.orderId,
      attempt.processor,
      attempt.processorRef,
      attempt.amount,
      attempt.currency,
      attempt.cardBrand,
      attempt.cardLast4,
    ],
  );
  return rows.length === 1;
}

/**
 * Records what the processor says of the order's payment: paid or failed, once. A processing
 * intent changes nothing. A paid order's subscription lines become the buyer's subscriptions in
 * the same transaction, for the calendar year of each line; a line already made one (the
 * payment settled twice, or retried) makes none.
 */
export async function settlePayment(db: Db, orderId: number, intent: PaymentIntent): Promise<void> {
  if (intent.status !== 'succeeded' && intent.status !== 'failed') return;
  const failed = intent.status === 'failed';
  const code = failed ? (intent.failure?.code ?? 'failed') : null;
  const reason = failed ? (intent.failure?.message ?? null) : null;
  await db.transaction(async (tx) => {
    await tx.query(
      `update payment_attempts
          set status = $2, failure_code = $3, failure_reason = $4, completed_at = now()
        where order_id = $1 and status = 'processing'`,
      [orderId, intent.status, code, reason],
    );
    await tx.query(
      `update orders
          set status = $2, failure_code = $3, failure_reason = $4, updated_at = now(),
              paid_at = case when $2 = 'paid' then now() end
        where id = $1 and status = 'waiting'`,
      [orderId, failed ? 'failed' : 'paid', code, reason],
    );
    if (failed) return;
    await tx.query(
      `insert into subscriptions (user_id, journal_id, start_date, end_date, medium,
                                  order_item_id)
       select o.user_id, oi.journal_id, make_date(oi.year, 1, 1), make_date(oi.year, 12, 31),
              oi.subscription_medium, oi.id
         from order_items oi
         join orders o on o.id = oi.order_id
        where oi.order_id = $1 and oi.journal_id is not null and o.status = 'paid'
       on conflict (order_item_id) do nothing`,
      [orderId],
    );
  });
}

/** A person's orders, newest first, with their items. */
export async function userOrders(
  db: DbSession,
  userId: number,
  status: OrderStatus | undefined,
  { size, offset }: Paging,
  /** Why a failed order failed, in the reader's words (the processor's code, else its text). */
  failureReasonOf: (code: string | null, reason: string | null) => string | undefined = (
    _code,
    reason,
  ) => reason ?? undefined,
): Promise<{ records: Order[]; total: number }> {
  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total from orders
      where user_id = $1 and ($2::text is null or status = $2)`,
    [userId, status ?? null],
  );
  const rows = await db.query<OrderRecord>(
    `${ORDER_SELECT}
      where o.user_id = $1 and ($2::text is null or o.status = $2)
      order by o.created_at desc, o.id desc
      limit $3 offset $4`,
    [userId, status ?? null, size, offset],
  );
  const items = await orderItems(
    db,
    rows.map((row) => row.id),
  );
  const records = rows.map((row): Order => {
    const failureReason =
      row.status === 'failed' ? failureReasonOf(row.failureCode, row.failureReason) : undefined;
    return {
      orderNo: row.orderNo,
      status: row.status,
      amount: row.amount,
      currency: row.currency,
      orderTime: row.orderTime,
      paidTime: row.paidTime,
      ...(row.attempt && { card: { brand: row.attempt.cardBrand, last4: row.attempt.cardLast4 } }),
      ...(failureReason !== undefined && { failureReason }),
      items: items.get(row.id) ?? [],
      ...(row.address && { address: row.address }),
    };
  });
  return { records, total: count?.total ?? 0 };
}
