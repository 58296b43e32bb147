/**
 * The news and CMS (home page widgets, related news) repositories against the seeded database,
 * each answer checked against the news table (on PGlite, and on PostgreSQL in
 * `pnpm test:postgres`).
 */
import type { NewsType } from '@portal/contract';
import { openTestDb } from '../../../test/test-db';
import type { Db } from '../../db/db';
import { homePageNews, relatedNews } from '../cms-repository';
import { findNews, readerNews, searchNews } from '../news-repository';

const page = (size: number, current = 1) => ({ current, size, offset: (current - 1) * size });

let db: Db;
const count = async (sql: string, params: unknown[] = []) =>
  (await db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params))[0]?.n ?? -1;

interface NewsRow {
  id: number;
  type: NewsType;
  pinned: boolean;
  published_at: string;
  journal_id: number | null;
  book_id: number | null;
}
let news: NewsRow[];

/** Newest first: publication time, then id. */
const newest = (a: NewsRow, b: NewsRow) =>
  b.published_at.localeCompare(a.published_at) || b.id - a.id;
/** As lists show news: pinned items first, each part newest first. */
const pinnedThenNewest = (a: NewsRow, b: NewsRow) =>
  Number(b.pinned) - Number(a.pinned) || newest(a, b);
beforeAll(async () => {
  db = await openTestDb();
  news = await db.query<NewsRow>(
    `select id, type, pinned, journal_id, book_id,
            to_char(published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as published_at
       from news`,
  );
});
afterAll(() => db.close());

