/**
 * @jest-environment node
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createWebServer } from '../deployment';

// The site's page route with server rendering on, the live shell's renderer a fake of the
// contract (@portal/shell/server-contract): what a reader or a crawler gets for each answer.

/** The fake renderer: a page for most addresses; a redirect, a failure or a stream for some. */
const RENDERER = `
const { PassThrough } = require('node:stream');
exports.renderPage = async (request) => {
  const { pathname } = new URL(request.url, 'http://site.test');
  if (pathname === '/journals') return { kind: 'redirect', location: '/journals/journal' };
  if (pathname === '/') return { kind: 'redirect', location: '/home' };
  if (pathname === '/broken') throw new Error('The renderer broke');
  if (pathname === '/slow') {
    const stream = new PassThrough();
    stream.write('<!doctype html><html><head></head><body><div id="root"><header>Menu</header>');
    setTimeout(() => stream.end('<main>The slow page</main></div></body></html>'), 50);
    return { kind: 'stream', stream, language: 'en', clientRendered: Promise.resolve([]) };
  }
  const page = '<div id="root"><h1>Rendered ' + pathname + '</h1><p>nonce ' + request.nonce +
    '</p><link rel="canonical" href="' + request.siteOrigin + pathname + '"></div>';
  return {
    kind: 'page',
    html: request.template.replace('<div id="root"></div>', page),
    language: 'en',
    clientRendered: [],
  };
};
`;
const SHELL_PAGE =
  '<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div></body></html>';
const SCRIPT = 'console.log("a hashed chunk of the shell");';

let deployDir: string;
let web: FastifyInstance;
let warn: jest.SpyInstance;

function site(url: string) {
  return `http://127.0.0.1:${(web.server.address() as AddressInfo).port}${url}`;
}

const asPage = { headers: { Accept: 'text/html' } };

beforeAll(async () => {
  deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-page-route-'));
  const shell = path.join(deployDir, 'shell/1.0.0');
  fs.mkdirSync(path.join(shell, 'server'), { recursive: true });
  fs.writeFileSync(path.join(shell, 'index.html'), SHELL_PAGE);
  fs.writeFileSync(path.join(shell, 'main.0123456789.js'), SCRIPT);
  fs.writeFileSync(path.join(shell, 'main.0123456789.js.map'), '{"sources":["app.tsx"]}');
  fs.writeFileSync(path.join(shell, 'server/renderer.js'), RENDERER);
  fs.symlinkSync('shell/1.0.0', path.join(deployDir, 'web'));
  fs.writeFileSync(path.join(deployDir, 'remotes.json'), '{}');
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  process.env.SITE_URL = 'http://127.0.0.1:8080';
  web = await createWebServer({
    deployDir,
    webPort: 0,
    remotesPort: 0,
    apiUrl: 'http://127.0.0.1:9',
    host: '127.0.0.1',
    serverRendering: true,
  });
  await web.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await web.close();
  warn.mockRestore();
  fs.rmSync(deployDir, { recursive: true, force: true });
});

test.each([
  ['/home'],
  ['/JDetail/3/article?id=10'],
  // A journal's abbreviation: an address with dots a browser navigates to.
  ['/J.Algebr.Struct.'],
  ['/Acta.Math'],
])('%s is a page, rendered on the server with its answer’s nonce', async (url) => {
  const answer = await fetch(site(url), asPage);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
  expect(answer.headers.get('cache-control')).toBe('no-cache');
  const html = await answer.text();
  expect(html).toContain(`<h1>Rendered ${url.split('?')[0]}</h1>`);
  const nonce = /'nonce-([^']+)'/.exec(answer.headers.get('content-security-policy') ?? '')?.[1];
  expect(html).toContain(`<p>nonce ${nonce}</p>`);
});

test('an address the shell redirects is answered with the redirect', async () => {
  const answer = await fetch(site('/journals'), { ...asPage, redirect: 'manual' });
  expect(answer.status).toBe(302);
  expect(answer.headers.get('location')).toBe('/journals/journal');
});

