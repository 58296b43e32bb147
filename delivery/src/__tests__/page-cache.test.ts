/**
 * @jest-environment node
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createWebServer, type DeploymentOptions } from '../deployment';
import { relinkAtomically, writeAtomically } from '../layout';
import { pageLanguage } from '@portal/shared/page-language';
import { PAGES } from '@portal/pages';
import { CatalogueRevisionSource } from '../page-cache';
import { isStaffPage } from '../page-route';
import { RenderLoad } from '../shedding';

// The site's page cache and load shedding, with the live shell's renderer a fake of the contract
// (@portal/shell/server-contract) that writes into each page all it was given, and an API that
// says the catalogue's revision as each test sets it.

/**
 * The fake renderer of shell version `version`: a page showing its inputs; `/slow` takes
 * `globalThis.renderMs`; `/partial` leaves a part to the browser; `/streamed` streams, its page
 * whole beside it; `/journals` redirects. It counts renders and how many ran at once.
 */
const renderer = (version: string) => `
const { PassThrough } = require('node:stream');
const state = (globalThis.fakeRenders ??= { count: 0, running: 0, mostAtOnce: 0, renderMs: 300 });
exports.renderPage = async (request) => {
  const { pathname } = new URL(request.url, 'http://site.test');
  if (pathname === '/journals') return { kind: 'redirect', location: '/journals/journal' };
  state.count += 1;
  state.running += 1;
  state.mostAtOnce = Math.max(state.mostAtOnce, state.running);
  try {
    if (pathname === '/slow') await new Promise((resolve) => setTimeout(resolve, state.renderMs));
    const page = '<div id="root"><h1>' + pathname + '</h1><p>shell ${version}</p>' +
      '<p>remotes ' + JSON.stringify(request.remotes) + '</p>' +
      '<p>render ' + state.count + '</p><p>language ' + request.languageCookie + '</p>' +
      '<p>accept-language ' + request.acceptLanguage + '</p>' +
      '<p>cookies ' + request.cookies + '</p><p>origin ' + request.siteOrigin + '</p>' +
      '<style nonce="' + request.nonce + '"></style></div>';
    const html = request.template.replace('<div id="root"></div>', page);
    const whole = { kind: 'page', html, language: 'en', clientRendered: [] };
    if (pathname === '/partial') return { ...whole, clientRendered: ['a slow section'] };
    if (pathname === '/streamed') {
      const stream = new PassThrough();
      stream.end(html);
      return { kind: 'stream', stream, language: 'en', clientRendered: Promise.resolve([]),
        whole: Promise.resolve(whole) };
    }
    return whole;
  } finally {
    state.running -= 1;
  }
};
`;

interface FakeRenders {
  count: number;
  running: number;
  mostAtOnce: number;
  renderMs: number;
}
const renders = () => (globalThis as unknown as { fakeRenders: FakeRenders }).fakeRenders;

const SHELL_PAGE =
  '<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div></body></html>';
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let deployDir: string;
let api: http.Server;
/** The catalogue's revision the fake API says; undefined: it answers 503. */
let revision: string | undefined = '7';
let revisionQuestions = 0;

function publishShell(version: string) {
  const shell = path.join(deployDir, 'shell', version);
  fs.mkdirSync(path.join(shell, 'server'), { recursive: true });
  fs.writeFileSync(path.join(shell, 'index.html'), SHELL_PAGE);
  fs.writeFileSync(path.join(shell, 'server/renderer.js'), renderer(version));
}

const makeLive = (version: string) =>
  relinkAtomically(path.join(deployDir, 'web'), path.join('shell', version));

const setRemotes = (books: string) =>
  writeAtomically(
    path.join(deployDir, 'remotes.json'),
    JSON.stringify({ books: { version: books, entry: `http://r.test/books/${books}/m.json` } }),
  );

async function site(options: Partial<DeploymentOptions> = {}): Promise<FastifyInstance> {
  const web = await createWebServer({
    deployDir,
    webPort: 0,
    remotesPort: 0,
    apiUrl: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
    host: '127.0.0.1',
    serverRendering: true,
    pageCacheConfig: { revisionTtlMs: 0, settleMs: 0 },
    renderLoad: { maxInFlight: 8, maxEventLoopDelayMs: 60_000 },
    ...options,
  });
  await web.listen({ port: 0, host: '127.0.0.1' });
  return web;
}

