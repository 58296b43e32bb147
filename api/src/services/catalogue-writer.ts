/**
 * Writes the catalogue: journals with their boards, volumes and issues, articles with their
 * authors, MSC codes and references, books with their media, contributors, chapters and tags,
 * series, news and the Info pages. The seed catalogue writes through it, and so will an import of
 * real content (JATS articles, ONIX books): a record holds one thing as a source describes it (an
 * article with its authors), and the writer turns records into the rows of each table.
 *
 * Ids are the caller's (the seed's are fixed, an import keeps its source's), so each write moves
 * the tables' identity sequences past them. Every function runs in the caller's transaction.
 */
import { isDeepStrictEqual } from 'node:util';
import type { LocalizedText } from '@portal/contract';
import type { DbSession } from '../db/db';
import { insertRows } from '../db/insert-rows';
import { CNY_PER_USD } from '../lib/currency';
import type { ArticleContent, StoredArticle } from '../repositories/article-content-repository';
import type {
  ArticleAuthorRow,
  ArticleFundingRow,
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

const positioned = <T>(items: readonly T[]) =>
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
    // Five array parameters instead of five per row: one short statement per chunk.
    await tx.query(
      `insert into article_references (article_id, position, text, doi, cited_article_id)
       select * from unnest($1::integer[], $2::integer[], $3::text[], $4::text[], $5::integer[])`,
      [
        chunk.map((row) => row.article_id),
        chunk.map((row) => row.position),
        chunk.map((row) => row.text),
        chunk.map((row) => row.doi),
        chunk.map((row) => row.cited_article_id),
      ],
    );
  }
  for (const key of keys) {
    await tx.exec(`alter table article_references add constraint "${key.name}" ${key.definition}`);
  }
}

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

/**
 * The columns of a book an import sets. Null for description, language, edition or page count
 * means the source does not say: a new book gets the column's default, a known one keeps its
 * value. Everything else of the book (featured, notes, supplement, trim size, access) is the
 * portal's own and stays as it is.
 */
export type ImportedBookFields = Pick<
  BookRow,
  | 'series_id'
  | 'series_number'
  | 'parent_book_id'
  | 'volume_number'
  | 'title_zh'
  | 'title_en'
  | 'subtitle_zh'
  | 'subtitle_en'
  | 'publish_date'
  | 'publish_status'
  | 'msc2020'
> & {
  [column in 'description_zh' | 'description_en' | 'language' | 'edition' | 'page_count']:
    BookRow[column] | null;
};

/** An edition as an import describes it: a price the source does not give is null. */
export type ImportedEdition = Omit<BookEditionRow, 'book_id' | 'list_price' | 'list_price_usd'> & {
  list_price: number | null;
  list_price_usd: number | null;
};

/** A book as an import describes it; its first edition is the one the books row describes. */
export interface ImportedBook {
  fields: ImportedBookFields;
  editions: readonly ImportedEdition[];
  credits: readonly { role: BookContributorRow['role']; contributorIds: readonly number[] }[];
}

export type UpsertOutcome = 'created' | 'updated' | 'unchanged';

/** The ids of the books holding each of these ISBNs (digits only), as the book or an edition. */
export async function findBooksByIsbns(
  tx: DbSession,
  digits: readonly string[],
): Promise<Map<string, number>> {
  const rows = await tx.query<{ digits: string; book_id: number }>(
    `select replace(isbn, '-', '') as digits, book_id from book_editions
      where replace(isbn, '-', '') = any($1::text[])
     union
     select replace(isbn, '-', ''), id from books where replace(isbn, '-', '') = any($1::text[])`,
    [digits],
  );
  return new Map(rows.map((row) => [row.digits, row.book_id]));
}

/**
 * A contributor by the portal's own id (when the source carries it and the name agrees), else by
 * name and affiliation, else by name; created when none is known.
 */
