/**
 * One reader uploading as much as they may at once does not hold up other readers: while reader
 * 1 sends as many files of the largest image size as the upload rate allows, all at the same
 * time, over real sockets, reader 2's profile (a read of the database) answers about as fast as
 * when nothing is uploaded, the API's memory grows by far less than what is uploaded, and the
 * database by nothing of the files' bytes.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setupTestApp } from '../../../../test/helper';
import { pngOf } from '../../../../test/multipart';

const MB = 1024 * 1024;
/** At the limit: as many uploads as one reader may make in a window, all at once. */
const UPLOADS = 20;
/** Just under the largest image (10 MB by default). */
const FILE_SIZE = 10 * MB - 4096;
/** Far longer than the uploads take (seconds); when the database held the bytes, minutes. */
const UPLOAD_DEADLINE_MS = 60_000;
/** A read slower than this has failed outright (when the database held the bytes: 9 s and up). */
const READ_TIMEOUT_MS = 5000;

const context = setupTestApp({ uploads: { rateLimit: UPLOADS } });

const agent = new http.Agent({ keepAlive: true, maxSockets: UPLOADS + 2 });
let origin = '';

beforeAll(async () => {
  await context().app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(context().app.server.address() as AddressInfo).port}`;
});
afterAll(() => agent.destroy());

const tokenOf = (userId: number) =>
  context().app.accessTokens.issue({ subject: { kind: 'personal', userId }, tenantId: '000000' });

/** One request; answers its status and how long it took, in milliseconds. */
function send(
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  body: readonly Buffer[] = [],
  timeoutMs = 0,
): Promise<{ status: number; ms: number }> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(`${origin}${url}`, { method, headers, agent }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, ms: performance.now() - start }),
      );
    });
    request.on('error', reject);
    if (timeoutMs) {
      request.setTimeout(timeoutMs, () =>
        request.destroy(new Error(`${method} ${url}: no answer in ${timeoutMs} ms`)),
      );
    }
    // The pieces are written one after the other: the shared bulk of the file is not copied.
    for (const piece of body) request.write(piece);
    request.end();
  });
}

/** An upload of a distinct file of FILE_SIZE bytes, written as its multipart body. */
function upload(token: string, seed: number, bulk: Buffer) {
  const boundary = '----portal-load-test';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="plate-${seed}.png"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  );
  const start = pngOf(64, seed);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return send(
    'POST',
    '/api/upload/upload',
    {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + start.length + bulk.length + tail.length),
      'portal-auth': `bearer ${token}`,
    },
    [head, start, bulk, tail],
  );
}

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

it("keeps another reader's reads within their normal time while one reader uploads at the limit", async () => {
  const uploader = await tokenOf(1);
  const readerHeaders = { 'portal-auth': `bearer ${await tokenOf(2)}` };
  const readProfile = () =>
    send('GET', '/api/bgcloud-user/profile', readerHeaders, [], READ_TIMEOUT_MS);

  // Warm up, then the reads' normal time with nothing uploaded.
  for (let i = 0; i < 5; i += 1) await readProfile();
  const idle: number[] = [];
  for (let i = 0; i < 40; i += 1) {
    const { status, ms } = await readProfile();
    expect(status).toBe(200);
    idle.push(ms);
  }

  // What JavaScript holds: objects, and the buffers (file chunks, PGlite's memory) outside them.
  const memoryInUse = () => {
    const { heapUsed, arrayBuffers } = process.memoryUsage();
    return heapUsed + arrayBuffers;
  };
  const memoryBefore = memoryInUse();
  let memoryPeak = memoryBefore;
  const sampler = setInterval(() => {
    memoryPeak = Math.max(memoryPeak, memoryInUse());
  }, 20);
  const bulk = Buffer.alloc(FILE_SIZE - 64, 0x2a);
  let uploading = true;
  const uploads = Promise.all(
    [...Array(UPLOADS).keys()].map((seed) => upload(uploader, seed + 1, bulk)),
  ).finally(() => {
    uploading = false;
  });
  const deadline = performance.now() + UPLOAD_DEADLINE_MS;
  const busy: number[] = [];
  while ((uploading && performance.now() < deadline) || busy.length < 10) {
    const { status, ms } = await readProfile();
    expect(status).toBe(200);
    busy.push(ms);
  }
  clearInterval(sampler);
  expect(uploading).toBe(false);
  const answers = await uploads;

  const figures = {
    idle: { p50: percentile(idle, 50), p95: percentile(idle, 95) },
    uploading: {
      p50: percentile(busy, 50),
      p95: percentile(busy, 95),
      max: Math.max(...busy),
      reads: busy.length,
    },
    uploadSeconds: Math.max(...answers.map((answer) => answer.ms)) / 1000,
    memoryGrowthMb: (memoryPeak - memoryBefore) / MB,
  };
  console.info(`other readers' profile reads while one reader uploads: ${JSON.stringify(figures)}`);

  expect(answers.map((answer) => answer.status)).toEqual(Array(UPLOADS).fill(200));
  // Within their normal time, give or take a busy machine's spread: never seconds, as when the
  // database held the files (p50 9.4 s).
  expect(figures.uploading.p50).toBeLessThan(Math.max(150, 5 * figures.idle.p50));
  expect(figures.uploading.p95).toBeLessThan(Math.max(500, 10 * figures.idle.p95));
  // Received as they arrive: nowhere near the 200 MB uploaded held in memory at once.
  expect(figures.memoryGrowthMb).toBeLessThan(120);
  // The catalogue database keeps rows, not the bytes.
  const [size] = await context().db.query<{ bytes: number }>(
    "select pg_total_relation_size('uploads')::float8 as bytes",
  );
  expect(size?.bytes).toBeLessThan(MB);
}, 120_000);
