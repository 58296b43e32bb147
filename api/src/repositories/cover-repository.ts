import type { CoverKind } from '@portal/contract';
import type { Db } from '../db/db';
import type { CoverText } from '../lib/cover-svg';
import { localized } from './localized';

interface CoverRow {
  title_zh: string;
  title_en: string;
  label: string | null;
}

/** Each kind's title, and the line printed above it. */
const COVER_QUERIES: Record<CoverKind, string> = {
  journal: 'select title_zh, title_en, abbreviation as label from journals where id = $1',
  book: `select b.title_zh, b.title_en, s.title_en as label
           from books b left join book_series s on s.id = b.series_id where b.id = $1`,
  news: `select title_zh, title_en, to_char(published_at at time zone 'UTC', 'YYYY-MM-DD') as label
           from news where id = $1`,
};

export async function findCoverText(
  db: Db,
  kind: CoverKind,
  id: number,
): Promise<CoverText | undefined> {
  const [row] = await db.query<CoverRow>(COVER_QUERIES[kind], [id]);
  return (
    row && {
      title: localized(row.title_zh, row.title_en),
      ...(row.label !== null && { label: row.label }),
    }
  );
}
