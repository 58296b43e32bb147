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
import type { RemotesFile } from './layout';
import { renderCookies, type LiveVersions, type Reader } from './page-cache';

/** What one page is rendered for. */
export interface PageToRender {
  /** All the render reads of the request (page-cache.ts `readerOf`). */
  reader: Reader;
  /** The live shell and remotes the page is rendered with, as its key names them. */
  live: LiveVersions;
  /** The shell's page (its index.html) with the answer's nonce, into which the page goes. */
  template: string;
  nonce: string;
  /** A reader's browser, which may be sent a slow page as a stream; else a crawler or a tool. */
  readersBrowser: boolean;
}

/** The page at the reader's URL, rendered into its template; undefined when it cannot be. */
export type RenderOnServer = (page: PageToRender) => Promise<RenderedPage | undefined>;

/** The folder of a build holding its server build, and the shell's renderer in it. */
const SERVER_DIR = 'server';
const RENDERER = 'renderer.js';

export interface ServerRenderOptions {
  /** The API as this server reaches it (`http://127.0.0.1:3100`). */
  apiUrl: string;
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
export function createServerRenderer(options: ServerRenderOptions): RenderOnServer {
  const log = options.log ?? ((message: string) => console.warn(message));
  let loaded: { dir: string; renderer: Promise<PageRenderer> } | undefined;

  function renderer(dir: string): Promise<PageRenderer> | undefined {
    if (loaded?.dir === dir) return loaded.renderer;
    const file = path.join(dir, SERVER_DIR, RENDERER);
    if (!fs.existsSync(file)) return undefined;
    // The container starts asynchronously: its exports are a promise of the module.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const exported = require(file) as PageRenderer | Promise<PageRenderer>;
    const renderer = Promise.resolve(exported);
    renderer.catch(() => {
      if (loaded?.renderer === renderer) loaded = undefined;
    });
    loaded = { dir, renderer };
    return renderer;
  }

  return async function renderPage({ reader, live, template, nonce, readersBrowser }) {
    try {
      const module = await renderer(live.shellDir);
      if (!module) return undefined;
      const page = await module.renderPage({
        url: reader.url,
        template,
        nonce,
        remotes: serverRemotes(
          JSON.parse(live.remotes || '{}') as RemotesFile,
          options.serverBuildsOrigin?.(),
        ),
        apiBaseUrl: `${options.apiUrl.replace(/\/$/, '')}/api`,
        siteOrigin: reader.siteOrigin,
        // The page's language, decided (`@portal/shared/page-language`), and no other cookie than
        // those of its key: nothing else of the reader's can reach a page kept for others.
        languageCookie: reader.language,
        cookies: renderCookies(reader),
        remoteBudgetMs: options.remoteBudgetMs,
        budgetMs: options.budgetMs,
        streamAfterMs: readersBrowser ? (options.streamAfterMs ?? STREAM_AFTER_MS) : undefined,
      });
      const leftToBrowser = (names: string[]) => {
        if (names.length > 0) log(`${reader.url}: left to the browser: ${names.join('; ')}`);
      };
      if (page.kind === 'page') leftToBrowser(page.clientRendered);
      if (page.kind === 'stream') void page.clientRendered.then(leftToBrowser);
      return page;
    } catch (error) {
      log(`${reader.url}: not rendered on the server: ${String(error)}`);
      return undefined;
    }
  };
}
