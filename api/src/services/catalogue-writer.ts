/**
 * Writes the catalogue: journals with their boards, volumes and issues, articles with their
 * authors, MSC codes and references, books with their media, contributors, chapters and tags,
 * series, news and the Info pages. The seed catalogue writes through it, and an import of real
 * content through its one-at-a-time writers built on the same rows (`article-upsert.ts`,
 * `book-upsert.ts`): a record holds one thing as a source describes it (an article with its
 * authors), and the writer turns records into the rows of each table.
 *
 * Ids are the caller's (the seed's are fixed, an import keeps its source's), so each write moves
 * the tables' identity sequences past them. Every function runs in the caller's transaction.
 */
import type { LocalizedText } from '@portal/contract';
import type { DbSession } from '../db/db';
import { insertRows } from '../db/insert-rows';
import type {
  ArticleAuthorRow,
  ArticleMscCodeRow,
  ArticleReferenceRow,
  ArticleRow,
  BookContributorRow,
  BookEditionRow,
  BookRow,
  BookTagLinkRow,
  BookTagRow,
  ChapterAuthorRow,
  ChapterRow,
  ContactRow,
  ContributorRow,
  EditorRoleRow,
  EditorRow,
  FaqCategoryRow,
  FaqRow,
  IssueRow,
  JournalAboutRow,
  JournalPriceRow,
  JournalRow,
  MscCodeRow,
  MscScheme,
  NewsRow,
  OrderingCategoryRow,
  OrderingDetailRow,
  SeriesRow,
  SubjectRow,
  VolumeRow,
} from '../repositories/catalogue-rows';

/** An article as a source describes it: authors and codes in their order. */
export interface ArticleRecord {
  article: ArticleRow;
  authors: readonly Omit<ArticleAuthorRow, 'article_id' | 'position'>[];
  mscCodes: readonly { scheme: MscScheme; code: string }[];
  /** Its reference list in order; absent when the references are written later. */
  references?: readonly Omit<ArticleReferenceRow, 'article_id' | 'position'>[];
}

/** A book with the media it is sold in and its credits (each role's people in order). */
export interface BookRecord {
  book: BookRow;
  editions: readonly Omit<BookEditionRow, 'book_id'>[];
  credits: readonly { role: BookContributorRow['role']; contributorIds: readonly number[] }[];
}

/** A chapter with its own authors (contributions to edited books), in order. */
export interface ChapterRecord {
  chapter: ChapterRow;
  authorIds: readonly number[];
}

/**
 * A text in both languages as the pair of columns a table keeps it in (`title` gives `title_zh`
 * and `title_en`): how every source of bilingual text, the seed's data or an import's records,
 * fills a row. A missing text leaves both columns null.
 */
export function localizedColumns<K extends string>(
  column: K,
  text: LocalizedText,
): Record<`${K}_zh` | `${K}_en`, string>;
export function localizedColumns<K extends string>(
  column: K,
  text: LocalizedText | null | undefined,
): Record<`${K}_zh` | `${K}_en`, string | null>;
export function localizedColumns(column: string, text: LocalizedText | null | undefined) {
  return { [`${column}_zh`]: text?.zh ?? null, [`${column}_en`]: text?.en ?? null };
}

/** Rows per insert statement for the large tables: keeps each statement's text small. */
const ROWS_PER_STATEMENT = 500;
/** References are written with array parameters, so a statement holds many more rows. */
const REFERENCES_PER_STATEMENT = 20_000;

/** Each item with its place in the list from 1, as the link tables keep authors' order. */
export const positioned = <T>(items: readonly T[]) =>
  items.map((item, index) => ({ item, position: index + 1 }));

export function articleRows(record: ArticleRecord) {
  const articleId = record.article.id;
  return {
    article: record.article,
    authors: positioned(record.authors).map(({ item, position }): ArticleAuthorRow => ({
      article_id: articleId,
      position,
      ...item,
    })),
    mscCodes: positioned(record.mscCodes).map(({ item, position }): ArticleMscCodeRow => ({
      article_id: articleId,
      ...item,
      position,
    })),
    references: positioned(record.references ?? []).map(
      ({ item, position }): ArticleReferenceRow => ({ article_id: articleId, position, ...item }),
    ),
  };
}

