/**
 * @jest-environment node
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { createWebServer } from '../deployment';
import { proxyAddress } from '../security';

// The site's proxy to the API as a tool or a fuzzer uses it (issue 29): what curl sends for a
// large body, compressed bodies, bodies over the limit and an API that does not answer are
// answered in the API's own envelope, never a 500 with the proxy's internals.

let deployDir: string;
let web: FastifyInstance;
let api: FastifyInstance;
const stalled: (() => void)[] = [];

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request as curl sends it, `Expect: 100-continue` honoured (the body waits for the 100). */
function send(
  url: string,
  {
    method = 'POST',
    headers = {},
    body,
    chunked = false,
  }: {
    method?: string;
    headers?: http.OutgoingHttpHeaders;
    body?: Buffer | string;
    chunked?: boolean;
  } = {},
): Promise<Answer> {
  const { port } = web.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method,
        headers: {
          ...(body !== undefined && !chunked && { 'content-length': Buffer.byteLength(body) }),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    // The proxy may answer (and close) before it has read the whole body: that is its answer.
    request.on('error', reject);
    const write = () => request.end(body);
    if (headers.expect) request.on('continue', write);
    else write();
  });
}

function envelope(answer: Answer) {
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  const body = JSON.parse(answer.body) as Record<string, unknown>;
  expect(body).toEqual({ code: answer.status, success: false, data: null, msg: body.msg });
  expect(typeof body.msg).toBe('string');
  expect(answer.body).not.toMatch(/FST_|EPIPE|ECONN|undici|expect header/i);
  return body.msg as string;
}

beforeAll(async () => {
  deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-api-proxy-'));
  fs.mkdirSync(path.join(deployDir, 'shell/1.0.0'), { recursive: true });
  fs.writeFileSync(path.join(deployDir, 'shell/1.0.0/index.html'), '<!doctype html><html></html>');
  fs.symlinkSync('shell/1.0.0', path.join(deployDir, 'web'));
  fs.writeFileSync(path.join(deployDir, 'remotes.json'), '{}');
  api = Fastify({ trustProxy: proxyAddress('http://127.0.0.1') });
  api.post('/api/echo', async (request) => ({
    length: JSON.stringify(request.body).length,
    expect: request.headers.expect ?? null,
  }));
  api.get('/api/stall', () => new Promise<void>((resolve) => stalled.push(resolve)));
  await api.listen({ port: 0, host: '127.0.0.1' });
  process.env.SITE_URL = 'http://127.0.0.1:8080';
  process.env.REMOTES_ORIGIN = 'http://127.0.0.1:8081';
  web = await createWebServer({
    deployDir,
    webPort: 0,
    remotesPort: 0,
    apiUrl: `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`,
    host: '127.0.0.1',
    apiTimeoutMs: 500,
  });
  await web.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  for (const resolve of stalled) resolve();
  await Promise.all([web.close(), api.close()]);
  fs.rmSync(deployDir, { recursive: true, force: true });
});

const JSON_TYPE = { 'content-type': 'application/json' };

test('a body sent after `Expect: 100-continue` reaches the API, as it does direct', async () => {
  const body = JSON.stringify({ text: 'x'.repeat(900_000) });
  const answer = await send('/api/echo', {
    headers: { ...JSON_TYPE, expect: '100-continue' },
    body,
  });
  expect(answer.status).toBe(200);
  expect(JSON.parse(answer.body)).toEqual({ length: body.length, expect: null });
});

test.each(['gzip', 'br', 'zstd', 'x-unknown'])(
  'a body with Content-Encoding %s is refused with 415 in the envelope',
  async (encoding) => {
    const answer = await send('/api/echo', {
      headers: { ...JSON_TYPE, 'content-encoding': encoding },
      body: '{"a":1}',
    });
    expect(answer.status).toBe(415);
    expect(envelope(answer)).toBe(
      `Content-Encoding ${encoding} is not supported: send the body uncompressed`,
    );
  },
);

test("a refusal is in the visitor's language", async () => {
  const answer = await send('/api/echo', {
    headers: { ...JSON_TYPE, 'content-encoding': 'gzip', 'accept-language': 'zh-CN,zh;q=0.9' },
    body: '{"a":1}',
  });
  expect(envelope(answer)).toBe('不支持 Content-Encoding gzip：请发送未压缩的请求体');
});

test.each([
  ['with its length', false],
  ['in chunks', true],
])(
  'a body over the limit, sent %s, is refused with 413, never a write error',
  async (_how, chunked) => {
    const answer = await send('/api/echo', {
      headers: { ...JSON_TYPE, expect: '100-continue' },
      body: JSON.stringify({ text: 'x'.repeat(3 * 1024 * 1024) }),
      chunked,
    });
    expect(answer.status).toBe(413);
    expect(envelope(answer)).toBe('The request body is larger than 1048576 bytes');
  },
);

test('an API that does not answer within the set time is a 503 in the envelope', async () => {
  const started = Date.now();
  const answer = await send('/api/stall', { method: 'GET' });
  expect(answer.status).toBe(503);
  expect(envelope(answer)).toBe(
    'The service is not answering at the moment. Please try again shortly',
  );
  expect(Date.now() - started).toBeLessThan(3_000);
});

test('no API at all is a 503 in the envelope too', async () => {
  const stopped = await createWebServer({
    deployDir,
    webPort: 0,
    remotesPort: 0,
    // Nothing listens on the discard port.
    apiUrl: 'http://127.0.0.1:9',
    host: '127.0.0.1',
  });
  const address = await stopped.listen({ port: 0, host: '127.0.0.1' });
  const answer = await fetch(`${address}/api/health`);
  const body = await answer.text();
  await stopped.close();
  expect(answer.status).toBe(503);
  expect(JSON.parse(body)).toMatchObject({ code: 503, success: false, data: null });
  expect(body).not.toMatch(/FST_|ECONNREFUSED/);
});

test.each(['/api/covers/journal/%C3%28.svg', '/api/upload/file/%FF%FE%00'])(
  'an address that is not UTF-8 (%s) is a 400 in the envelope, as the API answers it',
  async (url) => {
    const answer = await send(url, { method: 'GET' });
    expect(answer.status).toBe(400);
    expect(envelope(answer)).toBe(
      'The address is not valid: not UTF-8 once its %-sequences are decoded',
    );
  },
);
