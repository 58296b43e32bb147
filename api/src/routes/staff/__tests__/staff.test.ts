import {
  ADMIN_TOKEN_TTL_SECONDS,
  type Envelope,
  type StaffSession,
  type TokenResponse,
} from '@portal/contract';
import { SignJWT } from 'jose';
import { adminTokenKey } from '../../../lib/admin-token';
import { runStaffCommand } from '../../../db/staff';
import { CLIENT_CREDENTIAL, setupTestApp, signInWithPassword } from '../../../../test/helper';
import { TEST_PASSWORD_HASH_COST } from '../../../../test/test-db';

const SECRET = 'a test secret of at least 32 characters';
const ZH = 'zh-CN,zh;q=0.9';
const READER = { username: 'reader@example.com', password: 'Reader2026' };
const EDITOR = { username: 'editor@example.org', password: 'Editor2026' };

const context = setupTestApp({ auth: { signInRateLimit: 1000, tokenSecret: SECRET } });

/** The `staff` command as typed on the server, the password piped in. */
async function staff(args: string[], password = '') {
  const lines: string[] = [];
  await runStaffCommand(
    context().db,
    args,
    { readPassword: async () => password, out: (line) => lines.push(line) },
    TEST_PASSWORD_HASH_COST,
  );
  return lines;
}

async function signIn(credentials: { username: string; password: string }) {
  const { statusCode, body, cookie } = await signInWithPassword(context().app, credentials);
  expect(statusCode).toBe(200);
  return { body, cookie };
}

async function renew(cookie: string) {
  const response = await context().app.inject({
    method: 'POST',
    url: '/api/bgcloud-auth/oauth/token',
    query: { grant_type: 'refresh_token', tenantId: '000000' },
    headers: { authorization: CLIENT_CREDENTIAL, cookie },
  });
  const next = ([] as string[]).concat(response.headers['set-cookie'] ?? [])[0] ?? '';
  return {
    statusCode: response.statusCode,
    body: response.json<TokenResponse>(),
    cookie: next.split(';')[0] ?? '',
  };
}

async function signOut(cookie: string) {
  const response = await context().app.inject({
    method: 'POST',
    url: '/api/bgcloud-auth/oauth/token/revoke',
    headers: { authorization: CLIENT_CREDENTIAL, cookie },
  });
  expect(response.statusCode).toBe(200);
}

/** `GET /api/staff/session` with the given headers (`admin-auth`, `portal-auth`, language). */
async function staffSession(headers: Record<string, string>) {
  const response = await context().app.inject({ url: '/api/staff/session', headers });
  return {
    statusCode: response.statusCode,
    body: response.json<Envelope<StaffSession>>(),
    cacheControl: response.headers['cache-control'],
  };
}

const bearer = (token: string | undefined) => `bearer ${token ?? ''}`;

/** A staff member signed in: their answer and refresh cookie. */
async function staffSignIn() {
  await staff(['add', EDITOR.username, '--name', 'Ed Itor'], EDITOR.password);
  return signIn(EDITOR);
}

afterEach(async () => {
  // Each test starts with the editor a reader (or absent) again.
  await context().db.query(`update users set role = 'reader' where username = $1`, [
    EDITOR.username,
  ]);
});

describe('staff sign-in', () => {
  it("answers a staff member's sign-in with an admin token, and a reader's without one", async () => {
    const { body } = await staffSignIn();
    expect(body).toMatchObject({
      type: 'personal',
      user_name: EDITOR.username,
      admin_token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      admin_expires_in: ADMIN_TOKEN_TTL_SECONDS,
    });
    expect(body.admin_token).not.toBe(body.access_token);

    const reader = await signIn(READER);
    expect(reader.body).not.toHaveProperty('admin_token');
    expect(reader.body).not.toHaveProperty('admin_expires_in');
  });

  it('renews the admin token with the session while the account is staff, and stops once it is not', async () => {
    const { cookie } = await staffSignIn();
    const renewed = await renew(cookie);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.body.admin_expires_in).toBe(ADMIN_TOKEN_TTL_SECONDS);
    const session = await staffSession({ 'admin-auth': bearer(renewed.body.admin_token) });
    expect(session.statusCode).toBe(200);

    await staff(['revoke', EDITOR.username]);
    const asReader = await renew(renewed.cookie);
    expect(asReader.statusCode).toBe(200);
    expect(asReader.body.access_token).toEqual(expect.any(String));
    expect(asReader.body).not.toHaveProperty('admin_token');
  });
});

