/** Books: summaries, the book home page's lists, books by id, and the filtered book list. */
import type {
  BookBinding,
  BookEdition,
  BookFilterQuery,
  BookHomepageCount,
  BookHomepageType,
  BookMedium,
  BookSort,
  BookSummary,
  PublishStatus,
} from '@portal/contract';
import type { Db } from '../db/db';
import type { Paging } from '../lib/envelope';
import { Conditions, pageIds, searchText, totalOfPage } from '../lib/sql';
import { coverUrl, localized, optionalLocalized } from './localized';

export interface BookSummaryRow {
  id: number;
  title_zh: string;
  title_en: string;
  subtitle_zh: string | null;
  subtitle_en: string | null;
  series_id: number | null;
  series_title_zh: string | null;
  series_title_en: string | null;
  publish_date: string;
  medium: BookMedium;
  binding: BookBinding;
  list_price: number;
  list_price_usd: number;
  currency: 'CNY';
  isbn: string;
  publish_status: PublishStatus;
  authors: string[];
  editions: BookEdition[];
}

/**
 * A book's editions in the order the contract gives them: the first edition (the medium its
 * books row names) first, then print before electronic. `e` is book_editions, `b` books.
 */
export const EDITION_ORDER = `(e.medium = b.medium) desc, case e.medium when 'print' then 1 else 2 end`;

const EDITIONS = `
  (select json_agg(json_build_object('medium', e.medium, 'binding', e.binding, 'isbn', e.isbn,
                                     'listPrice', e.list_price::float8,
                                     'listPriceUsd', e.list_price_usd::float8)
                   order by ${EDITION_ORDER})
     from book_editions e
    where e.book_id = b.id)`;

/**
 * A book's names as a reader cites it: its authors in order, or for an edited volume without
 * authors its editors (series-wide general editors are not counted).
 */
const AUTHORS = `
  (select coalesce(json_agg(c.name order by bc.position), '[]'::json)
     from book_contributors bc
     join contributors c on c.id = bc.contributor_id
    where bc.book_id = b.id
      and bc.role = (select first.role
                       from book_contributors first
                      where first.book_id = b.id and first.role <> 'GENERAL_EDITOR'
                      order by case first.role when 'AUTHOR' then 1 when 'EDITOR' then 2 else 3 end
                      limit 1))`;

/**
 * Book summaries: the books row's medium, binding, ISBN and price are its first edition's (the
 * foreign key books_first_edition_fkey holds them equal); `first_edition` is that edition.
 */
export const BOOK_SUMMARY_SELECT = `
  select b.id, b.title_zh, b.title_en, b.subtitle_zh, b.subtitle_en,
         b.series_id, s.title_zh as series_title_zh, s.title_en as series_title_en,
         to_char(b.publish_date, 'YYYY-MM-DD') as publish_date, b.medium, b.binding,
         b.list_price::float8 as list_price, first_edition.list_price_usd::float8 as list_price_usd,
         b.currency, b.isbn, b.publish_status,
         ${AUTHORS} as authors,
         ${EDITIONS} as editions
    from books b
    join book_editions first_edition
      on first_edition.book_id = b.id and first_edition.medium = b.medium
    left join book_series s on s.id = b.series_id`;

export const toBookSummary = (row: BookSummaryRow): BookSummary => {
  const subtitle = optionalLocalized(row.subtitle_zh, row.subtitle_en);
  const seriesTitle = optionalLocalized(row.series_title_zh, row.series_title_en);
  return {
    id: row.id,
    title: localized(row.title_zh, row.title_en),
    ...(subtitle && { subtitle }),
    authors: row.authors,
    coverUrl: coverUrl('book', row.id),
    seriesId: row.series_id,
    ...(seriesTitle && { seriesTitle }),
    publishDate: row.publish_date,
    medium: row.medium,
    binding: row.binding,
    listPrice: row.list_price,
    currency: row.currency,
    isbn: row.isbn,
    publishStatus: row.publish_status,
    listPriceUsd: row.list_price_usd,
    editions: row.editions,
  };
};

/**
 * "Recent" is relative to the newest publication in the catalogue, not to today, so the list
 * is never empty just because the catalogue has not been updated for a while.
 */
const RECENT = `b.publish_status = 'published' and b.publish_date > (
  select max(publish_date) - 365 from books where publish_status = 'published')`;

const HOMEPAGE_LISTS: Record<BookHomepageType, { where: string; orderBy: string }> = {
  all: { where: 'true', orderBy: 'b.publish_date desc, b.id desc' },
  recent: { where: RECENT, orderBy: 'b.publish_date desc, b.id desc' },
  forthcoming: { where: "b.publish_status = 'forthcoming'", orderBy: 'b.publish_date, b.id' },
  featured: { where: 'b.featured', orderBy: 'b.publish_date desc, b.id desc' },
};

