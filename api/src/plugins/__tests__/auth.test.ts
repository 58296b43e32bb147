import Fastify from 'fastify';
import { SignJWT } from 'jose';
import { setupTestApp } from '../../../test/helper';
import { DEFAULT_AUTH_CONFIG } from '../../config/auth';
import { createAccessTokens } from '../../lib/access-token';
import authPlugin from '../auth';
import errorHandlerPlugin from '../error-handler';

const SECRET = 'a test secret of at least thirty-two characters';

function expiredToken() {
  const past = Math.floor(Date.now() / 1000) - 60;
  return new SignJWT({ tenant_id: '000000' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('personal:1')
    .setIssuer('portal-api')
    .setAudience('portal')
    .setIssuedAt(past - 7200)
    .setExpirationTime(past)
    .sign(new TextEncoder().encode(SECRET));
}

describe('request.viewer', () => {
  /** A bare app with the plugin and one route that shows what it read. */
  async function probeApp() {
    const app = Fastify();
    await app.register(errorHandlerPlugin);
    await app.register(authPlugin, { config: { ...DEFAULT_AUTH_CONFIG, tokenSecret: SECRET } });
    app.get('/viewer', async (request) => request.viewer);
    app.get(
      '/token-like',
      { config: { ignorePortalAuth: true } },
      async (request) => request.viewer,
    );
    return app;
  }

  it('is anonymous, a person or an organization, as Portal-Auth says', async () => {
    const app = await probeApp();
    const person = await app.accessTokens.issue({
      subject: { kind: 'personal', userId: 2 },
      tenantId: '000000',
    });
    const organization = await app.accessTokens.issue({
      subject: { kind: 'organization', organizationId: 1 },
      tenantId: '000000',
    });
    const viewer = async (header?: string) =>
      (
        await app.inject({ url: '/viewer', headers: header ? { 'portal-auth': header } : {} })
      ).json();
    expect(await viewer()).toEqual({ kind: 'anonymous' });
    expect(await viewer(`bearer ${person}`)).toEqual({ kind: 'personal', userId: 2 });
    expect(await viewer(`bearer ${organization}`)).toEqual({
      kind: 'organization',
      organizationId: 1,
    });
    await app.close();
  });

  it('leaves Portal-Auth unread on routes that ask so', async () => {
    const app = await probeApp();
    const response = await app.inject({
      url: '/token-like',
      headers: { 'portal-auth': `bearer ${await expiredToken()}` },
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

  it('answers an expired token with a 401 envelope, so the front end ends the session', async () => {
    const response = await health({ 'portal-auth': `bearer ${await expiredToken()}` });
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
    const token = await context().app.accessTokens.issue({
      subject: { kind: 'personal', userId: 1 },
      tenantId: '000000',
    });
    expect((await health({ 'portal-auth': `bearer ${token}` })).statusCode).toBe(200);
  });

  it('does not accept tokens signed with another secret', async () => {
    const other = createAccessTokens('a different secret, also thirty-two characters');
    const token = await other.issue({
      subject: { kind: 'personal', userId: 1 },
      tenantId: '000000',
    });
    expect((await health({ 'portal-auth': `bearer ${token}` })).statusCode).toBe(401);
  });
});
