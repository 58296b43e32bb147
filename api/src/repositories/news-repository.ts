import type {
  NewsDetail,
  NewsLink,
  NewsSearchQuery,
  NewsSummary,
  NewsType,
} from '@portal/contract';
import type { Db } from '../db/db';
import type { Paging } from '../lib/envelope';
import { Conditions, containsPattern, searchText, totalOfPage } from '../lib/sql';
import { htmlTexToMarkup } from '../lib/tex-markup';
import { coverUrl, localized } from './localized';
import { safeHtml } from '../lib/safe-html';

/** A row of the news summary columns (`newsSummaryColumns`). */
export interface NewsSummaryRow {
  id: number;
  type: NewsType;
  title_zh: string;
  title_en: string;
  summary_zh: string;
  summary_en: string;
  published_at: string;
  has_cover: boolean;
  journal_id: number | null;
  book_id: number | null;
  pinned: boolean;
}

interface NewsDetailRow extends NewsSummaryRow {
  body_zh: string;
  body_en: string;
  journal: NonNullable<NewsDetail['journal']> | null;
  book: NonNullable<NewsDetail['book']> | null;
  previous: NewsLink | null;
  next: NewsLink | null;
}

/** The summary columns of the news table under alias `n`. */
export const newsSummaryColumns = (n: string) => `${n}.id, ${n}.type, ${n}.title_zh, ${n}.title_en,
  ${n}.summary_zh, ${n}.summary_en,
  to_char(${n}.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as published_at,
  ${n}.has_cover, ${n}.journal_id, ${n}.book_id, ${n}.pinned`;

export const toNewsSummary = (row: NewsSummaryRow): NewsSummary => ({
  id: row.id,
  type: row.type,
  title: localized(row.title_zh, row.title_en),
  summary: localized(row.summary_zh, row.summary_en),
  publishedAt: row.published_at,
  ...(row.has_cover && { coverUrl: coverUrl('news', row.id) }),
  ...(row.journal_id !== null && { journalId: row.journal_id }),
  ...(row.book_id !== null && { bookId: row.book_id }),
  pinned: row.pinned,
});

/** `{id, title: {zh, en}, ...extra}` of the row under alias `a` as JSON, null without a row. */
const linkJson = (a: string, extra = '') =>
  `case when ${a}.id is null then null else json_build_object('id', ${a}.id,
     'title', json_build_object('zh', ${a}.title_zh, 'en', ${a}.title_en)${extra}) end`;

/**
 * News and announcements, pinned items first, then newest. With a keyword, those whose title or
 * summary matches it by full-text search (English, stemmed, web-search syntax;
 * `search_documents`) or holds it as a substring (Chinese, which has no word breaks), best match
 * first: pinning says what heads a list, not what answers a search.
 */
export async function searchNews(
  db: Db,
  { keyword, type }: Pick<NewsSearchQuery, 'keyword' | 'type'>,
  { size, offset }: Paging,
): Promise<{ records: NewsSummary[]; total: number }> {
  const conditions = new Conditions();
  const text = searchText(keyword);
  let from = 'news n';
  const newest = 'n.published_at desc, n.id desc';
  let order = `n.pinned desc, ${newest}`;
  if (text) {
    // Weights A and C: the title and summary of search_documents' news vectors, not the body.
    from = `news n
      join search_documents d on d.kind = 'news' and d.id = n.id
      cross join websearch_to_tsquery('english', ${conditions.param(text)}) q
      cross join ts_filter(d.document, '{a,c}') as title_summary`;
    const pattern = conditions.param(containsPattern(text));
    conditions.add(
      `(title_summary @@ q or n.title_zh ilike ${pattern} or n.summary_zh ilike ${pattern})`,
    );
    order = `ts_rank_cd(title_summary, q)
      + case when n.title_zh ilike ${pattern} then 1 when n.summary_zh ilike ${pattern} then 0.1
             else 0 end desc, ${newest}`;
  }
  if (type) conditions.add(`n.type = ${conditions.param(type)}`);

  const where = conditions.where;
  const matchParams = [...conditions.params];
  // The rank is the page's order: the page's columns come from the same select.
  const rows = await db.query<NewsSummaryRow & { total: number }>(
    `select ${newsSummaryColumns('n')}, count(*) over ()::int as total from ${from} ${where}
      order by ${order}
      limit ${conditions.param(size)} offset ${conditions.param(offset)}`,
    conditions.params,
  );
  const total = await totalOfPage(
    db,
    rows,
    `select count(*)::int as total from ${from} ${where}`,
    matchParams,
  );
  return { records: rows.map(toNewsSummary), total };
}

/**
 * One item with its body (its `$...$` as MathML), the journal or book it is about, and its
 * neighbours of the same type in publication order (undefined when it does not exist).
 */
export async function findNews(db: Db, id: number): Promise<NewsDetail | undefined> {
  const neighbour = (alias: 'previous' | 'next') => {
    const [direction, order] = alias === 'previous' ? ['<', 'desc'] : ['>', 'asc'];
    return `left join lateral (
       select o.id, o.title_zh, o.title_en from news o
        where o.type = n.type and (o.published_at, o.id) ${direction} (n.published_at, n.id)
        order by o.published_at ${order}, o.id ${order} limit 1
     ) ${alias} on true`;
  };
  const [row] = await db.query<NewsDetailRow>(
    `select ${newsSummaryColumns('n')}, n.body_zh, n.body_en,
            ${linkJson('j', ", 'abbreviation', j.abbreviation")} as journal,
            ${linkJson('b')} as book,
            ${linkJson('previous')} as previous, ${linkJson('next')} as next
       from news n
       left join journals j on j.id = n.journal_id
       left join books b on b.id = n.book_id
       ${neighbour('previous')}
       ${neighbour('next')}
      where n.id = $1`,
    [id],
  );
  if (!row) return undefined;
  const { journal, book, previous, next } = row;
  return {
    ...toNewsSummary(row),
    body: localized(htmlTexToMarkup(safeHtml(row.body_zh)), htmlTexToMarkup(safeHtml(row.body_en))),
    ...(journal && { journal }),
    ...(book && { book }),
    ...(previous && { previous }),
    ...(next && { next }),
  };
}

/**
 * News about what a person reads: the journals they subscribe to (any period) and the books of
 * their paid orders, newest first. Pinning is the site's choice for everyone, not theirs.
 */
export async function readerNews(
  db: Db,
  userId: number,
  { size, offset }: Paging,
): Promise<{ records: NewsSummary[]; total: number }> {
  const where = `where n.journal_id in (select s.journal_id from subscriptions s where s.user_id = $1)
        or n.book_id in (select oi.book_id from order_items oi
                           join orders o on o.id = oi.order_id
                          where o.user_id = $1 and o.status = 'paid' and oi.book_id is not null)`;
  const rows = await db.query<NewsSummaryRow & { total: number }>(
    `select ${newsSummaryColumns('n')}, count(*) over ()::int as total from news n ${where}
      order by n.published_at desc, n.id desc
      limit $2 offset $3`,
    [userId, size, offset],
  );
  const total = await totalOfPage(db, rows, `select count(*)::int as total from news n ${where}`, [
    userId,
  ]);
  return { records: rows.map(toNewsSummary), total };
}