let web: FastifyInstance;

beforeAll(async () => {
  (globalThis as unknown as { fakeRenders: FakeRenders }).fakeRenders = {
    count: 0,
    running: 0,
    mostAtOnce: 0,
    renderMs: 300,
  };
  deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-page-cache-'));
  publishShell('1.0.0');
  publishShell('2.0.0');
  makeLive('1.0.0');
  setRemotes('1.0.0');
  fs.writeFileSync(
    path.join(deployDir, 'deployment.json'),
    JSON.stringify({ site: 'http://127.0.0.1:8080', remotesOrigin: 'http://127.0.0.1:8081' }),
  );
  process.env.SITE_URL = 'http://127.0.0.1:8080';
  api = http.createServer((request, answer) => {
    if (request.url !== '/api/catalogue/revision') return answer.writeHead(404).end();
    revisionQuestions += 1;
    if (revision === undefined) return answer.writeHead(503).end('{}');
    answer.writeHead(200, { 'content-type': 'application/json' });
    answer.end(JSON.stringify({ code: 200, success: true, data: { revision }, msg: 'success' }));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  web = await site();
});

afterAll(async () => {
  await web.close();
  await new Promise((resolve) => api.close(resolve));
  fs.rmSync(deployDir, { recursive: true, force: true });
});

beforeEach(() => {
  revision = '7';
  makeLive('1.0.0');
  setRemotes('1.0.0');
});

interface Answer {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent (compressed, if it was). */
  rawPayload: Buffer;
  body: string;
}

/** A page as a reader's browser asks for it (`headers` add to or replace its own). */
function get(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  const { port } = app.server.address() as AddressInfo;
  return new Promise<Answer>((resolve, reject) => {
    http
      .get(
        {
          host: '127.0.0.1',
          port,
          path: url,
          headers: {
            accept: 'text/html',
            'user-agent': BROWSER,
            'accept-encoding': 'identity',
            ...headers,
          },
        },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => {
            const rawPayload = Buffer.concat(chunks);
            resolve({
              statusCode: answer.statusCode ?? 0,
              headers: answer.headers,
              rawPayload,
              body: rawPayload.toString(),
            });
          });
        },
      )
      .on('error', reject);
  });
}

const outcome = (answer: Answer) =>
  /page;desc=(\w+)/.exec(String(answer.headers['server-timing']))?.[1];
const policyNonce = (answer: Answer) =>
  /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1];
const renderNumber = (answer: Answer) => Number(/<p>render (\d+)<\/p>/.exec(answer.body)?.[1]);

