/**
 * @jest-environment node
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  apiEnvironment,
  createRemotesServer,
  createWebServer,
  type DeploymentOptions,
} from '../deployment';
import { relinkAtomically, writeAtomically } from '../layout';
import { DOCUMENT_ONLY_HEADERS, PERMISSIONS_POLICY, proxyAddress } from '../security';

// The deployment servers as a browser and a CDN see them: the build's compressed copies, and
// caching that lets hashed files live forever while the page and remotes.json never go stale.

const SCRIPT = 'console.log("a hashed chunk of the shell");'.repeat(100);
const ENTRY = 'var news = "the news remote entry";'.repeat(100);
// The addresses the deployment is reached at (SITE_URL, REMOTES_ORIGIN), as behind other names.
const SITE = 'http://127.0.0.1:8080';
const REMOTES = 'http://127.0.0.1:8081';
let options: DeploymentOptions;
let deployDir: string;
let web: FastifyInstance;
let remotes: FastifyInstance;
let api: FastifyInstance;

interface Response {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  rawPayload: Buffer;
  body: string;
}

/**
 * A request as a browser sends it, answered with the bytes on the wire (not decompressed); from
 * `localAddress`, another address of this machine, as another visitor.
 */
function request(
  server: FastifyInstance,
  url: string,
  headers: http.OutgoingHttpHeaders = {},
  localAddress?: string,
): Promise<Response> {
  const { port } = server.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, headers, localAddress }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const rawPayload = Buffer.concat(chunks);
          resolve({
            statusCode: res.statusCode ?? 0,
            headers: res.headers,
            rawPayload,
            body: rawPayload.toString(),
          });
        });
      })
      .on('error', reject);
  });
}

