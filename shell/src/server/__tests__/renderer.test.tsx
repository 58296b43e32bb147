/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import {
  apiGet,
  KeepAliveRoutes,
  useServerHead,
  type PortalRoute,
  type RemoteAppModule,
} from '@portal/shared';
import { renderPage } from '../renderer';
import type { RenderedPage, RenderRequest } from '../server-contract';

// The page renderer as the site's server calls it, with fakes at its edges: the news remote
// (its server build, as Module Federation's runtime would load it) and the API (an HTTP server).
// What is asserted is what a reader or a crawler gets: the HTML, and what it says.

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const NONCE = 'bm9uY2Utb2YtdGhlLWFuc3dlcg==';
const TEMPLATE =
  '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8" /><title>Portal</title>' +
  '<meta name="description" content="A publisher of mathematics" /></head>' +
  '<body><div id="root"></div><script defer src="/main.0123456789.js"></script></body></html>';
/** A browser's user agent would be given this by the site's server; a crawler none. */
const STREAM_AFTER_MS = 50;

interface FakeNewsItem {
  id: number;
  title: { en: string; zh: string };
  summary: { en: string; zh: string };
}

const ITEMS: Record<number, FakeNewsItem> = {
  1: {
    id: 1,
    title: { en: 'Prize in geometric analysis', zh: '几何分析奖' },
    summary: { en: 'The prize committee has announced', zh: '奖项委员会宣布' },
  },
  2: {
    id: 2,
    title: { en: 'A slow announcement', zh: '慢的公告' },
    summary: { en: 'Its data takes a while to come', zh: '数据来得慢' },
  },
};
/** The item whose answer the fake API holds back, and for how long. */
const SLOW_ITEM = 2;
const SLOW_MS = 2_500;
/** An item the API never answers for (a stalled API). */
const STALLED_ITEM = 3;

/** The news remote's page of one item, written as a remote's pages are (useQuery, the head). */
function NewsItemPage() {
  const id = Number(useParams().id);
  const item = useQuery({
    queryKey: ['news', 'detail', id],
    queryFn: ({ signal }) =>
      apiGet('/cms/announcement-detail', { id }, { signal, silent: true }) as Promise<unknown>,
  });
  const data = item.data as FakeNewsItem | undefined;
  useServerHead((head) => {
    if (data) head.title = data.title.en;
  });
  // On a server a failed request shows as loading too: the browser asks again.
  if (!data) return <p>Loading</p>;
  return (
    <article>
      <h1>{data.title.en}</h1>
      <p>{data.summary.en}</p>
    </article>
  );
}

/** Called each time the heading of the page of steps renders: once per render of the page. */
const stepsHeadingRendered = jest.fn();

function StepsHeading() {
  stepsHeadingRendered();
  return <h1>Steps</h1>;
}

/** One step of a chain of announcements, each naming the next: a request depending on another. */
function Step({ id }: { id: number }) {
  const step = useQuery({
    queryKey: ['news', 'step', id],
    queryFn: ({ signal }) =>
      apiGet('/cms/announcement-detail', { id }, { signal, silent: true }) as Promise<unknown>,
  });
  const data = step.data as { id: number; next: number | null } | undefined;
  if (!data) return <p>Loading</p>;
  return (
    <>
      <p>{`Step ${data.id}`}</p>
      {data.next !== null && <Step id={data.next} />}
    </>
  );
}

function StepsPage() {
  return (
    <article>
      <StepsHeading />
      <Step id={FIRST_STEP} />
    </article>
  );
}

const NEWS_ROUTES: readonly PortalRoute[] = [
  { name: 'newsSteps', path: 'newsDetail/steps', element: <StepsPage /> },
  { name: 'newsDetail', path: 'newsDetail/:id', element: <NewsItemPage /> },
];
const fakeNewsRemote: RemoteAppModule = {
  default: () => <KeepAliveRoutes routes={NEWS_ROUTES} />,
};

/** The chain of announcements the fake API answers, by id: each names the next, the last none. */
const FIRST_STEP = 101;
const LAST_STEP = 106;

/**
 * The API: news items by id, held back or refused as a test says, and the steps of a chain;
 * every other call a 404. Counts the calls to each address.
 */
