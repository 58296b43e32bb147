/**
 * The upload repository against the seeded database: the size limits read from
 * `system_params`, and files recorded once per person and bytes, within the quota (on PGlite, and
 * on PostgreSQL in `pnpm test:postgres`).
 */
import { createHash, randomUUID } from 'node:crypto';
import { UPLOAD_PARAM_KEYS } from '@portal/contract';
import { openTestDb } from '../../../test/test-db';
import { DEFAULT_UPLOAD_LIMITS } from '../../config/upload';
import type { Db } from '../../db/db';
import {
  findUpload,
  readUploadLimits,
  readUploadUsage,
  saveUpload,
  type NewUpload,
  type SavedUpload,
} from '../upload-repository';

let db: Db;
const count = async (sql: string, params: unknown[] = []) =>
  (await db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params))[0]?.n ?? -1;
const setParam = (key: string, value: string) =>
  db.query('update system_params set param_value = $2 where param_key = $1', [key, value]);

/** Every byte value, twice: what a driver could mangle (NUL, high bytes) is in it. */
const BYTES = Buffer.from([...Array(512).keys()].map((i) => i % 256));
const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');
const upload = (ownerId: number, content: Buffer, name = 'figure.png'): NewUpload => ({
  ownerId,
  name,
  mimeType: 'image/png',
  size: content.length,
  sha256: sha256(content),
  storageKey: `${ownerId}/${randomUUID()}`,
});
const ROOMY = { files: 1000, bytes: 1024 * 1024 * 1024 };
const idOf = (saved: SavedUpload) => {
  if ('refusal' in saved) throw new Error(`refused: ${saved.refusal}`);
  return saved.id;
};

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
  it('records a file kept in the store, and finds where its bytes are', async () => {
    const file = upload(1, BYTES);
    const saved = await saveUpload(db, file, ROOMY);
    const id = idOf(saved);
    expect(saved).toEqual({ id, keptNewBytes: true });
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(await findUpload(db, id)).toEqual({
      name: 'figure.png',
      mimeType: 'image/png',
      size: BYTES.length,
      sha256: file.sha256,
      bytes: { storageKey: file.storageKey },
    });
    // The catalogue database holds the row alone, not the bytes.
    const [row] = await db.query<{ owner_id: number; content: unknown }>(
      'select owner_id, content from uploads where id = $1',
      [id],
    );
    expect(row).toEqual({ owner_id: 1, content: null });
  });

  it("keeps the same person's same bytes once, under the latest name", async () => {
    const first = idOf(await saveUpload(db, upload(2, BYTES, 'first.png'), ROOMY));
    const again = await saveUpload(
      db,
      { ...upload(2, BYTES, 'again.png'), mimeType: 'image/x-png' },
      ROOMY,
    );
    // The new copy of the bytes is not needed: the caller removes it from the store.
    expect(again).toEqual({ id: first, keptNewBytes: false });
    expect(await findUpload(db, first)).toMatchObject({
      name: 'again.png',
      mimeType: 'image/x-png',
    });
    expect(await count('uploads where owner_id = 2')).toBe(1);
    // Another person's copy is theirs; other bytes are another file.
    const mine = idOf(await saveUpload(db, upload(1, BYTES), ROOMY));
    expect(mine).not.toBe(first);
    const other = idOf(await saveUpload(db, upload(2, Buffer.from('another file')), ROOMY));
    expect(other).not.toBe(first);
    expect(await count('uploads')).toBe(3);
  });

  it('finds the bytes of a file from before the store in its row, and moves them on re-upload', async () => {
    const legacy = Buffer.from('bytes kept in the database before migration 0022');
    const [row] = await db.query<{ id: string }>(
      `insert into uploads (owner_id, name, mime_type, size, sha256, content)
       values (1, 'old.png', 'image/png', $1, $2, $3) returning id`,
      [legacy.length, sha256(legacy), legacy],
    );
    const id = row?.id ?? '';
    const found = await findUpload(db, id);
    expect(found?.bytes).toEqual({ content: legacy });
    expect(Buffer.isBuffer(found && 'content' in found.bytes && found.bytes.content)).toBe(true);

    const again = upload(1, legacy, 'new.png');
    expect(await saveUpload(db, again, ROOMY)).toEqual({ id, keptNewBytes: true });
    expect((await findUpload(db, id))?.bytes).toEqual({ storageKey: again.storageKey });
    const [after] = await db.query<{ content: unknown }>(
      'select content from uploads where id = $1',
      [id],
    );
    expect(after?.content).toBeNull();
  });

  it("refuses a file past its owner's quota of files or bytes; the same bytes again count nothing", async () => {
    const owner = 2;
    await db.query('delete from uploads where owner_id = $1', [owner]);
    const first = Buffer.from('a first file of the fourth person');
    idOf(await saveUpload(db, upload(owner, first), ROOMY));
    const usage = await readUploadUsage(db, owner);
    expect(usage).toEqual({ files: 1, bytes: first.length });

    const second = Buffer.from('a second file');
    expect(await saveUpload(db, upload(owner, second), { ...ROOMY, files: 1 })).toEqual({
      refusal: 'quotaFiles',
    });
    expect(
      await saveUpload(db, upload(owner, second), {
        ...ROOMY,
        bytes: first.length + second.length - 1,
      }),
    ).toEqual({ refusal: 'quotaBytes' });
    expect(await readUploadUsage(db, owner)).toEqual(usage);
    // At the limit of both, the bytes already kept are still answered.
    expect(
      await saveUpload(db, upload(owner, first), { files: 1, bytes: first.length }),
    ).toMatchObject({ keptNewBytes: false });
  });

  it("lets concurrent uploads of one person take no more than the quota's room", async () => {
    const owner = 1;
    await db.query('delete from uploads where owner_id = $1', [owner]);
    const answers = await Promise.all(
      [...Array(6).keys()].map((i) =>
        saveUpload(db, upload(owner, Buffer.from(`concurrent file ${i}`)), {
          ...ROOMY,
          files: 2,
        }),
      ),
    );
    expect(answers.filter((answer) => 'id' in answer)).toHaveLength(2);
    expect(await count('uploads where owner_id = $1', [owner])).toBe(2);
  });

  it('answers nothing for an unknown id', async () => {
    expect(await findUpload(db, '00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });

  it('refuses an unknown owner and a malformed digest', async () => {
    const before = await count('uploads');
    await expect(saveUpload(db, upload(999_999, BYTES), ROOMY)).rejects.toThrow();
    await expect(
      saveUpload(db, { ...upload(1, Buffer.from('x')), sha256: 'abc' }, ROOMY),
    ).rejects.toThrow();
    expect(await count('uploads')).toBe(before);
  });
});
