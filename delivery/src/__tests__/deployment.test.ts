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
import { createRemotesServer, createWebServer, type DeploymentOptions } from '../deployment';
import { relinkAtomically, writeAtomically } from '../layout';

// The deployment servers as a browser and a CDN see them: the build's compressed copies, and
// caching that lets hashed files live forever while the page and remotes.json never go stale.

const SCRIPT = 'console.log("a hashed chunk of the shell");'.repeat(100);
const ENTRY = 'var news = "the news remote entry";'.repeat(100);
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

/** A request as a browser sends it, answered with the bytes on the wire (not decompressed). */
function request(
  server: FastifyInstance,
  url: string,
  headers: http.OutgoingHttpHeaders = {},
): Promise<Response> {
  const { port } = server.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, headers }, (res) => {
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
  write('shell/1.0.0/index.html', '<!doctype html><title>Portal</title>');
  write('shell/1.0.0/main.0123456789.js', SCRIPT, true);
  fs.symlinkSync('shell/1.0.0', path.join(deployDir, 'web'));
  write('remotes.json', '{}');
  write('remotes/news/1.0.0/remoteEntry.js', ENTRY, true);
  write('remotes/news/1.0.0/mf-manifest.json', JSON.stringify({ name: 'news' }), true);
  api = Fastify();
  api.get('/api/health', async () => ({ status: 'ok' }));
  await api.listen({ port: 0, host: '127.0.0.1' });
  const options: DeploymentOptions = {
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

test('a remote version is compressed, cached for good and open to other origins', async () => {
  const entry = await request(remotes, '/news/1.0.0/remoteEntry.js', {
    'accept-encoding': 'br',
    origin: 'http://127.0.0.1:8080',
  });
  expect(entry.headers['content-encoding']).toBe('br');
  expect(zlib.brotliDecompressSync(entry.rawPayload).toString()).toBe(ENTRY);
  expect(entry.headers['access-control-allow-origin']).toBe('*');
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

test('HEAD of a missing file is a 404 like GET', async () => {
  const head = await fetch(`${origin(web)}/missing.0123456789.js`, { method: 'HEAD' });
  expect(head.status).toBe(404);
});

test('a switch while the servers run is served at the next request: the shell and remotes.json', async () => {
  write('shell/1.1.0/index.html', '<!doctype html><title>Portal 1.1</title>');
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