const api = {
  server: http.createServer((request, response) => {
    if (api.down) {
      request.socket.destroy();
      return;
    }
    const url = new URL(request.url ?? '/', 'http://api.test');
    const address = `${url.pathname}${url.search}`;
    api.calls.set(address, (api.calls.get(address) ?? 0) + 1);
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname !== '/api/cms/announcement-detail') {
      answer(404, { code: 404, msg: 'Not found' });
      return;
    }
    const id = Number(url.searchParams.get('id'));
    if (id >= FIRST_STEP && id <= LAST_STEP) {
      answer(200, { code: 200, msg: 'ok', data: { id, next: id < LAST_STEP ? id + 1 : null } });
      return;
    }
    if (id === STALLED_ITEM) {
      response.on('close', () => (api.stalledGivenUpAt = Date.now()));
      return;
    }
    const item = ITEMS[id];
    if (!item) {
      answer(404, { code: 404, msg: 'No such item' });
      return;
    }
    setTimeout(
      () => {
        if (id === SLOW_ITEM) api.slowAnsweredAt = Date.now();
        answer(200, { code: 200, msg: 'ok', data: item });
      },
      id === SLOW_ITEM ? SLOW_MS : 0,
    );
  }),
  down: false,
  calls: new Map<string, number>(),
  slowAnsweredAt: 0,
  stalledGivenUpAt: 0,
  baseUrl: '',
};

beforeAll(async () => {
  await new Promise<void>((resolve) => api.server.listen(0, '127.0.0.1', resolve));
  api.baseUrl = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  api.server.closeAllConnections();
  await new Promise((resolve) => api.server.close(resolve));
});

beforeEach(() => {
  api.down = false;
  api.calls.clear();
  jest
    .mocked(loadRemote)
    .mockImplementation(async (id: string) =>
      id === 'news/App' ? fakeNewsRemote : Promise.reject(new Error(`No fake of ${id}`)),
    );
});

function render(url: string, options: Partial<RenderRequest> = {}): Promise<RenderedPage> {
  return renderPage({
    url,
    template: TEMPLATE,
    nonce: NONCE,
    remotes: {
      news: { version: '1.0.0', entry: 'http://remotes.test/news/1.0.0/mf-manifest.json' },
    },
    apiBaseUrl: api.baseUrl,
    siteOrigin: 'https://www.example.org',
    acceptLanguage: 'en-GB,en;q=0.9',
    ...options,
  });
}

/** The page as HTML: a page whole, or a stream read to its end. */
async function htmlOf(page: RenderedPage): Promise<string> {
  if (page.kind === 'page') return page.html;
  if (page.kind === 'stream') return (await chunksOf(page.stream)).join('');
  throw new Error(`A redirect to ${page.location}, not a page`);
}

/** A streamed page's chunks, as the reader's browser receives them. */
async function chunksOf(stream: Readable): Promise<string[]> {
  const chunks: string[] = [];
  for await (const chunk of stream) chunks.push(String(chunk));
  return chunks;
}

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const bodyOf = (html: string) => html.slice(html.indexOf('<div id="root">'));

test("a remote's page is served whole: its title in the head, its content in the body", async () => {
  const page = await render('/newsDetail/1');
  expect(page.kind).toBe('page');
  const html = await htmlOf(page);
  expect(html).toMatch(/^<!doctype html><html lang="en"/);
  expect(headOf(html)).toContain('<title>Prize in geometric analysis</title>');
  expect(headOf(html)).not.toContain('<title>Portal</title>');
  const body = bodyOf(html);
  expect(body).toContain('<nav aria-label="Main menu"');
  expect(body).toContain('<h1>Prize in geometric analysis</h1>');
  expect(body).toContain('The prize committee has announced');
  // The page's data, for the browser to take the page over without asking again.
  expect(body).toMatch(/<script type="application\/json" id="portal-state"[^>]*>.*geometric/);
  // Its styles, which the answer's Content-Security-Policy allows by their nonce.
  expect(headOf(html)).toMatch(new RegExp(`<style nonce="${NONCE}" data-styled="true"`));
  expect(html).not.toMatch(/<style(?![^>]*nonce=)/);
});

