import { buildApp, type App } from '../../app';
import type { Db } from '../../db/db';
import { openTestDb, TEST_PASSWORD_HASH_COST } from '../../../test/test-db';
import type { FastifyBaseLogger } from 'fastify';
import { FEED_PATHS } from '@portal/contract';
import {
  CatalogueRevision,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  type ReadAnew,
} from '../catalogue-cache';

/** The database, counting the statements the app sends to it. */
function counting(db: Db): { db: Db; statements: () => number } {
  let count = 0;
  const counted = new Proxy(db, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (property !== 'query' || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        count += 1;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { db: counted, statements: () => count };
}

const ARTICLE = '/api/periodical/issue-content-detail?id=1';
const JOURNALS = '/api/periodical/list?current=1&size=12';

let db: Db;
let statements: () => number;
let app: App;

beforeAll(async () => {
  ({ db, statements } = counting(await openTestDb()));
  // A poll far longer than any test: only refresh() or the wait test below reads the revision.
  app = await buildApp({
    db,
    auth: { passwordHashCost: TEST_PASSWORD_HASH_COST },
    catalogueCache: { pollMs: 60_000 },
  });
});

afterAll(async () => {
  await app.close();
  await db.close();
});

async function renameJournal(id: number, title: string) {
  await db.query('update journals set title_en = $2 where id = $1', [id, title]);
}

describe('public catalogue reads', () => {
  it('carry an ETag and a public Cache-Control, and an unchanged answer revalidates with a 304', async () => {
    for (const url of [JOURNALS, ARTICLE, '/api/search/search?q=operator&current=1&size=10']) {
      const first = await app.inject(url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[^"]+"$/);

      const again = await app.inject({ url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);

      const other = await app.inject({ url, headers: { 'if-none-match': '"something-else"' } });
      expect(other.statusCode).toBe(200);
      expect(other.body).toBe(first.body);

      const head = await app.inject({ method: 'HEAD', url, headers: { 'if-none-match': etag } });
      expect(head.statusCode).toBe(304);
    }
  });

  it('answer a GET in full after a HEAD of the same URL', async () => {
    const url = '/api/periodical/list?current=2&size=5';
    const head = await app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const get = await app.inject(url);
    expect(get.json<{ data: { records: unknown[] } }>().data.records).toHaveLength(5);
    expect(get.headers.etag).toBe(head.headers.etag);
  });

  it('answer the same to every reader: a session does not change them', async () => {
    const token = await app.accessTokens.issue({
      subject: { kind: 'personal', userId: 2 },
      tenantId: '000000',
    });
    const anonymous = await app.inject(ARTICLE);
    const signedIn = await app.inject({
      url: ARTICLE,
      headers: { 'portal-auth': `bearer ${token}` },
    });
    expect(signedIn.body).toBe(anonymous.body);
    expect(signedIn.headers.etag).toBe(anonymous.headers.etag);
  });

  it('are served again without the database while the catalogue is unchanged', async () => {
    await app.inject(ARTICLE);
    const before = statements();
    const again = await app.inject(ARTICLE);
    expect(again.statusCode).toBe(200);
    expect(statements()).toBe(before);
  });

  it('change, with a new ETag, once the catalogue changes; the old ETag gets the new answer', async () => {
    const url = '/api/periodical/detail?id=1';
    const old = await app.inject(url);
    await renameJournal(1, 'Renamed for the cache test');
    await app.catalogueRevision.refresh();

    const changed = await app.inject({ url, headers: { 'if-none-match': old.headers.etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<{ data: { title: { en: string } } }>().data.title.en).toBe(
      'Renamed for the cache test',
    );
    expect(changed.headers.etag).not.toBe(old.headers.etag);
  });

  it('are read once for readers asking at the same moment after a change, and each gets the answer', async () => {
    await renameJournal(3, 'Read once');
    await app.catalogueRevision.refresh();
    const before = statements();
    await app.inject('/api/periodical/detail?id=3');
    const oneRead = statements() - before;
    expect(oneRead).toBeGreaterThan(0);

    // An answer no reader was given before the change: read when first asked for.
    const url = '/api/periodical/detail?id=6';
    await renameJournal(6, 'Read once by five readers');
    await app.catalogueRevision.refresh();
    const atOnce = statements();
    const answers = await Promise.all(Array.from({ length: 5 }, () => app.inject(url)));
    expect(statements() - atOnce).toBe(oneRead);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json<{ data: { title: { en: string } } }>().data.title.en).toBe(
        'Read once by five readers',
      );
      expect(answer.headers.etag).toBe(answers[0]?.headers.etag);
    }
  });

  it('are read anew before a change is served: the readers who asked for them wait for no database after it', async () => {
    const detail = '/api/periodical/detail?id=5';
    const list = '/api/periodical/list?current=1&size=26';
    await app.inject(detail);
    await app.inject(list);
    await renameJournal(5, 'Read anew before it is served');
    await app.catalogueRevision.refresh();

    const before = statements();
    const [detailAfter, listAfter] = await Promise.all([app.inject(detail), app.inject(list)]);
    expect(statements()).toBe(before);
    expect(detailAfter!.json<{ data: { title: { en: string } } }>().data.title.en).toBe(
      'Read anew before it is served',
    );
    expect(listAfter!.body).toContain('Read anew before it is served');
  });

  it('are read anew up to readAnewMax, the most recently asked for first; the rest when asked for', async () => {
    const bounded = await buildApp({
      db,
      auth: { passwordHashCost: TEST_PASSWORD_HASH_COST },
      catalogueCache: { pollMs: 60_000, readAnewMax: 1 },
    });
    try {
      const earlier = '/api/periodical/detail?id=7';
      const later = '/api/periodical/detail?id=8';
      await bounded.inject(earlier);
      await bounded.inject(later);
      await renameJournal(7, 'Read when asked for');
      await bounded.catalogueRevision.refresh();

      const before = statements();
      await bounded.inject(later);
      expect(statements()).toBe(before);
      const earlierAfter = await bounded.inject(earlier);
      expect(statements()).toBeGreaterThan(before);
      expect(earlierAfter.json<{ data: { title: { en: string } } }>().data.title.en).toBe(
        'Read when asked for',
      );
    } finally {
      await bounded.close();
    }
  });

  it("are read anew with the origin they were asked at: a trusted proxy's links stay its own", async () => {
    const proxied = await buildApp({
      db,
      auth: { passwordHashCost: TEST_PASSWORD_HASH_COST, trustedProxies: ['10.0.0.0/8'] },
      catalogueCache: { pollMs: 60_000 },
    });
    try {
      const viaProxy = {
        url: FEED_PATHS.books,
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'site.example' },
        remoteAddress: '10.0.0.5',
      };
      const direct = { url: FEED_PATHS.books, headers: { host: 'portal.example' } };
      expect((await proxied.inject(viaProxy)).body).toContain('href="https://site.example/');
      await proxied.inject(direct);
      const [newest] = await db.query<{ id: number }>(
        "select id from books where publish_status = 'published' order by publish_date desc, id desc limit 1",
      );
      await db.query('update books set title_en = $2 where id = $1', [newest!.id, 'Read anew']);
      await proxied.catalogueRevision.refresh();

      const before = statements();
      const [proxyAfter, directAfter] = await Promise.all([
        proxied.inject(viaProxy),
        proxied.inject(direct),
      ]);
      expect(statements()).toBe(before);
      expect(proxyAfter!.body).toContain('Read anew');
      expect(proxyAfter!.body).toContain('href="https://site.example/');
      expect(directAfter!.body).toContain('Read anew');
      expect(directAfter!.body).toContain('href="http://portal.example/');
      expect(directAfter!.body).not.toContain('site.example');
    } finally {
      await proxied.close();
    }
  });

  it('stay as they were while an import holds the revision, and show all it changed once it lets go', async () => {
    const url = '/api/periodical/detail?id=4';
    const titleOf = (answer: { json: <T>() => T }) =>
      answer.json<{ data: { title: { en: string } } }>().data.title.en;
    const before = titleOf(await app.inject(url));
    const release = app.catalogueRevision.hold();
    await renameJournal(4, 'Renamed by an import');
    await app.catalogueRevision.refresh();
    expect(titleOf(await app.inject(url))).toBe(before);
    const statementsHeld = statements();
    await app.inject(url);
    expect(statements()).toBe(statementsHeld);

    await release();
    expect(titleOf(await app.inject(url))).toBe('Renamed by an import');
  });

  it("see a change made outside this process (another API process, an editor's SQL) within the poll", async () => {
    const polling = await buildApp({
      db,
      auth: { passwordHashCost: TEST_PASSWORD_HASH_COST },
      catalogueCache: { pollMs: 50 },
    });
    try {
      const url = '/api/periodical/detail?id=2';
      await polling.inject(url);
      await renameJournal(2, 'Renamed behind its back');
      await new Promise((resolve) => setTimeout(resolve, 300));
      const changed = await polling.inject(url);
      expect(changed.json<{ data: { title: { en: string } } }>().data.title.en).toBe(
        'Renamed behind its back',
      );
    } finally {
      await polling.close();
    }
  });
});

describe('answers that are not public catalogue reads', () => {
  it('are private and never stored: sessions, access, history, orders, errors', async () => {
    const token = await app.accessTokens.issue({
      subject: { kind: 'personal', userId: 2 },
      tenantId: '000000',
    });
    const session = { 'portal-auth': `bearer ${token}` };
    const urls = [
      '/api/periodical/access-history-periodical-content?current=1&size=10',
      '/api/periodical/my-subscriptions',
      '/api/periodical/org-auth-periodical',
      '/api/bookmain/access-history-books?current=1&size=10',
      '/api/bgcloud-user/profile',
      '/api/bgcloud-order/payment/my-orders-page?current=1&size=10',
      '/api/resource/pdf/checkauth?type=article&id=1',
      '/api/cms/my-news?current=1&size=10',
      '/api/health',
      // A catalogue read's error: a journal added later must not be hidden by a kept 404.
      '/api/periodical/detail?id=999999',
    ];
    for (const url of urls) {
      const response = await app.inject({ url, headers: session });
      expect([url, response.headers['cache-control']]).toEqual([url, PRIVATE_CACHE_CONTROL]);
      expect([url, response.headers.etag]).toEqual([url, undefined]);
    }
  });
});

describe('the revision held by an import', () => {
  /**
   * A revision read once as `initial`, whose database answers each later reading when the test
   * says (`answers[n]`, the first later one `answers[1]`).
   */
  async function revisionAt(initial: string, readAnew?: ReadAnew) {
    const answers: ((revision: string) => void)[] = [];
    const db = {
      query: () =>
        new Promise<{ revision: string }[]>((resolve) => {
          answers.push((revision) => resolve([{ revision }]));
        }),
    } as unknown as Db;
    const revision = new CatalogueRevision(db, 60_000, {} as FastifyBaseLogger, readAnew);
    const first = revision.refresh();
    answers[0]!(initial);
    await first;
    return { revision, answers };
  }

  /** Once let go, the revision is read once more, and that reading's answer is the one kept. */
  async function expectReadAnew(
    { revision, answers }: Awaited<ReturnType<typeof revisionAt>>,
    released: Promise<void>,
    next: string,
  ) {
    await new Promise((resolve) => setImmediate(resolve));
    expect(answers).toHaveLength(3);
    answers[2]!(next);
    await released;
    expect(await revision.current()).toBe(next);
  }

  it('is read anew when let go, even while a reading begun before the hold is on its way', async () => {
    const held = await revisionAt('1');
    try {
      // A poll's reading begins, then an import holds the revision and writes (revision 2).
      const poll = held.revision.refresh();
      const release = held.revision.hold();
      // The poll read the database before the import wrote; it answers during the hold.
      held.answers[1]!('1.5');
      await poll;
      expect(await held.revision.current()).toBe('1');
      await expectReadAnew(held, release(), '2');
    } finally {
      held.revision.stop();
    }
  });

  it('does not take an answer read before the import ended as the one after it', async () => {
    const held = await revisionAt('1');
    try {
      // A short import: held and let go while a poll that began before it is still reading.
      const poll = held.revision.refresh();
      const released = held.revision.hold()();
      held.answers[1]!('1');
      await poll;
      await expectReadAnew(held, released, '2');
    } finally {
      held.revision.stop();
    }
  });

  it('serves the revision before while the answers of the new one are read anew, then both together', async () => {
    let ready = () => {};
    const keep = jest.fn();
    const readAnew = jest.fn<ReturnType<ReadAnew>, Parameters<ReadAnew>>(
      () => new Promise((resolve) => (ready = () => resolve(keep))),
    );
    const held = await revisionAt('1', readAnew);
    try {
      const moved = held.revision.refresh();
      held.answers[1]!('2');
      await new Promise((resolve) => setImmediate(resolve));
      expect(readAnew).toHaveBeenCalledWith('1', '2');
      // Readers, and the site asking which revision its pages are of, are answered at once.
      expect(await held.revision.current()).toBe('1');
      expect(await held.revision.served()).toBe('1');
      expect(held.answers).toHaveLength(2);
      expect(keep).not.toHaveBeenCalled();

      ready();
      expect(await moved).toBe('2');
      expect(keep).toHaveBeenCalledTimes(1);
      expect(await held.revision.current()).toBe('2');
    } finally {
      held.revision.stop();
    }
  });

  it('stays as it was when an import holds it while the answers are read anew, and moves when let go', async () => {
    const readings: (() => void)[] = [];
    const keep = jest.fn();
    const readAnew: ReadAnew = () => new Promise((resolve) => readings.push(() => resolve(keep)));
    const held = await revisionAt('1', readAnew);
    try {
      const moved = held.revision.refresh();
      held.answers[1]!('2');
      await new Promise((resolve) => setImmediate(resolve));
      const release = held.revision.hold();
      readings[0]!();
      expect(await moved).toBe('1');
      expect(keep).not.toHaveBeenCalled();

      const released = release();
      await new Promise((resolve) => setImmediate(resolve));
      held.answers[2]!('3');
      await new Promise((resolve) => setImmediate(resolve));
      readings[1]!();
      await released;
      expect(keep).toHaveBeenCalledTimes(1);
      expect(await held.revision.current()).toBe('3');
    } finally {
      held.revision.stop();
    }
  });
});
