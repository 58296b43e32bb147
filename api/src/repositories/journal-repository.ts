/** Journals: the list, one journal's about page, and its publication speed. */
import {
  normalizeAbbreviation,
  type JournalDetail,
  type JournalListQuery,
  type JournalPrice,
  type JournalSort,
  type JournalSummary,
  type PublicationSpeed,
} from '@portal/contract';
import type { Db } from '../db/db';
import type { Paging } from '../lib/envelope';
import { Conditions, searchText } from '../lib/sql';
import type { JournalRow } from './catalogue-rows';
import { coverUrl, localized } from './localized';

/** A journal as the lists read it: its row (without its founding year) and its subject's names. */
export type JournalSummaryRow = Omit<JournalRow, 'founded_year'> & {
  subject_zh: string;
  subject_en: string;
};

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

interface JournalDetailRow extends JournalSummaryRow {
  founded_year: number;
  publisher_zh: string;
  publisher_en: string;
  aims_scope_zh: string;
  aims_scope_en: string;
  indexing: string[];
  sponsors_zh: string[];
  sponsors_en: string[];
  submission_zh: string;
  submission_en: string;
  article_count: number;
}

/**
 * A journal with its about fields, found by id or by abbreviation (its letters and digits, in
 * any case: see `normalizeAbbreviation`).
 */
export async function findJournalDetail(
  db: Db,
  by: { id: number } | { abbreviation: string },
): Promise<JournalDetail | undefined> {
  const [where, value] =
    'id' in by
      ? ['j.id = $1', by.id]
      : [
          `regexp_replace(lower(j.abbreviation), '[^[:alnum:]]+', '', 'g') = $1`,
          normalizeAbbreviation(by.abbreviation),
        ];
  if (value === '') return undefined;
  const [row] = await db.query<JournalDetailRow>(
    `select ${JOURNAL_SUMMARY_COLUMNS}, j.founded_year, j.publisher_zh, j.publisher_en,
            j.aims_scope_zh, j.aims_scope_en, j.indexing, j.sponsors_zh, j.sponsors_en,
            j.submission_zh, j.submission_en,
            (select count(*)::int from articles a
              where a.journal_id = j.id and a.status = 'published') as article_count
       from journals j
       join subjects s on s.code = j.subject_code
      where ${where}`,
    [value],
  );
  if (!row) return undefined;
  const prices = await db.query<JournalPrice>(
    `select year, subscriber, medium, currency, amount::float8 as amount
       from journal_prices
      where journal_id = $1 and year = (select max(year) from journal_prices where journal_id = $1)
      order by subscriber, medium, currency`,
    [row.id],
  );
  return {
    ...toJournalSummary(row),
    foundedYear: row.founded_year,
    publisher: localized(row.publisher_zh, row.publisher_en),
    aimsAndScope: localized(row.aims_scope_zh, row.aims_scope_en),
    indexing: row.indexing,
    sponsors: row.sponsors_zh.map((zh, i) => localized(zh, row.sponsors_en[i] ?? zh)),
    submission: localized(row.submission_zh, row.submission_en),
    prices,
    articleCount: row.article_count,
  };
}

export async function journalExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.query<{ exists: boolean }>(
    'select exists (select 1 from journals where id = $1) as exists',
    [id],
  );
  return row?.exists ?? false;
}

/**
 * Per year of publication: median days from receipt to acceptance and acceptance to print, of
 * the articles dated both ways.
 */
export async function publicationSpeed(db: Db, journalId: number): Promise<PublicationSpeed[]> {
  const rows = await db.query<{
    year: number;
    article_count: number;
    median_days_to_acceptance: number;
    median_days_to_publication: number;
  }>(
    `select extract(year from a.published_date)::int as year, count(*)::int as article_count,
            percentile_cont(0.5) within group
              (order by (a.accepted_date - a.received_date)::float8) as median_days_to_acceptance,
            percentile_cont(0.5) within group
              (order by (a.published_date - a.accepted_date)::float8) as median_days_to_publication
       from articles a
      where a.journal_id = $1 and a.status = 'published'
        -- Measured on the articles whose source gave both history dates (issue 31).
        and a.received_date is not null and a.accepted_date is not null
      group by 1
      order by 1 desc`,
    [journalId],
  );
  return rows.map((row) => ({
    year: row.year,
    articleCount: row.article_count,
    medianDaysToAcceptance: row.median_days_to_acceptance,
    medianDaysToPublication: row.median_days_to_publication,
  }));
}
