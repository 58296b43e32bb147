/**
 * The upload repository against the seeded database: the size limits read from
 * `system_params`, and files stored once per person and bytes (on PGlite, and on PostgreSQL in
 * `pnpm test:postgres`).
 */
import { createHash } from 'node:crypto';
import { UPLOAD_PARAM_KEYS } from '@portal/contract';
import { openTestDb } from '../../../test/test-db';
import { DEFAULT_UPLOAD_LIMITS } from '../../config/upload';
import type { Db } from '../../db/db';
import { findUpload, readUploadLimits, saveUpload, type NewUpload } from '../upload-repository';

let db: Db;
const count = async (sql: string, params: unknown[] = []) =>
  (await db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params))[0]?.n ?? -1;
const setParam = (key: string, value: string) =>
  db.query('update system_params set param_value = $2 where param_key = $1', [key, value]);

/** Every byte value, twice: what a driver could mangle (NUL, high bytes) is in it. */
const BYTES = Buffer.from([...Array(512).keys()].map((i) => i % 256));
const upload = (ownerId: number, content: Buffer, name = 'figure.png'): NewUpload => ({
  ownerId,
  name,
  mimeType: 'image/png',
  sha256: createHash('sha256').update(content).digest('hex'),
  content,
});

beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db.close());

describe('readUploadLimits', () => {
  it('reads the limits the seed stores', async () => {
    const rows = await db.query<{ param_key: string; param_value: string }>(
      'select param_key, param_value from system_params where param_key like $1',
      ['upload.%'],
    );
    expect(rows).toHaveLength(4);
    const stored = Object.fromEntries(rows.map((row) => [row.param_key, Number(row.param_value)]));
    expect(await readUploadLimits(db)).toEqual({
      minSize: stored[UPLOAD_PARAM_KEYS.minSize],
      maxSize: {
        image: stored[UPLOAD_PARAM_KEYS.maxImageSize],
        video: stored[UPLOAD_PARAM_KEYS.maxVideoSize],
        audio: stored[UPLOAD_PARAM_KEYS.maxAudioSize],
      },
    });
  });

  it('follows a changed limit, and keeps the default of a malformed or missing one', async () => {
    await setParam(UPLOAD_PARAM_KEYS.minSize, ' 2048 ');
    await setParam(UPLOAD_PARAM_KEYS.maxImageSize, '12 MB');
    await setParam(UPLOAD_PARAM_KEYS.maxVideoSize, '-5');
    await db.query('delete from system_params where param_key = $1', [
      UPLOAD_PARAM_KEYS.maxAudioSize,
    ]);
    expect(await readUploadLimits(db)).toEqual({
      minSize: 2048,
      maxSize: {
        image: DEFAULT_UPLOAD_LIMITS.maxSize.image,
        video: DEFAULT_UPLOAD_LIMITS.maxSize.video,
        audio: DEFAULT_UPLOAD_LIMITS.maxSize.audio,
      },
    });
  });
});

describe('saveUpload and findUpload', () => {
  it('stores a file and gives back the same bytes', async () => {
    const id = await saveUpload(db, upload(1, BYTES));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const stored = await findUpload(db, id);
    expect(stored).toEqual({
      name: 'figure.png',
      mimeType: 'image/png',
      sha256: upload(1, BYTES).sha256,
      content: BYTES,
    });
    expect(Buffer.isBuffer(stored?.content)).toBe(true);
    const [row] = await db.query<{ size: number; owner_id: number }>(
      'select size, owner_id from uploads where id = $1',
      [id],
    );
    expect(row).toEqual({ size: BYTES.length, owner_id: 1 });
  });

  it("keeps the same person's same bytes once, under the latest name", async () => {
    const first = await saveUpload(db, upload(2, BYTES, 'first.png'));
    const again = await saveUpload(db, {
      ...upload(2, BYTES, 'again.png'),
      mimeType: 'image/x-png',
    });
    expect(again).toBe(first);
    expect(await findUpload(db, first)).toMatchObject({
      name: 'again.png',
      mimeType: 'image/x-png',
    });
    expect(await count('uploads where owner_id = 2')).toBe(1);
    // Another person's copy is theirs; other bytes are another file.
    const mine = await saveUpload(db, upload(1, BYTES));
    expect(mine).not.toBe(first);
    const other = await saveUpload(db, upload(2, Buffer.from('another file')));
    expect(other).not.toBe(first);
    expect(await count('uploads')).toBe(3);
  });

  it('stores an empty file', async () => {
    const id = await saveUpload(db, upload(1, Buffer.alloc(0)));
    expect((await findUpload(db, id))?.content).toEqual(Buffer.alloc(0));
  });

  it('answers nothing for an unknown id', async () => {
    expect(await findUpload(db, '00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });

  it('refuses an unknown owner and a malformed digest', async () => {
    const before = await count('uploads');
    await expect(saveUpload(db, upload(999_999, BYTES))).rejects.toThrow();
    await expect(
      saveUpload(db, { ...upload(1, Buffer.from('x')), sha256: 'abc' }),
    ).rejects.toThrow();
    expect(await count('uploads')).toBe(before);
  });
});