export async function findOrCreateContributor(
  tx: DbSession,
  person: { name: string; affiliation: string | null; portalId: number | null },
): Promise<{ id: number; created: boolean }> {
  const [known] = await tx.query<{ id: number }>(
    `select id from contributors
      where name = $1
      order by (id = $3) desc, (affiliation is not distinct from $2) desc, id
      limit 1`,
    [person.name, person.affiliation, person.portalId ?? 0],
  );
  if (known) return { id: known.id, created: false };
  const [row] = await tx.query<{ id: number }>(
    'insert into contributors (name, affiliation) values ($1, $2) returning id',
    [person.name, person.affiliation],
  );
  return { id: row?.id ?? 0, created: true };
}

/** A series by the portal's own id, its ISSN or its English title; created when none is known. */
export async function findOrCreateSeries(
  tx: DbSession,
  series: { portalId: number | null; issn: string | null; title: LocalizedText },
): Promise<{ id: number; created: boolean }> {
  const [known] = await tx.query<{ id: number }>(
    `select id from book_series
      where id = $1 or issn = $2 or (issn is null and title_en = $3)
      order by (id = $1) desc, (issn = $2) desc nulls last, id
      limit 1`,
    [series.portalId ?? 0, series.issn, series.title.en],
  );
  if (known) return { id: known.id, created: false };
  const [row] = await tx.query<{ id: number }>(
    `insert into book_series (title_zh, title_en, description_zh, description_en, issn)
     values ($1, $2, '', '', $3) returning id`,
    [series.title.zh, series.title.en, series.issn],
  );
  return { id: row?.id ?? 0, created: true };
}

const BOOK_FIELD_COLUMNS = `series_id, series_number, parent_book_id, volume_number, title_zh,
  title_en, subtitle_zh, subtitle_en, description_zh, description_en, language, edition,
  to_char(publish_date, 'YYYY-MM-DD') as publish_date, page_count, publish_status, msc2020`;

type StoredBook = { [K in keyof ImportedBookFields]: NonNullable<ImportedBookFields[K]> | null };

/** What a book holds now: its columns an import sets, its editions and its credits. */
async function storedBook(tx: DbSession, bookId: number) {
  const [fields] = await tx.query<StoredBook>(
    `select ${BOOK_FIELD_COLUMNS} from books where id = $1`,
    [bookId],
  );
  const editions = await tx.query<Omit<BookEditionRow, 'book_id'>>(
    `select medium, binding, isbn, list_price::float8 as list_price,
            list_price_usd::float8 as list_price_usd
       from book_editions where book_id = $1`,
    [bookId],
  );
  const [own] = await tx.query<{ medium: string }>('select medium from books where id = $1', [
    bookId,
  ]);
  const credits = await tx.query<{ role: BookContributorRow['role']; ids: number[] }>(
    `select role, array_agg(contributor_id order by position) as ids
       from book_contributors where book_id = $1 group by role order by role`,
    [bookId],
  );
  return { fields, editions, ownMedium: own?.medium, credits };
}

/** The books row's columns as an import leaves them: what it says, else what is kept. */
function mergedFields(fields: ImportedBookFields, stored: StoredBook | undefined) {
  return {
    ...fields,
    description_zh: fields.description_zh ?? stored?.description_zh ?? '',
    description_en: fields.description_en ?? stored?.description_en ?? '',
    language: fields.language ?? stored?.language ?? 'en',
    edition: fields.edition ?? stored?.edition ?? 1,
    page_count: fields.page_count ?? stored?.page_count ?? null,
  };
}

/**
 * An edition's prices: what the source gives; a price it leaves out is the edition's stored one,
 * else the other currency's converted (yuan up to the whole yuan, dollars to the cent), else 0.
 */
function pricedEdition(
  edition: ImportedEdition,
  stored: Omit<BookEditionRow, 'book_id'> | undefined,
): Omit<BookEditionRow, 'book_id'> {
  const { list_price: cny, list_price_usd: usd } = edition;
  return {
    ...edition,
    list_price: cny ?? stored?.list_price ?? (usd === null ? 0 : Math.ceil(usd * CNY_PER_USD)),
    list_price_usd:
      usd ??
      stored?.list_price_usd ??
      (cny === null ? 0 : Math.ceil((cny / CNY_PER_USD) * 100) / 100),
  };
}

