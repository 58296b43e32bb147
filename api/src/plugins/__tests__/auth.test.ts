import { randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS } from '@portal/contract';
import Fastify from 'fastify';
import { SignJWT } from 'jose';
import { setupTestApp } from '../../../test/helper';
import { openTestDb } from '../../../test/test-db';
import { DEFAULT_AUTH_CONFIG } from '../../config/auth';
import type { Db } from '../../db/db';
import { createAccessTokens } from '../../lib/access-token';
import { issueRefreshToken } from '../../repositories/refresh-token-repository';
import authPlugin from '../auth';
import dbPlugin from '../db';
import errorHandlerPlugin from '../error-handler';

const SECRET = 'a test secret of at least thirty-two characters';
const READER = { kind: 'personal', userId: 1 } as const;
const CLIENT = `Basic ${Buffer.from('portal:portal_secret').toString('base64')}`;

interface Crafted {
  sub?: string;
  tenantId?: string;
  sid?: string | null;
  iat?: number;
  exp?: number;
}

/** A token signed with the API's secret, with the claims given (now, a reader, valid 60 s). */
function craft({ sub = 'personal:1', tenantId = '000000', sid, iat, exp }: Crafted) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ tenant_id: tenantId, ...(sid === null ? {} : { sid }) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuer('portal-api')
    .setAudience('portal')
    .setIssuedAt(iat ?? now)
    .setExpirationTime(exp ?? (iat ?? now) + 60)
    .sign(new TextEncoder().encode(SECRET));
}

