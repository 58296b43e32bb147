/**
 * The site's pages: every page address (`/home`, `/JDetail/3/article?id=10`, `/BDetail/174`)
 * comes to the page route, `GET /*`, which answers the page rendered on the server for that
 * address (server-render.ts), or the shell's page alone, for the browser to render: never an
 * error page. Which page an address is, is the shell's to say (its route table), so every
 * address without a file is a page. Beside it, the live shell's files: each at the root of its
 * build (its scripts and fonts, named by their content); its source maps are not served.
 *
 * A page rendered whole is kept (page-cache.ts) and sent again, with its ETag, while nothing it
 * was rendered from has changed; a reader's page the cache lacks is shed when rendering cannot
 * keep its budget (shedding.ts). Every page's `Server-Timing` says which (`PageOutcome`).
 *
 * The staff's pages (the `staff` remote's path groups) are rendered like any other, as their
 * frame (who may see the rest is for the browser to ask the API), but never kept here nor by a
 * browser or a CDN (`no-store`), and never indexed (`X-Robots-Tag`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import {
  cachedPage,
  isFresh,
  pageKey,
  readerOf,
  type CachedPage,
  type CatalogueRevisionSource,
  type Encoding,
  type LiveVersions,
  type PageCache,
  type PageKey,
} from './page-cache';
import { REMOTES } from './layout';
import { styleNonce, keepStyleNonce, withStyleNonce } from './security';
import { isReadersBrowser, type RenderOnServer } from './server-render';
import type { RenderLoad } from './shedding';

/** A name with an extension at the root of the site: one of the live shell's files, if it has it. */
const SHELL_FILE_ROUTE = '/:file(^[^/]+\\.\\w+$)';
/** The shell's page: answered by the page route, with its nonce, never as a file. */
const SHELL_PAGE = 'index.html';

/** The page depends on the language cookie and header, and the cookie notice's cookie. */
const VARY = 'Accept-Encoding, Accept-Language, Cookie';
/** A kept page: a browser or a CDN may keep it too, and asks again before each use (ETag). */
const CACHED_PAGE_CACHE_CONTROL = 'public, no-cache';

/** A staff page: nobody else's copy of it, and no search engine's. */
const STAFF_PAGE_HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' };

/**
 * What happened to a page, in its `Server-Timing` header (`page;desc=<what>`): `hit`, from the
 * page cache; `miss`, rendered whole now (and kept if it could be); `stream`, rendered and
 * streamed; `shed`, the shell's page alone, rendering being over its budget (shedding.ts); `off`,
 * no page cache (`PAGE_CACHE=off`, no server rendering, or the API cannot say its revision);
 * `staff`, a staff page, which is never kept.
 */
export type PageOutcome = 'hit' | 'miss' | 'stream' | 'shed' | 'off' | 'staff';

export interface PageRouteOptions {
  /** The live shell's folder (`web`), read at each request: a release switches it. */
  webDir: string;
  /** The live `remotes.json`, read at each request: a release of a remote rewrites it. */
  remotesFile: string;
  /** The site's own origins, the only ones a page's absolute links name (`siteOriginOf`). */
  siteOrigins: readonly string[];
  /** Renders the page on the server; without it (`SERVER_RENDERING=off`) the browser does. */
  renderOnServer?: RenderOnServer;
  /** The pages kept (page-cache.ts); none with `PAGE_CACHE=off`. */
  pageCache?: { pages: PageCache; revision: CatalogueRevisionSource };
  /** The renders under way, and when a reader's page is shed (shedding.ts). */
  renderLoad?: RenderLoad;
}

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * A page is what a browser navigates to (it accepts HTML), so a journal's abbreviation ending in
 * a dot (/J.Algebr.Struct.) is a page too, and any address without an extension; any other miss
 * with an extension is a missing file.
 */
function isPage(request: FastifyRequest): boolean {
  return acceptsHtml(request) || path.extname(request.url.split('?')[0] ?? '') === '';
}

