/**
 * Where uploaded bytes are kept: files in a folder of this machine by default, or an object store
 * with an S3-compatible API when one is configured. The catalogue database keeps only each file's
 * row (owner, name, type, size, key), so a large upload never holds up its readers.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { UploadStorageConfig } from '../config/upload';

export interface UploadStore {
  /** `files` or `s3`: where `keep` puts what it is given. */
  readonly kind: 'files' | 's3';
  /** A new path of this machine to write a file being received to, before it is checked. */
  spoolPath(): string;
  /** Keeps the file at `spooled` (which is gone afterwards) under `key`. */
  keep(spooled: string, key: string, info: { size: number; mimeType: string }): Promise<void>;
  /** The bytes kept under `key`, undefined when there are none. */
  read(key: string): Promise<Readable | undefined>;
  remove(key: string): Promise<void>;
}

/** Files being received, beside the kept ones so that keeping one is a rename. */
const SPOOL_FOLDER = '.incoming';

/**
 * Keys are `<owner id>/<uuid>` for a reader's upload and `imports/<sha-256>` for an imported PDF
 * (content-addressed: the same PDF imported twice is kept once): made here, never from a client's
 * text.
 */
const KEY = /^([0-9]+\/[0-9a-f-]{36}|imports\/[0-9a-f]{64})$/;

/** The key of an imported PDF: its bytes' SHA-256. */
export const importedPdfKey = (sha256: string) => checkedKey(`imports/${sha256}`);

export function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`not an upload key: ${key}`);
  return key;
}

function isMissing(error: unknown): boolean {
  // Not `instanceof Error`: an error of Node's own modules is not one in every realm (Jest's).
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';
}

function fileStore(dir: string, spoolDir: string): UploadStore {
  const where = (key: string) => path.join(dir, ...checkedKey(key).split('/'));
  return {
    kind: 'files',
    spoolPath: () => path.join(spoolDir, randomUUID()),
    async keep(spooled, key) {
      const target = where(key);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(spooled, target);
    },
    async read(key) {
      // Opened first, so that a missing file is an answer here rather than a stream's error.
      const handle = await open(where(key), 'r').catch((error: unknown) => {
        if (isMissing(error)) return undefined;
        throw error;
      });
      return handle && createReadStream('', { fd: handle });
    },
    async remove(key) {
      await rm(where(key), { force: true });
    },
  };
}

/** The store `config` describes, with its folders made. */
export async function openUploadStore(config: UploadStorageConfig): Promise<UploadStore> {
  const spoolDir = path.join(config.dir, SPOOL_FOLDER);
  await mkdir(spoolDir, { recursive: true });
  if (!config.s3) return fileStore(config.dir, spoolDir);
  // The AWS SDK is loaded only by the deployments that use it: it adds a second to each start.
  const { s3Store } = await import('./s3-store');
  return s3Store(config.s3, spoolDir);
}
