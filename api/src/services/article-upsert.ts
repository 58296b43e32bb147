/**
 * One article as an import describes it, written into the catalogue: created, updated in place
 * (matched by DOI) or left when unchanged, with the volume and issue it needs made when the journal
 * has none yet. Runs in the caller's transaction (one per imported file).
 */
import { isDeepStrictEqual } from 'node:util';
import type { DbSession } from '../db/db';
import { insertRows } from '../db/insert-rows';
import { bodyText } from '../fulltext/body-text';
import type { ArticleContent, StoredArticle } from '../repositories/article-content-repository';
import type { ArticleFundingRow, ArticleRow } from '../repositories/catalogue-rows';
import { articleRows, positioned } from './catalogue-writer';

/** What writing one article did: to it, and to the volume and issue it needed. */
export interface ArticleUpsert {
  id: number;
  outcome: 'created' | 'updated' | 'unchanged';
  /** The volume and issue it was put in, when they were made for it. */
  createdVolume: { id: number; number: number; year: number } | null;
  createdIssue: { id: number; number: number } | null;
}

export interface ArticleUpsertInput {
  journalId: number;
  content: ArticleContent;
  /** The stored article it replaces (matched by DOI), or null for a new one. */
  stored: StoredArticle | null;
  /** A PDF sent with it, already stored; without one the stored PDF (if any) is kept. */
  pdf: { key: string; sha256: string } | null;
}

const sameContent = (input: ArticleUpsertInput, stored: StoredArticle) =>
  stored.journalId === input.journalId &&
  isDeepStrictEqual({ ...stored.content, journal: null }, { ...input.content, journal: null }) &&
  (input.pdf === null || input.pdf.sha256 === stored.pdf?.sha256);

/** The volume and issue numbered as the article says, made when the journal has none yet. */
async function placeInIssue(tx: DbSession, input: ArticleUpsertInput) {
  const { volume, issue, article } = input.content;
  const placed = {
    issueId: null as number | null,
    createdVolume: null as ArticleUpsert['createdVolume'],
    createdIssue: null as ArticleUpsert['createdIssue'],
  };
  if (volume === null || issue === null) return placed;
  const date = article.published_date ?? article.published_online_date ?? article.accepted_date;
  // The reader places only published articles, which have their print date.
  if (!date) throw new Error('an article placed in an issue has no date');
  let [volumeRow] = await tx.query<{ id: number }>(
    'select id from volumes where journal_id = $1 and number = $2',
    [input.journalId, volume],
  );
  if (!volumeRow) {
    const year = Number(date.slice(0, 4));
    [volumeRow] = await tx.query<{ id: number }>(
      'insert into volumes (journal_id, year, number) values ($1, $2, $3) returning id',
      [input.journalId, year, volume],
    );
    if (!volumeRow) throw new Error('insert returned no volume');
    placed.createdVolume = { id: volumeRow.id, number: volume, year };
  }
  let [issueRow] = await tx.query<{ id: number }>(
    'select id from issues where volume_id = $1 and number = $2',
    [volumeRow.id, issue],
  );
  if (!issueRow) {
    [issueRow] = await tx.query<{ id: number }>(
      'insert into issues (volume_id, number, published_date) values ($1, $2, $3) returning id',
      [volumeRow.id, issue, date],
    );
    if (!issueRow) throw new Error('insert returned no issue');
    placed.createdIssue = { id: issueRow.id, number: issue };
  }
  placed.issueId = issueRow.id;
  return placed;
}

/**
 * Writes one article as a source tells it (an import): a new one is created; one the catalogue
 * holds (matched by DOI, by the caller) is left alone when nothing differs, so nothing raises the
 * catalogue's revision, and otherwise updated in place, its id kept and its authors, codes,
 * references and funding replaced. References naming an article of the catalogue by DOI point at
 * it, and other articles' references naming this one's DOI now do too ("cited by").
 */
export async function upsertArticle(
  tx: DbSession,
  input: ArticleUpsertInput,
): Promise<ArticleUpsert> {
  const { stored, content } = input;
  if (stored && sameContent(input, stored)) {
    return { id: stored.id, outcome: 'unchanged', createdVolume: null, createdIssue: null };
  }
  const { issueId, createdVolume, createdIssue } = await placeInIssue(tx, input);
  const pdf = input.pdf ?? stored?.pdf ?? null;
  const [next] = stored
    ? [{ id: stored.id }]
    : await tx.query<{ id: number }>(
        "select nextval(pg_get_serial_sequence('articles', 'id'))::integer as id",
      );
  if (!next) throw new Error('no article id');
  const id = next.id;
  const row: Required<Omit<ArticleRow, 'revised_date'>> & { revised_date: string | null } = {
    id,
    journal_id: input.journalId,
    issue_id: issueId,
    ...content.article,
    body_text: bodyText(content.article.body_jats ?? null),
    pdf_key: pdf?.key ?? null,
    pdf_sha256: pdf?.sha256 ?? null,
  };
  if (stored) {
    const columns = Object.keys(row).filter((column) => column !== 'id');
    await tx.query(
      `update articles set ${columns.map((column, index) => `${column} = $${index + 2}`).join(', ')}
        where id = $1`,
      [id, ...columns.map((column) => row[column as keyof typeof row])],
    );
    for (const table of ['article_authors', 'article_msc_codes', 'article_references']) {
      await tx.query(`delete from ${table} where article_id = $1`, [id]);
    }
    await tx.query('delete from article_funding where article_id = $1', [id]);
  } else {
    await insertRows(tx, 'articles', [row]);
  }
  const dois = content.references.flatMap((reference) => (reference.doi ? [reference.doi] : []));
  const cited = new Map(
    dois.length
      ? (
          await tx.query<{ id: number; doi: string }>(
            `select id, lower(doi) as doi from articles
              where lower(doi) = any($1::text[]) and id <> $2`,
            [dois.map((doi) => doi.toLowerCase()), id],
          )
        ).map((article) => [article.doi, article.id])
      : [],
  );
  const rows = articleRows({
    article: row as ArticleRow,
    authors: content.authors,
    mscCodes: content.mscCodes,
    references: content.references.map((reference) => ({
      ...reference,
      cited_article_id: (reference.doi && cited.get(reference.doi.toLowerCase())) || null,
    })),
  });
  await insertRows(tx, 'article_authors', rows.authors);
  await insertRows(tx, 'article_msc_codes', rows.mscCodes);
  await insertRows(tx, 'article_references', rows.references);
  await insertRows(
    tx,
    'article_funding',
    positioned(content.funding).map(({ item, position }): ArticleFundingRow => ({
      article_id: id,
      position,
      ...item,
    })),
  );
  if (content.article.doi) {
    await tx.query(
      `update article_references set cited_article_id = $1
        where lower(doi) = lower($2) and doi is not null and article_id <> $1
          and cited_article_id is distinct from $1`,
      [id, content.article.doi],
    );
  }
  return { id, outcome: stored ? 'updated' : 'created', createdVolume, createdIssue };
}
