/** Uploaded files (bytes in the database) and the size limits uploads are checked against. */
import { UPLOAD_PARAM_KEYS } from '@portal/contract';
import type { Db } from '../db/db';
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

export interface NewUpload {
  ownerId: number;
  name: string;
  mimeType: string;
  sha256: string;
  content: Buffer;
}

/**
 * Stores a file and returns its id. The same bytes from the same person are kept once: uploading
 * them again answers the stored file's id, under the latest name.
 */
export async function saveUpload(db: Db, upload: NewUpload): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into uploads (owner_id, name, mime_type, size, sha256, content)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (owner_id, sha256)
       do update set name = excluded.name, mime_type = excluded.mime_type
     returning id`,
    [
      upload.ownerId,
      upload.name,
      upload.mimeType,
      upload.content.length,
      upload.sha256,
      upload.content,
    ],
  );
  if (!row) throw new Error('insert into uploads returned no row');
  return row.id;
}

export interface StoredUpload {
  name: string;
  mimeType: string;
  sha256: string;
  content: Buffer;
}

export async function findUpload(db: Db, id: string): Promise<StoredUpload | undefined> {
  const [row] = await db.query<{
    name: string;
    mime_type: string;
    sha256: string;
    content: Uint8Array;
  }>('select name, mime_type, sha256, content from uploads where id = $1', [id]);
  return (
    row && {
      name: row.name,
      mimeType: row.mime_type,
      sha256: row.sha256,
      // pg answers a Buffer, PGlite a Uint8Array: the same bytes either way.
      content: Buffer.from(row.content.buffer, row.content.byteOffset, row.content.byteLength),
    }
  );
}
