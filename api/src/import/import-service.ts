/**
 * One import of the publisher's own content (issue 31), whichever way it came in (`pnpm catalogue
 * import`, `POST /api/staff/imports`, the staff page): every file checked before anything is
 * written, then each file written in its own transaction, and the whole recorded.
 *
 * The pipeline (types.ts): XML files are parsed, checked against their tag set's schema in
 * batches (`CHECK_SLICE`, in the schema worker's thread: xml/schema.ts), and read by the reader
 * that accepts their root, all of them before anything is written; a key (DOI, ISBN) may be in
 * one file of an upload only (the later file is refused). Each file left is written by its
 * record in a transaction of its own, rolled back when the catalogue refuses anything of it or
 * for a dry run, so that a dry run reports exactly what a real run would do and nothing is half
 * written. Files that are not XML are PDFs that belong to an XML file of
 * the upload (named by it, or of the same name beside it); a record stores them through
 * `context.storePdf`. Files named as images (images.ts) are the images of an article's figures,
 * measured (or refused) before anything is written; a record writes the ones its figures name,
 * with the article, from `context.images`.
 *
 * After a real import that changed anything, the search index is brought up to date for what it
 * wrote (and only that), and a large one gathers the planner's statistics. Every page, feed and
 * sitemap reads the catalogue itself, and every catalogue write raises the catalogue's revision,
 * so cached answers are read again at once (plugins/catalogue-cache.ts).
 */
import { writeFile } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type {
  ImportFileReport,
  ImportOutcome,
  ImportReport,
  LocalizedText,
} from '@portal/contract';
import type { Document as XmlDocument, Element as XmlElement } from '@xmldom/xmldom';
import type { Db } from '../db/db';
import { gatherStatistics, staleTables } from '../db/statistics';
import type { CatalogueRevision } from '../plugins/catalogue-cache';
import { recordImport, type ImportActor } from '../repositories/import-repository';
import { refreshSearchDocuments } from '../services/search-index';
import { importedPdfKey, type UploadStore } from '../uploads/store';
import { IMAGE_FILE, measureImage } from './images';
import { importMessages } from './messages';
import { FORMAT_READERS } from './readers';
import type {
  FormatReader,
  ImportFormat,
  ImportProblem,
  ImportSource,
  ReadRecord,
  UploadImage,
  WriteContext,
  WriteResult,
} from './types';
import { parseXml } from './xml/parse';
import { validateAgainstSchemas, type SchemaInput } from './xml/schema';
import { sha256Of } from './sha256';

/** The formats an import reads: the real ones unless a test gives a format of its own. */
export interface ImportFormats {
  /** The format readers; FORMAT_READERS when left out. */
  readers?: readonly FormatReader[];
  /** The schema check; validateAgainstSchemas when left out. */
  validate?: (files: readonly SchemaInput[]) => Promise<Map<string, ImportProblem[]>>;
}

export interface ImportOptions extends ImportFormats {
  /** Check and report only: every transaction is rolled back and no PDF is stored. */
  dryRun: boolean;
  actor: ImportActor;
  /** Where imported PDFs are kept (the upload store). */
  store: UploadStore;
  /**
   * An import that writes at least this many articles and books gathers the planner's
   * statistics afterwards (db/statistics.ts), as the tables' sizes have moved.
   */
  statisticsAfter?: number;
  /**
   * The catalogue revision of the process's cached answers (plugins/catalogue-cache.ts), held
   * while the import runs: readers keep being answered from the cache, and see what the import
   * wrote, all of it, once it ends.
   */
  revision?: Pick<CatalogueRevision, 'hold'>;
}

/**
 * Writing 200 articles into a catalogue of 15,000 moves its sizes enough for the planner to
 * notice (PostgreSQL's own autovacuum analyses a table after 10% of it changes plus 50 rows);
 * the statistics of the whole database take about a second to gather on PGlite.
 */
export const DEFAULT_STATISTICS_AFTER = 200;

const PDF_SIGNATURE = '%PDF-';

/**
 * XML files parsed, checked against their schemas and read together, before the next ones are
 * parsed: a file's DOM is let go once it is read, so a large upload never holds more than these.
 * A thousand DOMs held until all were read grew the heap until the collector stopped the process,
 * and every reader, for 50-120 ms at a time (bench/import.ts).
 */
const CHECK_SLICE = 50;