function origin(server: FastifyInstance) {
  return `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
}

function write(file: string, content: string, compressed = false) {
  const full = path.join(deployDir, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, content);
  if (compressed) {
    fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(content));
    fs.writeFileSync(`${full}.gz`, zlib.gzipSync(content));
  }
}

beforeAll(async () => {
  deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-deployment-'));
  write('shell/1.0.0/index.html', '<!doctype html><html><head><title>Portal</title></head></html>');
  write('shell/1.0.0/main.0123456789.js', SCRIPT, true);
  fs.symlinkSync('shell/1.0.0', path.join(deployDir, 'web'));
  write('remotes.json', '{}');
  write('remotes/news/1.0.0/remoteEntry.js', ENTRY, true);
  write('remotes/news/1.0.0/mf-manifest.json', JSON.stringify({ name: 'news' }), true);
  write('remotes/news/1.0.0/remoteEntry.js.map', '{"sources":["news.tsx"]}', true);
  write('remotes/news/1.0.0/server/remoteEntry.js', 'exports.secret = "server code";', true);
  // Trusting the site's proxy as `pnpm start` has the API trust it (apiEnvironment).
  api = Fastify({ trustProxy: proxyAddress('http://127.0.0.1') });
  api.get('/api/health', async () => ({ status: 'ok' }));
  api.get('/api/visitor', async (request) => ({
    address: request.ip,
    forwardedFor: request.headers['x-forwarded-for'],
    host: request.host,
    protocol: request.protocol,
  }));
  await api.listen({ port: 0, host: '127.0.0.1' });
  process.env.SITE_URL = SITE;
  process.env.REMOTES_ORIGIN = REMOTES;
  options = {
    deployDir,
    webPort: 0,
    remotesPort: 0,
    apiUrl: origin(api),
    host: '127.0.0.1',
  };
  web = await createWebServer(options);
  remotes = await createRemotesServer(options);
  await Promise.all([
    web.listen({ port: 0, host: '127.0.0.1' }),
    remotes.listen({ port: 0, host: '127.0.0.1' }),
  ]);
});

afterAll(async () => {
  await Promise.all([web.close(), remotes.close(), api.close()]);
  fs.rmSync(deployDir, { recursive: true, force: true });
});

test('a hashed script is sent as the build compressed it, cached for good', async () => {
  const response = await request(web, '/main.0123456789.js', {
    'accept-encoding': 'gzip, deflate, br',
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-encoding']).toBe('br');
  expect(response.headers['content-type']).toMatch(/javascript/);
  expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers.vary).toMatch(/Accept-Encoding/);
});

test('a browser without brotli gets gzip, and one without either the plain file', async () => {
  const gzip = await request(web, '/main.0123456789.js', { 'accept-encoding': 'gzip' });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
  const plain = await request(web, '/main.0123456789.js');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe(SCRIPT);
});

test('remotes.json is never stored and every page revalidates its HTML', async () => {
  const list = await request(web, '/remotes.json');
  expect(list.headers['cache-control']).toBe('no-store');
  const page = await request(web, '/journals/journal', { accept: 'text/html' });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('<title>Portal</title>');
  expect(page.headers['cache-control']).toBe('no-cache');
});

test("a remote version is compressed, cached for good and open to the site's origin", async () => {
  const entry = await request(remotes, '/news/1.0.0/remoteEntry.js', {
    'accept-encoding': 'br',
    origin: SITE,
  });
  expect(entry.headers['content-encoding']).toBe('br');
  expect(zlib.brotliDecompressSync(entry.rawPayload).toString()).toBe(ENTRY);
  expect(entry.headers['access-control-allow-origin']).toBe(SITE);
  expect(entry.headers.vary).toMatch(/Accept-Encoding/);
  expect(entry.headers.vary).toMatch(/Origin/);
  expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const manifest = await request(remotes, '/news/1.0.0/mf-manifest.json', {
    'accept-encoding': 'br',
  });
  expect(manifest.headers['content-encoding']).toBe('br');
  expect(manifest.headers['cache-control']).toBe('no-cache');
});

// Uptime monitors and crawlers send HEAD: every page, asset, list and API route answers it as
// it answers GET, without the body.
test.each([
  ['a page', () => `${origin(web)}/home`],
  ['a deep page', () => `${origin(web)}/JDetail/1/article?id=1`],
  ['an asset', () => `${origin(web)}/main.0123456789.js`],
  ['the remotes list', () => `${origin(web)}/remotes.json`],
  ['an API route through the proxy', () => `${origin(web)}/api/health`],
  ["a remote's manifest", () => `${origin(remotes)}/news/1.0.0/mf-manifest.json`],
])('HEAD of %s answers as GET does, without a body', async (_what, target) => {
  const get = await fetch(target());
  const head = await fetch(target(), { method: 'HEAD' });
  expect(get.status).toBe(200);
  expect(head.status).toBe(200);
  expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
  expect(head.headers.get('cache-control')).toBe(get.headers.get('cache-control'));
  expect(await head.text()).toBe('');
});

test.each([
  ['a server build', '/news/1.0.0/server/remoteEntry.js'],
  ['a source map', '/news/1.0.0/remoteEntry.js.map'],
])(
  "%s of a remote is not served to the public: it stays on the deployment's disk",
  async (_what, url) => {
    for (const encoding of ['', 'br', 'gzip']) {
      const answer = await request(remotes, url, { 'accept-encoding': encoding, origin: SITE });
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('server code');
    }
    expect(fs.existsSync(path.join(deployDir, 'remotes', url))).toBe(true);
  },
);

test('HEAD of a missing file is a 404 like GET', async () => {
  const head = await fetch(`${origin(web)}/missing.0123456789.js`, { method: 'HEAD' });
  expect(head.status).toBe(404);
});

/** A Content-Security-Policy's directives, by name. */
function directives(policy: string | string[] | undefined): Record<string, string[]> {
  return Object.fromEntries(
    String(policy ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name, values]),
  );
}

/** What every answer of both origins tells a browser besides its own policy. */
function expectCommonHeaders(headers: http.IncomingHttpHeaders) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(directives(headers['content-security-policy'])['frame-ancestors']).toEqual(["'none'"]);
}

/** What a page is told besides: what it may do, and that it is framed nowhere. */
function expectPageHeaders(headers: http.IncomingHttpHeaders) {
  expectCommonHeaders(headers);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
}

describe('security headers', () => {
  test("the site's page runs scripts of the site and the remotes, and inline ones and styles with its nonce", async () => {
    const page = await request(web, '/journals/journal', { accept: 'text/html' });
    expectPageHeaders(page.headers);
    const policy = directives(page.headers['content-security-policy']);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src-attr']).toEqual(["'none'"]);
    expect(policy['connect-src']).toEqual(["'self'", REMOTES]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    const nonce = /^'nonce-([A-Za-z0-9+/=]{24})'$/.exec(
      policy['style-src-elem']?.at(-1) ?? '',
    )?.[1];
    expect(nonce).toBeDefined();
    expect(policy['style-src-elem']).toEqual(["'self'", REMOTES, `'nonce-${nonce}'`]);
    // React's inline scripts in a page rendered on the server carry the same nonce.
    expect(policy['script-src']).toEqual(["'self'", REMOTES, `'nonce-${nonce}'`]);
    expect(page.body).toContain(`<head><meta property="csp-nonce" nonce="${nonce}" />`);
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(page.headers['strict-transport-security']).toBeUndefined();

    // A nonce is good for one answer only.
    const again = await request(web, '/index.html', { accept: 'text/html' });
    const next = directives(again.headers['content-security-policy'])['style-src-elem']?.at(-1);
    expect(next).not.toBe(`'nonce-${nonce}'`);
    expect(again.body).toContain(`nonce="${next?.slice(7, -1)}"`);
  });

  test.each([
    ['a hashed script', () => request(web, '/main.0123456789.js'), 200],
    ['remotes.json', () => request(web, '/remotes.json'), 200],
    ['a missing file', () => request(web, '/missing.0123456789.js'), 404],
    ["a remote's entry", () => request(remotes, '/news/1.0.0/remoteEntry.js'), 200],
    ['a missing remote file', () => request(remotes, '/news/9.9.9/remoteEntry.js'), 404],
  ])('%s carries them too, and none that only a page acts on', async (_what, send, status) => {
    const answer = await send();
    expect(answer.statusCode).toBe(status);
    expectCommonHeaders(answer.headers);
    for (const name of DOCUMENT_ONLY_HEADERS)
      expect(answer.headers[name.toLowerCase()]).toBeUndefined();
  });

  test('a hashed file of the site is sent without what only revalidation needs', async () => {
    const answer = await request(web, '/main.0123456789.js');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.etag).toBeUndefined();
    expect(answer.headers['last-modified']).toBeUndefined();
    expect(answer.headers['accept-ranges']).toBeUndefined();
  });

  test("the remotes' files are scripts for the site's pages, never a page of their own", async () => {
    const entry = await request(remotes, '/news/1.0.0/remoteEntry.js', { origin: SITE });
    expect(directives(entry.headers['content-security-policy'])).toEqual({
      'default-src': ["'none'"],
      'frame-ancestors': ["'none'"],
    });
    expect(entry.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  test("the site's own files are never a page either: they carry the short policy", async () => {
    for (const file of ['/main.0123456789.js', '/remotes.json']) {
      const answer = await request(web, file);
      expect(answer.statusCode).toBe(200);
      expect(directives(answer.headers['content-security-policy'])).toEqual({
        'default-src': ["'none'"],
        'frame-ancestors': ["'none'"],
      });
    }
  });

  test("the remotes' files are readable by the site's origins only", async () => {
    const local = await request(remotes, '/news/1.0.0/remoteEntry.js', {
      origin: 'http://localhost:8080',
    });
    expect(local.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    for (const other of ['https://elsewhere.example.com', 'http://127.0.0.1:8081', 'null']) {
      const answer = await request(remotes, '/news/1.0.0/mf-manifest.json', { origin: other });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});

describe("visitors' addresses", () => {
  test("the API behind the site is told each visitor's own address, whatever the visitor claims", async () => {
    const visitor = async (localAddress: string, headers: http.OutgoingHttpHeaders = {}) =>
      JSON.parse((await request(web, '/api/visitor', headers, localAddress)).body) as {
        address: string;
        forwardedFor: string;
        host: string;
        protocol: string;
      };
    expect(await visitor('127.0.0.2')).toMatchObject({
      address: '127.0.0.2',
      forwardedFor: '127.0.0.2',
    });
    expect(await visitor('127.0.0.3')).toMatchObject({ address: '127.0.0.3' });
    const forged = await visitor('127.0.0.2', {
      'x-forwarded-for': '198.51.100.7',
      'x-forwarded-host': 'elsewhere.example.com',
      'x-forwarded-proto': 'https',
    });
    // Its host is the site's own (SITE_URL here), not the one this test's request named.
    expect(forged).toEqual({
      address: '127.0.0.2',
      forwardedFor: '127.0.0.2',
      host: '127.0.0.1:8080',
      protocol: 'http',
    });
  });

  test('the API started with the deployment trusts exactly its proxy and serves its origins', () => {
    expect(apiEnvironment(options)).toEqual({
      TRUSTED_PROXIES: '127.0.0.1',
      CORS_ORIGINS: `${SITE},http://localhost:8080`,
      SITE_ORIGINS: `${SITE},http://localhost:8080`,
    });
    expect(proxyAddress('http://[::1]:3100')).toBe('::1');
    expect(() => proxyAddress('http://api.internal:3100')).toThrow(/address of this machine/);
  });
});

test('a switch while the servers run is served at the next request: the shell and remotes.json', async () => {
  write(
    'shell/1.1.0/index.html',
    '<!doctype html><html><head><title>Portal 1.1</title></head></html>',
  );
  write('shell/1.1.0/main.abcdefabcd.js', SCRIPT, true);
  const live = JSON.stringify({
    news: { version: '1.1.0', entry: 'http://cdn/news/1.1.0/mf-manifest.json' },
  });
  relinkAtomically(path.join(deployDir, 'web'), 'shell/1.1.0');
  writeAtomically(path.join(deployDir, 'remotes.json'), live);

  expect((await request(web, '/books/book', { accept: 'text/html' })).body).toContain('Portal 1.1');
  expect((await request(web, '/main.abcdefabcd.js')).statusCode).toBe(200);
  expect((await request(web, '/main.0123456789.js')).statusCode).toBe(404);
  expect((await request(web, '/remotes.json')).body).toBe(live);
});