test('the page is in the language the reader chose', async () => {
  const html = await htmlOf(
    await render('/newsDetail/1', { languageCookie: 'zh', acceptLanguage: 'en' }),
  );
  expect(html).toMatch(/^<!doctype html><html lang="zh-CN"/);
  expect(bodyOf(html)).toContain('<nav aria-label="主菜单"');
});

test.each([
  ['/', '/home'],
  ['/journals', '/journals/journal'],
  // Any other address may be a journal's abbreviation: the journals section decides.
  ['/Acta.Math.', '/journalabbr/Acta.Math.'],
])('%s redirects to %s', async (url, location) => {
  expect(await render(url)).toEqual({ kind: 'redirect', location });
});

/** The page's data as the page hands it to the browser. */
function stateOf(html: string): { queries: { queryKey: unknown[] }[] } {
  const block = /<script type="application\/json" id="portal-state"[^>]*>(.*?)<\/script>/.exec(
    html,
  );
  return JSON.parse(block?.[1] ?? 'null') as { queries: { queryKey: unknown[] }[] };
}

// A failed request is not the page's answer: the browser asks again, and shows what it gets.
test('an item the API does not have: the page is served, the item left for the browser to ask', async () => {
  const page = await render('/newsDetail/404');
  expect(page.kind).toBe('page');
  const html = await htmlOf(page);
  expect(bodyOf(html)).toContain('<nav aria-label="Main menu"');
  expect(bodyOf(html)).toMatch(/<main[^>]*>.*<p>Loading<\/p>.*<\/main>/);
  expect(stateOf(html).queries).toEqual([]);
  // Said, so that the site's server keeps no page waiting for the browser's data.
  if (page.kind !== 'page') return;
  expect(page.clientRendered).toContainEqual(
    expect.stringMatching(/^data not ready in time or failed: .*"detail",404/),
  );
});

test('a remote failing on the server leaves its section to the browser: the rest is served', async () => {
  jest.mocked(loadRemote).mockRejectedValue(new Error('RUNTIME-008: the news entry failed'));
  const page = await render('/newsDetail/1');
  expect(page.kind).toBe('page');
  if (page.kind !== 'page') return;
  // (This API answers the header's and footer's own calls 404: their data is said missing too.)
  expect(page.clientRendered).toContainEqual(
    expect.stringContaining('RUNTIME-008: the news entry failed'),
  );
  const body = bodyOf(page.html);
  expect(body).toContain('<nav aria-label="Main menu"');
  expect(body).not.toContain('Prize in geometric analysis');
  // React's mark of a part the browser renders, with the digest the browser expects.
  expect(body).toContain('data-dgst="portal:client-render"');
});

test('the API down: the page is served, never an error page, its data left to the browser', async () => {
  api.down = true;
  const page = await render('/newsDetail/1');
  expect(page.kind).toBe('page');
  const html = await htmlOf(page);
  expect(headOf(html)).toContain('<title>Portal</title>');
  expect(bodyOf(html)).toContain('<nav aria-label="Main menu"');
  expect(bodyOf(html)).toMatch(/<main[^>]*>.*<p>Loading<\/p>.*<\/main>/);
  expect(stateOf(html).queries).toEqual([]);
});

test('a stalled API: the page is served in its budget, and the call given up with it', async () => {
  const budgetMs = 2_000;
  const started = Date.now();
  const page = await render(`/newsDetail/${STALLED_ITEM}`, { budgetMs });
  const html = await htmlOf(page);
  expect(Date.now() - started).toBeLessThan(budgetMs + 1_000);
  // A page cut short by its budget says so: the site's server keeps no such page.
  expect(page.kind).toBe('page');
  if (page.kind !== 'page') return;
  expect(page.clientRendered.join()).toContain(`"detail",${STALLED_ITEM}`);
  expect(bodyOf(html)).toContain('<nav aria-label="Main menu"');
  // The server's call to the API ends by the page's deadline, not after the browser's 30 s.
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(api.stalledGivenUpAt).toBeGreaterThan(0);
  expect(api.stalledGivenUpAt - started).toBeLessThan(budgetMs + 500);
});

