/**
 * Public catalogue answers made reusable, and everything else kept private.
 *
 * A route marked `config: { catalogue: true }` answers the same to every reader until the
 * catalogue changes. Its 200 answers carry an ETag and `Cache-Control: public, no-cache`: a
 * browser or a CDN keeps the answer and revalidates it, and an unchanged answer costs a 304
 * without a body. This process also keeps the answers it made (JSON or not: Atom feeds keep
 * their content type), keyed by origin and URL, and serves them without the database while the
 * catalogue's revision (migration 0017, raised by a trigger on every catalogue table) is the one
 * they were read at. The revision is read again every `pollMs`, so a change made by any process,
 * or by SQL from outside, reaches every process.
 *
 * A GET that finds no answer of the current revision reads it from the database; the same GET
 * arriving meanwhile waits for that answer instead of reading it again (as a CDN's request
 * collapsing does): while an import wrote, readers of the same page had piled up behind each
 * other's reads of it.
 *
 * When the catalogue changes, this process first reads anew, one at a time, the answers readers
 * were given last (`readAnewMax` of them, for `readAnewMs` at most), and serves the new revision
 * once they are ready: readers meanwhile get the answers of the revision before from the cache.
 * Every answer read anew at once had held every reader for the length of all those reads (up to
 * 99 ms at the end of an import of 1,000 articles, api/docs/import.md).
 *
 * Any other answer, and any route's error, gets `Cache-Control: private, no-store` unless the
 * route chose its own: access decisions, history, orders and anything read with a session must
 * never be kept by a shared cache.
 */
import { randomBytes } from 'node:crypto';
import { etag } from 'etag';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fresh from 'fresh';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/db';

export const PUBLIC_CACHE_CONTROL = 'public, no-cache';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

export interface CatalogueCacheConfig {
  /** How often each process reads the catalogue's revision, in ms. */
  pollMs: number;
  /** How many bytes of answers this process keeps. */
  maxBytes: number;
  /**
   * When the catalogue changes, how many of the answers readers were given last are read anew
   * before the new revision is served, and for how long at most (ms). The rest are read when
   * next asked for.
   */
  readAnewMax: number;
  readAnewMs: number;
}

export const DEFAULT_CATALOGUE_CACHE_CONFIG: CatalogueCacheConfig = {
  pollMs: 1000,
  maxBytes: 32 * 1024 * 1024,
  readAnewMax: 200,
  readAnewMs: 2_000,
};

/** A GET of a URL reading its answer now, at `revision`; `done` settles once it is answered. */
interface Reading {
  revision: string;
  done: Promise<void>;
}

/**
 * How long a request waits for another's reading of the same answer before it reads it itself:
 * past a page's usual latency, short of the browser's timeout.
 */
const READING_WAIT_MS = 2_000;