describe('the page cache', () => {
  test('a page is rendered once and then served from the cache, the same page with the same nonce', async () => {
    const first = await get(web, '/home?from=test-1');
    expect(outcome(first)).toBe('miss');
    expect(first.headers['server-timing']).toMatch(/render;dur=\d+(\.\d+)?/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect(first.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    const nonce = policyNonce(first);
    expect(first.body).toContain(`<style nonce="${nonce}">`);
    expect(first.body).toContain(`<meta property="csp-nonce" nonce="${nonce}" />`);

    const rendered = renders().count;
    for (let again = 0; again < 3; again += 1) {
      const answer = await get(web, '/home?from=test-1');
      expect(outcome(answer)).toBe('hit');
      expect(answer.headers['server-timing']).not.toContain('render;dur');
      expect(answer.body).toBe(first.body);
      expect(answer.headers.etag).toBe(first.headers.etag);
      // The policy names the nonce the kept page was rendered with, not one drawn for this answer.
      expect(policyNonce(answer)).toBe(nonce);
    }
    expect(renders().count).toBe(rendered);
  });

  test('an ETag the client holds is answered 304, with the same policy, no body', async () => {
    const first = await get(web, '/home?from=test-2');
    const answer = await get(web, '/home?from=test-2', {
      'if-none-match': String(first.headers.etag),
    });
    expect(answer.statusCode).toBe(304);
    expect(answer.body).toBe('');
    expect(answer.headers.etag).toBe(first.headers.etag);
    expect(policyNonce(answer)).toBe(policyNonce(first));
    expect(outcome(answer)).toBe('hit');
    const other = await get(web, '/home?from=test-2', { 'if-none-match': 'W/"another"' });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
  });

  test('a kept page is sent compressed as the client accepts', async () => {
    const plain = await get(web, '/home?from=test-3');
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const answer = await get(web, '/home?from=test-3', { 'accept-encoding': `${encoding}` });
      expect(outcome(answer)).toBe('hit');
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(decode(answer.rawPayload).toString()).toBe(plain.body);
    }
    const any = await get(web, '/home?from=test-3', { 'accept-encoding': 'gzip, deflate, br' });
    expect(any.headers['content-encoding']).toBe('br');
  });

  test('the key is the URL, the language, the cookie notice and the site origin', async () => {
    const english = await get(web, '/article?id=1', { 'accept-language': 'en-GB,en;q=0.9' });
    // Another way of saying English is the same page.
    const alsoEnglish = await get(web, '/article?id=1', { 'accept-language': 'en-US' });
    expect(outcome(alsoEnglish)).toBe('hit');
    expect(alsoEnglish.body).toBe(english.body);
    const chinese = await get(web, '/article?id=1', { 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(outcome(chinese)).toBe('miss');
    expect(chinese.body).toContain('<p>language zh</p>');
    // The stored choice wins over the browser's.
    const chosen = await get(web, '/article?id=1', {
      'accept-language': 'zh-CN',
      cookie: 'TC_language=en',
    });
    expect(chosen.body).toBe(english.body);
    const answered = await get(web, '/article?id=1', { cookie: 'TC_cookieAccepted=1' });
    expect(outcome(answered)).toBe('miss');
    expect(answered.body).toContain('<p>cookies TC_language=en; TC_cookieAccepted=1</p>');
    const otherUrl = await get(web, '/article?id=2');
    expect(outcome(otherUrl)).toBe('miss');
    const otherOrigin = await get(web, '/article?id=1', { host: 'localhost:8080' });
    expect(outcome(otherOrigin)).toBe('miss');
    expect(otherOrigin.body).toContain('<p>origin http://localhost:8080</p>');
  });

  test("the renderer is given the key's cookies alone: no reader's own cookie reaches a page", async () => {
    const reader = await get(web, '/mine?from=test-5', {
      cookie:
        'TC_refreshToken=secret-of-reader-1; TC_language=en; session=reader-1; TC_cookieAccepted=1',
      'accept-language': 'zh-CN',
    });
    expect(reader.body).toContain('<p>cookies TC_language=en; TC_cookieAccepted=1</p>');
    expect(reader.body).toContain('<p>accept-language undefined</p>');
    expect(reader.body).not.toContain('reader-1');
    const another = await get(web, '/mine?from=test-5', {
      cookie: 'TC_cookieAccepted=1; TC_refreshToken=secret-of-reader-2; TC_language=en',
    });
    expect(outcome(another)).toBe('hit');
    expect(another.body).toBe(reader.body);
  });

  test('a release of the shell, a release of a remote, a rollback and a catalogue change each give the next request the new page', async () => {
    const url = '/books/book?from=test-6';
    const before = await get(web, url);
    expect(before.body).toContain('<p>shell 1.0.0</p>');
    expect(outcome(await get(web, url))).toBe('hit');

    makeLive('2.0.0');
    const shellReleased = await get(web, url);
    expect(outcome(shellReleased)).toBe('miss');
    expect(shellReleased.body).toContain('<p>shell 2.0.0</p>');

    setRemotes('1.1.0');
    const remoteReleased = await get(web, url);
    expect(outcome(remoteReleased)).toBe('miss');
    expect(remoteReleased.body).toContain('books/1.1.0');

    // Rolled back: the pages of what is live again.
    setRemotes('1.0.0');
    makeLive('1.0.0');
    const rolledBack = await get(web, url);
    expect(rolledBack.body).toContain('<p>shell 1.0.0</p>');
    expect(rolledBack.body).toContain('books/1.0.0');
    expect(rolledBack.body).not.toContain('books/1.1.0');

    revision = '8';
    const changed = await get(web, url);
    expect(outcome(changed)).toBe('miss');
    expect(renderNumber(changed)).toBeGreaterThan(renderNumber(rolledBack));
    expect(changed.headers.etag).not.toBe(before.headers.etag);
    expect(outcome(await get(web, url))).toBe('hit');
  });

  test('while the API cannot say the revision, nothing is kept or served from the cache', async () => {
    const url = '/news?from=test-7';
    expect(outcome(await get(web, url))).toBe('miss');
    revision = undefined;
    for (let again = 0; again < 2; again += 1) {
      const answer = await get(web, url);
      expect(outcome(answer)).toBe('off');
      expect(answer.headers.etag).toBeUndefined();
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
  });

  test('a page with a part left to the browser is not kept; a redirect and a streamed page whole are', async () => {
    expect(outcome(await get(web, '/partial'))).toBe('miss');
    expect(outcome(await get(web, '/partial'))).toBe('miss');

    const redirect = await get(web, '/journals');
    expect(redirect.statusCode).toBe(302);
    const again = await get(web, '/journals');
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe('/journals/journal');
    expect(outcome(again)).toBe('hit');

    const first = await get(web, '/streamed');
    expect(outcome(first)).toBe('stream');
    const streamed = [first];
    // Kept once its whole render ends (and is compressed), beside the stream. On a
    // busy machine the next request may come first and stream a render of its own:
    // the page kept is then one of those streamed, exactly as it was streamed.
    let kept = await get(web, '/streamed');
    for (let tries = 0; outcome(kept) !== 'hit' && tries < 20; tries += 1) {
      expect(outcome(kept)).toBe('stream');
      streamed.push(kept);
      await new Promise((resolve) => setTimeout(resolve, 50));
      kept = await get(web, '/streamed');
    }
    expect(outcome(kept)).toBe('hit');
    const same = streamed.find((answer) => answer.body === kept.body);
    expect(same).toBeDefined();
    expect(policyNonce(kept)).toBe(policyNonce(same!));
  });

  test('a staff page is rendered each time, kept by nobody and indexed by no search engine', async () => {
    const rendered = renders().count;
    for (let again = 0; again < 2; again += 1) {
      const answer = await get(web, PAGES.staffImport.href());
      expect(outcome(answer)).toBe('staff');
      expect(answer.body).toContain('<h1>/staff/import</h1>');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(answer.headers.etag).toBeUndefined();
    }
    expect(renders().count).toBe(rendered + 2);
    // A reader's page beside it is kept as ever, and may be indexed.
    const reader = await get(web, '/staffing-news');
    expect(outcome(reader)).toBe('miss');
    expect(reader.headers['x-robots-tag']).toBeUndefined();
    expect(isStaffPage('/staff')).toBe(true);
    expect(isStaffPage('/staff/import?x=1')).toBe(true);
    expect(isStaffPage('/staffing-news')).toBe(false);
  });

  test('PAGE_CACHE=off renders every page', async () => {
    const off = await site({ pageCache: false });
    try {
      for (let again = 0; again < 2; again += 1) {
        const answer = await get(off, '/home?from=test-9');
        expect(outcome(answer)).toBe('off');
        expect(answer.headers.etag).toBeUndefined();
      }
    } finally {
      await off.close();
    }
  });
});

describe('the revision the API says', () => {
  test('is asked once for every page that wants it meanwhile, and reused for its time', async () => {
    let now = 0;
    let asked = 0;
    let answer: (value: string) => void = () => undefined;
    const source = new CatalogueRevisionSource(
      () => {
        asked += 1;
        return new Promise<string>((resolve) => (answer = resolve));
      },
      200,
      () => now,
    );
    const pages = [source.current(), source.current(), source.current()];
    answer('3');
    expect((await Promise.all(pages)).map((each) => each?.value)).toEqual(['3', '3', '3']);
    now = 150;
    expect((await source.current())?.value).toBe('3');
    expect(asked).toBe(1);
    now = 250;
    const later = source.current();
    answer('4');
    expect(await later).toEqual({ value: '4', seenAt: 250 });
    expect(asked).toBe(2);
  });

  test('an API that fails says nothing', async () => {
    const source = new CatalogueRevisionSource(() => Promise.reject(new Error('away')), 0);
    expect(await source.current()).toBeUndefined();
  });

  test("a page's language: the stored choice, else the browser's first Chinese or English, else English", () => {
    expect(pageLanguage(undefined, 'zh-TW,en;q=0.5')).toBe('zh');
    expect(pageLanguage('en', 'zh-CN')).toBe('en');
    expect(pageLanguage('fr', 'fr-FR,en;q=0.5')).toBe('en');
    expect(pageLanguage(undefined, undefined)).toBe('en');
  });

  test('a page rendered before the API processes may all have seen a revision is not kept', async () => {
    const settling = await site({ pageCacheConfig: { revisionTtlMs: 0, settleMs: 60_000 } });
    try {
      const asked = revisionQuestions;
      expect(outcome(await get(settling, '/home?from=test-10'))).toBe('miss');
      expect(outcome(await get(settling, '/home?from=test-10'))).toBe('miss');
      expect(revisionQuestions).toBeGreaterThan(asked);
    } finally {
      await settling.close();
    }
  });
});

describe('load shedding', () => {
  test("with RENDER_MAX_IN_FLIGHT=0 a reader's page the cache lacks is shed at once; a crawler's is rendered", async () => {
    const shedding = await site({ renderLoad: { maxInFlight: 0 } });
    try {
      const rendered = renders().count;
      const shed = await get(shedding, '/home?from=test-11');
      expect(shed.statusCode).toBe(200);
      expect(outcome(shed)).toBe('shed');
      expect(shed.headers['cache-control']).toBe('no-store');
      expect(shed.body).toBe(
        SHELL_PAGE.replace(
          '<head>',
          `<head><meta property="csp-nonce" nonce="${policyNonce(shed)}" />`,
        ),
      );
      expect(renders().count).toBe(rendered);

      const crawled = await get(shedding, '/home?from=test-11', { 'user-agent': CRAWLER });
      expect(outcome(crawled)).toBe('miss');
      // Kept, it is sent to readers too.
      const reader = await get(shedding, '/home?from=test-11');
      expect(outcome(reader)).toBe('hit');
      expect(reader.body).toBe(crawled.body);
    } finally {
      await shedding.close();
    }
  });

  test('readers past the renders a process runs at once are shed; crawlers wait their turn', async () => {
    const busy = await site({
      pageCache: false,
      renderLoad: { maxInFlight: 2, maxEventLoopDelayMs: 60_000 },
    });
    try {
      renders().renderMs = 200;
      renders().mostAtOnce = 0;
      const readers = await Promise.all(
        Array.from({ length: 5 }, (_, index) => get(busy, `/slow?reader=${index}`)),
      );
      expect(readers.map(outcome).sort()).toEqual(['off', 'off', 'shed', 'shed', 'shed']);
      expect(readers.every((answer) => answer.statusCode === 200)).toBe(true);

      renders().mostAtOnce = 0;
      const crawlers = await Promise.all(
        Array.from({ length: 5 }, (_, index) =>
          get(busy, `/slow?crawler=${index}`, { 'user-agent': CRAWLER }),
        ),
      );
      expect(crawlers.map(outcome)).toEqual(['off', 'off', 'off', 'off', 'off']);
      expect(crawlers.every((answer) => answer.body.includes('<h1>/slow</h1>'))).toBe(true);
      expect(renders().mostAtOnce).toBe(2);
    } finally {
      await busy.close();
    }
  });

  test('crawlers waiting for the same page get the one render kept while they waited', async () => {
    const one = await site({ renderLoad: { maxInFlight: 1, maxEventLoopDelayMs: 60_000 } });
    try {
      renders().renderMs = 200;
      const rendered = renders().count;
      const crawlers = await Promise.all(
        Array.from({ length: 3 }, () => get(one, '/slow?same=1', { 'user-agent': CRAWLER })),
      );
      expect(crawlers.map(outcome)).toEqual(['miss', 'hit', 'hit']);
      expect(renders().count).toBe(rendered + 1);
    } finally {
      await one.close();
    }
  });

  test('a late event loop sheds readers only while renders are under way', async () => {
    const load = new RenderLoad({ maxInFlight: 8, maxEventLoopDelayMs: 20 });
    try {
      // The event loop held 40 ms at a time, over more than a window of its measure.
      const until = Date.now() + 1_200;
      while (Date.now() < until) {
        const busy = Date.now() + 40;
        while (Date.now() < busy) {
          // As a render's synchronous work holds it.
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(load.eventLoopDelayMs).toBeGreaterThan(20);
      expect(load.shouldShed()).toBe(false);
      const done = load.begin();
      expect(load.shouldShed()).toBe(true);
      done();
      expect(load.shouldShed()).toBe(false);
    } finally {
      load.stop();
    }
  });
});