test('a renderer that fails gives the page the browser renders, never an error page', async () => {
  const answer = await fetch(site('/broken'), asPage);
  expect(answer.status).toBe(200);
  const html = await answer.text();
  expect(html).toContain('<title>Portal</title>');
  expect(html).toContain('<div id="root"></div>');
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('/broken: not rendered on the server'));
});

test('a streamed page is sent as it is written, whole in the end', async () => {
  const answer = await fetch(site('/slow'), asPage);
  expect(answer.status).toBe(200);
  expect(await answer.text()).toBe(
    '<!doctype html><html><head></head><body><div id="root"><header>Menu</header>' +
      '<main>The slow page</main></div></body></html>',
  );
});

test("the live shell's files beside the pages; its page and server build are never files", async () => {
  const script = await fetch(site('/main.0123456789.js'));
  expect(script.status).toBe(200);
  expect(await script.text()).toBe(SCRIPT);
  for (const url of ['/index.html', '/server/renderer.js', '/missing.0123456789.js']) {
    const file = await fetch(site(url));
    expect(file.status).toBe(404);
    expect(await file.text()).toBe('Not found');
    // Opened as a page, it is the page at that address, rendered: never the file.
    const page = await (await fetch(site(url), asPage)).text();
    expect(page).toContain(`<h1>Rendered ${url}</h1>`);
    expect(page).not.toContain('renderPage');
  }
});

test('a page is read, never posted to', async () => {
  const answer = await fetch(site('/home'), { method: 'POST', body: 'x' });
  expect(answer.status).toBe(404);
});

// Uptime monitors call the bare root with HEAD or GET and no Accept-Encoding (issue 29).
test.each(['GET', 'HEAD'])('%s / is the redirect to /home, for any client', async (method) => {
  const clients: Record<string, string>[] = [
    {},
    { 'Accept-Encoding': 'gzip, br' },
    { Accept: '*/*' },
  ];
  for (const headers of clients) {
    const answer = await fetch(site('/'), { method, headers, redirect: 'manual' });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/home');
    expect(answer.headers.get('content-length')).toBe('0');
  }
});

test.each([
  ['a page', '/home'],
  ['a deep page', '/JDetail/3/article?id=10'],
])('HEAD of %s has the status and headers of its GET, its length included', async (_what, url) => {
  for (const headers of [{ 'Accept-Encoding': 'identity' }, { 'Accept-Encoding': 'gzip, br' }]) {
    const get = await fetch(site(url), { headers });
    const body = await get.arrayBuffer();
    const head = await fetch(site(url), { method: 'HEAD', headers });
    expect(head.status).toBe(get.status);
    for (const name of [
      'content-type',
      'content-length',
      'content-encoding',
      'cache-control',
      'vary',
    ])
      expect([name, head.headers.get(name)]).toEqual([name, get.headers.get(name)]);
    if (get.headers.get('content-encoding') === null)
      expect(Number(head.headers.get('content-length'))).toBe(body.byteLength);
  }
});

test('a source map of the shell is not served, as a file or otherwise', async () => {
  const map = await fetch(site('/main.0123456789.js.map'));
  expect(map.status).toBe(404);
  expect(await map.text()).toBe('Not found');
});

test.each(['evil.example', 'evil.example:8080', '127.0.0.1:9'])(
  "a page's absolute links name the site, whatever the Host header (%s) says",
  async (host) => {
    const { port } = web.server.address() as AddressInfo;
    const html = await new Promise<string>((resolve, reject) => {
      http
        .get(
          { host: '127.0.0.1', port, path: '/JDetail/1/article?id=1', headers: { host } },
          (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString()));
            res.on('end', () => resolve(text));
          },
        )
        .on('error', reject);
    });
    expect(html).toContain('<link rel="canonical" href="http://127.0.0.1:8080/JDetail/1/article">');
    expect(html).not.toContain(host);
  },
);
