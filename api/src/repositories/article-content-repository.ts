/**
 * Articles as a whole, the way a JATS file tells them (issue 31): the article with its journal's
 * names, volume and issue numbers, authors, MSC codes, references and funding, without the ids the
 * catalogue gives. The export writes this; an import compares what it read with this, so a file
 * that says what is stored changes nothing.
 */
import type { DbSession } from '../db/db';
import type { ArticleAuthorRow, ArticleRow, MscScheme } from './catalogue-rows';

/** The article's own columns an import sets (ids, the stored PDF and the key are the writer's). */
export type ArticleFields = Omit<
  Required<ArticleRow>,
  'id' | 'journal_id' | 'issue_id' | 'pdf_key' | 'pdf_sha256' | 'revised_date' | 'body_text'
> & { revised_date: string | null };

export type ArticleAuthorFields = Required<Omit<ArticleAuthorRow, 'article_id' | 'position'>>;

export interface ArticleContent {
  /** How the file names its journal: ISSNs (print first) and abbreviations. */
  journal: { issns: string[]; abbreviations: string[] };
  /** Volume and issue numbers; null for articles not in an issue (online first, accepted). */
  volume: number | null;
  issue: number | null;
  article: ArticleFields;
  authors: ArticleAuthorFields[];
  mscCodes: { scheme: MscScheme; code: string }[];
  /**
   * The reference list as printed, with the DOIs the file gives, each `ref`'s id, which the
   * body's citations name (null when the file gives none that can be an HTML id), and the numbers
   * of its reviews in MathSciNet (`mr`, digits) and zbMATH Open (`zbl`).
   */
  references: {
    ref_id: string | null;
    text: string;
    doi: string | null;
    mr: string | null;
    zbl: string | null;
  }[];
  funding: { funder: string; award_ids: string[] }[];
}

export interface StoredArticle {
  id: number;
  journalId: number;
  content: ArticleContent;
  pdf: { key: string; sha256: string } | null;
}

interface ArticleSqlRow extends Omit<ArticleFields, 'license_url'> {
  id: number;
  journal_id: number;
  license_url: string | null;
  issn_print: string;
  issn_online: string;
  abbreviation: string;
  volume_number: number | null;
  issue_number: number | null;
  pdf_key: string | null;
  pdf_sha256: string | null;
}

const groupBy = <T extends { article_id: number }>(rows: readonly T[]) => {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.article_id);
    if (group) group.push(row);
    else groups.set(row.article_id, [row]);
  }
  return groups;
};

/** The stored articles of `ids` (those that exist), each with everything that belongs to it. */
export async function loadArticleContents(
  db: DbSession,
  ids: readonly number[],
): Promise<Map<number, StoredArticle>> {
  const params = [ids];
  const [articles, authors, codes, references, funding] = await Promise.all([
    db.query<ArticleSqlRow>(
      `select a.id, a.journal_id, j.issn_print, j.issn_online, j.abbreviation,
              v.number as volume_number, i.number as issue_number,
              a.status, a.article_type, a.title_zh, a.title_en, a.subtitle_zh, a.subtitle_en,
              a.abstract_zh, a.abstract_en, a.keywords_zh, a.keywords_en,
              a.received_date::text as received_date, a.revised_date::text as revised_date,
              a.accepted_date::text as accepted_date,
              a.published_online_date::text as published_online_date,
              a.published_date::text as published_date,
              a.first_page, a.last_page, a.elocation_id, a.doi, a.mr_id, a.zbl_id,
              a.license, a.license_url, a.open_access, a.body_jats, a.back_jats,
              a.pdf_key, a.pdf_sha256
         from articles a
         join journals j on j.id = a.journal_id
         left join issues i on i.id = a.issue_id
         left join volumes v on v.id = i.volume_id
        where a.id = any($1::integer[])
        order by a.id`,
      params,
    ),
    db.query<ArticleAuthorFields & { article_id: number }>(
      `select article_id, name, affiliation_zh, affiliation_en, author_key, orcid, ror, email,
              roles, corresponding
         from article_authors where article_id = any($1::integer[])
        order by article_id, position`,
      params,
    ),
    db.query<{ article_id: number; scheme: MscScheme; code: string }>(
      `select article_id, scheme, code from article_msc_codes
        where article_id = any($1::integer[]) order by article_id, position`,
      params,
    ),
    db.query<ArticleContent['references'][number] & { article_id: number }>(
      `select article_id, ref_id, text, doi, mr, zbl from article_references
        where article_id = any($1::integer[]) order by article_id, position`,
      params,
    ),
    db.query<{ article_id: number; funder: string; award_ids: string[] }>(
      `select article_id, funder, award_ids from article_funding
        where article_id = any($1::integer[]) order by article_id, position`,
      params,
    ),
  ]);
  const authorsOf = groupBy(authors);
  const codesOf = groupBy(codes);
  const referencesOf = groupBy(references);
  const fundingOf = groupBy(funding);
  const stored = new Map<number, StoredArticle>();
  for (const row of articles) {
    const {
      id,
      journal_id,
      issn_print,
      issn_online,
      abbreviation,
      volume_number,
      issue_number,
      pdf_key,
      pdf_sha256,
      ...article
    } = row;
    stored.set(id, {
      id,
      journalId: journal_id,
      content: {
        journal: { issns: [issn_print, issn_online], abbreviations: [abbreviation] },
        volume: volume_number,
        issue: issue_number,
        article,
        authors: (authorsOf.get(id) ?? []).map(({ article_id: _, ...author }) => author),
        mscCodes: (codesOf.get(id) ?? []).map(({ scheme, code }) => ({ scheme, code })),
        references: (referencesOf.get(id) ?? []).map(({ ref_id, text, doi, mr, zbl }) => ({
          ref_id,
          text,
          doi,
          mr,
          zbl,
        })),
        funding: (fundingOf.get(id) ?? []).map(({ funder, award_ids }) => ({ funder, award_ids })),
      },
      pdf: pdf_key && pdf_sha256 ? { key: pdf_key, sha256: pdf_sha256 } : null,
    });
  }
  return stored;
}

/** The article a DOI names, if any: DOIs are case-insensitive (10.1090/JAS/1 is 10.1090/jas/1). */
export async function findArticleIdByDoi(db: DbSession, doi: string): Promise<number | null> {
  const [row] = await db.query<{ id: number }>(
    'select id from articles where lower(doi) = lower($1)',
    [doi],
  );
  return row?.id ?? null;
}
