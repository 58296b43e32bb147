/**
 * One file through the pipeline as the import service runs it (parse, the reader, the write in
 * one transaction, rolled back on problems or in a dry run), for the readers' tests.
 */
import type { Document as XmlDocument } from '@xmldom/xmldom';
import type { Db } from '../../db/db';
import { FORMAT_READERS } from '../readers';
import type { ImportProblem, ImportSource, WriteResult } from '../types';
import { parseXml } from '../xml/parse';

class RolledBack extends Error {
  constructor(readonly result: WriteResult) {
    super('rolled back');
  }
}

/** What the write answered, with what the reader left out or filled in. */
export type FileResult = WriteResult & { notices: ImportProblem[] };

export async function importFile(
  db: Db,
  file: ImportSource,
  options: {
    dryRun?: boolean;
    attachments?: readonly ImportSource[];
    storePdf?: (bytes: Uint8Array) => Promise<string>;
  } = {},
): Promise<FileResult> {
  const parsed = parseXml(file.bytes);
  if (!parsed.document) return { changes: [], problems: parsed.problems, notices: [] };
  // The readers take the standard DOM types parseXml answers with (xmldom's document).
  const root = (parsed.document as unknown as XmlDocument).documentElement as unknown as Element;
  const reader = FORMAT_READERS.find((r) => r.accepts(root));
  if (!reader) throw new Error(`No reader accepts ${file.name}`);
  const read = reader.read(parsed.document, file);
  const notices = read.notices ?? [];
  if (!read.record) return { changes: [], problems: read.problems, notices };
  const record = read.record;
  const stored: Uint8Array[] = [];
  try {
    const written = await db.transaction(async (tx) => {
      const result = await record.write(tx, {
        dryRun: options.dryRun ?? false,
        attachments: new Map((options.attachments ?? []).map((a) => [a.name, a])),
        storePdf:
          options.storePdf ??
          (async (bytes) => {
            stored.push(bytes);
            return `test-pdf-${stored.length}`;
          }),
        images: new Map(),
      });
      if (result.problems.length || options.dryRun) throw new RolledBack(result);
      return result;
    });
    return { ...written, notices: [...notices, ...(written.notices ?? [])] };
  } catch (error) {
    if (error instanceof RolledBack) {
      return { ...error.result, notices: [...notices, ...(error.result.notices ?? [])] };
    }
    throw error;
  }
}

export const sourceOf = (name: string, text: string): ImportSource => ({
  name,
  bytes: new TextEncoder().encode(text),
});