/**
 * Articles (and books) whose search documents are refreshed in one transaction, which PGlite, and
 * every reader, waits for: about 6 ms of the refresh's own and 0.35 ms an article on the busy
 * two-core machine, so 35-50 ms for a slice of 100, 10-17 ms for one of 20.
 */
const SEARCH_SLICE = 20;

/** The tables an import writes, whose statistics a large one gathers again. */
const IMPORTED_TABLES = [
  'volumes',
  'issues',
  'articles',
  'article_authors',
  'article_msc_codes',
  'article_references',
  'article_funding',
  'article_figures',
  'contributors',
  'book_series',
  'books',
  'book_editions',
  'book_contributors',
  'book_chapters',
  'book_chapter_authors',
  'search_documents',
];

/**
 * Lets the process answer readers between two files, or two statements of the work after them.
 * Parsing is synchronous, and PGlite answers its queries without a turn of the event loop in
 * between: without this, an import of 1,000 files in the API's process (PGlite's only one) kept
 * every reader's request unread until it ended (bench/import.ts: p50 47 s while it ran). With it,
 * a reader waits for one file, or one statement, at most.
 */
const letReadersIn = () => nextTurn();

interface ReceivedFile {
  source: ImportSource;
  size: number;
  sha256: string;
  format: ImportFormat | null;
  problems: ImportProblem[];
  /** What its reader left out or filled in (`ReadResult.notices`). */
  notices: ImportProblem[];
  result: WriteResult | null;
}

interface XmlFile extends ReceivedFile {
  text: string;
  document: Document | null;
  record: ReadRecord | null;
}

/** Thrown inside a file's transaction to roll it back, carrying what the write answered. */
class RollBack extends Error {
  constructor(readonly result: WriteResult) {
    super('import: rolled back');
  }
}

const isPdf = (bytes: Uint8Array) =>
  Buffer.from(bytes.subarray(0, PDF_SIGNATURE.length)).toString('latin1') === PDF_SIGNATURE;

const stem = (name: string) => name.replace(/\.[^.]*$/, '').toLowerCase();

/**
 * The root element of a parsed file: xmldom's DOM (xml/parse.ts), whose nodes know their line;
 * the readers' interface names the standard `Document`, which this package's types leave empty.
 */
const rootOf = (document: Document | null): XmlElement | null =>
  (document as unknown as XmlDocument | null)?.documentElement ?? null;

const fileProblem = (message: ImportProblem['message']): ImportProblem => ({
  line: null,
  column: null,
  field: '',
  message,
});

/** Refused when it has problems; else created if it created anything, updated if it updated. */
function outcomeOf(file: ReceivedFile): ImportOutcome {
  if (file.problems.length) return 'refused';
  const outcomes = new Set(file.result?.changes.map((change) => change.outcome));
  if (outcomes.has('created')) return 'created';
  if (outcomes.has('updated')) return 'updated';
  return 'unchanged';
}

/** Each XML file's schema problems, for the well-formed ones, checked in one batch. */
async function checkSchemas(files: readonly XmlFile[], validate: ImportOptions['validate']) {
  const inputs = files.flatMap((file) => {
    const root = rootOf(file.document);
    return root ? [{ name: file.source.name, text: file.text, root }] : [];
  });
  if (!inputs.length) return;
  const found = await (validate ?? validateAgainstSchemas)(inputs);
  for (const file of files) file.problems.push(...(found.get(file.source.name) ?? []));
}

/** Reads each file that is valid so far with the reader of its root. */
async function readRecords(files: readonly XmlFile[], readers: readonly FormatReader[]) {
  for (const file of files) {
    await letReadersIn();
    const root = rootOf(file.document);
    if (!file.document || !root || file.problems.length) continue;
    const reader = readers.find((candidate) => candidate.accepts(root));
    if (!reader) {
      file.problems.push({
        line: root.lineNumber ?? null,
        column: root.columnNumber ?? null,
        field: root.nodeName,
        message: importMessages.unknownFormat(root.nodeName),
      });
      continue;
    }
    file.format = reader.format;
    const read = reader.read(file.document, file.source);
    file.problems.push(...read.problems);
    file.notices.push(...(read.notices ?? []));
    file.record = read.problems.length ? null : read.record;
    // Read: its DOM is not needed again. A thousand of them kept until the end made the
    // collector stop the process (and every reader) for 0.2 s at a time.
    file.document = null;
  }
}

