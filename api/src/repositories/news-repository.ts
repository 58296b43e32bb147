import type { NewsDetail, NewsSearchQuery, NewsSummary, NewsType } from '@portal/shared/contract';
import type { Db } from '../db/db';
import type { Paging } from '../lib/envelope';
import { Conditions, searchText } from '../lib/sql';
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
}

interface NewsDetailRow extends NewsSummaryRow {
  body_zh: string;
  body_en: string;
}

const NEWS_SUMMARY_COLUMNS = `n.id, n.type, n.title_zh, n.title_en, n.summary_zh, n.summary_en,
  to_char(n.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as published_at,
  n.has_cover`;

const toNewsSummary = (row: NewsSummaryRow): NewsSummary => ({
  id: row.id,
  type: row.type,
  title: localized(row.title_zh, row.title_en),
  summary: localized(row.summary_zh, row.summary_en),
  publishedAt: row.published_at,
  ...(row.has_cover && { coverUrl: coverUrl('news', row.id) }),
});

export async function searchNews(
  db: Db,
  { keyword, type }: Pick<NewsSearchQuery, 'keyword' | 'type'>,
  { size, offset }: Paging,
): Promise<{ records: NewsSummary[]; total: number }> {
  const conditions = new Conditions();
  const text = searchText(keyword);
  if (text) {
    conditions.addContainsAny(['n.title_en', 'n.title_zh', 'n.summary_en', 'n.summary_zh'], text);
  }
  if (type) conditions.add(`n.type = ${conditions.param(type)}`);

  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total from news n ${conditions.where}`,
    conditions.params,
  );
  const rows = await db.query<NewsSummaryRow>(
    `select ${NEWS_SUMMARY_COLUMNS} from news n ${conditions.where}
      order by n.published_at desc, n.id desc
      limit ${conditions.param(size)} offset ${conditions.param(offset)}`,
    conditions.params,
  );
  return { records: rows.map(toNewsSummary), total: count?.total ?? 0 };
}

export async function findNews(db: Db, id: number): Promise<NewsDetail | undefined> {
  const [row] = await db.query<NewsDetailRow>(
    `select ${NEWS_SUMMARY_COLUMNS}, n.body_zh, n.body_en from news n where n.id = $1`,
    [id],
  );
  return row && { ...toNewsSummary(row), body: localized(row.body_zh, row.body_en) };
}