describe('request.viewer', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb();
  });
  afterAll(() => db.close());

  /** A bare app with the plugin and one route that shows what it read. */
  async function probeApp() {
    const app = Fastify();
    await app.register(errorHandlerPlugin);
    await app.register(dbPlugin, { db });
    await app.register(authPlugin, { config: { ...DEFAULT_AUTH_CONFIG, tokenSecret: SECRET } });
    app.get('/viewer', async (request) => ({
      viewer: request.viewer,
      session: request.sessionId,
    }));
    app.get(
      '/token-like',
      { config: { ignorePortalAuth: true } },
      async (request) => request.viewer,
    );
    return app;
  }

  it('is anonymous, a person or an organization, as Portal-Auth says, with its session', async () => {
    const app = await probeApp();
    const { familyId } = await issueRefreshToken(db, { kind: 'personal', userId: 2 }, '000000');
    const person = await app.accessTokens.issue({
      subject: { kind: 'personal', userId: 2 },
      tenantId: '000000',
      sessionId: familyId,
    });
    const organization = await app.accessTokens.issue({
      subject: { kind: 'organization', organizationId: 1 },
      tenantId: '000000',
    });
    const viewer = async (header?: string, remoteAddress = '192.0.2.44') =>
      (
        await app.inject({
          url: '/viewer',
          headers: header ? { 'portal-auth': header } : {},
          remoteAddress,
        })
      ).json();
    expect(await viewer()).toEqual({ viewer: { kind: 'anonymous' }, session: null });
    expect(await viewer(`bearer ${person}`)).toEqual({
      viewer: { kind: 'personal', userId: 2 },
      session: familyId,
    });
    expect(await viewer(`bearer ${organization}`)).toEqual({
      viewer: { kind: 'organization', organizationId: 1 },
      session: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    await app.close();
  });

  it('leaves Portal-Auth unread on routes that ask so', async () => {
    const app = await probeApp();
    const past = Math.floor(Date.now() / 1000) - 60;
    const response = await app.inject({
      url: '/token-like',
      headers: { 'portal-auth': `bearer ${await craft({ iat: past - 600, exp: past })}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ kind: 'anonymous' });
    await app.close();
  });
});

describe('Portal-Auth on any route', () => {
  const context = setupTestApp({ auth: { tokenSecret: SECRET } });
  const health = (headers: Record<string, string>) =>
    context().app.inject({ url: '/api/health', headers });
  const status = async (token: string) =>
    (await health({ 'portal-auth': `bearer ${token}` })).statusCode;
  /** A live session of the demo reader. */
  const session = async () => (await issueRefreshToken(context().db, READER, '000000')).familyId;

  it('answers an expired token with a 401 envelope, so the front end ends the session', async () => {
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = await craft({ sid: await session(), iat: past - 600, exp: past });
    const response = await health({ 'portal-auth': `bearer ${expired}` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 401,
      success: false,
      data: null,
      msg: 'Your sign-in has expired. Please sign in again',
    });
  });

  it('answers an invalid token with a 401 envelope, in Chinese when asked', async () => {
    const response = await health({ 'portal-auth': 'bearer forged', 'accept-language': 'zh' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 401,
      success: false,
      data: null,
      msg: '登录状态无效，请重新登录',
    });
  });

  it('lets anonymous callers and valid tokens through', async () => {
    expect((await health({})).statusCode).toBe(200);
    const token = await context().app.accessTokens.issue({ subject: READER, tenantId: '000000' });
    expect(await status(token)).toBe(200);
    expect(await status(await craft({ sid: await session() }))).toBe(200);
  });

  it('does not accept tokens signed with another secret', async () => {
    const other = createAccessTokens('a different secret, also thirty-two characters');
    const token = await other.issue({
      subject: READER,
      tenantId: '000000',
      sessionId: await session(),
    });
    expect(await status(token)).toBe(401);
  });

  it('refuses a token whose tenant is not its subject’s', async () => {
    const sid = await session();
    expect(await status(await craft({ sid, tenantId: '000001' }))).toBe(401);
    await context().db.query(
      `update refresh_tokens set tenant_id = '000001' where family_id = $1`,
      [sid],
    );
    // Even with a session of that tenant: the reader is of 000000.
    expect(await status(await craft({ sid, tenantId: '000001' }))).toBe(401);
  });

  it('refuses lifetimes the API never issues: decades ahead, issued in the future', async () => {
    const sid = await session();
    const now = Math.floor(Date.now() / 1000);
    const decades = await craft({ sid, exp: now + 30 * 365 * 24 * 3600 });
    expect(await status(decades)).toBe(401);
    expect(await status(await craft({ sid, exp: now + ACCESS_TOKEN_TTL_SECONDS + 60 }))).toBe(401);
    expect(await status(await craft({ sid, iat: now + 3600 }))).toBe(401);
    expect(await status(await craft({ sid, exp: now + ACCESS_TOKEN_TTL_SECONDS - 1 }))).toBe(200);
  });

  it("refuses a session's access tokens as soon as the session is revoked", async () => {
    const signIn = await context().app.inject({
      method: 'POST',
      url: '/api/bgcloud-auth/oauth/token',
      query: { grant_type: 'password', username: 'author@example.com', password: 'Author2026' },
      headers: { authorization: CLIENT },
    });
    const { access_token: accessToken } = signIn.json<{ access_token: string }>();
    expect(await status(accessToken)).toBe(200);
    // As a copied refresh token, a sign-out or a password change revoke it.
    await context().db.query('update refresh_tokens set revoked_at = now() where user_id = 2');
    expect(await status(accessToken)).toBe(401);
  });

  it("refuses an organization's token sent from outside the organization's network", async () => {
    const inside = '192.0.2.44';
    const signIn = await context().app.inject({
      method: 'POST',
      url: '/api/bgcloud-auth/oauth/token',
      query: { grant_type: 'organization_ip' },
      headers: { authorization: CLIENT },
      remoteAddress: inside,
    });
    const { access_token: accessToken } = signIn.json<{ access_token: string }>();
    const from = async (remoteAddress: string) =>
      (
        await context().app.inject({
          url: '/api/health',
          headers: { 'portal-auth': `bearer ${accessToken}` },
          remoteAddress,
        })
      ).statusCode;
    expect(await from(inside)).toBe(200);
    expect(await from('198.51.100.7')).toBe(401);
  });

  it('refuses a token naming no session, or a session of someone else', async () => {
    expect(await status(await craft({ sid: null }))).toBe(401);
    expect(await status(await craft({ sid: 'not-a-session' }))).toBe(401);
    expect(await status(await craft({ sid: randomUUID() }))).toBe(401);
    const author = await issueRefreshToken(context().db, { kind: 'personal', userId: 2 }, '000000');
    expect(await status(await craft({ sid: author.familyId }))).toBe(401);
  });
});