/** Whether the address is one of the staff's pages: under a path group of the `staff` remote. */
export function isStaffPage(url: string): boolean {
  const pathname = url.split(/[?#]/)[0] ?? '';
  return REMOTES.staff.paths.some((group) =>
    group.endsWith('/*')
      ? pathname === group.slice(0, -2) || pathname.startsWith(group.slice(0, -1))
      : pathname === group,
  );
}

function serverTiming(outcome: PageOutcome, renderMs?: number): string {
  const page = `page;desc=${outcome}`;
  return renderMs === undefined ? page : `${page}, render;dur=${renderMs.toFixed(1)}`;
}

/** The encoding a kept page is sent in: the smallest the client accepts of those made. */
function encodingFor(request: FastifyRequest): Encoding {
  const accepted = new Negotiator(request.raw).encodings(['br', 'gzip']);
  if (accepted.includes('br')) return 'br';
  return accepted.includes('gzip') ? 'gzip' : 'identity';
}

export function registerPageRoute(
  app: FastifyInstance,
  { webDir, remotesFile, siteOrigins, renderOnServer, pageCache, renderLoad }: PageRouteOptions,
) {
  // A published version never changes: its index.html is read once, when it first goes live.
  let shellPage: { dir: string; html: string } | undefined;
  const shellPageOf = (dir: string) => {
    if (shellPage?.dir !== dir) {
      shellPage = { dir, html: fs.readFileSync(path.join(dir, SHELL_PAGE), 'utf8') };
    }
    return shellPage.html;
  };

  /** What is live now: both cheap to read, so a release reaches the very next request. */
  const liveVersions = (): LiveVersions => ({
    shellDir: fs.realpathSync(webDir),
    remotes: fs.existsSync(remotesFile) ? fs.readFileSync(remotesFile, 'utf8') : '',
  });

  /** A kept page or redirect, with its ETag, the nonce it was rendered with, and its encoding. */
  function sendCached(
    request: FastifyRequest,
    reply: FastifyReply,
    page: CachedPage,
    outcome: PageOutcome,
    renderMs?: number,
  ) {
    void reply.header('Server-Timing', serverTiming(outcome, renderMs));
    if (page.kind === 'redirect') {
      // Its length said for HEAD too, which Fastify leaves out of an empty answer.
      return reply.header('content-length', 0).redirect(page.location, 302);
    }
    keepStyleNonce(reply, page.nonce);
    void reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', CACHED_PAGE_CACHE_CONTROL)
      .header('Vary', VARY)
      .header('ETag', page.etag);
    // The same policy as its 200 (above): a CDN updating its copy's headers keeps its nonce.
    if (isFresh(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
    const encoding = encodingFor(request);
    // Compressed already: @fastify/compress leaves an answer with a Content-Encoding alone.
    if (encoding !== 'identity') void reply.header('Content-Encoding', encoding);
    return reply.send(page[encoding]);
  }

  /** The page's key, when it can be kept now: the API says the catalogue's revision. */
  async function keyOf(request: FastifyRequest, live: LiveVersions): Promise<PageKey | undefined> {
    if (!pageCache || isStaffPage(request.url)) return undefined;
    const revision = await pageCache.revision.current();
    return revision && pageKey(readerOf(request, siteOrigins), live, revision);
  }

  /** Keeps a page rendered whole with nothing left to the browser, when it may be kept. */
  async function keep(
    key: PageKey | undefined,
    startedAt: number,
    html: string,
    nonce: string,
  ): Promise<CachedPage | undefined> {
    if (!pageCache || !key || !pageCache.pages.mayKeep(key, startedAt)) return undefined;
    const page = await cachedPage(html, nonce);
    pageCache.pages.set(key, page);
    return page;
  }

  /** The page route: the shell's page, rendered on the server when it can be. */
  async function servePage(request: FastifyRequest, reply: FastifyReply) {
    if (!isPage(request)) return reply.callNotFound();
    const live = liveVersions();
    const shell = shellPageOf(live.shellDir);
    void reply.type('text/html').header('Cache-Control', 'no-cache').header('Vary', VARY);
    const staff = isStaffPage(request.url);
    if (staff) void reply.headers(STAFF_PAGE_HEADERS);
    const shellAlone = (outcome: PageOutcome, renderMs?: number) =>
      reply
        .header('Server-Timing', serverTiming(outcome, renderMs))
        // Shed, it is the page of a busy moment: nobody keeps it in place of the page.
        .header('Cache-Control', outcome === 'shed' || staff ? 'no-store' : 'no-cache')
        .send(withStyleNonce(shell, styleNonce(reply.raw)));
    if (!renderOnServer) return shellAlone(staff ? 'staff' : 'off');

    const key = await keyOf(request, live);
    const kept = key && pageCache?.pages.get(key);
    if (kept) return sendCached(request, reply, kept, 'hit');

    // A reader's browser renders the page itself rather than wait for a server over its budget;
    // a crawler, which reads the HTML, waits its turn.
    const readersBrowser = isReadersBrowser(request.headers['user-agent']);
    if (readersBrowser && renderLoad?.shouldShed()) {
      return shellAlone('shed');
    }
    const done = !renderLoad
      ? undefined
      : readersBrowser
        ? renderLoad.begin()
        : await renderLoad.turn();
    // While a crawler waited, a render of the same page may have been kept.
    const keptMeanwhile = key && !readersBrowser && pageCache?.pages.get(key);
    if (keptMeanwhile) {
      done?.();
      return sendCached(request, reply, keptMeanwhile, 'hit');
    }
    const startedAt = Date.now();
    const started = performance.now();
    const nonce = styleNonce(reply.raw);
    // HEAD as GET, rendered too: an uptime monitor is sent the same redirect, a crawler the same
    // Content-Length (Node leaves the body out).
    const page = await renderOnServer({
      reader: readerOf(request, siteOrigins),
      live,
      template: withStyleNonce(shell, nonce),
      nonce,
      readersBrowser,
    }).catch(() => undefined);
    const renderMs = performance.now() - started;
    if (page?.kind === 'stream') {
      // The render goes on beside the stream until the page is whole: kept then, if it can be.
      const whole = (page.whole ?? Promise.resolve(undefined)).then(async (rendered) => {
        if (rendered?.kind === 'page' && rendered.clientRendered.length === 0) {
          await keep(key, startedAt, rendered.html, nonce);
        }
      });
      void Promise.allSettled([page.clientRendered, whole]).then(() => done?.());
      return reply.header('Server-Timing', serverTiming('stream', renderMs)).send(page.stream);
    }
    const outcome: PageOutcome = key ? 'miss' : staff ? 'staff' : 'off';
    // Kept before the render's place is given up: a crawler waiting for it finds it kept.
    const cached =
      page?.kind === 'page' && page.clientRendered.length === 0
        ? await keep(key, startedAt, page.html, nonce).catch(() => undefined)
        : undefined;
    if (page?.kind === 'redirect' && key && pageCache?.pages.mayKeep(key, startedAt)) {
      pageCache.pages.set(key, page);
    }
    done?.();
    if (page?.kind === 'redirect') return sendCached(request, reply, page, outcome, renderMs);
    if (cached) return sendCached(request, reply, cached, outcome, renderMs);
    if (page?.kind !== 'page') return shellAlone(outcome, renderMs);
    return reply.header('Server-Timing', serverTiming(outcome, renderMs)).send(page.html);
  }

  async function isShellFile(name: string): Promise<boolean> {
    // Source maps stay on disk, for the deployment's own reading of its errors.
    if (name === SHELL_PAGE || name.endsWith('.map')) return false;
    const stat = await fs.promises.stat(path.join(webDir, name)).catch(() => undefined);
    return stat?.isFile() ?? false;
  }

  /** One of the live shell's files, as its build compressed it (`@fastify/static`), or a page. */
  async function serveShellFile(
    request: FastifyRequest<{ Params: { file: string } }>,
    reply: FastifyReply,
  ) {
    if (await isShellFile(request.params.file)) return reply.sendFile(request.params.file);
    return servePage(request, reply);
  }

  app.route({ method: ['GET', 'HEAD'], url: '/*', handler: servePage });
  app.route({ method: ['GET', 'HEAD'], url: SHELL_FILE_ROUTE, handler: serveShellFile });
}