test("a reader's slow page streams: its head and header at once, its content when it comes", async () => {
  const page = await render('/newsDetail/2', { streamAfterMs: STREAM_AFTER_MS, budgetMs: 8_000 });
  expect(page.kind).toBe('stream');
  if (page.kind !== 'stream') return;
  const arrivals: number[] = [];
  const chunks: string[] = [];
  for await (const chunk of page.stream) {
    arrivals.push(Date.now());
    chunks.push(String(chunk));
  }
  // The head and the header arrive before the API has answered the page's own request.
  const early = chunks.filter((_chunk, index) => (arrivals[index] ?? 0) < api.slowAnsweredAt);
  const before = early.join('');
  expect(before).toMatch(/^<!doctype html><html lang="en"/);
  expect(before).toContain('</head>');
  expect(before).toContain('<nav aria-label="Main menu"');
  expect(before).not.toContain('A slow announcement');
  // The header's styles come before it, so it shows styled at once.
  expect(before.indexOf(`<style nonce="${NONCE}"`)).toBeGreaterThan(0);
  expect(before.indexOf(`<style nonce="${NONCE}"`)).toBeLessThan(
    before.indexOf('<nav aria-label="Main menu"'),
  );
  // Then the rest: the page's content and its data, the page marked as streamed.
  const html = chunks.join('');
  expect(html).toContain('<h1>A slow announcement</h1>');
  expect(html).toMatch(/id="portal-state"[^>]* data-streamed/);
  expect(await page.clientRendered).toEqual([]);
  // Every style and script of the page with the answer's nonce.
  expect(html).toMatch(new RegExp(`<style nonce="${NONCE}" data-styled="true"`));
  expect(html).not.toMatch(/<style(?![^>]*nonce=)/);
  expect(html).not.toMatch(/<script(?![^>]*(nonce=|type="application\/json"|src=))/);
  // Beside it, the page whole with the same nonce: what the site's server keeps for the next
  // readers (its page cache).
  const whole = await page.whole;
  expect(whole?.kind).toBe('page');
  if (whole?.kind !== 'page') return;
  // (Only the header's and footer's data, which this API answers 404, is said missing.)
  expect(whole.clientRendered.join()).not.toContain('"detail"');
  expect(headOf(whole.html)).toContain('<title>A slow announcement</title>');
  expect(whole.html).toContain('<h1>A slow announcement</h1>');
  expect(whole.html).not.toContain('data-streamed');
  expect(whole.html).not.toMatch(/<style(?![^>]*nonce=)/);
});

test('a crawler is sent even a slow page whole, its title in the head', async () => {
  const page = await render('/newsDetail/2', { budgetMs: 8_000 });
  expect(page.kind).toBe('page');
  expect(headOf(await htmlOf(page))).toContain('<title>A slow announcement</title>');
});

test('a page whose data comes in steps is rendered once, with every step, each asked for once', async () => {
  stepsHeadingRendered.mockClear();
  const page = await render('/newsDetail/steps');
  expect(page.kind).toBe('page');
  const body = bodyOf(await htmlOf(page));
  // Each request is made once the one before has answered, all within the one render.
  for (let step = FIRST_STEP; step <= LAST_STEP; step += 1) {
    expect(body).toContain(`<p>Step ${step}</p>`);
  }
  expect(body).not.toContain('<p>Loading</p>');
  expect(stepsHeadingRendered).toHaveBeenCalledTimes(1);
  const steps = [...api.calls].filter(([address]) => address.includes('announcement-detail'));
  expect(steps).toHaveLength(LAST_STEP - FIRST_STEP + 1);
  expect(steps.every(([, calls]) => calls === 1)).toBe(true);
});

test("a reader's streamed page asks the API once for each of its data", async () => {
  const page = await render('/newsDetail/2', { streamAfterMs: STREAM_AFTER_MS, budgetMs: 8_000 });
  expect(page.kind).toBe('stream');
  expect(await htmlOf(page)).toContain('<h1>A slow announcement</h1>');
  expect(api.calls.size).toBeGreaterThan(1);
  expect([...api.calls].filter(([, calls]) => calls > 1)).toEqual([]);
});
