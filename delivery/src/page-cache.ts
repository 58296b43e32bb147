/**
 * The page cache of the site's server (issue 30): the pages every anonymous reader gets, rendered
 * once and sent again until what they were rendered from changes.
 *
 * A page rendered on the server is a function of its key alone (`PageKey`): the URL as
 * requested, the reader's language, whether they answered the cookie notice, the site's origin
 * it links to, the live shell's version, the live remotes (`remotes.json`) and the catalogue's
 * revision. The renderer is given nothing else of the request (`readerOf`: no other cookie, no
 * Accept-Language once it has named the language), so a page kept for one reader is the page any
 * other reader with the same key would be rendered: readers' own parts (their name, cart, orders)
 * are always rendered in their browsers. A release or rollback changes the shell's folder or
 * `remotes.json`, a change of the catalogue its revision: the next request has another key.
 *
 * Only whole pages with nothing left to the browser are kept (and the shell's redirects), each
 * with its compressed copies made once, its ETag, and the nonce it was rendered with, which every
 * answer from it names in its Content-Security-Policy (page-route.ts). The revision is asked of
 * the API (`GET /api/catalogue/revision`), by one request shared by every page and reused for
 * `revisionTtlMs`; while the API cannot say, nothing is kept or served from here.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { pageLanguage } from '@portal/shared/page-language';
import { siteOriginOf } from './security';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The cookies the renderer is given (shared/src/config/cookies.ts prefixes names with `TC_`). */
const LANGUAGE_COOKIE = 'TC_language';
const COOKIE_NOTICE_COOKIE = 'TC_cookieAccepted';

export interface PageCacheConfig {
  /** How many bytes of pages (each with its compressed copies) one process keeps. */
  maxBytes: number;
  /** How long an answer of the API about the catalogue's revision is reused. */
  revisionTtlMs: number;
  /**
   * How long after this server first sees a revision its renders are not kept: as long as the
   * API's processes may take to serve it themselves (its `CATALOGUE_POLL_MS`, 1 s, and the
   * reading anew of its answers before it moves, 2 s at most), so that no page rendered from
   * another API process's answers of the revision before is kept as this one.
   */
  settleMs: number;
}

export const DEFAULT_PAGE_CACHE_CONFIG: PageCacheConfig = {
  maxBytes: 64 * 1024 * 1024,
  revisionTtlMs: 200,
  settleMs: 3_000,
};

/** What of a request a page is rendered from: all of it (the cookies the renderer sees too). */
export interface Reader {
  /** The page's path and query, as requested. */
  url: string;
  language: 'zh' | 'en';
  /** The reader answered the cookie notice (`TC_cookieAccepted=1`): the page has no notice. */
  cookieNoticeAnswered: boolean;
  /** The site's origin the page's absolute links name. */
  siteOrigin: string;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export function readerOf(request: FastifyRequest, siteOrigins: readonly string[]): Reader {
  const cookies = request.headers.cookie;
  return {
    url: request.url,
    language: pageLanguage(
      cookieValue(cookies, LANGUAGE_COOKIE),
      request.headers['accept-language'],
    ),
    cookieNoticeAnswered: cookieValue(cookies, COOKIE_NOTICE_COOKIE) === '1',
    siteOrigin: siteOriginOf(request, siteOrigins),
  };
}

/** The only Cookie header a render sees: made from the reader's key, never the reader's own. */
export function renderCookies(reader: Reader): string {
  const cookies = [`${LANGUAGE_COOKIE}=${reader.language}`];
  if (reader.cookieNoticeAnswered) cookies.push(`${COOKIE_NOTICE_COOKIE}=1`);
  return cookies.join('; ');
}

/** What is live when a request comes: read once, and both keyed by and rendered with. */
export interface LiveVersions {
  /** The live shell's folder (`web`'s target): its version. */
  shellDir: string;
  /** The live `remotes.json`, as written. */
  remotes: string;
}

export interface PageKey {
  /** Every input of the render, joined. */
  text: string;
  /** When this server first saw the key's revision (`settleMs`). */
  revisionSeenAt: number;
}

export function pageKey(reader: Reader, live: LiveVersions, revision: Revision): PageKey {
  return {
    text: JSON.stringify([
      reader.url,
      reader.language,
      reader.cookieNoticeAnswered,
      reader.siteOrigin,
      live.shellDir,
      live.remotes,
      revision.value,
    ]),
    revisionSeenAt: revision.seenAt,
  };
}

export interface Revision {
  value: string;
  seenAt: number;
}

/**
 * The catalogue's revision as the API says it: one request at a time, shared by every page that
 * asks meanwhile, its answer reused for `ttlMs`. Undefined while the API cannot say (an API
 * without the route, or away): nothing is cached then.
 */
export class CatalogueRevisionSource {
  #known: Revision | undefined;
  #answeredAt = Number.NEGATIVE_INFINITY;
  #asking: Promise<Revision | undefined> | undefined;

