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
import { createWebServer } from '../deployment';
import { proxyAddress } from '../security';

// The site's root as a crawler reads it: robots.txt and the sitemaps come from the API (its files
// under /api/crawlers, here a stand-in answering with the host it was told), not the shell's page.
// Their links name the site's host the crawler asked for when it is one of the site's own
// (SITE_URL, SITE_ORIGINS), never another.

let deployDir: string;
let web: FastifyInstance;
let api: FastifyInstance;
const apiAsked: string[] = [];

interface Response {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function request(
  server: FastifyInstance,
  url: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: http.OutgoingHttpHeaders } = {},
): Promise<Response> {
  const { port } = server.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    http
      .request({ host: '127.0.0.1', port, path: url, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const body = res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw;
          resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, body: body.toString() });
        });
      })
      .on('error', reject)
      .end();
  });
}

const origin = (server: FastifyInstance) =>
  `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;

beforeAll(async () => {
  deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-crawlers-'));
  fs.mkdirSync(path.join(deployDir, 'shell/1.0.0'), { recursive: true });
  fs.writeFileSync(
    path.join(deployDir, 'shell/1.0.0/index.html'),
    '<!doctype html><html><head><title>Portal</title></head></html>',
  );
  fs.symlinkSync('shell/1.0.0', path.join(deployDir, 'web'));
  fs.writeFileSync(path.join(deployDir, 'remotes.json'), '{}');
  api = Fastify({ trustProxy: proxyAddress('http://127.0.0.1') });
  api.addHook('onRequest', async (req) => {
    apiAsked.push(req.url);
  });
  const site = (req: { protocol: string; host: string }) => `${req.protocol}://${req.host}`;
  api.get('/api/crawlers/robots.txt', async (req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(`User-agent: *\nSitemap: ${site(req)}/sitemap.xml\n`),
  );
  api.get('/api/crawlers/sitemap.xml', async (req, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .send(
        `<sitemapindex><sitemap><loc>${site(req)}/sitemap-articles-1.xml</loc></sitemap></sitemapindex>`,
      ),
  );
  api.get('/api/crawlers/sitemap-articles-1.xml', async (req, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .send(
        `<urlset>${`<url><loc>${site(req)}/JDetail/1/article?id=1</loc></url>`.repeat(200)}</urlset>`,
      ),
  );
  await api.listen({ port: 0, host: '127.0.0.1' });
  process.env.SITE_URL = 'http://127.0.0.1:8080';
  process.env.REMOTES_ORIGIN = 'http://127.0.0.1:8081';
  process.env.SITE_ORIGINS = 'http://maths.example';
  web = await createWebServer({
    deployDir,
    webPort: 0,
    remotesPort: 0,
    apiUrl: origin(api),
    host: '127.0.0.1',
  });
  await web.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  delete process.env.SITE_ORIGINS;
  await Promise.all([web.close(), api.close()]);
  fs.rmSync(deployDir, { recursive: true, force: true });
});

test("/robots.txt is the API's, its sitemap at the host the crawler asked", async () => {
  const response = await request(web, '/robots.txt', { headers: { host: 'maths.example' } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
  expect(response.body).toBe('User-agent: *\nSitemap: http://maths.example/sitemap.xml\n');
  expect(apiAsked.at(-1)).toBe('/api/crawlers/robots.txt');
});

test.each(['evil.example', '127.0.0.1:9999', ''])(
  'a host that is not the site’s (%s) never steers their links: they name the site',
  async (host) => {
    const robots = await request(web, '/robots.txt', { headers: { host } });
    expect(robots.body).toBe('User-agent: *\nSitemap: http://127.0.0.1:8080/sitemap.xml\n');
    const index = await request(web, '/sitemap.xml', { headers: { host } });
    expect(index.body).toContain('<loc>http://127.0.0.1:8080/sitemap-articles-1.xml</loc>');
  },
);

test('/sitemap.xml and the sitemaps it lists are served at the root', async () => {
  const index = await request(web, '/sitemap.xml', { headers: { host: 'maths.example' } });
  expect(index.statusCode).toBe(200);
  expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
  const [, listed] = /<loc>http:\/\/maths\.example(\/[^<]+)<\/loc>/.exec(index.body) ?? [];
  expect(listed).toBe('/sitemap-articles-1.xml');
  const sitemap = await request(web, listed ?? '', {
    headers: { host: 'maths.example', 'accept-encoding': 'gzip' },
  });
  expect(sitemap.statusCode).toBe(200);
  expect(sitemap.headers['content-encoding']).toBe('gzip');
  expect(sitemap.body).toContain('<loc>http://maths.example/JDetail/1/article?id=1</loc>');
  expect(apiAsked.at(-1)).toBe('/api/crawlers/sitemap-articles-1.xml');
});

test('a HEAD is answered too; other methods, and files the API does not have, are not', async () => {
  const head = await request(web, '/sitemap.xml', { method: 'HEAD' });
  expect(head.statusCode).toBe(200);
  expect(head.body).toBe('');
  const post = await request(web, '/robots.txt', { method: 'POST' });
  expect(post.statusCode).toBe(404);
  const missing = await request(web, '/sitemap-books-9.xml');
  expect(missing.statusCode).toBe(404);
});
