/**
 * The site's page renderer (DESIGN.md section 6): the entry of the shell's server build, which the
 * site's server loads (delivery/src/server-render.ts). It renders the same tree as the browser
 * (`App`) at the request's URL, with the route's remote loaded from its server build, the page's
 * data fetched here and handed to the browser in the page, its styles collected, and its title,
 * description and meta tags in the head. What does not make it in time (a remote over its
 * budget, slow data) is left to the browser, which renders it as it would without a server.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough, type Readable, Writable } from 'node:stream';
import { dehydrate, hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import {
  addMessages,
  configureApi,
  createPageHead,
  createQueryClient,
  htmlLang,
  i18n as pageI18n,
  initI18n,
  PageHeadContext,
  setCookieSource,
  setLanguageSource,
  setPartNotes,
  setSiteOriginSource,
  toLanguage,
  type Language,
  type PageHead,
} from '@portal/shared';
import { App } from '../app/app';
import {
  registerServerRemotes,
  setRemoteLoadBudget,
  type RemotesManifest,
} from '../app/remotes/registry';
import { SHELL_ROUTES } from '../app/routes';
import { settledWithin } from '../app/settled-within';
import { StreamGateContext } from '../app/stream-gate';
import en from '../i18n/en.json';
import zh from '../i18n/zh.json';
import { CLIENT_RENDER_DIGEST, headHtml, pageState } from './page-html';

export interface RenderRequest {
  /** The page's path and query, as requested (`/JDetail/19/article?id=8337`). */
  url: string;
  /** The shell's page (its index.html), into which the rendered page goes. */
  template: string;
  /** The nonce of this answer's Content-Security-Policy, for the page's `<style>` elements. */
  nonce: string;
  /** The live `remotes.json`: each remote's version and browser manifest. */
  remotes: RemotesManifest;
  /** The API, as this server reaches it (`http://127.0.0.1:3100/api`). */
  apiBaseUrl: string;
  /** The origin the reader came through (`https://www.example.org`), for absolute addresses. */
  siteOrigin: string;
  /** The reader's stored choice of language (the `TC_language` cookie), if any. */
  languageCookie?: string;
  /** The request's `Cookie` header: what the page shows depends on some (the cookie notice). */
  cookies?: string;
  /** The request's Accept-Language header. */
  acceptLanguage?: string;
  /** How long the route's remote may take to load here before the browser renders it (1 s). */
  remoteBudgetMs?: number;
  /** How long the page may take in all before what is missing is left to the browser (2.5 s). */
  budgetMs?: number;
  /**
   * How long the whole page may take before the server streams it instead: the head and what is
   * around the page's main region (the header, the footer) at once, the main region when it is
   * ready. Without it (a crawler), the page is sent whole, its head tags with it.
   */
  streamAfterMs?: number;
}

export type RenderedPage =
  | { kind: 'redirect'; location: string }
  | { kind: 'page'; html: string; language: Language; clientRendered: string[] }
  | {
      kind: 'stream';
      /** The page's HTML, as it is written: its end when the main region is ready. */
      stream: Readable;
      language: Language;
      /** What was left to the browser, once the page is written. */
      clientRendered: Promise<string[]>;
    };

const REMOTE_BUDGET_MS = 1_000;
const PAGE_BUDGET_MS = 2_500;
/**
 * Renders a page may take: each may discover more data (a page's second request depends on its
 * first); the last is the page.
 */
const DATA_PASSES = 4;

interface RenderContext {
  language: Language;
  origin: string;
  cookies: string | undefined;
  /** The parts whose code loads apart the render showed (`lazyPreloadable`): the last render's. */
  parts: Set<string>;
}

const renderContext = new AsyncLocalStorage<RenderContext>();
let started = false;