describe('news-repository', () => {
  it('pages every item pinned first, then newest, and each type on its own', async () => {
    const all = await searchNews(db, {}, page(1000));
    expect(all.total).toBe(news.length);
    expect(news.some((n) => n.pinned)).toBe(true);
    expect(all.records.map((n) => n.id)).toEqual([...news].sort(pinnedThenNewest).map((n) => n.id));
    const second = await searchNews(db, {}, page(5, 2));
    expect(second.records.map((n) => n.id)).toEqual(all.records.slice(5, 10).map((n) => n.id));
    for (const type of ['news', 'announcement'] as const) {
      const ofType = await searchNews(db, { type }, page(1000));
      expect(ofType.total).toBe(news.filter((n) => n.type === type).length);
      expect(ofType.total).toBeGreaterThan(0);
      expect(ofType.records.every((n) => n.type === type)).toBe(true);
      expect(ofType.records.map((n) => n.id)).toEqual(
        news
          .filter((n) => n.type === type)
          .sort(pinnedThenNewest)
          .map((n) => n.id),
      );
    }
    expect((await searchNews(db, { keyword: ' \t' }, page(1))).total).toBe(news.length);
  });

  it('finds an English keyword in the title or summary, stemmed, with the same total on every page', async () => {
    const { records, total } = await searchNews(db, { keyword: 'subscriptions' }, page(1000));
    expect(total).toBeGreaterThan(0);
    expect(records).toHaveLength(total);
    for (const item of records) {
      expect(`${item.title.en} ${item.summary.en}`.toLowerCase()).toContain('subscri');
    }
    const mentioning = await count(
      `news where title_en ~* '\\msubscriptions?\\M' or summary_en ~* '\\msubscriptions?\\M'`,
    );
    expect(total).toBeGreaterThanOrEqual(mentioning);
    expect((await searchNews(db, { keyword: 'subscription' }, page(1))).total).toBe(total);
    const pastEnd = await searchNews(db, { keyword: 'subscriptions' }, page(10, 1000));
    expect(pastEnd).toEqual({ records: [], total });
    const announcements = await searchNews(
      db,
      { keyword: 'subscriptions', type: 'announcement' },
      page(1000),
    );
    expect(announcements.records.every((n) => n.type === 'announcement')).toBe(true);
    expect(announcements.total).toBe(records.filter((n) => n.type === 'announcement').length);
  });

  it('finds a Chinese keyword as a substring of the Chinese title or summary', async () => {
    const { records, total } = await searchNews(db, { keyword: '订阅' }, page(1000));
    expect(total).toBe(
      await count(`news where strpos(title_zh, '订阅') > 0 or strpos(summary_zh, '订阅') > 0`),
    );
    expect(total).toBeGreaterThan(0);
    for (const item of records) expect(`${item.title.zh}${item.summary.zh}`).toContain('订阅');
    expect((await searchNews(db, { keyword: '%' }, page(1))).total).toBe(
      await count(`news where strpos(title_zh, '%') > 0 or strpos(summary_zh, '%') > 0`),
    );
  });

  it('finds one item with its body, cover and link', async () => {
    const [row] = await db.query<{ id: number; body_en: string; journal_id: number }>(
      `select id, body_en, journal_id from news where has_cover and journal_id is not null
        order by id limit 1`,
    );
    const item = await findNews(db, row?.id ?? 0);
    // A body without TeX comes as it is stored.
    expect(row?.body_en).not.toContain('$');
    expect(item?.body.en).toBe(row?.body_en);
    expect(item?.coverUrl).toBe(`/api/covers/news/${row?.id}.svg`);
    expect(item?.journalId).toBe(row?.journal_id);
    expect(item?.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const [plain] = await db.query<{ id: number }>(
      `select id from news where not has_cover and journal_id is null and book_id is null
        order by id limit 1`,
    );
    if (plain) {
      const bare = await findNews(db, plain.id);
      expect(bare).not.toHaveProperty('coverUrl');
      expect(bare).not.toHaveProperty('journalId');
      expect(bare).not.toHaveProperty('bookId');
    }
    expect(await findNews(db, 999_999)).toBeUndefined();
  });
});

describe('cms-repository', () => {
  it('answers the newest items of each type for the home page, pinned ones first', async () => {
    const size = 4;
    const home = await homePageNews(db, size);
    for (const [type, items] of [
      ['news', home.news],
      ['announcement', home.announcements],
    ] as const) {
      const expected = news
        .filter((n) => n.type === type)
        .sort((a, b) => Number(b.pinned) - Number(a.pinned) || newest(a, b))
        .slice(0, size)
        .map((n) => n.id);
      expect(items.map((n) => n.id)).toEqual(expected);
      expect(items.every((n) => n.type === type)).toBe(true);
    }
    expect(news.some((n) => n.pinned)).toBe(true);
    expect((await homePageNews(db, 1000)).news).toHaveLength(
      news.filter((n) => n.type === 'news').length,
    );
  });

  it('relates news about the same journal or book, newest first, never the item itself', async () => {
    const item = news.find(
      (n) =>
        n.journal_id !== null &&
        news.some((other) => other.id !== n.id && other.journal_id === n.journal_id),
    );
    const related = await relatedNews(db, item?.id ?? 0, page(1000));
    const expected = news.filter(
      (other) =>
        other.id !== item?.id &&
        ((item?.journal_id !== null && other.journal_id === item?.journal_id) ||
          (item?.book_id !== null && other.book_id === item?.book_id)),
    );
    expect(related?.total).toBe(expected.length);
    expect(related?.records.map((n) => n.id)).toEqual(expected.sort(newest).map((n) => n.id));
    const firstPage = await relatedNews(db, item?.id ?? 0, page(1));
    expect(firstPage).toEqual({ records: related?.records.slice(0, 1), total: related?.total });
  });

  it('relates news of the same type to an item about no journal or book', async () => {
    const item = news.find((n) => n.journal_id === null && n.book_id === null);
    const related = await relatedNews(db, item?.id ?? 0, page(1000));
    const sameType = news.filter((other) => other.type === item?.type && other.id !== item?.id);
    expect(related?.total).toBe(sameType.length);
    expect(related?.records.map((n) => n.id)).toEqual(sameType.sort(newest).map((n) => n.id));
    expect(await relatedNews(db, 999_999, page(10))).toBeUndefined();
  });
});

describe('readerNews', () => {
  it("answers the news of the reader's subscribed journals and bought books, newest first, paged", async () => {
    const journals = new Set(
      (
        await db.query<{ id: number }>(
          'select journal_id as id from subscriptions where user_id = 1',
        )
      ).map((row) => row.id),
    );
    const bought = new Set(
      (
        await db.query<{ id: number }>(
          `select oi.book_id as id from order_items oi join orders o on o.id = oi.order_id
            where o.user_id = 1 and o.status = 'paid' and oi.book_id is not null`,
        )
      ).map((row) => row.id),
    );
    const expected = news
      .filter(
        (n) =>
          (n.journal_id !== null && journals.has(n.journal_id)) ||
          (n.book_id !== null && bought.has(n.book_id)),
      )
      .sort(newest)
      .map((n) => n.id);
    expect(expected.length).toBeGreaterThan(2);
    const all = await readerNews(db, 1, page(1000));
    expect(all.total).toBe(expected.length);
    expect(all.records.map((n) => n.id)).toEqual(expected);
    const second = await readerNews(db, 1, page(2, 2));
    expect(second.records.map((n) => n.id)).toEqual(expected.slice(2, 4));
    expect(second.total).toBe(expected.length);
    const beyond = await readerNews(db, 1, page(10, 1000));
    expect(beyond).toEqual({ records: [], total: expected.length });
    expect(await readerNews(db, 2, page(10))).toEqual({ records: [], total: 0 });
  });
});
