import type {
  AnnualVolumes,
  ArticleAuthor,
  ArticleDetail,
  ArticleNeighbours,
  ArticleStatus,
  ArticleSummary,
  EditorRoleCode,
  EditorialBoardGroup,
  JournalDetail,
  JournalPrice,
  MscCode,
  OpenAccessVolume,
  PublicationSpeed,
  VolumeWithIssues,
} from '@portal/shared/contract';
import { normalizeAbbreviation } from '@portal/shared/contract';
import type { Db } from '../db/db';
import type { Paging } from '../lib/envelope';
import { pageIds, totalOfPage } from '../lib/sql';
import { texToMarkup } from '../lib/tex-markup';
import {
  JOURNAL_SUMMARY_COLUMNS,
  toJournalSummary,
  type JournalSummaryRow,
} from './journal-repository';
import { localized } from './localized';

const isoDate = (column: string, alias: string) => `to_char(${column}, 'YYYY-MM-DD') as ${alias}`;

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

interface EditorRow {
  id: number;
  role_code: EditorRoleCode;
  role_zh: string;
  role_en: string;
  name: string;
  affiliation_zh: string;
  affiliation_en: string;
  email: string | null;
  web_page: string | null;
  expertise_zh: string;
  expertise_en: string;
}

/** The board grouped by role, in the specification's order of roles; empty roles left out. */
export async function editorialBoard(db: Db, journalId: number): Promise<EditorialBoardGroup[]> {
  const rows = await db.query<EditorRow>(
    `select e.id, e.role_code, r.name_zh as role_zh, r.name_en as role_en, e.name,
            e.affiliation_zh, e.affiliation_en, e.email, e.web_page, e.expertise_zh,
            e.expertise_en
       from editors e
       join editor_roles r on r.code = e.role_code
      where e.journal_id = $1
      order by r.sort_order, e.sort_order, e.id`,
    [journalId],
  );
  const groups: EditorialBoardGroup[] = [];
  for (const row of rows) {
    let group = groups.at(-1);
    if (group?.role !== row.role_code) {
      group = { role: row.role_code, roleName: localized(row.role_zh, row.role_en), editors: [] };
      groups.push(group);
    }
    group.editors.push({
      id: row.id,
      name: row.name,
      affiliation: localized(row.affiliation_zh, row.affiliation_en),
      email: row.email,
      webPage: row.web_page,
      expertise: localized(row.expertise_zh, row.expertise_en),
    });
  }
  return groups;
}

interface VolumeIssueRow {
  volume_id: number;
  volume_number: number;
  year: number;
  issue_id: number | null;
  issue_number: number | null;
  published_date: string | null;
  article_count: number;
}

/** Years (newest first), their volumes and each volume's issues with their article counts. */
export async function volumesByYear(db: Db, journalId: number): Promise<AnnualVolumes[]> {
  const rows = await db.query<VolumeIssueRow>(
    `select v.id as volume_id, v.number as volume_number, v.year, i.id as issue_id,
            i.number as issue_number, ${isoDate('i.published_date', 'published_date')},
            count(a.id)::int as article_count
       from volumes v
       left join issues i on i.volume_id = v.id
       left join articles a on a.issue_id = i.id
      where v.journal_id = $1
      group by v.id, i.id
      order by v.year desc, v.number desc, i.number`,
    [journalId],
  );
  const years: AnnualVolumes[] = [];
  let volume: VolumeWithIssues | undefined;
  for (const row of rows) {
    if (volume?.id !== row.volume_id) {
      volume = { id: row.volume_id, number: row.volume_number, year: row.year, issues: [] };
      let year = years.at(-1);
      if (year?.year !== row.year) {
        year = { year: row.year, volumes: [] };
        years.push(year);
      }
      year.volumes.push(volume);
    }
    if (row.issue_id !== null && row.issue_number !== null && row.published_date !== null) {
      volume.issues.push({
        id: row.issue_id,
        number: row.issue_number,
        publishedDate: row.published_date,
        articleCount: row.article_count,
      });
    }
  }
  return years;
}

export async function issueExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.query<{ exists: boolean }>(
    'select exists (select 1 from issues where id = $1) as exists',
    [id],
  );
  return row?.exists ?? false;
}

