/**
 * What the sitemaps read, against the seeded database (on PGlite, and on PostgreSQL in
 * `pnpm test:postgres`): series cut small enough that the catalogue takes many sitemaps, each
 * checked against its table.
 */
import { SITEMAP_KINDS } from '@portal/contract';
import { openTestDb } from '../../../test/test-db';
import type { Db } from '../../db/db';
import {
  sitemapArticles,
  sitemapBooks,
  sitemapChapters,
  sitemapJournals,
  sitemapNews,
  sitemapSeries,
  type SitemapKind,
  type SitemapRow,
} from '../sitemap-repository';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db.close();
});

/** Small enough that every kind but the journals spans several sitemaps. */
const SIZE = 25;

const READ: Record<SitemapKind, (db: Db, page: number, size: number) => Promise<SitemapRow[]>> = {
  journals: sitemapJournals,
  articles: sitemapArticles,
  books: sitemapBooks,
  chapters: sitemapChapters,
  news: sitemapNews,
};

const TABLES: Record<SitemapKind, string> = {
  journals: 'journals',
  articles: 'articles',
  books: 'books',
  chapters: 'book_chapters',
  news: 'news',
};

describe('the sitemap repository', () => {
  it('cuts each kind into sitemaps by id that together hold every row once, in order', async () => {
    const series = await sitemapSeries(db, SIZE);
    expect([...new Set(series.map((page) => page.kind))]).toEqual([...SITEMAP_KINDS]);
    for (const kind of SITEMAP_KINDS) {
      const ids = (
        await db.query<{ id: number }>(`select id from ${TABLES[kind]} order by id`)
      ).map((row) => row.id);
      const pages = series.filter((page) => page.kind === kind);
      const read: number[] = [];
      for (const { page, lastmod } of pages) {
        const rows = await READ[kind](db, page, SIZE);
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.length).toBeLessThanOrEqual(SIZE);
        expect(rows.every((row) => Math.ceil(row.id / SIZE) === page)).toBe(true);
        const dates = rows.flatMap((row) => (row.lastmod ? [row.lastmod] : []));
        expect(lastmod).toBe(dates.length ? dates.reduce((a, b) => (a > b ? a : b)) : null);
        read.push(...rows.map((row) => row.id));
      }
      expect(read).toEqual(ids);
    }
    expect(series.filter((page) => page.kind === 'articles').length).toBeGreaterThan(10);
  });

  it('dates an article by its last step, a book and its chapters by the day it came out', async () => {
    const articles = await db.query<SitemapRow & { journalId: number }>(
      `select id, journal_id as "journalId",
              to_char(case status when 'published' then published_date
                                  when 'online_first' then published_online_date
                                  else accepted_date end, 'YYYY-MM-DD') as lastmod
         from articles where id <= $1 order by id`,
      [SIZE],
    );
    expect(await sitemapArticles(db, 1, SIZE)).toEqual(articles);

    const books = await db.query<SitemapRow & { status: string }>(
      `select id, publish_status as status, to_char(publish_date, 'YYYY-MM-DD') as lastmod
         from books order by id`,
    );
    const read = new Map<number, string | null>();
    for (let page = 1; page <= Math.ceil((books.at(-1)?.id ?? 0) / SIZE); page += 1) {
      for (const row of await sitemapBooks(db, page, SIZE)) read.set(row.id, row.lastmod);
    }
    const forthcoming = books.filter((book) => book.status === 'forthcoming');
    expect(forthcoming.length).toBeGreaterThan(0);
    for (const book of books) {
      expect(read.get(book.id)).toBe(book.status === 'published' ? book.lastmod : null);
    }

    const [chapter] = await db.query<{ id: number; book_id: number }>(
      `select c.id, c.book_id from book_chapters c join books b on b.id = c.book_id
        where b.publish_status = 'published' order by c.id desc limit 1`,
    );
    const chapters = await sitemapChapters(db, Math.ceil((chapter?.id ?? 0) / SIZE), SIZE);
    expect(chapters.find((row) => row.id === chapter?.id)?.lastmod).toBe(
      books.find((book) => book.id === chapter?.book_id)?.lastmod,
    );
  });

  it('dates a news item by the instant it was published, in UTC', async () => {
    const [item] = await db.query<{ id: number; published_at: string }>(
      `select id, to_char(published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
              as published_at from news order by id limit 1`,
    );
    const [row] = await sitemapNews(db, 1, SIZE);
    expect(row).toEqual({ id: item?.id, lastmod: item?.published_at });
    expect(new Date(row?.lastmod ?? '').toISOString()).toBe(
      `${(row?.lastmod ?? '').replace('Z', '')}.000Z`,
    );
  });

  it('reads nothing past the catalogue, even for a page number past what an integer holds', async () => {
    expect(await sitemapArticles(db, 2_147_483_647, 10_000)).toEqual([]);
    expect(await sitemapJournals(db, 2, 10_000)).toEqual([]);
  });
});