function start(apiBaseUrl: string) {
  if (started) return;
  started = true;
  initI18n();
  addMessages('shell', { zh, en });
  // Pages for readers of both languages render at once: each request reads its own.
  setLanguageSource(() => renderContext.getStore()?.language);
  setSiteOriginSource(() => renderContext.getStore()?.origin);
  setCookieSource(() => renderContext.getStore()?.cookies);
  setPartNotes(() => renderContext.getStore()?.parts);
  configureApi({ baseURL: apiBaseUrl });
}

/** The language of the page: the reader's stored choice, else their browser's, else English. */
export function pageLanguage(cookie: string | undefined, acceptLanguage = ''): Language {
  if (cookie === 'zh' || cookie === 'en') return cookie;
  for (const part of acceptLanguage.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag.startsWith('zh') || tag.startsWith('en')) return toLanguage(tag);
  }
  return 'en';
}

/** Where the shell's own route table sends this URL, if it is a redirect. */
function redirectOf(url: string): string | undefined {
  const location = new URL(url, 'http://portal.invalid');
  // In the table's order, every path of a route (a section has several) as its own entry.
  const table = SHELL_ROUTES.flatMap((route) =>
    (typeof route.path === 'string' ? [route.path] : route.path).map((path) => ({ path, route })),
  );
  const matches = matchRoutes(
    table.map(({ path }, index) => ({ path, id: String(index) })),
    location.pathname,
  );
  const id = matches?.[0]?.route.id;
  const route = id === undefined ? undefined : table[Number(id)]?.route;
  if (!route?.redirectTo) return undefined;
  return typeof route.redirectTo === 'function'
    ? route.redirectTo({
        pathname: location.pathname,
        search: location.search,
        hash: '',
        state: null,
        key: 'default',
      })
    : route.redirectTo;
}

/** The server build of a remote, published beside the browser build its manifest describes. */
export function serverEntryOf(browserManifest: string): string {
  return new URL('server/remoteEntry.js', browserManifest).href;
}

function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: unknown };
  return enabled !== false && typeof enabled !== 'function';
}

/** The queries the last render asked for and nobody has fetched (a server runs no effects). */
function unfetched(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query),
    );
}

function timeLeft(deadline: number): number {
  return Math.max(0, deadline - Date.now());
}

/** The final render, as HTML; parts still waiting at the deadline are left to the browser. */
function renderHtml(
  tree: ReactNode,
  {
    deadline,
    nonce,
    clientRendered,
  }: { deadline: number; nonce: string; clientRendered: string[] },
): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    const stream = renderToPipeableStream(tree, {
      nonce,
      // The page goes out whole, so each part in its place: a part React would otherwise send
      // after the rest (one over its chunk size) would come with scripts to move it in, and
      // show as loading until they ran.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        clearTimeout(timer);
        stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        clientRendered.push(error instanceof Error ? error.message : String(error));
        return CLIENT_RENDER_DIGEST;
      },
    });
    const timer = setTimeout(
      () => stream.abort(new Error('Over the page budget')),
      timeLeft(deadline),
    );
  });
}

/** The shell's page split where the rendered page goes. */
function templateParts(template: string): [string, string] {
  const root = '<div id="root"></div>';
  const at = template.indexOf(root);
  return [template.slice(0, at), template.slice(at + root.length)];
}

/** The page's head as rendered, in its language, with its styles (`<style>` tags, with nonce). */
function documentStart(before: string, head: PageHead, language: Language, styles: string) {
  return headHtml(head, before)
    .replace(/<html lang="[^"]*"/, `<html lang="${htmlLang(language)}"`)
    .replace('</head>', `${styles}</head>`);
}

interface PageRender {
  request: RenderRequest;
  language: Language;
  deadline: number;
  queryClient: QueryClient;
  context: RenderContext;
  /** The page, with the page's query cache or another, whole or streamed. */
  tree: (head: PageHead, options?: { queryClient?: QueryClient; streamed?: boolean }) => ReactNode;
}

