/** Test helpers: an app over a private copy of the seeded database, and JSON requests to it. */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Envelope, TokenResponse } from '@portal/contract';
import { buildApp, type App, type AppOptions } from '../src/app';
import type { Db } from '../src/db/db';
import { openTestDb, TEST_PASSWORD_HASH_COST } from './test-db';

export interface TestContext {
  app: App;
  db: Db;
}

/**
 * Builds the app once for the calling test file (before its tests) and closes it after them.
 * Returns a getter, as the app exists only once `beforeAll` has run. `auth` overrides the sign-in
 * settings (the stand-in password hash is as cheap as the test database's); `payments` the card
 * processor's (say, a shorter delay of the sandbox's delayed test card); `contact` the contact
 * form's rate limit; `uploads` the upload quota and rate, and where uploads are kept (by default
 * a folder of the test file's own, removed after it); `imports` and `importFormats` what an
 * import may send and the formats it reads (a toy format, in the import service's tests).
 */
export function setupTestApp({
  auth,
  payments,
  contact,
  uploads,
  imports,
  importFormats,
}: Pick<
  AppOptions,
  'auth' | 'payments' | 'contact' | 'uploads' | 'imports' | 'importFormats'
> = {}): () => TestContext {
  let db: Db | undefined;
  let context: TestContext | undefined;
  let uploadDir: string | undefined;
  beforeAll(async () => {
    db = await openTestDb();
    uploadDir = await mkdtemp(path.join(os.tmpdir(), 'portal-api-test-uploads-'));
    const app = await buildApp({
      db,
      auth: { passwordHashCost: TEST_PASSWORD_HASH_COST, ...auth },
      payments,
      contact,
      uploads: { storage: { dir: uploadDir }, ...uploads },
      imports,
      importFormats,
    });
    context = { db, app };
  });
  afterAll(async () => {
    await context?.app.close();
    await db?.close();
    if (uploadDir) await rm(uploadDir, { recursive: true, force: true });
  });
  return () => {
    if (!context) throw new Error('setupTestApp() is read before its beforeAll ran');
    return context;
  };
}

export interface JsonResponse<T> {
  statusCode: number;
  headers: Record<string, unknown>;
  body: Envelope<T>;
}

/** GET `url` and parse the envelope. */
export async function getJson<T>(app: App, url: string): Promise<JsonResponse<T>> {
  const response = await app.inject({ method: 'GET', url });
  return {
    statusCode: response.statusCode,
    headers: response.headers,
    body: response.json<Envelope<T>>(),
  };
}

/** The front ends' client credential (`portal:portal_secret`), which every token call carries. */
export const CLIENT_CREDENTIAL = `Basic ${Buffer.from('portal:portal_secret').toString('base64')}`;

/**
 * A person's sign-in (`grant_type=password`) as the login page sends it: the answer's status and
 * body, and the `Cookie` header that sends back the refresh token the answer set.
 */
export async function signInWithPassword(
  app: App,
  { username, password }: { username: string; password: string },
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/bgcloud-auth/oauth/token',
    query: { grant_type: 'password', username, password, tenantId: '000000' },
    headers: { authorization: CLIENT_CREDENTIAL, 'user-type': 'personal' },
  });
  const cookie = ([] as string[]).concat(response.headers['set-cookie'] ?? [])[0] ?? '';
  return {
    statusCode: response.statusCode,
    body: response.json<TokenResponse>(),
    cookie: cookie.split(';')[0] ?? '',
  };
}
