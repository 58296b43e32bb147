/** Book series: the list and one series' page. */
import type { BookSeriesDetail, BookSeriesSummary } from '@portal/contract';
import type { Db } from '../db/db';
import type { Paging } from '../lib/envelope';
import { Conditions } from '../lib/sql';
import type { SeriesRow as CatalogueSeriesRow } from './catalogue-rows';
import { coverUrl, localized } from './localized';

/** A series as the lists read it: its row, with its books counted and its newest named. */
interface SeriesRow extends CatalogueSeriesRow {
  book_count: number;
  newest_publish_date: string | null;
  newest_book_id: number | null;
}

const SERIES_SELECT = `
  select s.id, s.title_zh, s.title_en, s.description_zh, s.description_en, s.issn, s.annual,
         (select count(*)::int from books b where b.series_id = s.id) as book_count,
         (select to_char(max(b.publish_date), 'YYYY-MM-DD') from books b
           where b.series_id = s.id and b.publish_status = 'published') as newest_publish_date,
         (select b.id from books b
           where b.series_id = s.id and b.publish_status = 'published'
           order by b.publish_date desc, b.id desc limit 1) as newest_book_id
    from book_series s`;

const toSeriesSummary = (row: SeriesRow): BookSeriesSummary => ({
  id: row.id,
  title: localized(row.title_zh, row.title_en),
  description: localized(row.description_zh, row.description_en),
  issn: row.issn,
  annual: row.annual,
  bookCount: row.book_count,
  newestPublishDate: row.newest_publish_date,
  coverUrl: row.newest_book_id === null ? null : coverUrl('book', row.newest_book_id),
});

/** Series, annual books first, then by English title. */
export async function listSeries(
  db: Db,
  annual: boolean | undefined,
  { size, offset }: Paging,
): Promise<{ records: BookSeriesSummary[]; total: number }> {
  const conditions = new Conditions();
  if (annual !== undefined) conditions.add(`s.annual = ${conditions.param(annual)}`);
  const { where } = conditions;
  const countParams = [...conditions.params];
  const [count, rows] = await Promise.all([
    db.query<{ total: number }>(
      `select count(*)::int as total from book_series s ${where}`,
      countParams,
    ),
    db.query<SeriesRow>(
      `${SERIES_SELECT} ${where} order by s.annual desc, s.title_en, s.id
        limit ${conditions.param(size)} offset ${conditions.param(offset)}`,
      conditions.params,
    ),
  ]);
  return { records: rows.map(toSeriesSummary), total: count[0]?.total ?? 0 };
}

export async function findSeriesDetail(db: Db, id: number): Promise<BookSeriesDetail | undefined> {
  const [rows, editors, years] = await Promise.all([
    db.query<SeriesRow>(`${SERIES_SELECT} where s.id = $1`, [id]),
    db.query<{ name: string }>(
      `select c.name
         from contributors c
        where exists (select 1 from book_contributors bc join books b on b.id = bc.book_id
                       where bc.contributor_id = c.id and bc.role = 'GENERAL_EDITOR'
                         and b.series_id = $1)
        order by c.name`,
      [id],
    ),
    db.query<{ first_year: number | null; forthcoming: number }>(
      `select min(extract(year from publish_date))::int as first_year,
              count(*) filter (where publish_status = 'forthcoming')::int as forthcoming
         from books where series_id = $1`,
      [id],
    ),
  ]);
  const [row] = rows;
  if (!row) return undefined;
  return {
    ...toSeriesSummary(row),
    generalEditors: editors.map((e) => e.name),
    firstYear: years[0]?.first_year ?? null,
    forthcomingCount: years[0]?.forthcoming ?? 0,
  };
}
