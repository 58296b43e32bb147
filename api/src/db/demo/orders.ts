/**
 * Demo orders of the demo reader (reader@example.com): one paid, which grants the books it holds,
 * and one whose card was declined. Deterministic: the same books, numbers and times every time.
 */
import type { DbSession } from '../db';
import { createRandom } from '../seed/random';

const SEED = 20_260_306;

interface SeedOrder {
  orderNo: string;
  status: 'paid' | 'failed';
  createdAt: string;
  /** Minutes from the order to its payment's outcome. */
  settledAfterMinutes: number;
  card: { brand: string; last4: string };
  failure?: { code: string; reason: string };
  books: number;
}

/** Order numbers drawn from the seed, so reseeding finds and replaces the same orders. */
function seedOrders(): SeedOrder[] {
  const random = createRandom(SEED);
  const digits = () => String(random.int(0, 99_999_999)).padStart(8, '0');
  return [
    {
      orderNo: `PO20260105${digits()}`,
      status: 'paid',
      createdAt: '2026-01-05T09:14:27Z',
      settledAfterMinutes: 1,
      card: { brand: 'visa', last4: '4242' },
      books: 2,
    },
    {
      orderNo: `PO20260211${digits()}`,
      status: 'failed',
      createdAt: '2026-02-11T20:41:03Z',
      settledAfterMinutes: 0,
      card: { brand: 'visa', last4: '0002' },
      failure: { code: 'card_declined', reason: 'Your card was declined.' },
      books: 1,
    },
  ];
}

export const DEMO_ORDERS = seedOrders();

/** Replaces the demo orders of `readerId`; run after the accounts and the catalogue exist. */
export async function seedDemoOrders(tx: DbSession, readerId: number): Promise<void> {
  const random = createRandom(SEED + 1);
  await tx.query('delete from orders where order_no = any($1::text[])', [
    DEMO_ORDERS.map((order) => order.orderNo),
  ]);
  const published = await tx.query<{ id: number; medium: string; price: number }>(
    `select id, medium, list_price::float8 as price from books
      where publish_status = 'published' order by id`,
  );
  if (published.length === 0) return;
  for (const order of DEMO_ORDERS) {
    const books = random.sample(published, order.books);
    const quantities = books.map((book) => (book.medium === 'print' ? random.int(1, 2) : 1));
    const totalFen = books.reduce(
      (sum, book, i) => sum + Math.round(book.price * 100) * (quantities[i] ?? 1),
      0,
    );
    const cartDigest = books
      .map((book, i) => `${book.id}:${book.medium}:${quantities[i] ?? 1}`)
      .sort()
      .join(',');
    const intentId = `pi_sandbox_seed_${order.orderNo.slice(-8)}`;
    const [row] = await tx.query<{ id: number }>(
      `insert into orders (order_no, user_id, tenant_id, status, total_amount, currency,
                           idempotency_key, cart_digest, processor, processor_intent_id,
                           failure_code, failure_reason, created_at, updated_at, paid_at)
       values ($1, $2, '000000', $3, $4, 'CNY', $5, $6, 'sandbox', $7, $8, $9,
               $10::timestamptz, $10::timestamptz + make_interval(mins => $11),
               case when $3 = 'paid' then $10::timestamptz + make_interval(mins => $11) end)
       returning id::int as id`,
      [
        order.orderNo,
        readerId,
        order.status,
        totalFen / 100,
        `seed-${order.orderNo}`,
        cartDigest,
        intentId,
        order.failure?.code ?? null,
        order.failure?.reason ?? null,
        order.createdAt,
        order.settledAfterMinutes,
      ],
    );
    if (!row) continue;
    await tx.query(
      `insert into order_items (order_id, position, book_id, medium, quantity, unit_price)
       select $1, line.position, line.book_id, line.medium, line.quantity, line.unit_price
         from unnest($2::int[], $3::int[], $4::text[], $5::int[], $6::numeric[])
              as line (position, book_id, medium, quantity, unit_price)`,
      [
        row.id,
        books.map((_, i) => i + 1),
        books.map((book) => book.id),
        books.map((book) => book.medium),
        quantities,
        books.map((book) => book.price),
      ],
    );
    await tx.query(
      `insert into payment_attempts (order_id, processor, processor_ref, status, amount, currency,
                                     card_brand, card_last4, failure_code, failure_reason,
                                     created_at, completed_at)
       select id, 'sandbox', processor_intent_id, $2, total_amount, currency, $3, $4,
              failure_code, failure_reason, created_at, updated_at
         from orders where id = $1`,
      [
        row.id,
        order.status === 'paid' ? 'succeeded' : 'failed',
        order.card.brand,
        order.card.last4,
      ],
    );
  }
}