/**
 * The page whole: each render notes the queries its components ask for (a server runs no effects,
 * so none is fetched by them); while some are missing, they are fetched and the page rendered
 * again (a page's second request may depend on its first), until the budget is spent.
 */
async function wholePage({ request, language, deadline, queryClient, context, tree }: PageRender) {
  const [before, after] = templateParts(request.template);
  for (let pass = 1; ; pass += 1) {
    const head = createPageHead();
    const sheet = new ServerStyleSheet({ nonce: request.nonce });
    const clientRendered: string[] = [];
    context.parts.clear();
    try {
      const body = await renderHtml(sheet.collectStyles(tree(head)), {
        deadline,
        nonce: request.nonce,
        clientRendered,
      });
      const missing = unfetched(queryClient);
      if (missing.length > 0 && pass < DATA_PASSES && timeLeft(deadline) > 0) {
        await settledWithin(
          missing.map((query) => query.fetch().catch(() => undefined)),
          timeLeft(deadline),
        );
        continue;
      }
      const html =
        documentStart(before, head, language, sheet.getStyleTags()) +
        `<div id="root">${body}</div>${pageState(dehydrate(queryClient), [...context.parts])}` +
        after;
      return { kind: 'page', html, language, clientRendered } as const;
    } finally {
      sheet.seal();
    }
  }
}

/**
 * The queries what is around a streamed page's main region asks for (the header's menus, the
 * footer's lines), missing from the page's cache: a render with the main region held back, into
 * a copy of the cache, stopped once that much is rendered.
 */
function queriesAround(page: PageRender, gate: Promise<void>): Promise<Query[]> {
  const copy = createQueryClient();
  hydrate(copy, dehydrate(page.queryClient));
  return new Promise((resolve, reject) => {
    renderContext.run({ ...page.context, parts: new Set() }, () => {
      const stream = renderToPipeableStream(
        <StreamGateContext.Provider value={gate}>
          {page.tree(createPageHead(), { queryClient: copy, streamed: true })}
        </StreamGateContext.Provider>,
        {
          onShellReady() {
            resolve(unfetched(copy));
            stream.abort();
          },
          onShellError: reject,
          onError: () => CLIENT_RENDER_DIGEST,
        },
      );
    });
  });
}

/**
 * Fetches, into the page's cache, what is around the main region: the browser takes the page
 * over with the page's whole cache, so the header must be rendered with its data as the browser
 * will. The page's own renders (`wholePage`) may be fetching some already: a query is fetched once.
 */
async function fetchAroundMain(page: PageRender, gate: Promise<void>) {
  for (let pass = 1; pass <= DATA_PASSES && timeLeft(page.deadline) > 0; pass += 1) {
    const missing = await queriesAround(page, gate);
    if (missing.length === 0) return;
    await settledWithin(
      missing.map((query) =>
        page.queryClient
          .fetchQuery({ ...query.options, queryKey: query.queryKey })
          .catch(() => undefined),
      ),
      timeLeft(page.deadline),
    );
  }
}

/** How long a streamed page's main region may take after the page's budget. */
const STREAM_GRACE_MS = 1_000;

/**
 * The page streamed: its head and what is around the main region (the header, the footer) at
 * once, then the main region when `ready` settles (the page's data fetched and its section
 * loaded, by `wholePage`), with the styles it adds; React's inline scripts put it in its place.
 * The page's own head tags (title, description) are the browser's to set then: a crawler, which
 * reads them in the head, is never sent a stream.
 */
