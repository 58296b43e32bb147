import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Envelope, UploadedFile } from '@portal/contract';
import { applyDemoOrgLoopback } from '../../../db/demo/accounts';
import { setupTestApp } from '../../../../test/helper';

// Far more uploads than a reader may make in a minute: the rate limit has its own test.
const context = setupTestApp({ uploads: { rateLimit: 1000 } });
const ZH = 'zh-CN,zh;q=0.9';

/** A multipart/form-data body with one file part, as a browser sends it. */
function multipart(filename: string, content: Buffer, field = 'file') {
  const boundary = '----portal-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

const pad = (head: readonly number[] | string, size = 2048) => {
  const start = typeof head === 'string' ? Buffer.from(head, 'latin1') : Buffer.from(head);
  return Buffer.concat([start, Buffer.alloc(Math.max(0, size - start.length), 0x2a)]);
};

const SAMPLES: Record<string, Buffer> = {
  'figure.png': pad([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'photo.jpg': pad([0xff, 0xd8, 0xff, 0xe0]),
  'photo.jpeg': pad([0xff, 0xd8, 0xff, 0xe1]),
  'scan.bmp': pad('BM'),
  'anim.gif': pad('GIF89a'),
  'cover.webp': pad('RIFF\u0000\u0010\u0000\u0000WEBPVP8 '),
  'layers.psd': pad('8BPS\u0000\u0001'),
  'plate.tiff': pad([0x49, 0x49, 0x2a, 0x00]),
  'talk.mp4': pad('\u0000\u0000\u0000\u0018ftypisom'),
  'talk.mov': pad('\u0000\u0000\u0000\u0014ftypqt  '),
  'lecture.mp3': pad('ID3\u0004\u0000'),
  'diagram.svg': Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"><title>图 1</title><circle cx="40" cy="40" r="30" fill="#1f3a60"/><rect x="80" y="20" width="30" height="40"/></svg>\n`,
  ),
};

describe('upload', () => {
  let readerToken = '';
  let authorToken = '';
  let organizationToken = '';

  beforeAll(async () => {
    const { accessTokens } = context().app;
    // An organization's token counts only from its network: here, this machine's (inject's).
    await applyDemoOrgLoopback(context().db, true);
    readerToken = await accessTokens.issue({
      subject: { kind: 'personal', userId: 1 },
      tenantId: '000000',
    });
    authorToken = await accessTokens.issue({
      subject: { kind: 'personal', userId: 2 },
      tenantId: '000000',
    });
    organizationToken = await accessTokens.issue({
      subject: { kind: 'organization', organizationId: 1 },
      tenantId: '000000',
    });
  });

  const upload = async (
    filename: string,
    content: Buffer,
    { token = readerToken, language = 'en', field = 'file' } = {},
  ) => {
    const { body, contentType } = multipart(filename, content, field);
    const response = await context().app.inject({
      method: 'POST',
      url: '/api/upload/upload',
      headers: {
        'content-type': contentType,
        'accept-language': language,
        ...(token && { 'portal-auth': `bearer ${token}` }),
      },
      payload: body,
    });
    return { statusCode: response.statusCode, body: response.json<Envelope<UploadedFile>>() };
  };

  const expectRefused = async (
    answer: Promise<{ statusCode: number; body: Envelope<unknown> }>,
    status: number,
    message: string,
  ) => {
    const { statusCode, body } = await answer;
    expect(statusCode).toBe(status);
    expect(body).toEqual({ code: status, success: false, data: null, msg: message });
  };

  describe('POST /api/upload/upload', () => {
    it.each(Object.entries(SAMPLES))('stores %s and serves it back', async (name, content) => {
      const { statusCode, body } = await upload(name, content);
      expect(statusCode).toBe(200);
      const file = body.data;
      expect(file).toMatchObject({
        name,
        size: content.length,
        url: `/api/upload/file/${file.id}`,
      });
      expect(file.id).toMatch(/^[0-9a-f-]{36}$/);

      const served = await context().app.inject({ url: file.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(file.mimeType);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(content)).toBe(true);
    });

    it('stores files larger than the 1 MB limit of JSON bodies', async () => {
      const video = pad('\u0000\u0000\u0000\u0018ftypmp42', 3 * 1024 * 1024);
      const { statusCode, body } = await upload('seminar.mp4', video);
      expect(statusCode).toBe(200);
      expect(body.data).toMatchObject({ size: video.length, mimeType: 'video/mp4' });
    });

    it('answers the content type of each extension', async () => {
      const types = await Promise.all(
        ['figure.png', 'photo.jpg', 'talk.mov', 'lecture.mp3', 'diagram.svg'].map(
          async (name) => (await upload(name, SAMPLES[name] as Buffer)).body.data.mimeType,
        ),
      );
      expect(types).toEqual([
        'image/png',
        'image/jpeg',
        'video/quicktime',
        'audio/mpeg',
        'image/svg+xml',
      ]);
    });

    it('serves SVG only as a download, sandboxed', async () => {
      const { body } = await upload('diagram.svg', SAMPLES['diagram.svg'] as Buffer);
      const served = await context().app.inject({ url: body.data.url });
      expect(served.headers['content-disposition']).toMatch(/^attachment; filename="diagram.svg"/);
      expect(served.headers['content-security-policy']).toContain('sandbox');
    });

    it('keeps the same bytes once per person, under the latest name', async () => {
      const content = pad([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 3000);
      const first = await upload('a.png', content);
      const second = await upload('公式截图.png', content);
      expect(second.body.data.id).toBe(first.body.data.id);
      expect(second.body.data.name).toBe('公式截图.png');
      const other = await upload('a.png', content, { token: authorToken });
      expect(other.body.data.id).not.toBe(first.body.data.id);
      const [row] = await context().db.query<{ owner_id: number; sha256: string }>(
        'select owner_id, sha256 from uploads where id = $1',
        [other.body.data.id],
      );
      expect(row?.owner_id).toBe(2);
      expect(row?.sha256).toMatch(/^[0-9a-f]{64}$/);
      const served = await context().app.inject({ url: second.body.data.url });
      expect(served.headers['content-disposition']).toBe(
        `inline; filename="____.png"; filename*=UTF-8''${encodeURIComponent('公式截图.png')}`,
      );
    });

    it('refuses anonymous callers with 401 and organizations with 403', async () => {
      await expectRefused(
        upload('figure.png', SAMPLES['figure.png'] as Buffer, { token: '' }),
        401,
        'Please sign in to upload files',
      );
      await expectRefused(
        upload('figure.png', SAMPLES['figure.png'] as Buffer, { token: '', language: ZH }),
        401,
        '请登录后再上传文件',
      );
      await expectRefused(
        upload('figure.png', SAMPLES['figure.png'] as Buffer, { token: organizationToken }),
        403,
        'Only personal accounts can upload files',
      );
    });

    it.each(['notes.pdf', 'script.js', 'page.html', 'archive.tar.gz', 'noextension', 'image.tif'])(
      'refuses %s as a type error',
      async (name) => {
        await expectRefused(upload(name, pad('%PDF-1.7')), 400, 'File type or format error');
      },
    );

    it("refuses content that does not match its extension, in the reader's language", async () => {
      const html = pad('<html><script>alert(1)</script>');
      await expectRefused(upload('innocent.png', html), 400, 'File type or format error');
      await expectRefused(
        upload('innocent.jpg', SAMPLES['figure.png'] as Buffer, { language: ZH }),
        400,
        '文件类型或格式错误',
      );
      await expectRefused(upload('fake.svg', html), 400, 'File type or format error');
      await expectRefused(
        upload(
          'broken.svg',
          Buffer.concat([
            Buffer.from('<svg>'),
            Buffer.from([0xc3, 0x28]),
            pad('', 200),
            Buffer.from('</svg>'),
          ]),
        ),
        400,
        'File type or format error',
      );
    });

    it('refuses files under the minimum size', async () => {
      const tiny = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      await expectRefused(
        upload('tiny.png', tiny),
        400,
        'The file you uploaded is too small, please upload again',
      );
      await expectRefused(
        upload('empty.png', Buffer.alloc(0), { language: ZH }),
        400,
        '您上传的文件过小，请重新上传',
      );
    });

    describe('with small limits from system_params', () => {
      beforeAll(async () => {
        await context().db.query(`update system_params set param_value = $2 where param_key = $1`, [
          'upload.maxImageSize',
          String(4096),
        ]);
        await context().db.query(`update system_params set param_value = $2 where param_key = $1`, [
          'upload.maxAudioSize',
          String(1536 * 1024),
        ]);
      });
      afterAll(async () => {
        await context().db.query(`update system_params set param_value = $2 where param_key = $1`, [
          'upload.maxImageSize',
          String(10 * 1024 * 1024),
        ]);
        await context().db.query(`update system_params set param_value = $2 where param_key = $1`, [
          'upload.maxAudioSize',
          String(20 * 1024 * 1024),
        ]);
      });

      it('refuses files over the limit of their kind, naming it', async () => {
        const big = pad([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 5000);
        await expectRefused(
          upload('big.png', big),
          413,
          'The file you uploaded is too large; the maximum size is 4 KB',
        );
        await expectRefused(
          upload('big.png', big, { language: ZH }),
          413,
          '您上传的文件过大，最大不能超过 4 KB',
        );
        // The same size is fine for audio, whose limit is larger.
        expect((await upload('big.mp3', pad('ID3', 5000))).statusCode).toBe(200);
        await expectRefused(
          upload('long.mp3', pad('ID3', 2 * 1024 * 1024)),
          413,
          'The file you uploaded is too large; the maximum size is 1.5 MB',
        );
      });
    });

    it('refuses a request without the file field', async () => {
      await expectRefused(
        upload('figure.png', SAMPLES['figure.png'] as Buffer, { field: 'attachment' }),
        400,
        'Send the file as multipart/form-data in the field "file"',
      );
      const json = await context().app.inject({
        method: 'POST',
        url: '/api/upload/upload',
        headers: { 'portal-auth': `bearer ${readerToken}` },
        payload: { file: 'figure.png' },
      });
      expect(json.statusCode).toBe(415);
      expect(json.json()).toMatchObject({ success: false });
    });

    it('refuses a malformed multipart body with a 4xx', async () => {
      const response = await context().app.inject({
        method: 'POST',
        url: '/api/upload/upload',
        headers: {
          'portal-auth': `bearer ${readerToken}`,
          'content-type': 'multipart/form-data; boundary=nothing-like-this',
        },
        payload: "'; drop table uploads; --",
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json()).toMatchObject({ success: false });
    });
  });

  describe('where the bytes are kept', () => {
    it('keeps the bytes in the upload folder, and only a row of what they are in the database', async () => {
      const video = pad('\u0000\u0000\u0000\u0018ftypmp42', 512 * 1024);
      const { body } = await upload('kept-as-a-file.mp4', video);
      const [row] = await context().db.query<{
        size: number;
        content: unknown;
        storage_key: string;
      }>('select size, content, storage_key from uploads where id = $1', [body.data.id]);
      expect(row).toMatchObject({ size: video.length, content: null });
      const { dir } = context().app.uploadConfig.storage;
      const [owner, name] = row?.storage_key.split('/') ?? [];
      expect(owner).toBe('1');
      expect(await readdir(path.join(dir, '1'))).toContain(name);
      // Nothing is left behind of the file as it was received.
      expect(await readdir(path.join(dir, '.incoming'))).toEqual([]);
      const served = await context().app.inject({ url: body.data.url });
      expect(served.headers['content-length']).toBe(String(video.length));
      expect(served.rawPayload.equals(video)).toBe(true);
    });

    it('keeps one copy of the same bytes uploaded again', async () => {
      const content = pad([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 4321);
      const { dir } = context().app.uploadConfig.storage;
      await upload('once.png', content, { token: authorToken });
      const before = await readdir(path.join(dir, '2'));
      await upload('twice.png', content, { token: authorToken });
      expect(await readdir(path.join(dir, '2'))).toEqual(before);
    });

    it('serves a file uploaded when bytes were kept in the database, from its row', async () => {
      const content = SAMPLES['photo.jpg'] as Buffer;
      const [row] = await context().db.query<{ id: string }>(
        `insert into uploads (owner_id, name, mime_type, size, sha256, content)
         values (1, 'before.jpg', 'image/jpeg', $1, repeat('e', 64), $2) returning id`,
        [content.length, content],
      );
      const served = await context().app.inject({ url: `/api/upload/file/${row?.id}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.rawPayload.equals(content)).toBe(true);
    });
  });

  describe('GET /api/upload/file/:id', () => {
    it('answers 404 for an unknown id', async () => {
      const id = '00000000-0000-4000-8000-000000000000';
      const response = await context().app.inject({ url: `/api/upload/file/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: 404,
        success: false,
        data: null,
        msg: `No uploaded file ${id}`,
      });
    });

    it.each(['42', 'not-a-uuid', encodeURIComponent("' or 1=1 --"), '%C3%28'])(
      'rejects the id %s with 400',
      async (id) => {
        const response = await context().app.inject({ url: `/api/upload/file/${id}` });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ success: false });
      },
    );
  });
});
