/**
 * The parts of an import (issue 31), shared by its format readers (`jats/`, `onix/`, `bits/`), its
 * service (one transaction per file, dry runs, records) and its ways in (the CLI, the staff route).
 *
 * A file goes: bytes -> `xml/parse` (well-formed, with line numbers) -> `xml/schema` (its tag set's
 * DTD or schema) -> the reader that accepts its root (`readers.ts`), which checks the rules it can
 * check alone (dates, check digits, ids) and returns a record -> the record's `write`, which checks
 * what needs the catalogue (the journal exists, MSC codes exist) and writes through the catalogue
 * writer, in the file's own transaction. A dry run is the same path, rolled back.
 */
import type { ImportChange, ImportFormat, ImportProblem } from '@portal/contract';
import type { DbSession } from '../db/db';
import type { FigureImageData } from '../services/article-figures';

export type { ImportChange, ImportFormat, ImportProblem };

/** A file of an upload: an XML file, or a PDF or image one of them names. */
export interface ImportSource {
  /** Its name as sent, without folders (`article.xml`, `article.pdf`). */
  name: string;
  bytes: Uint8Array;
}

/** An image of an upload, measured (images.ts), ready to be kept as a figure's. */
export interface UploadImage extends FigureImageData {
  /** Its file's name as sent. */
  file: string;
}

/** An identifier no two files of one upload may share (a DOI, an ISBN), and where it is. */
export interface RecordKey {
  key: string;
  line: number | null;
  field: string;
}

export interface WriteContext {
  /** Nothing is kept: the transaction is rolled back and no PDF is stored. */
  dryRun: boolean;
  /** The upload's files by name: the PDFs an article or chapter names (`self-uri`) or sits beside. */
  attachments: ReadonlyMap<string, ImportSource>;
  /** Stores a PDF's bytes (not in a dry run) and answers its storage key. */
  storePdf(bytes: Uint8Array): Promise<string>;
  /** The upload's images, measured, by file name: those an article's figures name (images.ts). */
  images: ReadonlyMap<string, UploadImage>;
}

export interface WriteResult {
  changes: ImportChange[];
  /** What the catalogue refuses; when any, the service rolls the file's transaction back. */
  problems: ImportProblem[];
  /** What is missing but refuses nothing (a figure without its image), as `ReadResult.notices`. */
  notices?: ImportProblem[];
}

/** What a reader made of one file: ready to be checked against the catalogue and written. */
export interface ReadRecord {
  format: ImportFormat;
  keys: readonly RecordKey[];
  write(tx: DbSession, context: WriteContext): Promise<WriteResult>;
}

export interface ReadResult {
  /** Null when the file has problems of its own. */
  record: ReadRecord | null;
  problems: ImportProblem[];
  /** What the file holds that the portal leaves out or fills in: reported, refusing nothing. */
  notices?: ImportProblem[];
}

export interface FormatReader {
  format: ImportFormat;
  /** Whether a document is of this format, by its root element (name and namespace). */
  accepts(root: Element): boolean;
  read(document: Document, source: ImportSource): ReadResult;
}