async function streamedPage(page: PageRender, ready: Promise<unknown>): Promise<RenderedPage> {
  const { request, language, deadline, queryClient } = page;
  const gate = ready.then(
    () => undefined,
    () => undefined,
  );
  await fetchAroundMain(page, gate);
  const [before, after] = templateParts(request.template);
  // Its own notes of the parts it shows: the renders of `wholePage` go on beside it.
  const context: RenderContext = { ...page.context, parts: new Set() };
  const head = createPageHead();
  const sheet = new ServerStyleSheet({ nonce: request.nonce });
  const clientRendered: string[] = [];
  const output = new PassThrough();
  let finish: (names: string[]) => void = () => undefined;
  const finished = new Promise<string[]>((resolve) => {
    finish = resolve;
  });
  /** The rules of the styles rendered since the last call, as a `<style>` tag (or nothing). */
  const newStyles = () => {
    const tags = sheet._emitSheetCSS();
    sheet.instance.clearTag();
    return tags;
  };
  renderContext.run(context, () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        output.write(newStyles() + chunk.toString());
        done();
      },
      final(done) {
        clearTimeout(timer);
        output.end(
          `</div>${pageState(dehydrate(queryClient), [...context.parts], { streamed: true })}${after}`,
        );
        sheet.seal();
        finish(clientRendered);
        done();
      },
    });
    const stream = renderToPipeableStream(
      sheet.collectStyles(
        <StreamGateContext.Provider value={gate}>
          {page.tree(head, { streamed: true })}
        </StreamGateContext.Provider>,
      ),
      {
        nonce: request.nonce,
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          output.write(`${documentStart(before, head, language, newStyles())}<div id="root">`);
          stream.pipe(sink);
        },
        onShellError(error) {
          clearTimeout(timer);
          output.destroy(error instanceof Error ? error : new Error(String(error)));
          finish(clientRendered);
        },
        onError(error) {
          clientRendered.push(error instanceof Error ? error.message : String(error));
          return CLIENT_RENDER_DIGEST;
        },
      },
    );
    const timer = setTimeout(
      () => stream.abort(new Error('Over the page budget')),
      timeLeft(deadline) + STREAM_GRACE_MS,
    );
  });
  return { kind: 'stream', stream: output, language, clientRendered: finished };
}

/** Resolves after `ms`, undefined. */
function delay(ms: number): Promise<undefined> {
  return new Promise((resolve) => setTimeout(() => resolve(undefined), ms).unref());
}

/** Renders the page at `request.url` into the shell's page, or names where the URL redirects. */
export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  start(request.apiBaseUrl);
  const location = redirectOf(request.url);
  if (location) return { kind: 'redirect', location };

  registerServerRemotes(
    Object.fromEntries(
      Object.entries(request.remotes).map(([name, remote]) => [
        name,
        { ...remote, entry: serverEntryOf(remote.entry) },
      ]),
    ),
  );
  setRemoteLoadBudget(request.remoteBudgetMs ?? REMOTE_BUDGET_MS);
  const language = pageLanguage(request.languageCookie, request.acceptLanguage);
  const deadline = Date.now() + (request.budgetMs ?? PAGE_BUDGET_MS);

  const context: RenderContext = {
    language,
    origin: request.siteOrigin,
    cookies: request.cookies,
    parts: new Set(),
  };
  return renderContext.run(context, async () => {
    const i18n = pageI18n.cloneInstance({ lng: language, initAsync: false });
    // No retries here: what fails is fetched again by the browser.
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({
      queries: { ...queryClient.getDefaultOptions().queries, retry: false },
    });
    // The page's own atoms: one reader's answers never show in another's page.
    const store = createStore();
    const tree: PageRender['tree'] = (
      head,
      { queryClient: client = queryClient, streamed } = {},
    ) => (
      <PageHeadContext.Provider value={head}>
        <App
          queryClient={client}
          streamed={streamed}
          i18n={i18n}
          store={store}
          router={(routes) => <StaticRouter location={request.url}>{routes}</StaticRouter>}
        />
      </PageHeadContext.Provider>
    );
    const page: PageRender = { request, language, deadline, queryClient, context, tree };
    const whole = wholePage(page);
    if (request.streamAfterMs === undefined) return whole;
    // A slow section (its server build, its data) holds back neither the head nor the header.
    const inTime = await Promise.race([whole, delay(request.streamAfterMs)]);
    return inTime ?? streamedPage(page, whole);
  });
}