/** A key (DOI, ISBN) is in one file of an upload: a later file holding it again is refused. */
function refuseDuplicateKeys(files: readonly XmlFile[]) {
  const seen = new Map<string, { file: string; line: number | null }>();
  for (const file of files) {
    if (!file.record) continue;
    const duplicates = file.record.keys.filter((key) => seen.has(key.key.trim().toLowerCase()));
    for (const key of duplicates) {
      const first = seen.get(key.key.trim().toLowerCase());
      file.problems.push({
        line: key.line,
        column: null,
        field: key.field,
        message: importMessages.duplicateKey(key.key, first?.file ?? '', first?.line ?? null),
      });
    }
    if (duplicates.length) {
      file.record = null;
      continue;
    }
    for (const key of file.record.keys) {
      seen.set(key.key.trim().toLowerCase(), { file: file.source.name, line: key.line });
    }
  }
}

/** The XML files a PDF belongs to: those of its name beside it, and those that name it. */
function ownersOf(pdf: ReceivedFile, xmlFiles: readonly XmlFile[]): XmlFile[] {
  const name = pdf.source.name;
  return xmlFiles.filter(
    (file) => stem(file.source.name) === stem(name) || file.text.includes(name),
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The XML files an image belongs to: those with an attribute naming it, with or without its
 * extension or another one (`xlink:href="images/fig1"` names `fig1.png`), as images.ts finds it.
 */
function imageOwnersOf(image: ReceivedFile, xmlFiles: readonly XmlFile[]): XmlFile[] {
  const named = new RegExp(
    `["'/]${escapeRegExp(image.source.name.replace(IMAGE_FILE, ''))}(?:\\.[A-Za-z]+)?["']`,
    'i',
  );
  return xmlFiles.filter((file) => named.test(file.text));
}

/** Refuses a PDF or image no XML file of the upload names, or whose every owner was refused. */
function checkOwners(file: ReceivedFile, owners: readonly XmlFile[], alone: LocalizedText) {
  const refusedOwners = owners.filter((owner) => owner.problems.length);
  if (!owners.length) file.problems.push(fileProblem(alone));
  else if (refusedOwners.length === owners.length) {
    file.problems.push(
      fileProblem(importMessages.pdfOfRefused(owners.map((owner) => owner.source.name))),
    );
  }
}

/** An image's own outcome: written anew or over other bytes by a file of the upload, or kept. */
function imageOutcome(image: ReceivedFile, xmlFiles: readonly XmlFile[]): ImportOutcome {
  if (image.problems.length) return 'refused';
  const written = xmlFiles.flatMap(
    (file) =>
      file.result?.changes.filter(
        (change) => change.kind === 'figure' && change.key === image.source.name,
      ) ?? [],
  );
  if (written.some((change) => change.outcome === 'created')) return 'created';
  return written.length ? 'updated' : 'unchanged';
}

async function storedAlready(store: UploadStore, key: string): Promise<boolean> {
  const stream = await store.read(key);
  stream?.destroy();
  return stream !== undefined;
}

/** Keeps `bytes` under `key` through the store (which takes a file it then owns). */
async function keepPdf(store: UploadStore, key: string, bytes: Uint8Array): Promise<void> {
  const spooled = store.spoolPath();
  await writeFile(spooled, bytes, { flag: 'wx' });
  await store.keep(spooled, key, { size: bytes.byteLength, mimeType: 'application/pdf' });
}

/**
 * Writes one file's record in its own transaction: committed (with the PDFs it stores) when the
 * catalogue accepts all of it and this is no dry run, rolled back otherwise. Answers what the
 * write said, and for a committed write the transaction's id (to find the rows it wrote). The
 * PDFs it stores that were not kept before are added to `newPdfs` (for a dry run: would be).
 */
async function writeInTransaction(
  db: Db,
  record: ReadRecord,
  options: ImportOptions,
  upload: Pick<WriteContext, 'attachments' | 'images'>,
  newPdfs: Set<string>,
): Promise<{ result: WriteResult; transactionId: string | null }> {
  const asked = new Map<string, Uint8Array>();
  const context: WriteContext = {
    dryRun: options.dryRun,
    ...upload,
    async storePdf(bytes) {
      const sha256 = sha256Of(bytes);
      asked.set(sha256, bytes);
      return importedPdfKey(sha256);
    },
  };
  try {
    return await db.transaction(async (tx) => {
      const result = await record.write(tx, context);
      if (result.problems.length) throw new RollBack(result);
      // Kept before the commit: a committed row never names a PDF that is not kept.
      for (const [sha256, bytes] of asked) {
        const key = importedPdfKey(sha256);
        if (await storedAlready(options.store, key)) continue;
        if (!options.dryRun) await keepPdf(options.store, key, bytes);
        newPdfs.add(sha256);
      }
      if (options.dryRun) throw new RollBack(result);
      const [row] = await tx.query<{ id: string }>('select pg_current_xact_id()::xid::text as id');
      return { result, transactionId: row?.id ?? null };
    });
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
    return { result: error.result, transactionId: null };
  }
}

/**
 * Where the articles and books an import wrote have rows: each table (`t`), and how its row names
 * its article or book.
 */
const WRITTEN_ROWS = {
  articles: [
    { table: 'articles', select: 'select t.id from articles t' },
    { table: 'article_authors', select: 'select t.article_id as id from article_authors t' },
    { table: 'article_msc_codes', select: 'select t.article_id as id from article_msc_codes t' },
  ],
  books: [
    { table: 'books', select: 'select t.id from books t' },
    { table: 'book_editions', select: 'select t.book_id as id from book_editions t' },
    { table: 'book_contributors', select: 'select t.book_id as id from book_contributors t' },
    { table: 'book_chapters', select: 'select t.book_id as id from book_chapters t' },
    {
      table: 'book_chapter_authors',
      select:
        'select c.book_id as id from book_chapters c join book_chapter_authors t on t.chapter_id = c.id',
    },
  ],
};

/** Pages of a table one statement of `writtenBy` scans: a few milliseconds of PGlite each. */
const SCAN_PAGES = 256;

/**
 * The articles and books whose rows the given transactions wrote: every row carries the id of
 * the transaction that wrote it (`xmin`), so the index is refreshed for exactly what the import
 * changed, however a reader's write went about it (a write that used savepoints would leave its
 * rows with the savepoint's id instead: readers do not). One scan of each table for the import,
 * `SCAN_PAGES` of it at a time (a range of `ctid`), with readers answered between: the articles'
 * three tables in one statement held PGlite for 30-90 ms on the busy two-core machine, and the
 * articles' table alone 31 ms (bench/import.ts).
 */
async function writtenBy(db: Db, transactionIds: readonly string[]) {
  const idsIn = async (tables: (typeof WRITTEN_ROWS)[keyof typeof WRITTEN_ROWS]) => {
    const ids = new Set<number>();
    for (const { table, select } of tables) {
      await letReadersIn();
      const [size] = await db.query<{ pages: number }>(
        `select (pg_relation_size($1::regclass) / current_setting('block_size')::int)::int as pages`,
        [table],
      );
      for (let page = 0; page <= (size?.pages ?? 0); page += SCAN_PAGES) {
        await letReadersIn();
        const rows = await db.query<{ id: number }>(
          `${select} where t.ctid >= $2::tid and t.ctid < $3::tid
              and t.xmin = any($1::text[]::xid[])`,
          [transactionIds, `(${page},0)`, `(${page + SCAN_PAGES},0)`],
        );
        for (const row of rows) ids.add(row.id);
      }
    }
    return [...ids];
  };
  return {
    articleIds: await idsIn(WRITTEN_ROWS.articles),
    bookIds: await idsIn(WRITTEN_ROWS.books),
  };
}

export async function importFiles(
  db: Db,
  sources: readonly ImportSource[],
  options: ImportOptions,
): Promise<ImportReport> {
  const release = options.dryRun ? undefined : options.revision?.hold();
  try {
    return await importAll(db, sources, options);
  } finally {
    await release?.();
  }
}

async function importAll(
  db: Db,
  sources: readonly ImportSource[],
  options: ImportOptions,
): Promise<ImportReport> {
  const startedAt = new Date();
  const names = new Set<string>();
  const files: ReceivedFile[] = [];
  const xmlFiles: XmlFile[] = [];
  const pdfFiles: ReceivedFile[] = [];
  const imageFiles: ReceivedFile[] = [];
  const images = new Map<string, UploadImage>();
  // Checked and read CHECK_SLICE files at a time, their DOMs let go once read.
  let parsedOnly: XmlFile[] = [];
  const checkAndRead = async () => {
    await checkSchemas(parsedOnly, options.validate);
    await readRecords(parsedOnly, options.readers ?? FORMAT_READERS);
    parsedOnly = [];
  };
  for (const source of sources) {
    const file: ReceivedFile = {
      source,
      size: source.bytes.byteLength,
      sha256: sha256Of(source.bytes),
      format: null,
      problems: [],
      notices: [],
      result: null,
    };
    files.push(file);
    if (names.has(source.name)) {
      file.problems.push(fileProblem(importMessages.sameName(source.name)));
      continue;
    }
    names.add(source.name);
    if (isPdf(source.bytes)) {
      pdfFiles.push(file);
      continue;
    }
    if (IMAGE_FILE.test(source.name)) {
      imageFiles.push(file);
      const measured = measureImage(source);
      if ('problem' in measured) file.problems.push(fileProblem(measured.problem));
      else images.set(source.name, measured.image);
      continue;
    }
    await letReadersIn();
    const parsed = parseXml(source.bytes);
    const xml: XmlFile = Object.assign(file, {
      text: parsed.text,
      document: parsed.document,
      record: null,
    });
    xml.problems.push(...parsed.problems);
    if (/\.pdf$/i.test(source.name) && parsed.problems.length) {
      // A file named as a PDF that is not one: saying it is not XML would mislead.
      xml.problems.splice(0, xml.problems.length, fileProblem(importMessages.notPdf(source.name)));
    }
    xmlFiles.push(xml);
    parsedOnly.push(xml);
    if (parsedOnly.length >= CHECK_SLICE) await checkAndRead();
  }
  await checkAndRead();
  refuseDuplicateKeys(xmlFiles);

  const attachments = new Map(pdfFiles.map((file) => [file.source.name, file.source]));
  const newPdfs = new Set<string>();
  const transactionIds: string[] = [];
  for (const file of xmlFiles) {
    if (!file.record || file.problems.length) continue;
    await letReadersIn();
    const { result, transactionId } = await writeInTransaction(
      db,
      file.record,
      options,
      { attachments, images },
      newPdfs,
    );
    file.result = result;
    file.problems.push(...result.problems);
    file.notices.push(...(result.notices ?? []));
    if (transactionId && outcomeOf(file) !== 'unchanged') transactionIds.push(transactionId);
  }

  for (const pdf of pdfFiles) {
    checkOwners(pdf, ownersOf(pdf, xmlFiles), importMessages.pdfAlone(pdf.source.name));
  }
  for (const image of imageFiles) {
    if (image.problems.length) continue;
    checkOwners(
      image,
      imageOwnersOf(image, xmlFiles),
      importMessages.imageAlone(image.source.name),
    );
  }

  if (!options.dryRun && transactionIds.length) {
    const written = await writtenBy(db, transactionIds);
    // In slices, so that readers are answered between them.
    for (let start = 0; ; start += SEARCH_SLICE) {
      const articleIds = written.articleIds.slice(start, start + SEARCH_SLICE);
      const bookIds = written.bookIds.slice(start, start + SEARCH_SLICE);
      if (!articleIds.length && !bookIds.length) break;
      await letReadersIn();
      await db.transaction((tx) => refreshSearchDocuments(tx, { articleIds, bookIds }));
    }
    const threshold = options.statisticsAfter ?? DEFAULT_STATISTICS_AFTER;
    if (written.articleIds.length + written.bookIds.length >= threshold) {
      // Only the tables whose size moved past PostgreSQL's own rule, table by table: the
      // articles' alone take half a second on PGlite (bench/import.ts), while readers wait. Each
      // table is counted on its own turn too: all of them in one took 0.1-0.25 s.
      for (const table of IMPORTED_TABLES) {
        await letReadersIn();
        if (!(await staleTables(db, [table])).length) continue;
        await letReadersIn();
        await gatherStatistics(db, [table]);
      }
    }
  }

  const fileOutcome = (file: ReceivedFile): ImportOutcome => {
    if (imageFiles.includes(file)) return imageOutcome(file, xmlFiles);
    // A PDF's outcome is its own: kept anew, or kept already (or not asked for).
    if (pdfFiles.includes(file) && !file.problems.length) {
      return newPdfs.has(file.sha256) ? 'created' : 'unchanged';
    }
    return outcomeOf(file);
  };
  const reports = files.map((file): ImportFileReport => ({
    file: file.source.name,
    format: file.format,
    outcome: fileOutcome(file),
    changes: file.result?.changes ?? [],
    problems: file.problems,
    notices: file.notices,
  }));

  const importId = await recordImport(
    db,
    {
      actor: options.actor,
      dryRun: options.dryRun,
      startedAt,
      files: files.map((file, index) => ({
        size: file.size,
        sha256: file.sha256,
        report: reports[index] as ImportFileReport,
      })),
    },
    letReadersIn,
  );
  return { importId, dryRun: options.dryRun, files: reports };
}
