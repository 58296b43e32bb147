/** The home page's news widgets and the news related to one item. */
import type { HomePage, NewsSummary, NewsType } from '@portal/shared/contract';
import type { Db } from '../db/db';
import type { Paging } from '../lib/envelope';
import { coverUrl, localized } from './localized';

interface NewsSummaryRow {
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

/** The summary columns of the news table under alias `n`. */
const columns = (n: string) => `${n}.id, ${n}.type, ${n}.title_zh, ${n}.title_en,
  ${n}.summary_zh, ${n}.summary_en,
  to_char(${n}.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as published_at,
  ${n}.has_cover, ${n}.journal_id, ${n}.book_id, ${n}.pinned`;

const toSummary = (row: NewsSummaryRow): NewsSummary => ({
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

/** The newest `size` of each type, pinned items first. */
export async function homePageNews(db: Db, size: number): Promise<HomePage> {
  const rows = await db.query<NewsSummaryRow>(
    `select * from (
       select ${columns('n')},
              row_number() over (partition by n.type
                                 order by n.pinned desc, n.published_at desc, n.id desc) as rank
         from news n
     ) ranked
     where rank <= $1
     order by type, rank`,
    [size],
  );
  const ofType = (type: NewsType) => rows.filter((row) => row.type === type).map(toSummary);
  return { news: ofType('news'), announcements: ofType('announcement') };
}

/**
 * A page of the items related to news item `id`, newest first, never the item itself: those about
 * the same journal or book; when there are none (or the item is about neither), those of the
 * same type. Undefined when the item does not exist.
 */
export async function relatedNews(
  db: Db,
  id: number,
  { size, offset }: Paging,
): Promise<{ records: NewsSummary[]; total: number } | undefined> {
  const [item] = await db.query<{ linked: number }>(
    `select count(other.id)::int as linked
       from news n
       left join news other
         on other.id <> n.id
        and (other.journal_id = n.journal_id or other.book_id = n.book_id)
      where n.id = $1
      group by n.id`,
    [id],
  );
  if (!item) return undefined;
  const related =
    item.linked > 0
      ? '(other.journal_id = n.journal_id or other.book_id = n.book_id)'
      : 'other.type = n.type';
  const from = `from news n join news other on other.id <> n.id and ${related} where n.id = $1`;
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total ${from}`, [id]);
  const rows = await db.query<NewsSummaryRow>(
    `select ${columns('other')} ${from}
      order by other.published_at desc, other.id desc
      limit $2 offset $3`,
    [id, size, offset],
  );
  return { records: rows.map(toSummary), total: count?.total ?? 0 };
}