export function bookRows(record: BookRecord) {
  const bookId = record.book.id;
  return {
    book: record.book,
    editions: record.editions.map((edition): BookEditionRow => ({ book_id: bookId, ...edition })),
    contributors: record.credits.flatMap(({ role, contributorIds }) =>
      positioned(contributorIds).map(({ item, position }): BookContributorRow => ({
        book_id: bookId,
        contributor_id: item,
        role,
        position,
      })),
    ),
  };
}

async function insertInChunks(tx: DbSession, table: string, rows: readonly object[]) {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    await insertRows(tx, table, rows.slice(start, start + ROWS_PER_STATEMENT));
  }
}

/** Moves each table's identity sequence past the ids written, so later inserts do not collide. */
export async function continueIdentities(tx: DbSession, tables: readonly string[]) {
  for (const table of tables) {
    await tx.query(
      `select setval(pg_get_serial_sequence($1, 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
      [table],
    );
  }
}

export async function writeJournals(
  tx: DbSession,
  subjects: readonly SubjectRow[],
  journals: readonly JournalRow[],
) {
  await insertRows(tx, 'subjects', subjects);
  await insertRows(tx, 'journals', journals);
  await continueIdentities(tx, ['journals']);
}

/** A journal's about page: aims and scope, indexing, sponsors, submission, publisher. */
export async function writeJournalAbout(tx: DbSession, rows: readonly JournalAboutRow[]) {
  for (const row of rows) {
    await tx.query(
      `update journals set aims_scope_zh = $2, aims_scope_en = $3, indexing = $4,
              sponsors_zh = $5, sponsors_en = $6, submission_zh = $7, submission_en = $8,
              publisher_zh = $9, publisher_en = $10
        where id = $1`,
      [
        row.id,
        row.aims_scope_zh,
        row.aims_scope_en,
        row.indexing,
        row.sponsors_zh,
        row.sponsors_en,
        row.submission_zh,
        row.submission_en,
        row.publisher_zh,
        row.publisher_en,
      ],
    );
  }
}

export async function writeJournalPrices(tx: DbSession, rows: readonly JournalPriceRow[]) {
  await insertRows(tx, 'journal_prices', rows);
}

export async function writeEditorialBoards(
  tx: DbSession,
  roles: readonly EditorRoleRow[],
  editors: readonly EditorRow[],
) {
  await insertRows(tx, 'editor_roles', roles);
  await insertInChunks(tx, 'editors', editors);
  await continueIdentities(tx, ['editors']);
}

export async function writeVolumes(
  tx: DbSession,
  volumes: readonly VolumeRow[],
  issues: readonly IssueRow[],
) {
  await insertInChunks(tx, 'volumes', volumes);
  await insertInChunks(tx, 'issues', issues);
  await continueIdentities(tx, ['volumes', 'issues']);
}

export async function writeMscCodes(tx: DbSession, rows: readonly MscCodeRow[]) {
  await insertRows(tx, 'msc_codes', rows);
}

/** Articles with what belongs to them; their journals, issues and MSC codes must be in place. */
export async function writeArticles(tx: DbSession, records: readonly ArticleRecord[]) {
  const rows = records.map(articleRows);
  await insertInChunks(
    tx,
    'articles',
    rows.map((r) => r.article),
  );
  await insertInChunks(
    tx,
    'article_msc_codes',
    rows.flatMap((r) => r.mscCodes),
  );
  await insertInChunks(
    tx,
    'article_authors',
    rows.flatMap((r) => r.authors),
  );
  await writeArticleReferences(
    tx,
    rows.flatMap((r) => r.references),
  );
  await continueIdentities(tx, ['articles']);
}

/**
 * Reference lists, whose citations may name any article written before. The foreign keys are
 * checked once, when they are added back after the rows, instead of by a trigger per row:
 * PostgreSQL's advice for populating a database, and on PGlite the per-row checks took half the
 * time of loading 200,000 references. The keys come back as the migrations defined them.
 */
export async function writeArticleReferences(tx: DbSession, rows: readonly ArticleReferenceRow[]) {
  if (!rows.length) return;
  const keys = await tx.query<{ name: string; definition: string }>(
    `select conname as name, pg_get_constraintdef(oid) as definition
       from pg_constraint where conrelid = 'article_references'::regclass and contype = 'f'
      order by conname`,
  );
  for (const key of keys)
    await tx.exec(`alter table article_references drop constraint "${key.name}"`);
  for (let start = 0; start < rows.length; start += REFERENCES_PER_STATEMENT) {
    const chunk = rows.slice(start, start + REFERENCES_PER_STATEMENT);
    // Eight array parameters instead of eight per row: one short statement per chunk.
    await tx.query(
      `insert into article_references
         (article_id, position, text, doi, cited_article_id, ref_id, mr, zbl)
       select * from unnest($1::integer[], $2::integer[], $3::text[], $4::text[], $5::integer[],
                            $6::text[], $7::text[], $8::text[])`,
      [
        chunk.map((row) => row.article_id),
        chunk.map((row) => row.position),
        chunk.map((row) => row.text),
        chunk.map((row) => row.doi),
        chunk.map((row) => row.cited_article_id),
        chunk.map((row) => row.ref_id ?? null),
        chunk.map((row) => row.mr ?? null),
        chunk.map((row) => row.zbl ?? null),
      ],
    );
  }
  for (const key of keys) {
    await tx.exec(`alter table article_references add constraint "${key.name}" ${key.definition}`);
  }
}

export async function writeSeries(tx: DbSession, rows: readonly SeriesRow[]) {
  await insertRows(tx, 'book_series', rows);
  await continueIdentities(tx, ['book_series']);
}

export async function writeContributors(tx: DbSession, rows: readonly ContributorRow[]) {
  await insertRows(tx, 'contributors', rows);
  await continueIdentities(tx, ['contributors']);
}

/** Books (a set before its volumes) with their media and credits; contributors first. */
export async function writeBooks(tx: DbSession, records: readonly BookRecord[]) {
  const rows = records.map(bookRows);
  await insertRows(
    tx,
    'books',
    rows.map((r) => r.book),
  );
  await insertRows(
    tx,
    'book_editions',
    rows.flatMap((r) => r.editions),
  );
  await insertRows(
    tx,
    'book_contributors',
    rows.flatMap((r) => r.contributors),
  );
  await continueIdentities(tx, ['books']);
}

export async function writeChapters(tx: DbSession, records: readonly ChapterRecord[]) {
  await insertRows(
    tx,
    'book_chapters',
    records.map((r) => r.chapter),
  );
  await insertRows(
    tx,
    'book_chapter_authors',
    records.flatMap(({ chapter, authorIds }) =>
      positioned(authorIds).map(({ item, position }): ChapterAuthorRow => ({
        chapter_id: chapter.id,
        contributor_id: item,
        position,
      })),
    ),
  );
  await continueIdentities(tx, ['book_chapters']);
}

export async function writeBookTags(
  tx: DbSession,
  tags: readonly BookTagRow[],
  links: readonly BookTagLinkRow[],
) {
  await insertRows(tx, 'book_tags', tags);
  await insertRows(tx, 'book_tag_links', links);
  await continueIdentities(tx, ['book_tags']);
}

export async function writeNews(tx: DbSession, rows: readonly NewsRow[]) {
  await insertRows(tx, 'news', rows);
  await continueIdentities(tx, ['news']);
}

/** The Info menu (categories and subcategories) and the page of each subcategory. */
export async function writeOrderingCategories(tx: DbSession, rows: readonly OrderingCategoryRow[]) {
  await insertRows(tx, 'ordering_categories', rows);
  await continueIdentities(tx, ['ordering_categories']);
}

export async function writeOrderingDetails(tx: DbSession, rows: readonly OrderingDetailRow[]) {
  await insertRows(tx, 'ordering_details', rows);
}

export async function writeFaqs(
  tx: DbSession,
  categories: readonly FaqCategoryRow[],
  faqs: readonly FaqRow[],
) {
  await insertRows(tx, 'faq_categories', categories);
  await insertRows(tx, 'faqs', faqs);
  await continueIdentities(tx, ['faqs', 'faq_categories']);
}

export async function writeContacts(tx: DbSession, rows: readonly ContactRow[]) {
  await insertRows(tx, 'contacts', rows);
  await continueIdentities(tx, ['contacts']);
}
