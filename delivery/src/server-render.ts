/**
 * Server rendering (DESIGN.md section 6): the site's pages rendered by the live shell's server
 * build (`<web>/server/renderer.js`, see shell/src/server/renderer.tsx), which loads each route's
 * remote from its server build named by the same `remotes.json` as the pages. A release or a
 * rollback of a remote changes what is rendered at the next page, with no restart; a release of
 * the shell loads its renderer. Anything that goes wrong here gives the page the browser renders
 * (the shell's index.html), never an error page.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PageRenderer, RenderedPage } from '@portal/shell/server-contract';
import type { FastifyRequest } from 'fastify';
import type { Deployment, RemotesFile } from './layout';
import { siteOriginOf } from './security';

/** The page at the request's URL, rendered into `template`; undefined when it cannot be. */
export type RenderOnServer = (
  request: FastifyRequest,
  template: string,
  nonce: string,
) => Promise<RenderedPage | undefined>;

/** The folder of a build holding its server build, and the shell's renderer in it. */
const SERVER_DIR = 'server';
const RENDERER = 'renderer.js';

export interface ServerRenderOptions {
  /** The API as this server reaches it (`http://127.0.0.1:3100`). */
  apiUrl: string;
  /**
   * The site's own origins, for the absolute addresses of a page (its canonical address, its
   * PDF): the one the request came to when it is one of them, else the first (`siteOriginOf`).
   */
  siteOrigins: readonly string[];
  /**
   * Where the renderer loads the remotes' builds from (`http://127.0.0.1:<port>`, deployment.ts
   * `serveServerBuilds`): their server builds are not served at the public remotes origin.
   */
  serverBuildsOrigin?: () => string;
  /** How long the route's remote may take to load on the server (default 1 s). */
  remoteBudgetMs?: number;
  /** How long a page may take to render in all (default 2.5 s). */
  budgetMs?: number;
  /**
   * How long a browser's page may take before it is streamed: its head and header at once, its
   * main region when ready (default 0.5 s). A crawler always gets the page whole.
   */
  streamAfterMs?: number;
  /** Where failures are told (default: the console). */
  log?: (message: string) => void;
}

const STREAM_AFTER_MS = 500;

/**
 * Whether the request is a reader's browser, which may be sent a page as a stream, rather than a
 * crawler or a tool (Googlebot, which also reads for Google Scholar; Baiduspider; curl), which
 * reads the page's head tags in the HTML and is sent the page whole.
 */
export function isReadersBrowser(userAgent = ''): boolean {
  return (
    /Mozilla\//.test(userAgent) &&
    !/bot|crawl|spider|slurp|archiver|preview|facebookexternalhit|embedly|scholar/i.test(userAgent)
  );
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** `remotes.json` with each remote's manifest at `origin`, where its server build is served. */
function serverRemotes(remotes: RemotesFile, origin: string | undefined): RemotesFile {
  if (!origin) return remotes;
  return Object.fromEntries(
    Object.entries(remotes).map(([name, remote]) => [
      name,
      { ...remote, entry: `${origin}/${name}/${remote.version}/mf-manifest.json` },
    ]),
  );
}

/**
 * The renderer of the live shell. Loaded on first use and again when the live shell changes (a
 * release switches `web` to another version's folder); a shell built without a server build
 * renders nothing here.
 */
export function createServerRenderer(
  deployment: Deployment,
  options: ServerRenderOptions,
): RenderOnServer {
  const log = options.log ?? ((message: string) => console.warn(message));
  let loaded: { dir: string; renderer: Promise<PageRenderer> } | undefined;

  function renderer(): Promise<PageRenderer> | undefined {
    const dir = fs.realpathSync(deployment.webDir);
    const file = path.join(dir, SERVER_DIR, RENDERER);
    if (!fs.existsSync(file)) return undefined;
    if (loaded?.dir !== dir) {
      // The container starts asynchronously: its exports are a promise of the module.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const exported = require(file) as PageRenderer | Promise<PageRenderer>;
      const renderer = Promise.resolve(exported);
      renderer.catch(() => {
        if (loaded?.renderer === renderer) loaded = undefined;
      });
      loaded = { dir, renderer };
    }
    return loaded.renderer;
  }

  return async function renderPage(request, template, nonce) {
    try {
      const module = await renderer();
      if (!module) return undefined;
      const page = await module.renderPage({
        url: request.url,
        template,
        nonce,
        remotes: serverRemotes(deployment.remotes(), options.serverBuildsOrigin?.()),
        apiBaseUrl: `${options.apiUrl.replace(/\/$/, '')}/api`,
        siteOrigin: siteOriginOf(request, options.siteOrigins),
        languageCookie: cookieValue(request.headers.cookie, 'TC_language'),
        cookies: request.headers.cookie,
        acceptLanguage: request.headers['accept-language'],
        remoteBudgetMs: options.remoteBudgetMs,
        budgetMs: options.budgetMs,
        streamAfterMs: isReadersBrowser(request.headers['user-agent'])
          ? (options.streamAfterMs ?? STREAM_AFTER_MS)
          : undefined,
      });
      const leftToBrowser = (names: string[]) => {
        if (names.length > 0) log(`${request.url}: left to the browser: ${names.join('; ')}`);
      };
      if (page.kind === 'page') leftToBrowser(page.clientRendered);
      if (page.kind === 'stream') void page.clientRendered.then(leftToBrowser);
      return page;
    } catch (error) {
      log(`${request.url}: not rendered on the server: ${String(error)}`);
      return undefined;
    }
  };
}
