/** The home page's news widgets and the news related to one item. */
import type { HomePage, NewsSummary, NewsType } from '@portal/contract';
import type { Db } from '../db/db';
import type { Paging } from '../lib/envelope';
import { newsSummaryColumns, toNewsSummary, type NewsSummaryRow } from './news-repository';

/** The newest `size` of each type, pinned items first. */
export async function homePageNews(db: Db, size: number): Promise<HomePage> {
  const rows = await db.query<NewsSummaryRow>(
    `select * from (
       select ${newsSummaryColumns('n')},
              row_number() over (partition by n.type
                                 order by n.pinned desc, n.published_at desc, n.id desc) as rank
         from news n
     ) ranked
     where rank <= $1
     order by type, rank`,
    [size],
  );
  const ofType = (type: NewsType) => rows.filter((row) => row.type === type).map(toNewsSummary);
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
    `select ${newsSummaryColumns('other')} ${from}
      order by other.published_at desc, other.id desc
      limit $2 offset $3`,
    [id, size, offset],
  );
  return { records: rows.map(toNewsSummary), total: count?.total ?? 0 };
}