export async function listHomepageBooks(
  db: Db,
  type: BookHomepageType,
  { size, offset }: Paging,
): Promise<{ records: BookSummary[]; total: number }> {
  const { where, orderBy } = HOMEPAGE_LISTS[type];
  const rows = await db.query<BookSummaryRow & { total: number }>(
    `${pageIds('books b', 'b.id', `where ${where}`, orderBy, '$1', '$2')}
     ${BOOK_SUMMARY_SELECT.replace('select ', 'select page.total, ')}
       join page on page.id = b.id
      order by ${orderBy}`,
    [size, offset],
  );
  const total = await totalOfPage(
    db,
    rows,
    `select count(*)::int as total from books b where ${where}`,
    [],
  );
  return { records: rows.map(toBookSummary), total };
}

export async function countHomepageBooks(db: Db): Promise<BookHomepageCount> {
  const [row] = await db.query<BookHomepageCount>(
    `select count(*)::int as total,
            count(*) filter (where ${HOMEPAGE_LISTS.recent.where})::int as recent,
            count(*) filter (where ${HOMEPAGE_LISTS.forthcoming.where})::int as forthcoming,
            count(*) filter (where ${HOMEPAGE_LISTS.featured.where})::int as featured
       from books b`,
  );
  return row ?? { total: 0, recent: 0, forthcoming: 0, featured: 0 };
}

/** The books with these ids, in the order asked; unknown ids are left out. */
export async function findBooksByIds(db: Db, ids: readonly number[]): Promise<BookSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<BookSummaryRow>(
    `${BOOK_SUMMARY_SELECT} where b.id = any($1::int[])`,
    [ids],
  );
  const byId = new Map(rows.map((row) => [row.id, toBookSummary(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const SORTS: Record<BookSort, string> = {
  newest: 'b.publish_date desc, b.id desc',
  oldest: 'b.publish_date, b.id',
  title: 'lower(b.title_en), b.id',
  price_asc: 'b.list_price, b.id',
  price_desc: 'b.list_price desc, b.id',
};

/** The ISBNs of every edition, with and without hyphens, as one string for keyword search. */
const EDITION_ISBNS = `(select string_agg(e.isbn || ' ' || replace(e.isbn, '-', ''), ' ')
   from book_editions e where e.book_id = b.id)`;

/** Everyone credited on a book, as one string for keyword search. */
const CONTRIBUTOR_NAMES = `(select string_agg(c.name, ' ')
   from book_contributors bc join contributors c on c.id = bc.contributor_id
  where bc.book_id = b.id)`;

export type BookFilters = Omit<BookFilterQuery, 'current' | 'size'>;

export async function filterBooks(
  db: Db,
  filters: BookFilters,
  { size, offset }: Paging,
): Promise<{ records: BookSummary[]; total: number }> {
  const conditions = new Conditions();
  const text = searchText(filters.keyword);
  if (text) {
    conditions.addContainsAny(
      [
        'b.title_zh',
        'b.title_en',
        'b.subtitle_zh',
        'b.subtitle_en',
        EDITION_ISBNS,
        CONTRIBUTOR_NAMES,
      ],
      text,
    );
  }
  if (filters.seriesId !== undefined) {
    conditions.add(`b.series_id = ${conditions.param(filters.seriesId)}`);
  }
  if (filters.tagId !== undefined) {
    conditions.add(
      `exists (select 1 from book_tag_links l where l.book_id = b.id and l.tag_id = ${conditions.param(filters.tagId)})`,
    );
  }
  if (filters.msc !== undefined) {
    // The pattern of `msc` admits digits, letters and '-' only: no LIKE wildcards.
    conditions.add(
      `exists (select 1 from unnest(b.msc2020) as c (code) where c.code like ${conditions.param(`${filters.msc.toUpperCase()}%`)})`,
    );
  }
  if (filters.yearFrom !== undefined) {
    conditions.add(`b.publish_date >= make_date(${conditions.param(filters.yearFrom)}, 1, 1)`);
  }
  if (filters.yearTo !== undefined) {
    conditions.add(`b.publish_date < make_date(${conditions.param(filters.yearTo + 1)}, 1, 1)`);
  }
  if (filters.medium !== undefined) {
    // Sold in this medium: a printed book also sold as an e-book is an e-book too.
    conditions.add(
      `exists (select 1 from book_editions e where e.book_id = b.id and e.medium = ${conditions.param(filters.medium)})`,
    );
  }
  if (filters.status !== undefined) {
    conditions.add(`b.publish_status = ${conditions.param(filters.status)}`);
  }
  const { where } = conditions;
  const countParams = [...conditions.params];
  const [count, rows] = await Promise.all([
    db.query<{ total: number }>(`select count(*)::int as total from books b ${where}`, countParams),
    db.query<BookSummaryRow>(
      `${BOOK_SUMMARY_SELECT} ${where} order by ${SORTS[filters.sort ?? 'newest']}
        limit ${conditions.param(size)} offset ${conditions.param(offset)}`,
      conditions.params,
    ),
  ]);
  return { records: rows.map(toBookSummary), total: count[0]?.total ?? 0 };
}