describe('GET /api/staff/session', () => {
  it('answers who the signed-in staff member is, never kept by a cache', async () => {
    const { body } = await staffSignIn();
    const answer = await staffSession({
      'admin-auth': bearer(body.admin_token),
      'portal-auth': bearer(body.access_token),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toEqual({
      userId: Number(body.user_id),
      email: EDITOR.username,
      nickName: 'Ed Itor',
      tenantId: '000000',
      staffSince: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(answer.cacheControl).toBe('private, no-store');
  });

  it('refuses a request without an admin token: 401 when signed out, 403 for a signed-in reader', async () => {
    const anonymous = await staffSession({ 'accept-language': ZH });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).toMatchObject({ code: 401, success: false, msg: '请使用员工账户登录' });

    const reader = await signIn(READER);
    const signedIn = await staffSession({ 'portal-auth': bearer(reader.body.access_token) });
    expect(signedIn.statusCode).toBe(403);
    expect(signedIn.body.msg).toBe(
      "This account has no staff access: it is for the publisher's staff only",
    );
  });

  it("refuses a portal access token sent as the admin token, a reader's or a staff member's", async () => {
    const reader = await signIn(READER);
    const readerAsAdmin = await staffSession({ 'admin-auth': bearer(reader.body.access_token) });
    expect(readerAsAdmin.statusCode).toBe(401);
    expect(readerAsAdmin.body.msg).toBe('Your staff sign-in is not valid. Please sign in again');

    const { body } = await staffSignIn();
    const staffAccessAsAdmin = await staffSession({ 'admin-auth': bearer(body.access_token) });
    expect(staffAccessAsAdmin.statusCode).toBe(401);
  });

  it('is not a portal access token either: sent as Portal-Auth it is refused', async () => {
    const { body } = await staffSignIn();
    const response = await context().app.inject({
      url: '/api/bgcloud-user/profile',
      headers: { 'portal-auth': bearer(body.admin_token) },
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses forged and expired admin tokens, and one that is not a bearer token', async () => {
    const { body } = await staffSignIn();
    const claims = JSON.parse(
      Buffer.from(body.admin_token?.split('.')[1] ?? '', 'base64url').toString(),
    ) as { sub: string; sid: string; tenant_id: string };
    const sign = (key: Uint8Array, issuedAt: number, expires: number) =>
      new SignJWT({ tenant_id: claims.tenant_id, sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer('portal-api')
        .setAudience('portal-admin')
        .setIssuedAt(issuedAt)
        .setExpirationTime(expires)
        .sign(key);
    const now = Math.floor(Date.now() / 1000);

    const forged = await sign(
      adminTokenKey('another secret of at least 32 characters'),
      now,
      now + 60,
    );
    expect((await staffSession({ 'admin-auth': bearer(forged) })).statusCode).toBe(401);

    const key = adminTokenKey(SECRET);
    const expired = await staffSession({
      'admin-auth': bearer(await sign(key, now - 600, now - 300)),
      'accept-language': ZH,
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.body.msg).toBe('员工登录已过期，请重新登录');

    // Signed with the right key, but for longer than the API ever issues one.
    const longLived = await sign(key, now, now + ADMIN_TOKEN_TTL_SECONDS + 60);
    expect((await staffSession({ 'admin-auth': bearer(longLived) })).statusCode).toBe(401);

    expect((await staffSession({ 'admin-auth': body.admin_token ?? '' })).statusCode).toBe(401);
  });

  it('refuses the admin token of an account whose staff role was revoked after its sign-in', async () => {
    const { body } = await staffSignIn();
    expect((await staffSession({ 'admin-auth': bearer(body.admin_token) })).statusCode).toBe(200);
    await staff(['revoke', EDITOR.username]);
    const revoked = await staffSession({
      'admin-auth': bearer(body.admin_token),
      'accept-language': ZH,
    });
    expect(revoked.statusCode).toBe(403);
    expect(revoked.body.msg).toBe('此账户没有员工权限，仅限出版社员工使用');
  });

  it('refuses the admin token once its session is signed out', async () => {
    const { body, cookie } = await staffSignIn();
    await signOut(cookie);
    const after = await staffSession({ 'admin-auth': bearer(body.admin_token) });
    expect(after.statusCode).toBe(401);
    expect(after.body.msg).toBe('You have been signed out of this session. Please sign in again');
  });

  it("refuses an admin token sent with another person's access token", async () => {
    const { body } = await staffSignIn();
    const reader = await signIn(READER);
    const mixed = await staffSession({
      'admin-auth': bearer(body.admin_token),
      'portal-auth': bearer(reader.body.access_token),
    });
    expect(mixed.statusCode).toBe(401);
  });
});

describe('registration', () => {
  it('cannot make a staff member, whatever the form sends', async () => {
    const email = 'would.be.staff@example.org';
    const response = await context().app.inject({
      method: 'POST',
      url: '/api/bgcloud-user/register',
      payload: {
        email,
        password: 'Secret2026',
        nickName: 'Mallory',
        role: 'staff',
        type: 'staff',
        staff: true,
      },
    });
    // Registered, as a reader: the extra fields are not the form's, and no role is written.
    expect(response.statusCode).toBe(200);
    const [row] = await context().db.query<{ role: string }>(
      'select role from users where username = $1',
      [email],
    );
    expect(row?.role).toBe('reader');
    const { body } = await signIn({ username: email, password: 'Secret2026' });
    expect(body).not.toHaveProperty('admin_token');
  });
});