/** Resolves when `done` settles, or after `ms` if it has not. */
function settledOrLate(done: Promise<void>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    void done.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** What a GET is asked again with to read its answer anew: what names its origin. */
interface Replay {
  url: string;
  headers: Record<string, string>;
  remoteAddress: string | undefined;
}

/** The headers by which an answer's origin is known (`request.host`, `request.protocol`). */
const ORIGIN_HEADERS = ['host', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-for'];

function replayOf(request: FastifyRequest): Replay {
  const headers: Record<string, string> = {};
  for (const name of ORIGIN_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return { url: request.url, headers, remoteAddress: request.socket.remoteAddress };
}

interface CachedAnswer {
  revision: string;
  payload: string;
  etag: string;
  contentType: string;
  replay: Replay;
}

/**
 * Marks this process's own reading of an answer anew, with a value no client can know: it is
 * answered from the database and its answer is not kept under the reader's revision.
 */
const READ_ANEW_HEADER = 'x-catalogue-read-anew';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer is public catalogue data: the same for every reader until the catalogue changes. */
    catalogue?: boolean;
  }
  interface FastifyInstance {
    catalogueRevision: CatalogueRevision;
  }
  interface FastifyRequest {
    /** The catalogue's revision when a catalogue read began; undefined when it is unknown. */
    catalogueRevisionAtStart: string | undefined;
    /** The answer came from this process's cache. */
    answeredFromCache: boolean;
    /** Settles this request's reading of an answer others wait for (when it is reading one). */
    endReading: (() => void) | undefined;
  }
}

/**
 * Readies the answers of revision `to` before this process serves it: reads anew, at `to`, the
 * answers readers were last given at `from`, and returns what keeps them, called as the revision
 * moves.
 */
export type ReadAnew = (from: string, to: string) => Promise<() => void>;

/** A reading of the revision: the database has answered once it settles. */
interface RevisionReading {
  /** Settles once this process serves the revision read (after its answers are read anew). */
  moved: Promise<string | undefined>;
}

/** The catalogue's revision as this process last read it. */
export class CatalogueRevision {
  #current: string | undefined;
  #reading: Promise<RevisionReading> | undefined;
  /** The revision this process is moving to while its answers are read anew. */
  #moving: string | undefined;
  #timer: NodeJS.Timeout | undefined;
  #holds = 0;

  constructor(
    private readonly db: Db,
    private readonly pollMs: number,
    private readonly log: FastifyBaseLogger,
    private readonly readAnew: ReadAnew = () => Promise.resolve(() => {}),
  ) {}

  /** The revision, read from the database the first time and then every pollMs. */
  async current(): Promise<string | undefined> {
    return this.#current ?? this.refresh();
  }

  /**
   * Keeps the revision as it is, whatever changes, until the returned release is called (by every
   * holder): an import holds it while it writes, so that readers keep the answers of the
   * catalogue before it, served from the cache, and see all it wrote together once it ends. The
   * last release reads the revision at once, and settles once this process serves it.
   */
  hold(): () => Promise<void> {
    this.#holds += 1;
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      this.#holds -= 1;
      if (this.#holds > 0) return;
      // A reading begun before the hold may have read the database before the holder wrote:
      // the revision is read anew once it is done.
      await this.#reading?.then(({ moved }) => moved);
      await this.refresh();
    };
  }

  /**
   * Reads the revision now, and settles once this process serves it. Undefined (no caching)
   * while the database cannot say.
   */
  async refresh(): Promise<string | undefined> {
    return (await this.#read()).moved;
  }

  /**
   * The revision this process serves now, read anew: while the answers of a newer one are being
   * read, the one before, which readers are still answered at.
   */
  async served(): Promise<string | undefined> {
    const { moved } = await this.#read();
    return this.#moving === undefined ? moved : this.#current;
  }

  /** One reading at a time, from the database's answer until the move it brings is done. */
  #read(): Promise<RevisionReading> {
    if (this.#holds > 0 && this.#current !== undefined) {
      return Promise.resolve({ moved: Promise.resolve(this.#current) });
    }
    if (this.#reading) return this.#reading;
    const reading = this.db
      .query<{ revision: string }>('select revision::text as revision from catalogue_revision')
      .then(
        ([row]) => {
          this.#timer ??= setInterval(() => void this.refresh(), this.pollMs).unref();
          return row?.revision;
        },
        (error: unknown) => {
          // Before the migrations have run, or while the database is away: nothing is reused.
          if (this.#current !== undefined) {
            this.log.warn({ err: error }, 'could not read the catalogue revision');
          }
          return undefined;
        },
      )
      .then((revision) => ({
        moved: this.#moveTo(revision).finally(() => {
          if (this.#reading === reading) this.#reading = undefined;
        }),
      }));
    this.#reading = reading;
    return reading;
  }

  /**
   * Serves `next` from now, or once the answers readers were given are read anew at it: readers
   * meanwhile are answered at the revision before, without waiting for the database.
   */
  #moveTo(next: string | undefined): Promise<string | undefined> {
    const from = this.#current;
    // Held, the revision stays as it was, whenever this reading began.
    if (this.#holds > 0 && from !== undefined) return Promise.resolve(from);
    if (next === undefined || from === undefined || next === from) {
      this.#current = next;
      return Promise.resolve(next);
    }
    this.#moving = next;
    return this.readAnew(from, next)
      .catch((error: unknown) => {
        this.log.warn({ err: error }, 'could not read the answers of the new catalogue revision');
        return () => {};
      })
      .then((keep) => {
        // An import began meanwhile: the revision moves when it lets go.
        if (this.#holds > 0) return from;
        keep();
        this.#current = next;
        return next;
      })
      .finally(() => {
        this.#moving = undefined;
      });
  }

  stop() {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }
}

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

export default fp<Partial<CatalogueCacheConfig>>(
  async (fastify, options) => {
    const config = { ...DEFAULT_CATALOGUE_CACHE_CONFIG, ...options };
    const answers = new LRUCache<string, CachedAnswer>({
      maxSize: config.maxBytes,
      sizeCalculation: (answer, key) => answer.payload.length + key.length,
    });
    const readAnewMark = randomBytes(16).toString('hex');

    /**
     * Reads anew, one at a time and most recently asked for first, the answers readers were given
     * at `from`: readers keep being answered from the cache meanwhile, instead of every answer
     * being read from the database at once when the revision moves (as they had been when an
     * import of 1,000 articles ended: every reader waited for the others' reads).
     */
    const readAnew: ReadAnew = async (from, to) => {
      const started = performance.now();
      const read = new Map<string, CachedAnswer>();
      let asked = 0;
      for (const key of [...answers.keys()]) {
        if (asked >= config.readAnewMax || performance.now() - started >= config.readAnewMs) break;
        const answer = answers.peek(key);
        if (answer?.revision !== from) continue;
        asked += 1;
        const { url, headers, remoteAddress } = answer.replay;
        const response = await fastify.inject({
          method: 'GET',
          url,
          headers: { ...headers, [READ_ANEW_HEADER]: readAnewMark },
          remoteAddress,
        });
        // Anything but an answer (a page gone, an error) is read when next asked for.
        if (response.statusCode !== 200) continue;
        read.set(key, {
          revision: to,
          payload: response.body,
          etag: String(response.headers.etag),
          contentType: String(response.headers['content-type']),
          replay: answer.replay,
        });
      }
      // Kept least recently asked for first, so that they stay in the order readers asked.
      return () => {
        for (const [key, answer] of [...read].reverse()) answers.set(key, answer);
      };
    };
    const revision = new CatalogueRevision(fastify.db, config.pollMs, fastify.log, readAnew);
    fastify.decorate('catalogueRevision', revision);
    fastify.decorateRequest('catalogueRevisionAtStart', undefined);
    fastify.decorateRequest('answeredFromCache', false);
    fastify.decorateRequest('endReading', undefined);
    const readings = new Map<string, Reading>();
    fastify.addHook('onClose', async () => revision.stop());

    // A HEAD asks for the GET's answer without its body. The origin asked is part of the key:
    // an answer may link to it (a feed's absolute links, when no PUBLIC_SITE_URL is set), and a
    // request naming another host must not have its links served to everyone else.
    const keyOf = (request: FastifyRequest) =>
      `GET ${request.protocol}://${request.host}${request.url}`;

    /** The answer of the current revision this process keeps for the request's URL. */
    const keptAnswer = (key: string, current: string) => {
      const answer = answers.get(key);
      return answer?.revision === current ? answer : undefined;
    };

    fastify.addHook('onRequest', async (request, reply) => {
      if (!request.routeOptions.config.catalogue || !isRead(request.method)) return;
      if (request.headers[READ_ANEW_HEADER] === readAnewMark) return;
      const current = await revision.current();
      request.catalogueRevisionAtStart = current;
      if (current === undefined) return;
      const key = keyOf(request);
      let answer = keptAnswer(key, current);
      const reading = readings.get(key);
      if (!answer && reading?.revision === current) {
        // Another request is reading this answer: it is kept once read.
        await settledOrLate(reading.done, READING_WAIT_MS);
        answer = keptAnswer(key, current);
      }
      if (!answer) {
        // Read here; the same GET meanwhile waits for it (a HEAD's answer is not kept).
        if (request.method === 'GET' && readings.get(key)?.revision !== current) {
          let end = () => {};
          const done = new Promise<void>((resolve) => {
            end = resolve;
          });
          readings.set(key, { revision: current, done });
          request.endReading = () => {
            if (readings.get(key)?.done === done) readings.delete(key);
            end();
          };
        }
        return;
      }
      request.answeredFromCache = true;
      void reply
        .header('etag', answer.etag)
        .header('cache-control', PUBLIC_CACHE_CONTROL)
        .header('content-type', answer.contentType);
      if (fresh(request.headers, { etag: answer.etag })) return reply.code(304).send();
      return reply.send(answer.payload);
    });

    // However it ended (answered, refused, failed, the connection gone), its waiters go on.
    fastify.addHook('onResponse', async (request) => {
      request.endReading?.();
    });
    fastify.addHook('onRequestAbort', async (request) => {
      request.endReading?.();
    });

    fastify.addHook('onSend', async (request, reply, payload) => {
      const publicAnswer =
        request.routeOptions.config.catalogue &&
        isRead(request.method) &&
        reply.statusCode === 200 &&
        typeof payload === 'string';
      if (!publicAnswer) {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', PRIVATE_CACHE_CONTROL);
        return payload;
      }
      if (request.answeredFromCache) return payload;
      const tag = etag(payload);
      reply.header('etag', tag).header('cache-control', PUBLIC_CACHE_CONTROL);
      const read = request.catalogueRevisionAtStart;
      // Kept from a GET only: a HEAD's payload is emptied on its way out.
      if (read !== undefined && request.method === 'GET') {
        answers.set(keyOf(request), {
          revision: read,
          payload,
          etag: tag,
          contentType: String(reply.getHeader('content-type')),
          replay: replayOf(request),
        });
        request.endReading?.();
      }
      if (fresh(request.headers, { etag: tag })) {
        reply.code(304);
        return '';
      }
      return payload;
    });
  },
  { name: 'catalogue-cache', dependencies: ['db', 'auth'] },
);
