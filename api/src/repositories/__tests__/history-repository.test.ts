/**
 * The access history against the seeded database: the views recorded, checked in
 * `access_history`, and each viewer's pages of viewed articles and books (on PGlite, and on
 * PostgreSQL in `pnpm test:postgres`).
 */
import { openTestDb } from '../../../test/test-db';
import type { Db } from '../../db/db';
import { recordView, viewedArticles, viewedBooks, type KnownViewer } from '../history-repository';

const page = (size: number, current = 1) => ({ current, size, offset: (current - 1) * size });

const READER: KnownViewer = { kind: 'personal', userId: 1 };
const AUTHOR: KnownViewer = { kind: 'personal', userId: 2 };
const ORGANIZATION: KnownViewer = { kind: 'organization', organizationId: 1 };

let db: Db;
const count = async (sql: string, params: unknown[] = []) =>
  (await db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params))[0]?.n ?? -1;
const ids = async (sql: string, params: unknown[] = []) =>
  (await db.query<{ id: number }>(sql, params)).map((row) => row.id);

/** The viewer's history of a kind, latest first, as the table holds it. */
const history = (column: 'user_id' | 'organization_id', id: number, types: string[]) =>
  db.query<{ object_type: string; object_id: number; viewed_at: string; view_count: number }>(
    `select object_type, object_id, view_count,
            to_char(viewed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as viewed_at
       from access_history where ${column} = $1 and object_type = any($2::text[])
      order by access_history.viewed_at desc, id desc`,
    [id, types],
  );

beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db.close());

describe('viewedArticles and viewedBooks', () => {
  it("pages a person's viewed articles, latest view first", async () => {
    const rows = await history('user_id', 1, ['article']);
    const all = await viewedArticles(db, READER, page(100));
    expect(all.total).toBe(12);
    expect(all.total).toBe(rows.length);
    expect(all.records.map((a) => [a.id, a.viewedAt])).toEqual(
      rows.map((row) => [row.object_id, row.viewed_at]),
    );
    expect(all.records[0]?.title.en).not.toBe('');
    expect(all.records[0]?.authors.length).toBeGreaterThan(0);
    const second = await viewedArticles(db, READER, page(5, 2));
    expect(second.total).toBe(12);
    expect(second.records).toEqual(all.records.slice(5, 10));
    expect(await viewedArticles(db, READER, page(5, 4))).toEqual({ records: [], total: 12 });
  });

  it("pages a person's viewed books and chapters, a chapter with its book", async () => {
    const rows = await history('user_id', 1, ['book', 'chapter']);
    const all = await viewedBooks(db, READER, page(100));
    expect(all.total).toBe(9);
    expect(all.total).toBe(rows.length);
    expect(all.records.map((b) => b.viewedAt)).toEqual(rows.map((row) => row.viewed_at));
    for (const [i, book] of all.records.entries()) {
      const row = rows[i];
      if (row?.object_type === 'book') {
        expect(book.id).toBe(row.object_id);
        expect(book.chapter).toBeNull();
      } else {
        const [chapter] = await db.query<{ book_id: number; title_en: string }>(
          'select book_id, title_en from book_chapters where id = $1',
          [row?.object_id],
        );
        expect(book.id).toBe(chapter?.book_id);
        expect(book.chapter).toEqual({ id: row?.object_id, title: expect.anything() });
        expect(book.chapter?.title.en).toBe(chapter?.title_en);
      }
    }
    expect(all.records.filter((b) => b.chapter !== null)).toHaveLength(3);
    expect((await viewedBooks(db, READER, page(4, 2))).records).toEqual(all.records.slice(4, 8));
  });

  it("keeps an organization's history apart from a person's", async () => {
    const articles = await viewedArticles(db, ORGANIZATION, page(100));
    expect(articles.total).toBe(8);
    expect(articles.records.map((a) => a.id)).toEqual(
      (await history('organization_id', 1, ['article'])).map((row) => row.object_id),
    );
    expect((await viewedBooks(db, ORGANIZATION, page(100))).total).toBe(5);
    expect(await viewedArticles(db, AUTHOR, page(10))).toEqual({ records: [], total: 0 });
    expect(await viewedBooks(db, AUTHOR, page(10))).toEqual({ records: [], total: 0 });
  });
});

describe('recordView', () => {
  it('adds a first view at the top and answers its time', async () => {
    const [article] = await ids(
      `select id from articles a
        where not exists (select 1 from access_history h
                           where h.user_id = 2 and h.object_type = 'article' and h.object_id = a.id)
        order by id limit 1`,
    );
    const viewedAt = await recordView(db, AUTHOR, 'article', article ?? 0);
    expect(viewedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Math.abs(Date.parse(viewedAt ?? '') - Date.now())).toBeLessThan(60_000);
    expect(await viewedArticles(db, AUTHOR, page(10))).toEqual({
      records: [expect.objectContaining({ id: article, viewedAt })],
      total: 1,
    });
  });

  it('moves a repeated view to the top and counts it, once per viewer and object', async () => {
    const [oldest] = (await history('user_id', 1, ['article'])).slice(-1);
    const viewedAt = await recordView(db, READER, 'article', oldest?.object_id ?? 0);
    const rows = await history('user_id', 1, ['article']);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual({
      ...oldest,
      viewed_at: viewedAt,
      view_count: (oldest?.view_count ?? 0) + 1,
    });
    expect((await viewedArticles(db, READER, page(1))).records[0]?.id).toBe(oldest?.object_id);
    // The organization's view of the same article is its own row.
    await recordView(db, ORGANIZATION, 'article', oldest?.object_id ?? 0);
    expect(
      await count(`access_history where object_type = 'article' and object_id = $1`, [
        oldest?.object_id,
      ]),
    ).toBe(2);
  });

  it('records books and chapters, which then head the viewed books', async () => {
    const [bookId] = await ids('select id from books order by id desc limit 1');
    const [chapter] = await db.query<{ id: number; book_id: number }>(
      'select id, book_id from book_chapters order by id desc limit 1',
    );
    await recordView(db, ORGANIZATION, 'book', bookId ?? 0);
    await recordView(db, ORGANIZATION, 'chapter', chapter?.id ?? 0);
    const { records, total } = await viewedBooks(db, ORGANIZATION, page(2));
    expect(total).toBe(
      await count(`access_history where organization_id = 1 and object_type <> 'article'`),
    );
    expect(records.map((b) => [b.id, b.chapter?.id ?? null])).toEqual([
      [chapter?.book_id, chapter?.id],
      [bookId, null],
    ]);
  });

  it('records nothing for an object that does not exist', async () => {
    const before = await count('access_history');
    for (const type of ['article', 'book', 'chapter'] as const) {
      expect(await recordView(db, READER, type, 999_999)).toBeUndefined();
    }
    // A book id is not a chapter id: the table named by the type is the one asked.
    const [bookOnly] = await ids(
      'select id from books where id not in (select id from book_chapters) order by id desc limit 1',
    );
    expect(await recordView(db, READER, 'chapter', bookOnly ?? 0)).toBeUndefined();
    expect(await count('access_history')).toBe(before);
  });
});
