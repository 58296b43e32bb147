/**
 * What the sitemaps list: every journal, article, book, chapter and news item, each a page a
 * reader can open (an accepted paper and a forthcoming book too), with the day its page last
 * changed where the catalogue records one. Each kind is a series of sitemaps by id: sitemap `n`
 * of a kind holds the ids from `(n - 1) * size + 1` to `n * size`, so a page stays in the same
 * sitemap as the catalogue grows, and each sitemap is one range read on the primary key.
 */
import { SITEMAP_KINDS } from '@portal/contract';
import type { Db } from '../db/db';

export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** A page of the catalogue: its id, and when it last changed (`YYYY-MM-DD`, or a UTC instant). */
export interface SitemapRow {
  id: number;
  lastmod: string | null;
}

export interface SitemapArticleRow extends SitemapRow {
  journalId: number;
}

/** One sitemap of a kind's series and the newest `lastmod` of its pages. */
export interface SitemapSeriesPage {
  kind: SitemapKind;
  page: number;
  lastmod: string | null;
}

const DAY = `'YYYY-MM-DD'`;

/** A book's page changes when it comes out: a forthcoming book's date is a plan, not a change. */
const BOOK_LASTMOD = `case when b.publish_status = 'published' then to_char(b.publish_date, ${DAY}) end`;

/** Where each kind's pages are, the id its series is cut by, and the day each last changed. */
const SOURCES: Record<SitemapKind, { from: string; id: string; lastmod: string }> = {
  // A journal's own page (its description) records no date.
  journals: { from: 'journals j', id: 'j.id', lastmod: 'null::text' },
  // The last of its dates: accepted, online, in its issue (each after the one before).
  articles: {
    from: 'articles a',
    id: 'a.id',
    lastmod: `to_char(coalesce(a.published_date, a.published_online_date, a.accepted_date), ${DAY})`,
  },
  books: { from: 'books b', id: 'b.id', lastmod: BOOK_LASTMOD },
  chapters: {
    from: 'book_chapters c join books b on b.id = c.book_id',
    id: 'c.id',
    lastmod: BOOK_LASTMOD,
  },
  news: {
    from: 'news n',
    id: 'n.id',
    lastmod: `to_char(n.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
  },
};

/**
 * Every sitemap that has pages, kind by kind (in SITEMAP_KINDS' order) and page by page, with the
 * newest date of each: one read over the five tables. `lastmod` texts of a kind compare as dates.
 */
export async function sitemapSeries(db: Db, size: number): Promise<SitemapSeriesPage[]> {
  const selects = SITEMAP_KINDS.map((kind, position) => {
    const { from, id, lastmod } = SOURCES[kind];
    return `select ${position} as position, ((${id} - 1) / $1::int + 1)::int as page,
                   max(${lastmod}) as lastmod
              from ${from} group by 2`;
  });
  const rows = await db.query<{ position: number; page: number; lastmod: string | null }>(
    `${selects.join(' union all ')} order by 1, 2`,
    [size],
  );
  return rows.flatMap(({ position, page, lastmod }) => {
    const kind = SITEMAP_KINDS[position];
    return kind ? [{ kind, page, lastmod }] : [];
  });
}

/** The ids sitemap `page` of a series of `size` holds, both ends included. */
const idsOf = (page: number, size: number) => [(page - 1) * size + 1, page * size];

/**
 * The pages of one sitemap, by id. Bigint bounds: a page number far past the catalogue still
 * compares (it names no row) where an integer parameter would overflow.
 */
function sitemapRows<T extends SitemapRow>(
  db: Db,
  kind: SitemapKind,
  page: number,
  size: number,
  columns = '',
): Promise<T[]> {
  const { from, id, lastmod } = SOURCES[kind];
  return db.query<T>(
    `select ${id} as id, ${lastmod} as lastmod${columns}
       from ${from}
      where ${id} between $1::bigint and $2::bigint
      order by ${id}`,
    idsOf(page, size),
  );
}

export const sitemapJournals = (db: Db, page: number, size: number) =>
  sitemapRows<SitemapRow>(db, 'journals', page, size);

/** Articles with their journal, whose frame their page is shown in. */
export const sitemapArticles = (db: Db, page: number, size: number) =>
  sitemapRows<SitemapArticleRow>(db, 'articles', page, size, ', a.journal_id as "journalId"');

export const sitemapBooks = (db: Db, page: number, size: number) =>
  sitemapRows<SitemapRow>(db, 'books', page, size);

export const sitemapChapters = (db: Db, page: number, size: number) =>
  sitemapRows<SitemapRow>(db, 'chapters', page, size);

export const sitemapNews = (db: Db, page: number, size: number) =>
  sitemapRows<SitemapRow>(db, 'news', page, size);