interface ArticleSummaryRow {
  id: number;
  status: ArticleStatus;
  title_zh: string;
  title_en: string;
  first_page: number | null;
  last_page: number | null;
  doi: string | null;
  open_access: boolean;
  accepted_date: string;
  published_online_date: string | null;
  published_date: string | null;
  journal_id: number;
  journal_abbreviation: string;
  journal_title_zh: string;
  journal_title_en: string;
  volume_id: number | null;
  volume_number: number | null;
  year: number | null;
  issue_id: number | null;
  issue_number: number | null;
}

const ARTICLE_SUMMARY_SELECT = `select a.id, a.status, a.title_zh, a.title_en, a.first_page,
    a.last_page, a.doi, a.open_access, ${isoDate('a.accepted_date', 'accepted_date')},
    ${isoDate('a.published_online_date', 'published_online_date')},
    ${isoDate('a.published_date', 'published_date')}, a.journal_id,
    j.abbreviation as journal_abbreviation, j.title_zh as journal_title_zh,
    j.title_en as journal_title_en, v.id as volume_id, v.number as volume_number, v.year,
    i.id as issue_id, i.number as issue_number
  from articles a
  join journals j on j.id = a.journal_id
  left join issues i on i.id = a.issue_id
  left join volumes v on v.id = i.volume_id`;

/**
 * An article's authors in byline order, as a JSON array of `ArticleAuthor` (a column of the
 * select over `articles a`, so a page of articles is one statement).
 */
const AUTHORS_JSON = `(select coalesce(json_agg(json_build_object(
      'name', au.name, 'authorKey', au.author_key,
      'affiliation', json_build_object('zh', au.affiliation_zh, 'en', au.affiliation_en))
      order by au.position), '[]'::json)
    from article_authors au where au.article_id = a.id) as authors`;

interface ArticleSummaryWithAuthorsRow extends ArticleSummaryRow {
  authors: ArticleAuthor[];
}

const toArticleSummary = (row: ArticleSummaryRow, authors: ArticleAuthor[]): ArticleSummary => ({
  id: row.id,
  status: row.status,
  title: localized(row.title_zh, row.title_en),
  titleMarkup: localized(texToMarkup(row.title_zh), texToMarkup(row.title_en)),
  authors,
  firstPage: row.first_page,
  lastPage: row.last_page,
  doi: row.doi,
  openAccess: row.open_access,
  acceptedDate: row.accepted_date,
  publishedOnlineDate: row.published_online_date,
  publishedDate: row.published_date,
  journalId: row.journal_id,
  journalAbbreviation: row.journal_abbreviation,
  journalTitle: localized(row.journal_title_zh, row.journal_title_en),
  volumeId: row.volume_id,
  volumeNumber: row.volume_number,
  year: row.year,
  issueId: row.issue_id,
  issueNumber: row.issue_number,
});

/**
 * One page of the articles matching `where` (over `articles a`), in `orderBy` order, with the
 * total. `params` are the where clause's; the page's placeholders follow them.
 */
export async function articlePage(
  db: Db,
  where: string,
  params: unknown[],
  orderBy: string,
  { size, offset }: Paging,
): Promise<{ records: ArticleSummary[]; total: number }> {
  const rows = await db.query<ArticleSummaryWithAuthorsRow & { total: number }>(
    `${pageIds('articles a', 'a.id', `where ${where}`, orderBy, `$${params.length + 1}`, `$${params.length + 2}`)}
     ${ARTICLE_SUMMARY_SELECT.replace('select ', `select page.total, ${AUTHORS_JSON}, `)}
       join page on page.id = a.id
      order by ${orderBy}`,
    [...params, size, offset],
  );
  const total = await totalOfPage(
    db,
    rows,
    `select count(*)::int as total from articles a where ${where}`,
    params,
  );
  return { records: rows.map((row) => toArticleSummary(row, row.authors)), total };
}

export const issueArticles = (db: Db, issueId: number, paging: Paging) =>
  articlePage(db, 'a.issue_id = $1', [issueId], 'a.first_page, a.id', paging);

/** An author's articles, newest first (by publication, else online, else acceptance date). */
export const authorArticles = (db: Db, authorKey: string, paging: Paging) =>
  articlePage(
    db,
    'a.id in (select article_id from article_authors where author_key = $1)',
    [authorKey],
    'coalesce(a.published_date, a.published_online_date, a.accepted_date) desc, a.id desc',
    paging,
  );

/** Online-first articles, latest first; of one journal or of all. */
export const onlineFirstArticles = (db: Db, journalId: number | undefined, paging: Paging) =>
  journalId === undefined
    ? articlePage(
        db,
        `a.status = 'online_first'`,
        [],
        'a.published_online_date desc, a.id desc',
        paging,
      )
    : articlePage(
        db,
        `a.journal_id = $1 and a.status = 'online_first'`,
        [journalId],
        'a.published_online_date desc, a.id desc',
        paging,
      );

