/** Upload rows for tests of what refers to them (avatars, contact attachments). */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../src/db/db';
import { saveUpload } from '../src/repositories/upload-repository';

const NO_QUOTA = { files: Number.MAX_SAFE_INTEGER, bytes: Number.MAX_SAFE_INTEGER };

/**
 * Records an upload of `ownerId` (new bytes each time unless `content` is given) and returns its
 * id. Only the row: nothing is kept in an upload store, as these tests never read the bytes.
 */
export async function recordUpload(
  db: Db,
  ownerId: number,
  { name = 'figure.png', mimeType = 'image/png', content = randomBytes(64) } = {},
): Promise<string> {
  const saved = await saveUpload(
    db,
    {
      ownerId,
      name,
      mimeType,
      size: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      storageKey: `${ownerId}/${randomUUID()}`,
    },
    NO_QUOTA,
  );
  if ('refusal' in saved) throw new Error(`upload refused: ${saved.refusal}`);
  return saved.id;
}
