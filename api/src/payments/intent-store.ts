/**
 * Where the sandbox processor keeps its payment intents: in the database for the API (they
 * outlive a restart, as a real processor's do), or in memory for unit tests of the sandbox alone.
 */
import type { DbSession } from '../db/db';
import type { IntentStatus, PaymentIntent } from './processor';

export interface StoredIntent extends PaymentIntent {
  /** When a processing intent succeeds (ms since the epoch). */
  settlesAt?: number;
  /** When it was made (ms since the epoch). */
  createdAt: number;
}

export interface IntentStore {
  get(id: string): Promise<StoredIntent | undefined>;
  /** Adds the intent, or answers the one already made with this key. */
  insert(intent: StoredIntent, idempotencyKey: string): Promise<StoredIntent>;
  /** Replaces the intent if it is still in status `from`; false when it was not. */
  update(intent: StoredIntent, from: IntentStatus): Promise<boolean>;
}

export function memoryIntentStore(): IntentStore {
  const intents = new Map<string, StoredIntent>();
  const byKey = new Map<string, string>();
  return {
    async get(id) {
      const intent = intents.get(id);
      return intent && structuredClone(intent);
    },
    async insert(intent, key) {
      const known = byKey.get(key);
      if (known) return structuredClone(intents.get(known)!);
      intents.set(intent.id, structuredClone(intent));
      byKey.set(key, intent.id);
      return intent;
    },
    async update(intent, from) {
      if (intents.get(intent.id)?.status !== from) return false;
      intents.set(intent.id, structuredClone(intent));
      return true;
    },
  };
}

interface IntentRow {
  id: string;
  amount: number;
  currency: string;
  status: IntentStatus;
  card_brand: string | null;
  card_last4: string | null;
  failure_code: string | null;
  failure_message: string | null;
  settles_at: Date | string | null;
  created_at: Date | string;
}

const COLUMNS =
  'id, amount, currency, status, card_brand, card_last4, failure_code, failure_message, settles_at, created_at';

function fromRow(row: IntentRow): StoredIntent {
  return {
    id: row.id,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    createdAt: new Date(row.created_at).getTime(),
    ...(row.card_brand &&
      row.card_last4 && { card: { brand: row.card_brand, last4: row.card_last4 } }),
    ...(row.failure_code && {
      failure: { code: row.failure_code, message: row.failure_message ?? '' },
    }),
    ...(row.settles_at !== null && { settlesAt: new Date(row.settles_at).getTime() }),
  };
}

const time = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString());

export function databaseIntentStore(db: DbSession): IntentStore {
  return {
    async get(id) {
      const [row] = await db.query<IntentRow>(
        `select ${COLUMNS} from sandbox_payment_intents where id = $1`,
        [id],
      );
      return row && fromRow(row);
    },
    async insert(intent, key) {
      await db.query(
        `insert into sandbox_payment_intents (id, idempotency_key, amount, currency, status, created_at)
         values ($1, $2, $3, $4, $5, $6)
         on conflict (idempotency_key) do nothing`,
        [intent.id, key, intent.amount, intent.currency, intent.status, time(intent.createdAt)],
      );
      const [row] = await db.query<IntentRow>(
        `select ${COLUMNS} from sandbox_payment_intents where idempotency_key = $1`,
        [key],
      );
      return fromRow(row!);
    },
    async update(intent, from) {
      const rows = await db.query(
        `update sandbox_payment_intents
            set status = $2, card_brand = $3, card_last4 = $4, failure_code = $5,
                failure_message = $6, settles_at = $7
          where id = $1 and status = $8
          returning id`,
        [
          intent.id,
          intent.status,
          intent.card?.brand ?? null,
          intent.card?.last4 ?? null,
          intent.failure?.code ?? null,
          intent.failure?.message ?? null,
          time(intent.settlesAt),
          from,
        ],
      );
      return rows.length > 0;
    },
  };
}