export const acceptedArticles = (db: Db, journalId: number, paging: Paging) =>
  articlePage(
    db,
    `a.journal_id = $1 and a.status = 'accepted'`,
    [journalId],
    'a.accepted_date desc, a.id desc',
    paging,
  );

interface ArticleDetailRow extends ArticleSummaryRow {
  abstract_zh: string;
  abstract_en: string;
  keywords_zh: string[];
  keywords_en: string[];
  received_date: string;
  revised_date: string | null;
  license: string | null;
  issue_published_date: string | null;
}

export async function findArticle(db: Db, id: number): Promise<ArticleDetail | undefined> {
  const [row] = await db.query<
    ArticleDetailRow & {
      authors: ArticleAuthor[];
      msc: { code: string; scheme: MscCode['scheme']; label_zh: string; label_en: string }[];
    }
  >(
    `${ARTICLE_SUMMARY_SELECT.replace(
      'select ',
      `select a.abstract_zh, a.abstract_en, a.keywords_zh, a.keywords_en, a.license,
              ${isoDate('a.received_date', 'received_date')},
              ${isoDate('a.revised_date', 'revised_date')},
              ${isoDate('i.published_date', 'issue_published_date')}, ${AUTHORS_JSON},
              (select coalesce(json_agg(json_build_object('code', m.code, 'scheme', m.scheme,
                        'label_zh', m.label_zh, 'label_en', m.label_en) order by am.position),
                      '[]'::json)
                 from article_msc_codes am
                 join msc_codes m on m.scheme = am.scheme and m.code = am.code
                where am.article_id = a.id) as msc, `,
    )}
      where a.id = $1`,
    [id],
  );
  if (!row) return undefined;
  return {
    ...toArticleSummary(row, row.authors),
    abstract: localized(row.abstract_zh, row.abstract_en),
    keywords: { zh: row.keywords_zh, en: row.keywords_en },
    mscCodes: row.msc.map((m) => ({
      code: m.code,
      scheme: m.scheme,
      label: localized(m.label_zh, m.label_en),
    })),
    receivedDate: row.received_date,
    revisedDate: row.revised_date,
    license: row.license,
    issuePublishedDate: row.issue_published_date,
  };
}

/** The articles before and after one in its issue's page order; undefined for unknown ids. */
export async function articleNeighbours(
  db: Db,
  id: number,
): Promise<ArticleNeighbours | undefined> {
  const [row] = await db.query<{ previous_id: number | null; next_id: number | null }>(
    `select (select p.id from articles p
              where p.issue_id = t.issue_id and (p.first_page, p.id) < (t.first_page, t.id)
              order by p.first_page desc, p.id desc limit 1) as previous_id,
            (select n.id from articles n
              where n.issue_id = t.issue_id and (n.first_page, n.id) > (t.first_page, t.id)
              order by n.first_page, n.id limit 1) as next_id
       from articles t
      where t.id = $1`,
    [id],
  );
  return row && { previousId: row.previous_id, nextId: row.next_id };
}

/** Volumes holding open-access articles, newest first. */
export async function openAccessVolumes(
  db: Db,
  journalId: number,
  { size, offset }: Paging,
): Promise<{ records: OpenAccessVolume[]; total: number }> {
  const volumesSql = `select v.id, v.number, v.year, count(distinct i.id)::int as issue_count,
            (count(a.id) filter (where a.open_access))::int as open_access_article_count
       from volumes v
       join issues i on i.volume_id = v.id
       join articles a on a.issue_id = i.id
      where v.journal_id = $1
      group by v.id
     having count(a.id) filter (where a.open_access) > 0`;
  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total from (${volumesSql}) oa`,
    [journalId],
  );
  const rows = await db.query<{
    id: number;
    number: number;
    year: number;
    issue_count: number;
    open_access_article_count: number;
  }>(`${volumesSql} order by v.year desc, v.number desc limit $2 offset $3`, [
    journalId,
    size,
    offset,
  ]);
  return {
    records: rows.map((row) => ({
      id: row.id,
      number: row.number,
      year: row.year,
      issueCount: row.issue_count,
      openAccessArticleCount: row.open_access_article_count,
    })),
    total: count?.total ?? 0,
  };
}

/** Per year of publication: median days from receipt to acceptance and acceptance to print. */
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
