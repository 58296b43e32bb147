import type {
  JournalListQuery,
  JournalSort,
  JournalSubject,
  JournalSummary,
} from '@portal/shared/contract';
import type { Db } from '../db/db';
import type { Paging } from '../lib/envelope';
import { Conditions, searchText } from '../lib/sql';
import { coverUrl, localized } from './localized';

export interface JournalSummaryRow {
  id: number;
  abbreviation: string;
  title_zh: string;
  title_en: string;
  issn_print: string;
  issn_online: string;
  subject_code: JournalSubject;
  subject_zh: string;
  subject_en: string;
  open_access: boolean;
  frequency_zh: string;
  frequency_en: string;
}

/** The columns of a `JournalSummaryRow`, from `journals j join subjects s`. */
export const JOURNAL_SUMMARY_COLUMNS = `j.id, j.abbreviation, j.title_zh, j.title_en, j.issn_print,
  j.issn_online, j.subject_code, s.name_zh as subject_zh, s.name_en as subject_en, j.open_access,
  j.frequency_zh, j.frequency_en`;

// The "C" collation gives the same order on PGlite and on any server locale.
const ORDER_BY: Record<JournalSort, string> = {
  title: 'lower(j.title_en) collate "C", j.id',
  abbreviation: 'lower(j.abbreviation) collate "C", j.id',
  latest: `(select max(i.published_date)
              from volumes v join issues i on i.volume_id = v.id
             where v.journal_id = j.id) desc nulls last,
           lower(j.title_en) collate "C", j.id`,
};

export const toJournalSummary = (row: JournalSummaryRow): JournalSummary => ({
  id: row.id,
  abbreviation: row.abbreviation,
  title: localized(row.title_zh, row.title_en),
  issnPrint: row.issn_print,
  issnOnline: row.issn_online,
  coverUrl: coverUrl('journal', row.id),
  subject: row.subject_code,
  subjectName: localized(row.subject_zh, row.subject_en),
  openAccess: row.open_access,
  frequency: localized(row.frequency_zh, row.frequency_en),
});

export type JournalFilters = Pick<JournalListQuery, 'keyword' | 'subject' | 'openAccess' | 'sort'>;

export async function listJournals(
  db: Db,
  { keyword, subject, openAccess, sort = 'title' }: JournalFilters,
  { size, offset }: Paging,
): Promise<{ records: JournalSummary[]; total: number }> {
  const conditions = new Conditions();
  const text = searchText(keyword);
  if (text) {
    conditions.addContainsAny(
      ['j.title_en', 'j.title_zh', 'j.abbreviation', 'j.issn_print', 'j.issn_online'],
      text,
    );
  }
  if (subject) conditions.add(`j.subject_code = ${conditions.param(subject)}`);
  if (openAccess !== undefined) conditions.add(`j.open_access = ${conditions.param(openAccess)}`);

  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total from journals j ${conditions.where}`,
    conditions.params,
  );
  const rows = await db.query<JournalSummaryRow>(
    `select ${JOURNAL_SUMMARY_COLUMNS}
       from journals j
       join subjects s on s.code = j.subject_code
       ${conditions.where}
      order by ${ORDER_BY[sort]}
      limit ${conditions.param(size)} offset ${conditions.param(offset)}`,
    conditions.params,
  );
  return { records: rows.map(toJournalSummary), total: count?.total ?? 0 };
}
