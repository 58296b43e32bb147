/**
 * Uploads kept in an object store with an S3-compatible API (UPLOAD_S3_*): against s3rver, an
 * S3-compatible server this test starts on a free port of this machine.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { Envelope, UploadedFile } from '@portal/contract';
import S3rver from 's3rver';
import { setupTestApp } from '../../../../test/helper';
import { multipartBody, pngOf } from '../../../../test/multipart';

const BUCKET = 'portal-uploads';
const PREFIX = 'test/';
// s3rver takes any key pair it is given; these only have to be the same on both sides.
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

let server: S3rver;
let serverDir = '';
let spoolDir = '';
let endpoint = '';
// The app reads its settings when it is built, after beforeAll below has started the server.
const s3 = { bucket: BUCKET, endpoint: '', region: 'us-east-1', prefix: PREFIX };

beforeAll(async () => {
  serverDir = await mkdtemp(path.join(os.tmpdir(), 'portal-s3rver-'));
  spoolDir = await mkdtemp(path.join(os.tmpdir(), 'portal-s3-spool-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: serverDir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  s3.endpoint = endpoint;
});

const context = setupTestApp({
  uploads: {
    get storage() {
      return { dir: spoolDir, s3: { ...s3, forcePathStyle: true, credentials } };
    },
  },
});

afterAll(async () => {
  await server.close();
  await rm(serverDir, { recursive: true, force: true });
  await rm(spoolDir, { recursive: true, force: true });
});

async function keysInBucket(): Promise<string[]> {
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
  const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  client.destroy();
  return (listed.Contents ?? []).map((object) => object.Key ?? '');
}

async function upload(content: Buffer, name = 'figure.png') {
  const token = await context().app.accessTokens.issue({
    subject: { kind: 'personal', userId: 1 },
    tenantId: '000000',
  });
  const { body, contentType } = multipartBody(name, content);
  const response = await context().app.inject({
    method: 'POST',
    url: '/api/upload/upload',
    headers: { 'content-type': contentType, 'portal-auth': `bearer ${token}` },
    payload: body,
  });
  return { statusCode: response.statusCode, body: response.json<Envelope<UploadedFile>>() };
}

describe('uploads in an S3-compatible object store', () => {
  it('keeps the bytes in the bucket, under the prefix, and serves them back', async () => {
    const content = pngOf(300 * 1024, 1);
    const { statusCode, body } = await upload(content);
    expect(statusCode).toBe(200);
    const [row] = await context().db.query<{ storage_key: string; content: unknown }>(
      'select storage_key, content from uploads where id = $1',
      [body.data.id],
    );
    expect(row?.content).toBeNull();
    expect(await keysInBucket()).toEqual([`${PREFIX}${row?.storage_key}`]);
    // Received on this machine first, and gone from it once in the bucket.
    expect(await readdir(path.join(spoolDir, '.incoming'))).toEqual([]);

    const served = await context().app.inject({ url: body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-length']).toBe(String(content.length));
    expect(served.rawPayload.equals(content)).toBe(true);
  });

  it('keeps one object for the same bytes uploaded again, and none for a refused file', async () => {
    const before = await keysInBucket();
    const content = pngOf(2048, 2);
    const first = await upload(content, 'first.png');
    const again = await upload(content, 'again.png');
    expect(again.body.data.id).toBe(first.body.data.id);
    expect((await upload(Buffer.from('<html>not a png</html>'.padEnd(500)))).statusCode).toBe(400);
    expect(await keysInBucket()).toHaveLength(before.length + 1);
  });
});
