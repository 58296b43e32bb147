/**
 * @jest-environment node
 */
import fs from 'node:fs';
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
  if (pathname === '/broken') throw new Error('The renderer broke');
  if (pathname === '/slow') {
    const stream = new PassThrough();
    stream.write('<!doctype html><html><head></head><body><div id="root"><header>Menu</header>');
    setTimeout(() => stream.end('<main>The slow page</main></div></body></html>'), 50);
    return { kind: 'stream', stream, language: 'en', clientRendered: Promise.resolve([]) };
  }
  const page = '<div id="root"><h1>Rendered ' + pathname + '</h1><p>nonce ' + request.nonce + '</p></div>';
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
  fs.writeFileSync(path.join(shell, 'server/renderer.js'), RENDERER);
  fs.symlinkSync('shell/1.0.0', path.join(deployDir, 'web'));
  fs.writeFileSync(path.join(deployDir, 'remotes.json'), '{}');
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
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