const byMedium = <T extends { medium: string }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => a.medium.localeCompare(b.medium));

const sameEditions = (
  a: readonly Omit<BookEditionRow, 'book_id'>[],
  b: readonly Omit<BookEditionRow, 'book_id'>[],
) => {
  const text = (rows: typeof a) =>
    JSON.stringify(
      byMedium(rows).map((e) => [e.medium, e.binding, e.isbn, e.list_price, e.list_price_usd]),
    );
  return text(a) === text(b);
};

const sameFields = (stored: StoredBook, fields: ReturnType<typeof mergedFields>) =>
  (Object.keys(fields) as (keyof typeof fields)[]).every(
    (key) => JSON.stringify(stored[key]) === JSON.stringify(fields[key]),
  );

/**
 * Writes a book an import describes: a new book when `bookId` is null, else the book in place
 * (never a duplicate), or nothing at all when it already is as described.
 */
export async function upsertBook(
  tx: DbSession,
  bookId: number | null,
  imported: ImportedBook,
): Promise<{ id: number; outcome: UpsertOutcome }> {
  const stored = bookId === null ? undefined : await storedBook(tx, bookId);
  const fields = mergedFields(imported.fields, stored?.fields);
  const importedEditions = imported.editions.map((edition) =>
    pricedEdition(
      edition,
      stored?.editions.find((e) => e.medium === edition.medium),
    ),
  );
  // A source describing one medium of a book leaves its other media as they are.
  const editions = byMedium([
    ...(stored?.editions ?? []).filter(
      (edition) => !importedEditions.some((e) => e.medium === edition.medium),
    ),
    ...importedEditions,
  ]);
  const own =
    editions.find((edition) => edition.medium === stored?.ownMedium) ?? importedEditions[0];
  if (!own) throw new Error('A book is sold in at least one edition');
  const importedCredits = imported.credits
    .filter((credit) => credit.contributorIds.length)
    .map((credit) => ({ role: credit.role, ids: [...credit.contributorIds] }))
    .sort((a, b) => a.role.localeCompare(b.role));
  const credits = importedCredits.length ? importedCredits : (stored?.credits ?? []);
  if (
    stored &&
    bookId !== null &&
    stored.fields &&
    sameFields(stored.fields, fields) &&
    sameEditions(stored.editions, editions) &&
    stored.ownMedium === own.medium &&
    JSON.stringify(stored.credits) === JSON.stringify(credits)
  ) {
    return { id: bookId, outcome: 'unchanged' };
  }
  const columns = {
    ...fields,
    medium: own.medium,
    binding: own.binding,
    isbn: own.isbn,
    list_price: own.list_price,
  };
  let id: number;
  if (bookId === null) {
    const names = Object.keys(columns);
    const [row] = await tx.query<{ id: number }>(
      `insert into books (${names.join(', ')}) values (${names.map((_, i) => `$${i + 1}`).join(', ')})
       returning id`,
      Object.values(columns),
    );
    id = row?.id ?? 0;
  } else {
    id = bookId;
  }
  // Editions before the books row: a change to its own edition cascades to the row.
  for (const edition of importedEditions) {
    await tx.query(
      `insert into book_editions (book_id, medium, binding, isbn, list_price, list_price_usd)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (book_id, medium) do update
         set binding = excluded.binding, isbn = excluded.isbn, list_price = excluded.list_price,
             list_price_usd = excluded.list_price_usd`,
      [
        id,
        edition.medium,
        edition.binding,
        edition.isbn,
        edition.list_price,
        edition.list_price_usd,
      ],
    );
  }
  if (bookId !== null) {
    const names = Object.keys(columns);
    await tx.query(
      `update books set ${names.map((name, i) => `${name} = $${i + 2}`).join(', ')} where id = $1`,
      [id, ...Object.values(columns)],
    );
    await tx.query('delete from book_contributors where book_id = $1', [id]);
  }
  await insertRows(
    tx,
    'book_contributors',
    credits.flatMap(({ role, ids }) =>
      positioned(ids).map(({ item, position }): BookContributorRow => ({
        book_id: id,
        contributor_id: item,
        role,
        position,
      })),
    ),
  );
  return { id, outcome: bookId === null ? 'created' : 'updated' };
}

