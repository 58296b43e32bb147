/**
 * Payments when the API dies: the real server, on a database of its own, is killed at each step
 * of paying and started again each time. A test-only hook (TEST_ONLY_KILL_AT_PAYMENT_STEP, off
 * unless set) makes it SIGKILL itself at the step named, as `kill -9` would; one more life is
 * killed from outside while the delayed card is processing. Then the reader does what the pages
 * do (a checkout that got no answer is sent again with its key, then paid; the result is asked
 * until it is known), and the database and the processor's records are read: every order ends
 * paid exactly once, charged once, or failed with nothing charged and an intent that can no
 * longer charge; the result call says which, never a 500; and the reader can always buy what an
 * order failed for.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PaymentStep } from '../config/payments';
import { openPgliteDb } from '../db/pglite';
import { SANDBOX_CARDS } from '../payments/sandbox';
import { TEST_DB_DUMP_ENV } from '../../test/test-db';

const API_DIR = path.resolve(__dirname, '../..');
const BASIC = `Basic ${Buffer.from('portal:portal_secret').toString('base64')}`;
const READER = 1;
const DELAY_MS = 1_500;
/** Longer than any confirmation takes here, so that only an interrupted one is cancelled. */
const GRACE_MS = 3_000;
const RECONCILE_MS = 500;

type Card = keyof typeof SANDBOX_CARDS;

/**
 * One order of one book: the step the API dies at (`outside`: SIGKILL from here while the
 * delayed card is processing), the card paid with and how the order must end.
 */
interface Scenario {
  kill: PaymentStep | 'outside';
  card: Card;
  outcome: 'paid' | 'failed';
}

const SCENARIOS: Scenario[] = [
  // Checkout dies: the reader sends it again with the same key, and pays.
  { kill: 'order-created', card: 'success', outcome: 'paid' },
  { kill: 'intent-created', card: 'success', outcome: 'paid' },
  // Recorded, never confirmed (the card never reached the processor, so which card does not
  // matter): cancelled at the processor, closed unpaid.
  { kill: 'attempt-recorded', card: 'delayed', outcome: 'failed' },
  // Confirmed at the processor, not recorded: the processor's answer is recorded later.
  { kill: 'processor-confirmed', card: 'success', outcome: 'paid' },
  { kill: 'processor-confirmed', card: 'delayed', outcome: 'paid' },
  { kill: 'processor-confirmed', card: 'declined', outcome: 'failed' },
  // Recorded as processing, the processor's answer still to come.
  { kill: 'payment-settled', card: 'delayed', outcome: 'paid' },
  { kill: 'outside', card: 'delayed', outcome: 'paid' },
];

let tmpDir: string;
let dataDir: string;
let server: ChildProcess | undefined;
let headers: Record<string, string>;
/** Books the demo reader may buy as e-books, one per scenario and one to spare. */
let books: number[];

interface Life {
  /** Resolves with the API's origin once it listens; never, if it dies first. */
  listening: Promise<string>;
  /** Resolves with the signal that ended the process (null for an exit). */
  exited: Promise<NodeJS.Signals | null>;
}

/** Starts `src/server.ts` on the test's database, to die at `killAt` when set. */
function start(killAt?: PaymentStep): Life {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      // The same secret across the restarts, so the reader's session outlives them.
      TOKEN_SECRET: 'payment-restart-test-secret-0123456789abcdef',
      PASSWORD_HASH_COST: '10',
      PAYMENT_SANDBOX_DELAY_MS: String(DELAY_MS),
      PAYMENT_CONFIRM_GRACE_MS: String(GRACE_MS),
      PAYMENT_RECONCILE_INTERVAL_MS: String(RECONCILE_MS),
      TEST_ONLY_KILL_AT_PAYMENT_STEP: killAt ?? '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  let output = '';
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.on('exit', (_code, signal) => resolve(signal)),
  );
  const listening = new Promise<string>((resolve) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /listening on (http:\/\/[^/\s]+)\/api/.exec(output);
      if (found) resolve(found[1]!);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
  });
  // A life that ends unasked shows why.
  void exited.then(() => {
    if (child.exitCode) console.error(output);
  });
  return { listening, exited };
}

/** The signal that ends the life; fails if it lives on for `ms`. */
async function ending(life: Life, what: string, ms = 60_000): Promise<NodeJS.Signals | null> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      life.exited,
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`the API did not die: ${what}`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Waits for the life to listen; fails if it dies first. */
async function originOf(life: Life): Promise<string> {
  return Promise.race([
    life.listening,
    life.exited.then((signal) => {
      throw new Error(`the API ended (${signal}) before listening`);
    }),
  ]);
}