  constructor(
    private readonly ask: () => Promise<string | undefined>,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  current(): Promise<Revision | undefined> {
    if (this.now() - this.#answeredAt < this.ttlMs) return Promise.resolve(this.#known);
    this.#asking ??= this.ask()
      .catch(() => undefined)
      .then((value) => {
        const at = this.now();
        this.#answeredAt = at;
        if (value === undefined) this.#known = undefined;
        else if (value !== this.#known?.value) this.#known = { value, seenAt: at };
        return this.#known;
      })
      .finally(() => {
        this.#asking = undefined;
      });
    return this.#asking;
  }
}

/** Asks the API at `apiUrl` for the catalogue's revision (api/src/routes/catalogue). */
export function askApiRevision(apiUrl: string, timeoutMs = 1_000) {
  const url = `${apiUrl.replace(/\/$/, '')}/api/catalogue/revision`;
  return async (): Promise<string | undefined> => {
    const answer = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!answer.ok) return undefined;
    const body = (await answer.json()) as { data?: { revision?: unknown } };
    const revision = body.data?.revision;
    return typeof revision === 'string' && /^[0-9]+$/.test(revision) ? revision : undefined;
  };
}

/** A kept page, with its copies for each encoding, or a redirect. */
export type CachedPage =
  | { kind: 'redirect'; location: string }
  | {
      kind: 'page';
      /** The nonce it was rendered with: the policy of every answer from it names it. */
      nonce: string;
      etag: string;
      identity: Buffer;
      br: Buffer;
      gzip: Buffer;
    };

export type Encoding = 'br' | 'gzip' | 'identity';

function sizeOf(page: CachedPage, key: string): number {
  const bytes =
    page.kind === 'page' ? page.identity.length + page.br.length + page.gzip.length : 100;
  return bytes + key.length;
}

/** Makes the kept copy of a page rendered whole: compressed once here, not per answer. */
export async function cachedPage(html: string, nonce: string): Promise<CachedPage> {
  const identity = Buffer.from(html);
  const [br, gzipped] = await Promise.all([
    brotli(identity, {
      params: {
        // Brotli's quality 5: about as small as its best for HTML at a fraction of its time.
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip(identity),
  ]);
  const etag = `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  return { kind: 'page', nonce, etag, identity, br, gzip: gzipped };
}

export class PageCache {
  readonly #pages: LRUCache<string, CachedPage>;

  constructor(readonly config: PageCacheConfig) {
    this.#pages = new LRUCache({ maxSize: config.maxBytes, sizeCalculation: sizeOf });
  }

  get(key: PageKey): CachedPage | undefined {
    return this.#pages.get(key.text);
  }

  /**
   * Whether a page whose render started at `startedAt` may be kept: only once the API's
   * processes have all seen the key's revision (`settleMs`).
   */
  mayKeep(key: PageKey, startedAt: number): boolean {
    return startedAt >= key.revisionSeenAt + this.config.settleMs;
  }

  set(key: PageKey, page: CachedPage): void {
    this.#pages.set(key.text, page);
  }

  get size(): number {
    return this.#pages.size;
  }
}

/** Whether the client's If-None-Match names `etag` (a weak comparison, as RFC 9110 asks). */
export function isFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
