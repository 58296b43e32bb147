/**
 * What one reader may upload: a quota of files and of bytes kept, and an upload rate, each
 * refused in the reader's language (413, 429) without touching another reader's allowance.
 */
import type { Envelope, UploadedFile } from '@portal/contract';
import { setupTestApp } from '../../../../test/helper';
import { multipartBody, pngOf } from '../../../../test/multipart';

const QUOTA_FILES = 3;
const QUOTA_BYTES = 40 * 1024;
/** Above the quota tests' uploads of reader 1, so that only the rate's own test meets it. */
const RATE_LIMIT = 12;
const context = setupTestApp({
  uploads: { quotaFiles: QUOTA_FILES, quotaBytes: QUOTA_BYTES, rateLimit: RATE_LIMIT },
});
const ZH = 'zh-CN,zh;q=0.9';

const token = (userId: number) =>
  context().app.accessTokens.issue({ subject: { kind: 'personal', userId }, tenantId: '000000' });

async function upload(userId: number, content: Buffer, language = 'en') {
  const { body, contentType } = multipartBody('figure.png', content);
  const response = await context().app.inject({
    method: 'POST',
    url: '/api/upload/upload',
    headers: {
      'content-type': contentType,
      'accept-language': language,
      'portal-auth': `bearer ${await token(userId)}`,
    },
    payload: body,
  });
  return { statusCode: response.statusCode, body: response.json<Envelope<UploadedFile>>() };
}

const refusal = (code: number, msg: string) => ({ code, success: false, data: null, msg });

const usageOf = async (userId: number) =>
  (
    await context().db.query<{ files: number; bytes: number }>(
      'select count(*)::int as files, coalesce(sum(size), 0)::int as bytes from uploads where owner_id = $1',
      [userId],
    )
  )[0];

describe('the upload quota', () => {
  beforeEach(async () => {
    await context().db.query('delete from uploads');
  });

  it('refuses a file past the number one reader may keep', async () => {
    for (let seed = 0; seed < QUOTA_FILES; seed += 1) {
      expect((await upload(1, pngOf(1000, seed))).statusCode).toBe(200);
    }
    expect(await upload(1, pngOf(1000, 99))).toEqual({
      statusCode: 413,
      body: refusal(413, 'You have uploaded 3 files, as many as one account may keep'),
    });
    expect((await upload(1, pngOf(1000, 99), ZH)).body.msg).toBe(
      '您已上传 3 个文件，已达到每个账户可保存的上限',
    );
    expect(await usageOf(1)).toEqual({ files: QUOTA_FILES, bytes: 3000 });
    // Another reader's quota is their own.
    expect((await upload(2, pngOf(1000, 99))).statusCode).toBe(200);
  });

  it('refuses a file that would take the reader past the bytes one may keep, keeping nothing of it', async () => {
    expect((await upload(1, pngOf(30 * 1024, 1))).statusCode).toBe(200);
    const over = await upload(1, pngOf(20 * 1024, 2));
    expect(over).toEqual({
      statusCode: 413,
      body: refusal(
        413,
        'This file would take your uploads past 40 KB, the most one account may keep',
      ),
    });
    expect((await upload(1, pngOf(20 * 1024, 2), ZH)).body.msg).toBe(
      '上传此文件后您的文件总大小将超过 40 KB，超出每个账户可保存的上限',
    );
    expect(await usageOf(1)).toEqual({ files: 1, bytes: 30 * 1024 });
    // What still fits is taken.
    expect((await upload(1, pngOf(10 * 1024, 3))).statusCode).toBe(200);
  });
});

describe('the upload rate', () => {
  it('refuses uploads past the rate of one reader, saying when to try again, and not another reader', async () => {
    await context().db.query('delete from uploads');
    const answers = [];
    // Reader 2 uploaded once above, in the same window.
    for (let seed = 1; seed < RATE_LIMIT; seed += 1) {
      answers.push((await upload(2, pngOf(200, 100 + seed))).statusCode);
    }
    expect(answers.filter((status) => status === 429)).toEqual([]);
    const refused = await upload(2, pngOf(200, 200));
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toMatchObject({ code: 429, success: false, data: null });
    expect(refused.body.msg).toMatch(/^Too many uploads; please try again in [0-9]+ seconds$/);
    expect((await upload(2, pngOf(200, 201), ZH)).body.msg).toMatch(
      /^上传过于频繁，请 [0-9]+ 秒后再试$/,
    );
    expect((await upload(1, pngOf(200, 202))).statusCode).toBe(200);
  });
});
