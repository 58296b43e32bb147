/** The JATS fixtures of these tests, read as text, and an import of one through the reader. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DbSession } from '../../../db/db';
import { parseXml } from '../../xml/parse';
import type { ImportSource, WriteContext, WriteResult } from '../../types';
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

class RolledBack extends Error {}

/**
 * Imports `text` in one transaction as the import service does: kept unless `dryRun` or the
 * write finds problems. `attachments` are the upload's other files (PDFs).
 */
export async function importText(
  db: { transaction<T>(fn: (tx: DbSession) => Promise<T>): Promise<T> },
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
  const { record, problems } = readText(text, name);
  if (!record) return { changes: [], problems };
  const context: WriteContext = {
    dryRun,
    attachments: new Map(attachments.map((file) => [file.name, file])),
    storePdf: async (bytes) => {
      stored.push(bytes);
      return `1/00000000-0000-4000-8000-${String(stored.length).padStart(12, '0')}`;
    },
  };
  let result: WriteResult = { changes: [], problems: [] };
  try {
    await db.transaction(async (tx) => {
      result = await record.write(tx, context);
      if (dryRun || result.problems.length) throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  return result;
}