async function stop(signal: NodeJS.Signals): Promise<void> {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  const gone = new Promise((resolve) => server!.once('exit', resolve));
  server.kill(signal);
  await gone;
}

interface Envelope<T> {
  code: number;
  data: T;
  msg: string;
}

/** A call as a page makes it: its status and answer, or null when the API died answering. */
async function call<T>(
  origin: string,
  target: string,
  body?: unknown,
): Promise<{ status: number; body: Envelope<T> } | null> {
  try {
    const response = await fetch(`${origin}/api/bgcloud-order/payment/${target}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Envelope<T> };
  } catch {
    return null;
  }
}

const cardOf = (kind: Card) => ({
  number: SANDBOX_CARDS[kind],
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 2,
  cvc: '123',
  holder: 'Demo Reader',
});

const checkout = (origin: string, bookId: number, key: string) =>
  call<{ orderNo: string; status: string }>(origin, 'create-payment-intent', {
    items: [{ bookId, medium: 'electronic', quantity: 1 }],
    idempotencyKey: key,
  });

const confirm = (origin: string, orderNo: string, card: Card) =>
  call<{ status: string }>(origin, 'confirm-payment', { orderNo, card: cardOf(card) });

/** Asks for the result as /paid does until it is known; the last answer. */
async function resultOf(origin: string, orderNo: string) {
  const until = Date.now() + GRACE_MS + DELAY_MS + 10_000;
  for (;;) {
    const answer = await call<{ status: string; message: string; reason?: string }>(
      origin,
      `payment-result-check?orderNo=${orderNo}`,
    );
    expect(answer?.status).toBe(200);
    if (answer!.body.data.status !== 'waiting' || Date.now() > until) return answer!.body.data;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

// Loading the seeded database into a directory takes a few seconds, more on a busy machine.
beforeAll(async () => {
  tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-payment-restart-'));
  dataDir = path.join(tmpDir, 'pglite');
  // The seeded test database (test/global-setup.ts), so that no life spends a minute seeding.
  const dump = fs.readFileSync(process.env[TEST_DB_DUMP_ENV]!);
  const seeded = await PGlite.create(dataDir, {
    loadDataDir: new Blob([dump]),
  });
  books = (
    await seeded.query<{ id: number }>(
      `select b.id from books b
        where b.publish_status = 'published' and not b.open_access
          and exists (select 1 from book_editions e
                       where e.book_id = b.id and e.medium = 'electronic')
          and not exists (select 1 from order_items oi join orders o on o.id = oi.order_id
                           where o.user_id = $1 and oi.book_id = b.id)
        order by b.id limit $2`,
      [READER, SCENARIOS.length],
    )
  ).rows.map((row) => row.id);
  await seeded.close();
  expect(books).toHaveLength(SCENARIOS.length);
}, 60_000);

afterAll(async () => {
  await stop('SIGKILL');
  fs.rmSync(tmpDir, { recursive: true, force: true });
});

test('killed at every step of paying and started again: every order ends paid once or failed with nothing charged', async () => {
  const orderNos: (string | undefined)[] = [];
  const keys = SCENARIOS.map((_, index) => `kill-${index}-${Date.now()}`);

  /** Signs the reader in; the session outlives every restart. */
  const signIn = async (origin: string) => {
    const token = (await fetch(
      `${origin}/api/bgcloud-auth/oauth/token?${new URLSearchParams({
        grant_type: 'password',
        username: 'reader@example.com',
        password: 'Reader2026',
        tenantId: '000000',
      })}`,
      { method: 'POST', headers: { Authorization: BASIC, 'User-Type': 'personal' } },
    ).then((response) => response.json())) as { access_token: string };
    headers = {
      'Portal-Auth': `bearer ${token.access_token}`,
      'Content-Type': 'application/json',
      'Accept-Language': 'en',
    };
  };
  let life: Life;
  let origin: string;

  for (const [index, { kill, card }] of SCENARIOS.entries()) {
    life = start(kill === 'outside' ? undefined : kill);
    origin = await originOf(life);
    if (!index) await signIn(origin);
    const made = await checkout(origin, books[index]!, keys[index]!);
    if (made && made.status !== 200) throw new Error(`checkout: ${JSON.stringify(made.body)}`);
    orderNos[index] = made?.body.data.orderNo;
    let paying: Awaited<ReturnType<typeof confirm>> = null;
    if (made) {
      paying = await confirm(origin, made.body.data.orderNo, card);
      if (paying && paying.status !== 200) throw new Error(`pay: ${JSON.stringify(paying.body)}`);
      if (kill === 'outside') {
        expect(paying?.body.data.status).toBe('waiting');
        server!.kill('SIGKILL');
      }
    }
    // Each life ends where it was told to, or the test would prove nothing.
    expect(
      await ending(life, `${kill}, ${card}: ${JSON.stringify({ made, paying, origin })}`),
    ).toBe('SIGKILL');

    // A payment recorded and never confirmed is cancelled by the next life's reconciliation;
    // that life is killed right after the cancellation, before it records the order closed.
    if (kill === 'attempt-recorded') {
      life = start('intent-cancelled');
      expect(await ending(life, 'intent-cancelled')).toBe('SIGKILL');
    }
  }

  // The last life: the reader finishes what each page was doing.
  life = start();
  origin = await originOf(life);
  const outcomes: Record<string, number> = {};
  for (const [index, { kill, card, outcome }] of SCENARIOS.entries()) {
    let orderNo = orderNos[index];
    if (!orderNo) {
      // The checkout got no answer: the page sends it again with its key, then pays.
      const again = await checkout(origin, books[index]!, keys[index]!);
      expect(again?.status).toBe(200);
      orderNo = again!.body.data.orderNo;
      orderNos[index] = orderNo;
      expect((await confirm(origin, orderNo, card))?.status).toBe(200);
    }
    const result = await resultOf(origin, orderNo);
    expect({ kill, card, status: result.status }).toEqual({
      kill,
      card,
      status: outcome === 'paid' ? 'success' : 'failure',
    });
    outcomes[`${kill}/${card}: ${outcome}`] = (outcomes[`${kill}/${card}: ${outcome}`] ?? 0) + 1;
    if (outcome === 'failed') {
      if (kill === 'attempt-recorded') {
        expect(result.reason).toBe(
          'The payment was interrupted before your card was charged; you were not charged. Please check out again.',
        );
        // Paying the closed order again charges nothing; it stays failed.
        expect((await confirm(origin, orderNo, 'success'))?.status).toBe(409);
      }
      // A failed order never blocks the cart: a new checkout makes a new order, which pays.
      const fresh = await checkout(origin, books[index]!, `${keys[index]}-again`);
      expect(fresh?.status).toBe(200);
      expect(fresh!.body.data.orderNo).not.toBe(orderNo);
      const paid = await confirm(origin, fresh!.body.data.orderNo, 'success');
      expect(paid?.body.data.status).toBe('success');
    }
  }
  await stop('SIGTERM');

  // What the database and the processor's records say of every order made here.
  const db = await openPgliteDb({ dataDir });
  try {
    const orders = await db.query<{
      orderNo: string;
      bookId: number;
      status: string;
      amountMinor: number;
      attempts: string[];
      intent: { status: string; amount: number } | null;
    }>(
      `select o.order_no as "orderNo", oi.book_id as "bookId", o.status,
              (o.total_amount * 100)::int as "amountMinor",
              array(select a.status from payment_attempts a where a.order_id = o.id) as attempts,
              (select json_build_object('status', i.status, 'amount', i.amount)
                 from sandbox_payment_intents i where i.id = o.processor_intent_id) as intent
         from orders o join order_items oi on oi.order_id = o.id
        where o.user_id = $1 and o.idempotency_key like 'kill-%'
        order by o.id`,
      [READER],
    );
    for (const order of orders) {
      if (order.status === 'paid') {
        expect(order).toMatchObject({
          attempts: ['succeeded'],
          intent: { status: 'succeeded', amount: order.amountMinor },
        });
      } else {
        expect(order.status).toBe('failed');
        expect(order.attempts.every((status) => status === 'failed')).toBe(true);
        // Nothing was charged, and nothing can charge it later.
        expect(['failed', 'canceled']).toContain(order.intent?.status);
      }
    }
    // Each book is bought once, whatever failed on the way.
    for (const bookId of books) {
      expect(orders.filter((order) => order.bookId === bookId && order.status === 'paid')).toEqual([
        expect.objectContaining({ bookId }),
      ]);
    }
    const paid = orders.filter((order) => order.status === 'paid').length;
    console.info(
      `payment kill test: ${SCENARIOS.length + 1} kills, ${orders.length} orders: ${paid} paid once, ${orders.length - paid} failed uncharged`,
      outcomes,
    );
  } finally {
    await db.close();
  }
}, 280_000);
