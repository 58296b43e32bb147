/**
 * The site's page renderer (DESIGN.md section 6): the entry of the shell's server build, which the
 * site's server loads (delivery/src/server-render.ts). It renders the same tree as the browser
 * (`App`) at the request's URL, with the route's remote loaded from its server build, the page's
 * data fetched here and handed to the browser in the page, its styles collected, and its title,
 * description and meta tags in the head. What does not make it in time (a remote over its
 * budget, slow data) is left to the browser, which renders it as it would without a server.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
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
}

export type RenderedPage =
  | { kind: 'redirect'; location: string }
  | { kind: 'page'; html: string; language: Language; clientRendered: string[] };

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

function settledWithin(promises: Promise<unknown>[], ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    Promise.allSettled(promises).then(() => undefined),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]).finally(() => clearTimeout(timer));
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
    const tree = (head: PageHead) => (
      <PageHeadContext.Provider value={head}>
        <App
          queryClient={queryClient}
          i18n={i18n}
          store={store}
          router={(routes) => <StaticRouter location={request.url}>{routes}</StaticRouter>}
        />
      </PageHeadContext.Provider>
    );
    // Each render notes the queries its components ask for (a server runs no effects, so none
    // is fetched by them); while some are missing, they are fetched and the page rendered again
    // (a page's second request may depend on its first), until the budget is spent.
    for (let pass = 1; ; pass += 1) {
      const head = createPageHead();
      const sheet = new ServerStyleSheet();
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
        const styles = sheet.getStyleTags().replace(/<style /g, `<style nonce="${request.nonce}" `);
        const page = headHtml(head, request.template)
          .replace(/<html lang="[^"]*"/, `<html lang="${htmlLang(language)}"`)
          .replace('</head>', `${styles}</head>`)
          .replace(
            '<div id="root"></div>',
            `<div id="root">${body}</div>${pageState(dehydrate(queryClient), [...context.parts])}`,
          );
        return { kind: 'page', html: page, language, clientRendered } as const;
      } finally {
        sheet.seal();
      }
    }
  });
}
