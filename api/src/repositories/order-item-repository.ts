/**
 * The lines of orders as a reader sees them (a book in one medium, or a journal subscription for
 * a year), and what a person has bought.
 */
import type { BookMedium, OrderItem } from '@portal/contract';
import type { DbSession } from '../db/db';
import { coverUrl, localized } from './localized';
import type { SubscriptionMedium } from './subscription-offer-repository';

interface OrderItemRow {
  order_id: number;
  book_id: number | null;
  medium: BookMedium | null;
  journal_id: number | null;
  subscription_medium: SubscriptionMedium | null;
  year: number | null;
  quantity: number;
  unit_price: number;
  title_zh: string;
  title_en: string;
}

/** What a line is, from the columns of its one kind (a check constraint keeps them apart). */
function itemOf(row: OrderItemRow): OrderItem {
  const price = { quantity: row.quantity, unitPrice: row.unit_price };
  if (row.journal_id !== null && row.subscription_medium !== null && row.year !== null) {
    return {
      subscription: {
        journalId: row.journal_id,
        medium: row.subscription_medium,
        year: row.year,
        startDate: `${row.year}-01-01`,
        endDate: `${row.year}-12-31`,
      },
      ...price,
      // The journal's title and the year: a reader tells this year's subscription from last.
      title: localized(`${row.title_zh} ${row.year}年`, `${row.title_en} ${row.year}`),
      coverUrl: coverUrl('journal', row.journal_id),
    };
  }
  if (row.book_id === null || row.medium === null) {
    throw new Error(`An item of order ${row.order_id} is neither a book nor a subscription`);
  }
  return {
    bookId: row.book_id,
    medium: row.medium,
    ...price,
    title: localized(row.title_zh, row.title_en),
    coverUrl: coverUrl('book', row.book_id),
  };
}

/** The items of these orders, each order's in cart order. */
export async function orderItems(
  db: DbSession,
  orderIds: readonly number[],
): Promise<Map<number, OrderItem[]>> {
  const rows = await db.query<OrderItemRow>(
    `select oi.order_id::int as order_id, oi.book_id, oi.medium, oi.journal_id,
            oi.subscription_medium, oi.year, oi.quantity, oi.unit_price::float8 as unit_price,
            coalesce(b.title_zh, j.title_zh) as title_zh, coalesce(b.title_en, j.title_en) as title_en
       from order_items oi
       left join books b on b.id = oi.book_id
       left join journals j on j.id = oi.journal_id
      where oi.order_id = any($1::bigint[])
      order by oi.order_id, oi.position`,
    [orderIds],
  );
  const items = new Map<number, OrderItem[]>(orderIds.map((id) => [id, []]));
  for (const row of rows) items.get(row.order_id)?.push(itemOf(row));
  return items;
}

/** Which of these books the person has bought: in a paid order of theirs, in the order asked. */
export async function boughtBooks(
  db: DbSession,
  userId: number,
  bookIds: readonly number[],
): Promise<number[]> {
  const rows = await db.query<{ book_id: number }>(
    `select distinct oi.book_id
       from order_items oi
       join orders o on o.id = oi.order_id
      where o.status = 'paid' and o.user_id = $1 and oi.book_id = any($2::int[])`,
    [userId, bookIds],
  );
  const bought = new Set(rows.map((row) => row.book_id));
  return bookIds.filter((id) => bought.has(id));
}

/** Something in a cart that the person already has, by its title. */
export interface OwnedItem {
  kind: 'book' | 'subscription';
  id: number;
  year?: number;
  title: { zh: string; en: string };
}

/**
 * Which of these books the person has bought (a paid order), and to which of these journals
 * they subscribe for `year`, leaving out what `exceptOrder` itself bought: the order a retried
 * checkout or payment is about. Books first, each list in id order.
 */
export async function ownedItems(
  db: DbSession,
  userId: number,
  {
    bookIds,
    journalIds,
    year,
  }: { bookIds: readonly number[]; journalIds: readonly number[]; year: number },
  exceptOrder: { id?: number; idempotencyKey?: string } = {},
): Promise<OwnedItem[]> {
  if (!bookIds.length && !journalIds.length) return [];
  const rows = await db.query<{
    kind: OwnedItem['kind'];
    id: number;
    title_zh: string;
    title_en: string;
  }>(
    `with excepted as (
       select id from orders where user_id = $1 and (id = $5 or idempotency_key = $6)
     )
     select 'book' as kind, b.id, b.title_zh, b.title_en
       from books b
      where b.id = any($2::int[])
        and exists (select 1 from order_items oi join orders o on o.id = oi.order_id
                     where oi.book_id = b.id and o.user_id = $1 and o.status = 'paid'
                       and o.id not in (select id from excepted))
     union all
     select 'subscription', j.id, j.title_zh, j.title_en
       from journals j
      where j.id = any($3::int[])
        and exists (select 1 from subscriptions s
                      left join order_items oi on oi.id = s.order_item_id
                     where s.user_id = $1 and s.journal_id = j.id
                       and s.start_date <= make_date($4, 12, 31) and s.end_date >= make_date($4, 1, 1)
                       and (oi.order_id is null or oi.order_id not in (select id from excepted)))
     order by kind, id`,
    [userId, bookIds, journalIds, year, exceptOrder.id ?? null, exceptOrder.idempotencyKey ?? null],
  );
  return rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    ...(row.kind === 'subscription' && { year }),
    title: { zh: row.title_zh, en: row.title_en },
  }));
}
