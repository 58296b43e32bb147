/** The JATS fixtures of these tests, read as text, and an import of one through the reader. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../../../db/db';
import { importFile } from '../../__tests__/import-file';
import { parseXml } from '../../xml/parse';
import type { ImportSource, WriteResult } from '../../types';
import { jatsReader } from '..';

export const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');

export const source = (name: string, text: string): ImportSource => ({
  name,
  bytes: new TextEncoder().encode(text),
});

/** What the reader says of `text` on its own: the record, or the problems. */
export function readText(text: string, name = 'article.xml') {
  const parsed = parseXml(new TextEncoder().encode(text));
  if (!parsed.document) throw new Error(JSON.stringify(parsed.problems));
  return jatsReader.read(parsed.document, source(name, text));
}

/**
 * Imports `text` in one transaction as the import service does: kept unless `dryRun` or the
 * write finds problems. `attachments` are the upload's other files (PDFs); the PDFs the record
 * keeps are pushed to `stored`.
 */
export function importText(
  db: Db,
  text: string,
  {
    name = 'article.xml',
    dryRun = false,
    attachments = [],
    stored = [],
  }: {
    name?: string;
    dryRun?: boolean;
    attachments?: ImportSource[];
    stored?: Uint8Array[];
  } = {},
): Promise<WriteResult> {
  return importFile(db, source(name, text), {
    dryRun,
    attachments,
    storePdf: async (bytes) => {
      stored.push(bytes);
      return `1/00000000-0000-4000-8000-${String(stored.length).padStart(12, '0')}`;
    },
  });
}
