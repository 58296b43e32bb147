/**
 * A payment under way when the API dies: the real server, on a database of its own, is killed
 * with SIGKILL while the delayed test card is processing, and started again. The order must end
 * paid exactly once (or failed with nothing charged), and the result the reader's page reads
 * says which; never a 500.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const API_DIR = path.resolve(__dirname, '../..');
const BASIC = `Basic ${Buffer.from('portal:portal_secret').toString('base64')}`;
const DELAY_MS = 4_000;

let dataDir: string;
let server: ChildProcess | undefined;

/** Starts `src/server.ts` on the test's database and resolves with its origin once it listens. */
function start(): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      // The same secret across the restart, so the reader's session outlives it.
      TOKEN_SECRET: 'payment-restart-test-secret-0123456789abcdef',
      PASSWORD_HASH_COST: '10',
      PAYMENT_SANDBOX_DELAY_MS: String(DELAY_MS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /listening on (http:\/\/[^/\s]+)\/api/.exec(output);
      if (listening) resolve(listening[1]!);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) =>
      reject(new Error(`the API exited (${code}) before listening:\n${output}`)),
    );
  });
}

function kill(signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (!server || server.exitCode !== null) return resolve();
    server.once('exit', () => resolve());
    server.kill(signal);
  });
}

interface Envelope<T> {
  code: number;
  data: T;
  msg: string;
}

async function call<T>(
  origin: string,
  target: string,
  init: RequestInit = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const response = await fetch(`${origin}${target}`, init);
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-payment-restart-'));
});

afterAll(async () => {
  await kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('SIGKILL while the delayed card is processing: after the restart the order is paid once, and the result says so', async () => {
  let origin = await start();
  const token = await fetch(
    `${origin}/api/bgcloud-auth/oauth/token?${new URLSearchParams({
      grant_type: 'password',
      username: 'reader@example.com',
      password: 'Reader2026',
      tenantId: '000000',
    })}`,
    { method: 'POST', headers: { Authorization: BASIC, 'User-Type': 'personal' } },
  ).then((response) => response.json() as Promise<{ access_token: string }>);
  const headers = {
    'Portal-Auth': `bearer ${token.access_token}`,
    'Content-Type': 'application/json',
  };
  // A recent book sold as an e-book: nothing is posted, so no address is needed.
  const { body: books } = await call<{ records: { id: number; editions: { medium: string }[] }[] }>(
    origin,
    '/api/bookmain/homepage?type=recent&current=1&size=50',
  );
  const ebook = books.data.records.find((book) =>
    book.editions.some((edition) => edition.medium === 'electronic'),
  );
  expect(ebook).toBeDefined();

  const checkout = await call<{ orderNo: string }>(
    origin,
    '/api/bgcloud-order/payment/create-payment-intent',
    {
      method: 'POST',
      headers,
      body: JSON.stringify({
        items: [{ bookId: ebook!.id, medium: 'electronic', quantity: 1 }],
        idempotencyKey: `restart-${Date.now()}`,
      }),
    },
  );
  expect(checkout.status).toBe(200);
  const { orderNo } = checkout.body.data;
  const card = {
    number: '4000000000003220',
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 2,
    cvc: '123',
    holder: 'Demo Reader',
  };
  const confirm = await call<{ status: string }>(
    origin,
    '/api/bgcloud-order/payment/confirm-payment',
    {
      method: 'POST',
      headers,
      body: JSON.stringify({ orderNo, card }),
    },
  );
  expect(confirm.status).toBe(200);
  const result = (at: string) =>
    call<{ status: string; message: string }>(
      at,
      `/api/bgcloud-order/payment/payment-result-check?orderNo=${orderNo}`,
      {
        headers: { ...headers, 'Accept-Language': 'en' },
      },
    );
  expect((await result(origin)).body.data.status).toBe('waiting');

  // The process dies mid-payment, with no chance to finish anything.
  await kill('SIGKILL');
  origin = await start();

  // Asking again, even before the card settles, is never a server error.
  const early = await result(origin);
  expect(early.status).toBe(200);
  expect(['waiting', 'success']).toContain(early.body.data.status);
  await new Promise((resolve) => setTimeout(resolve, DELAY_MS + 500));
  const settled = await result(origin);
  expect(settled.status).toBe(200);
  expect(settled.body.data).toMatchObject({
    orderNo,
    status: 'success',
    message: 'Payment successful',
  });

  // Paying again charges nothing more: the order stays paid with its one payment.
  const again = await call<{ status: string }>(
    origin,
    '/api/bgcloud-order/payment/confirm-payment',
    {
      method: 'POST',
      headers,
      body: JSON.stringify({ orderNo, card: { ...card, number: '4242424242424242' } }),
    },
  );
  expect(again.status).toBe(200);
  const orders = await call<{ records: { orderNo: string; status: string }[] }>(
    origin,
    '/api/bgcloud-order/payment/my-orders-page?current=1&size=50',
    { headers },
  );
  expect(orders.body.data.records.filter((order) => order.orderNo === orderNo)).toEqual([
    expect.objectContaining({ status: 'paid' }),
  ]);
}, 180_000);