/** A chapter as an import describes it; it is matched in its book by its label. */
export interface ImportedChapter {
  label: string;
  title: LocalizedText;
  abstract: LocalizedText;
  /** Both or neither (migration 0030): a born-digital book's parts may not be paged yet. */
  first_page: number | null;
  last_page: number | null;
  authorIds: readonly number[];
  /** Its own PDF: its SHA-256, and how to store its bytes (asked only when they are new). */
  pdf: { sha256: string; store(): Promise<string> } | null;
}

/**
 * Writes a chapter of a book an import names: the chapter of that label updated in place (or
 * left when it already is as described), or a new one after the book's last. A chapter without
 * its own PDF keeps the one it has.
 */
export async function upsertChapter(
  tx: DbSession,
  bookId: number,
  chapter: ImportedChapter,
): Promise<{ id: number; outcome: UpsertOutcome; pdfStored: boolean }> {
  const [stored] = await tx.query<{
    id: number;
    title_zh: string;
    title_en: string;
    abstract_zh: string;
    abstract_en: string;
    first_page: number | null;
    last_page: number | null;
    pdf_sha256: string | null;
    author_ids: number[];
  }>(
    `select c.id, c.title_zh, c.title_en, c.abstract_zh, c.abstract_en, c.first_page, c.last_page,
            c.pdf_sha256,
            array(select a.contributor_id from book_chapter_authors a where a.chapter_id = c.id
                   order by a.position) as author_ids
       from book_chapters c where c.book_id = $1 and c.label = $2
      order by c.position limit 1`,
    [bookId, chapter.label],
  );
  const columns = {
    ...localizedColumns('title', chapter.title),
    ...localizedColumns('abstract', chapter.abstract),
    first_page: chapter.first_page,
    last_page: chapter.last_page,
  };
  const newPdf = chapter.pdf && chapter.pdf.sha256 !== stored?.pdf_sha256 ? chapter.pdf : null;
  if (
    stored &&
    !newPdf &&
    (Object.keys(columns) as (keyof typeof columns)[]).every(
      (key) => stored[key] === columns[key],
    ) &&
    JSON.stringify(stored.author_ids) === JSON.stringify(chapter.authorIds)
  ) {
    return { id: stored.id, outcome: 'unchanged', pdfStored: false };
  }
  const pdf = newPdf ? { pdf_storage_key: await newPdf.store(), pdf_sha256: newPdf.sha256 } : {};
  let id: number;
  if (stored) {
    id = stored.id;
    const row = { ...columns, ...pdf };
    const names = Object.keys(row);
    await tx.query(
      `update book_chapters set ${names.map((name, i) => `${name} = $${i + 2}`).join(', ')}
        where id = $1`,
      [id, ...Object.values(row)],
    );
    await tx.query('delete from book_chapter_authors where chapter_id = $1', [id]);
  } else {
    const row = { ...columns, ...pdf, book_id: bookId, label: chapter.label };
    const names = Object.keys(row);
    const [inserted] = await tx.query<{ id: number }>(
      `insert into book_chapters (${names.join(', ')}, position)
       values (${names.map((_, i) => `$${i + 1}`).join(', ')},
               (select coalesce(max(position), 0) + 1 from book_chapters where book_id = $${names.indexOf('book_id') + 1}))
       returning id`,
      Object.values(row),
    );
    id = inserted?.id ?? 0;
  }
  await insertRows(
    tx,
    'book_chapter_authors',
    positioned(chapter.authorIds).map(({ item, position }): ChapterAuthorRow => ({
      chapter_id: id,
      contributor_id: item,
      position,
    })),
  );
  return { id, outcome: stored ? 'updated' : 'created', pdfStored: newPdf !== null };
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
