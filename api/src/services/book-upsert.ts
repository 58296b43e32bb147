/**
 * Books and chapters as an import describes them, written into the catalogue: a book matched by an
 * ISBN of any of its editions (created, updated in place or left when unchanged, what the source
 * does not say kept), its contributors and series found or created, and a chapter matched in its
 * book by its label. Runs in the caller's transaction (one per imported file).
 */
import type { LocalizedText } from '@portal/contract';
import type { DbSession } from '../db/db';
import { insertRows } from '../db/insert-rows';
import { CNY_PER_USD } from '../lib/currency';
import type {
  BookContributorRow,
  BookEditionRow,
  BookRow,
  ChapterAuthorRow,
  ChapterRow,
} from '../repositories/catalogue-rows';
import { localizedColumns, positioned } from './catalogue-writer';

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

/**
 * A chapter as an import describes it, with its row's label and pages (both or neither); it is
 * matched in its book by its label.
 */
export type ImportedChapter = Pick<ChapterRow, 'label' | 'first_page' | 'last_page'> & {
  title: LocalizedText;
  abstract: LocalizedText;
  authorIds: readonly number[];
  /** Its own PDF: its SHA-256, and how to store its bytes (asked only when they are new). */
  pdf: { sha256: string; store(): Promise<string> } | null;
};

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
  const [stored] = await tx.query<
    Pick<
      ChapterRow,
      'id' | 'title_zh' | 'title_en' | 'abstract_zh' | 'abstract_en' | 'first_page' | 'last_page'
    > & { pdf_sha256: string | null; author_ids: number[] }
  >(
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
