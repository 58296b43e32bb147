/**
 * What the site's server (delivery) and the shell agree on, declared once: the list of live
 * remotes it serves (`remotes.json`), and the request and answer of the shell's page renderer
 * (`renderer.tsx`, built into `web/server/renderer.js`). The site's server imports these types
 * only (`@portal/shell/server-contract`) and loads the live shell's renderer at run time, so a
 * release of the shell brings its renderer with no restart.
 *
 * The server may load a shell released before it, so within a major version the request only
 * gains optional fields and the answer only kinds a server can tell apart (a shell of 1.2.0 or
 * earlier never answers `stream`). This file imports nothing of the shell: the site's server
 * type-checks it alone.
 */
import type { Readable } from 'node:stream';

/** One deployed remote: its version and the URL of that version's `mf-manifest.json`. */
export interface DeployedRemote {
  version: string;
  entry: string;
}

/** `remotes.json`: each live remote by name. */
export type RemotesManifest = Record<string, DeployedRemote>;

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
   * ready. The site's server gives it for a reader's browser only: a crawler or a tool, which
   * reads the head tags in the HTML, is sent the page whole.
   */
  streamAfterMs?: number;
}

export type RenderedPage =
  | { kind: 'redirect'; location: string }
  | {
      kind: 'page';
      html: string;
      /** The page's language (`zh` or `en`). */
      language: string;
      /** What was left to the browser: why each part could not be rendered here. */
      clientRendered: string[];
    }
  | {
      kind: 'stream';
      /** The page's HTML, as it is written: its end when the main region is ready. */
      stream: Readable;
      language: string;
      /** What was left to the browser, once the page is written. */
      clientRendered: Promise<string[]>;
      /**
       * The page whole, as its render beside the stream ends (with the same nonce): what the
       * site's server may keep for the next readers (its page cache). A shell built before
       * the page cache does not say it.
       */
      whole?: Promise<RenderedPage>;
    };

/** The module the shell's server build exports (`web/server/renderer.js`). */
export interface PageRenderer {
  /** Renders the page at `request.url` into the shell's page, or names where the URL redirects. */
  renderPage(request: RenderRequest): Promise<RenderedPage>;
}
