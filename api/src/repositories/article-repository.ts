/** Articles: pages of summaries (of an issue, an author, online first, accepted), details. */
import type {
  ArticleAuthor,
  ArticleContributor,
  ArticleDetail,
  ArticleFunding,
  ArticleNeighbours,
  ArticleStatus,
  ArticleSummary,
  MscCode,
} from '@portal/contract';
import type { Db } from '../db/db';
import type { Paging } from '../lib/envelope';
import { isoDate, pageIds, totalOfPage } from '../lib/sql';
import { texToMarkup } from '../lib/tex-markup';
import { titleTextOf } from '../lib/tex-text';
import { localized } from './localized';

interface ArticleSummaryRow {
  id: number;
  status: ArticleStatus;
  title_zh: string;
  title_en: string;
  first_page: number | null;
  last_page: number | null;
  doi: string | null;
  open_access: boolean;
  accepted_date: string | null;
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
  received_date: string | null;
  revised_date: string | null;
  license: string | null;
  issue_published_date: string | null;
  subtitle_zh: string | null;
  subtitle_en: string | null;
  article_type: string;
  elocation_id: string | null;
  mr_id: string | null;
  zbl_id: string | null;
  license_url: string | null;
  contributors: ArticleContributor[];
  funding: ArticleFunding[];
  has_full_text: boolean;
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
              a.subtitle_zh, a.subtitle_en, a.article_type, a.elocation_id, a.mr_id, a.zbl_id,
              a.license_url,
              -- An accepted paper's text is not shown before it is online.
              (a.body_jats is not null and a.status <> 'accepted') as has_full_text,
              (select coalesce(json_agg(json_build_object('authorKey', aa.author_key,
                        'orcid', aa.orcid, 'ror', aa.ror,
                        'email', case when aa.corresponding then aa.email end,
                        'roles', aa.roles, 'corresponding', aa.corresponding)
                        order by aa.position), '[]'::json)
                 from article_authors aa where aa.article_id = a.id) as contributors,
              (select coalesce(json_agg(json_build_object('funder', f.funder,
                        'awardIds', f.award_ids) order by f.position), '[]'::json)
                 from article_funding f where f.article_id = a.id) as funding,
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
    titleText: titleTextOf(localized(row.title_zh, row.title_en)),
    abstract: localized(row.abstract_zh, row.abstract_en),
    abstractMarkup: localized(texToMarkup(row.abstract_zh), texToMarkup(row.abstract_en)),
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
    subtitle:
      row.subtitle_zh !== null && row.subtitle_en !== null
        ? localized(row.subtitle_zh, row.subtitle_en)
        : null,
    articleType: row.article_type,
    elocationId: row.elocation_id,
    mrId: row.mr_id,
    zblId: row.zbl_id,
    licenseUrl: row.license_url,
    contributors: row.contributors,
    funding: row.funding,
    hasFullText: row.has_full_text,
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
