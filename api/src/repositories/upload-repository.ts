/**
 * Uploaded files' rows (owner, name, type, size and the key of their bytes in the upload store,
 * uploads/store.ts) and the size limits uploads are checked against. Files uploaded before the
 * store existed keep their bytes in the row's `content` (migration 0022) and are served from it.
 */
import { UPLOAD_PARAM_KEYS } from '@portal/contract';
import type { Db, DbSession } from '../db/db';
import { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from '../config/upload';

/** The limits from system_params; a missing or malformed one keeps its default. */
export async function readUploadLimits(db: Db): Promise<UploadLimits> {
  const rows = await db.query<{ param_key: string; param_value: string }>(
    'select param_key, param_value from system_params where param_key = any($1)',
    [Object.values(UPLOAD_PARAM_KEYS)],
  );
  const value = (key: string, fallback: number) => {
    const text = rows.find((row) => row.param_key === key)?.param_value.trim() ?? '';
    return /^[0-9]{1,12}$/.test(text) ? Number(text) : fallback;
  };
  const { minSize, maxSize } = DEFAULT_UPLOAD_LIMITS;
  return {
    minSize: value(UPLOAD_PARAM_KEYS.minSize, minSize),
    maxSize: {
      image: value(UPLOAD_PARAM_KEYS.maxImageSize, maxSize.image),
      video: value(UPLOAD_PARAM_KEYS.maxVideoSize, maxSize.video),
      audio: value(UPLOAD_PARAM_KEYS.maxAudioSize, maxSize.audio),
    },
  };
}

export interface UploadUsage {
  files: number;
  bytes: number;
}

/** How many files, and how many bytes in all, a person keeps uploaded. */
export async function readUploadUsage(db: DbSession, ownerId: number): Promise<UploadUsage> {
  const [row] = await db.query<UploadUsage>(
    'select count(*)::int as files, coalesce(sum(size), 0)::float8 as bytes from uploads where owner_id = $1',
    [ownerId],
  );
  return row ?? { files: 0, bytes: 0 };
}

export interface NewUpload {
  ownerId: number;
  name: string;
  mimeType: string;
  size: number;
  sha256: string;
  /** Where the bytes were kept in the upload store. */
  storageKey: string;
}

export interface UploadQuota {
  files: number;
  bytes: number;
}

export type SavedUpload =
  | {
      id: string;
      /** Whether the row names the new bytes: if not, they duplicate kept ones, and can go. */
      keptNewBytes: boolean;
    }
  | { refusal: 'quotaFiles' | 'quotaBytes' };

/** One person's uploads are saved one at a time, so concurrent ones cannot overrun the quota. */
const UPLOAD_LOCK_CLASS = 0x75706c64;

/**
 * Records a file kept in the upload store and returns its id, unless it would take its owner past
 * `quota`. The same bytes from the same person are kept once: uploading them again answers the
 * first file's id, under the latest name, and counts nothing against the quota.
 */
export async function saveUpload(
  db: Db,
  upload: NewUpload,
  quota: UploadQuota,
): Promise<SavedUpload> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1::int, $2::int)', [
      UPLOAD_LOCK_CLASS,
      upload.ownerId,
    ]);
    const [existing] = await tx.query<{ id: string; storage_key: string | null }>(
      'select id, storage_key from uploads where owner_id = $1 and sha256 = $2',
      [upload.ownerId, upload.sha256],
    );
    if (existing) {
      // A row of the time before the store keeps its bytes in the database: the store takes them.
      const moveToStore = existing.storage_key === null;
      await tx.query(
        `update uploads
            set name = $2, mime_type = $3,
                storage_key = case when $4 then $5 else storage_key end,
                content = case when $4 then null else content end
          where id = $1`,
        [existing.id, upload.name, upload.mimeType, moveToStore, upload.storageKey],
      );
      return { id: existing.id, keptNewBytes: moveToStore };
    }
    const usage = await readUploadUsage(tx, upload.ownerId);
    if (usage.files + 1 > quota.files) return { refusal: 'quotaFiles' };
    if (usage.bytes + upload.size > quota.bytes) return { refusal: 'quotaBytes' };
    const [row] = await tx.query<{ id: string }>(
      `insert into uploads (owner_id, name, mime_type, size, sha256, storage_key)
       values ($1, $2, $3, $4, $5, $6)
       returning id`,
      [upload.ownerId, upload.name, upload.mimeType, upload.size, upload.sha256, upload.storageKey],
    );
    if (!row) throw new Error('insert into uploads returned no row');
    return { id: row.id, keptNewBytes: true };
  });
}

export interface StoredUpload {
  name: string;
  mimeType: string;
  size: number;
  sha256: string;
  /** The bytes: under a key of the upload store, or (files from before it) in the row. */
  bytes: { storageKey: string } | { content: Buffer };
}

export async function findUpload(db: Db, id: string): Promise<StoredUpload | undefined> {
  const [row] = await db.query<{
    name: string;
    mime_type: string;
    size: number;
    sha256: string;
    storage_key: string | null;
    content: Uint8Array | null;
  }>('select name, mime_type, size, sha256, storage_key, content from uploads where id = $1', [id]);
  if (!row) return undefined;
  const { storage_key: storageKey, content } = row;
  let bytes: StoredUpload['bytes'];
  if (storageKey !== null) bytes = { storageKey };
  else if (content !== null) {
    // pg answers a Buffer, PGlite a Uint8Array: the same bytes either way.
    bytes = { content: Buffer.from(content.buffer, content.byteOffset, content.byteLength) };
  } else throw new Error(`upload ${id} has neither a storage key nor content`);
  return { name: row.name, mimeType: row.mime_type, size: row.size, sha256: row.sha256, bytes };
}
