import {
  ACCESS_TOKEN_TTL_SECONDS,
  REFRESH_TOKEN_TTL_SECONDS,
  type TokenError,
  type TokenRefusal,
  type TokenResponse,
} from '@portal/contract';
import type { InjectOptions } from 'fastify';
import { applyDemoOrgLoopback } from '../../../../db/demo/accounts';
import { REUSE_GRACE_SECONDS } from '../../../../repositories/refresh-token-repository';
import { setupTestApp, type TestContext } from '../../../../../test/helper';

const TOKEN_URL = '/api/bgcloud-auth/oauth/token';
const COOKIE = 'TC_refresh';
const CLIENT = `Basic ${Buffer.from('portal:portal_secret').toString('base64')}`;
const ZH = 'zh-CN,zh;q=0.9,en;q=0.8';
const READER = { username: 'reader@example.com', password: 'Reader2026' };
const ORGANIZATION_IPV4 = '192.0.2.44';
const ORGANIZATION_IPV6 = '2001:db8:1::5';
const NOWHERE = '198.51.100.7';

type TokenAnswer = TokenResponse | TokenRefusal | TokenError;

interface TokenCall {
  query?: Record<string, string>;
  headers?: Record<string, string>;
  remoteAddress?: string;
  payload?: InjectOptions['payload'];
}

/** A token call as the front end makes it: query parameters and the client credential. */
async function requestToken(
  context: () => TestContext,
  { query = {}, headers = {}, remoteAddress, payload }: TokenCall,
) {
  const response = await context().app.inject({
    method: 'POST',
    url: TOKEN_URL,
    query: { tenantId: '000000', ...query },
    headers: { authorization: CLIENT, ...headers },
    remoteAddress,
    payload,
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: response.json<TokenAnswer>(),
  };
}

type Answer = Awaited<ReturnType<typeof requestToken>>;

/** The `Set-Cookie` values of an answer. */
function setCookies(answer: Pick<Answer, 'headers'>): string[] {
  const header = answer.headers['set-cookie'];
  return header === undefined ? [] : ([] as string[]).concat(header);
}

/** The refresh token an answer sets in its cookie; '' when it clears it, undefined when neither. */
function cookieToken(answer: Pick<Answer, 'headers'>): string | undefined {
  const cookie = setCookies(answer).find((value) => value.startsWith(`${COOKIE}=`));
  return cookie?.slice(COOKIE.length + 1).split(';')[0];
}

/** A granted answer, with the refresh token of its cookie: the answer itself holds none. */
function granted(answer: Answer): TokenResponse & { refresh_token: string } {
  expect(answer.status).toBe(200);
  expect(answer.body).toHaveProperty('access_token');
  expect(answer.body).not.toHaveProperty('refresh_token');
  const refreshToken = cookieToken(answer);
  expect(refreshToken).toMatch(/^[\w-]{43}$/);
  return { ...(answer.body as TokenResponse), refresh_token: refreshToken ?? '' };
}

describe('POST /api/bgcloud-auth/oauth/token', () => {
  // Every call here comes from one address; the limit has its own tests below.
  const context = setupTestApp({ auth: { signInRateLimit: 1000 } });
  const token = (call: TokenCall) => requestToken(context, call);
  const signIn = (credentials = READER, headers: Record<string, string> = {}) =>
    token({
      query: { grant_type: 'password', ...credentials },
      headers: { 'user-type': 'personal', ...headers },
    });
  /** A renewal as the browser sends it: the refresh token in its cookie. */
  const refresh = (
    refreshToken: string,
    remoteAddress?: string,
    headers: Record<string, string> = {},
  ) =>
    token({
      query: { grant_type: 'refresh_token', scope: 'all', action: 'refresh_token' },
      headers: { cookie: `${COOKIE}=${refreshToken}`, ...headers },
      remoteAddress,
    });
  /** Moves a refresh token's use back past the grace within which it still renews. */
  const usedLongAgo = (refreshToken: string) =>
    context().db.query(
      `update refresh_tokens set used_at = now() - make_interval(secs => $2)
        where token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
      [refreshToken, REUSE_GRACE_SECONDS + 1],
    );
  const organization = (remoteAddress?: string, headers: Record<string, string> = {}) =>
    token({
      query: { grant_type: 'organization_ip' },
      headers: { 'user-type': 'organization', ...headers },
      remoteAddress,
    });
  const health = (accessToken: string, remoteAddress?: string) =>
    context().app.inject({
      url: '/api/health',
      headers: { 'portal-auth': `bearer ${accessToken}` },
      remoteAddress,
    });

  describe('grant_type password', () => {
    it('signs the demo reader in with a token that authenticates later calls', async () => {
      const answer = await signIn();
      const body = granted(answer);
      expect(answer.body).toEqual({
        code: 200,
        access_token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
        token_type: 'bearer',
        expires_in: ACCESS_TOKEN_TTL_SECONDS,
        tenant_id: '000000',
        type: 'personal',
        nick_name: 'Demo Reader',
        user_name: 'reader@example.com',
        ad_name: '',
        user_id: '1',
        display_name: { zh: 'Demo Reader', en: 'Demo Reader' },
      });
      expect(answer.headers['cache-control']).toBe('no-store');
      expect((await health(body.access_token)).statusCode).toBe(200);
    });

    it('ignores the case of the e-mail address and spaces around it', async () => {
      const body = granted(await signIn({ ...READER, username: '  Reader@Example.COM ' }));
      expect(body.user_name).toBe('reader@example.com');
    });

    it('refuses a wrong password in English by default', async () => {
      const answer = await signIn({ ...READER, password: 'reader2026' });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 400, error_description: 'Incorrect e-mail or password' });
    });

    it('refuses a wrong password in Chinese when Accept-Language prefers it', async () => {
      const answer = await signIn({ ...READER, password: 'nope' }, { 'accept-language': ZH });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 400, error_description: '邮箱或密码错误' });
    });

    it('answers an unknown e-mail address exactly as a wrong password', async () => {
      const answer = await signIn({ username: 'nobody@example.com', password: 'Reader2026' });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 400, error_description: 'Incorrect e-mail or password' });
    });

    it.each([
      ["' or '1'='1' --", 'Reader2026'],
      ["reader@example.com' --", 'anything'],
      ['reader@example.com', "' or 1=1 --"],
      ["reader@example.com'; drop table users; --", 'Reader2026'],
    ])('treats SQL in the credentials as text (%s / %s)', async (username, password) => {
      const answer = await signIn({ username, password });
      expect(answer.body).toEqual({ code: 400, error_description: 'Incorrect e-mail or password' });
      const [users] = await context().db.query<{ n: number }>(
        'select count(*)::int as n from users',
      );
      expect(users?.n).toBe(2);
    });

    it.each([
      [{ username: 'reader@example.com' }, 'en', 'Please enter your e-mail address and password'],
      [{ password: 'Reader2026' }, 'en', 'Please enter your e-mail address and password'],
      [{ username: '   ', password: 'Reader2026' }, 'zh', '请输入邮箱和密码'],
    ])('asks for both credentials when given %j', async (credentials, language, message) => {
      const answer = await token({
        query: { grant_type: 'password', ...credentials },
        headers: { 'accept-language': language },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 400, error_description: message });
    });

    it('refuses a password sign-in announced as an organization', async () => {
      const answer = await signIn(READER, { 'user-type': 'organization' });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        code: 400,
        error_description: 'User-Type organization cannot sign in with grant_type password',
      });
    });

    it('takes the parameters from a JSON body or a form body as well', async () => {
      const json = await token({
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ grant_type: 'password', ...READER }),
      });
      expect(granted(json).user_name).toBe('reader@example.com');
      const form = await token({
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ grant_type: 'password', ...READER }).toString(),
      });
      expect(granted(form).user_name).toBe('reader@example.com');
    });

    it('accepts the empty JSON body the front end sends with its query parameters', async () => {
      const answer = await token({
        query: { grant_type: 'password', ...READER },
        headers: { 'content-type': 'application/json' },
        payload: '',
      });
      expect(granted(answer).type).toBe('personal');
    });
  });

  describe('the client credential', () => {
    it.each([
      ['missing', undefined],
      ['with a wrong secret', `Basic ${Buffer.from('portal:guess').toString('base64')}`],
      ['of another client', `Basic ${Buffer.from('other:portal_secret').toString('base64')}`],
      ['in another scheme', 'Bearer cG9ydGFsOnBvcnRhbF9zZWNyZXQ='],
      ['not base64', 'Basic ***'],
    ])('refuses a credential %s with 401', async (_case, authorization) => {
      const response = await context().app.inject({
        method: 'POST',
        url: TOKEN_URL,
        query: { grant_type: 'password', ...READER },
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: 401,
        error_description:
          'Unknown client: send the portal client credential as Authorization: Basic',
      });
    });

    it('explains in Chinese too', async () => {
      const response = await context().app.inject({
        method: 'POST',
        url: TOKEN_URL,
        query: { grant_type: 'organization_ip' },
        headers: { 'accept-language': 'zh' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json<TokenError>().error_description).toMatch(/^客户端无法识别/);
    });
  });

  describe('bad parameters', () => {
    it('asks for grant_type when there is none', async () => {
      const answer = await token({ query: READER });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        code: 400,
        error_description: 'grant_type is required: password, refresh_token or organization_ip',
      });
    });

    it.each([
      [
        { grant_type: 'client_credentials' },
        'querystring/grant_type must be one of: password, refresh_token, organization_ip',
      ],
      [
        { grant_type: 'password', password: 'x'.repeat(129) },
        'querystring/password must NOT have more than 128 characters',
      ],
      [
        { grant_type: 'password', tenantId: "0' or 1=1" },
        'querystring/tenantId must match pattern',
      ],
    ])('answers 400 naming the parameter for %j', async (query, message) => {
      const answer = await token({ query });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        code: 400,
        error_description: expect.stringContaining(message),
      });
    });

    it('answers 400, not 500, to repeated parameters and malformed bodies', async () => {
      const repeated = await context().app.inject({
        method: 'POST',
        url: `${TOKEN_URL}?grant_type=password&username=a@example.com&username=b@example.com&password=x`,
        headers: { authorization: CLIENT },
      });
      expect(repeated.statusCode).toBe(400);
      expect(repeated.json()).toEqual({
        code: 400,
        error_description: 'querystring/username must be string',
      });
      const malformed = await token({
        headers: { 'content-type': 'application/json' },
        payload: '{"grant_type": ',
      });
      expect(malformed.status).toBe(400);
      expect(malformed.body).toMatchObject({ code: 400 });
      const notAnObject = await token({
        headers: { 'content-type': 'application/json' },
        payload: '["password"]',
      });
      expect(notAnObject.status).toBe(400);
      expect(notAnObject.body).toEqual({ code: 400, error_description: 'body must be object' });
    });
  });

  describe('grant_type refresh_token', () => {
    it('renews a session with a new refresh token each time', async () => {
      const first = granted(await signIn());
      const second = granted(await refresh(first.refresh_token));
      expect(second).toMatchObject({
        type: 'personal',
        user_name: 'reader@example.com',
        user_id: '1',
      });
      expect(second.refresh_token).not.toBe(first.refresh_token);
      expect((await health(second.access_token)).statusCode).toBe(200);
      // The earlier access token is of the same session: it still works too.
      expect((await health(first.access_token)).statusCode).toBe(200);
      const third = granted(await refresh(second.refresh_token));
      expect(third.refresh_token).not.toBe(second.refresh_token);
    });

    it('ends the whole session when a used refresh token comes back', async () => {
      const first = granted(await signIn());
      const second = granted(await refresh(first.refresh_token));
      await usedLongAgo(first.refresh_token);
      const reuse = await refresh(first.refresh_token);
      expect(reuse.status).toBe(401);
      expect(reuse.body).toEqual({
        code: 401,
        error_description:
          'This session was renewed elsewhere, so it has been closed for your safety. Please sign in again',
      });
      const latest = await refresh(second.refresh_token);
      expect(latest.status).toBe(401);
      expect(latest.body).toEqual({
        code: 401,
        error_description: 'Your session has expired. Please sign in again',
      });
    });

    it('leaves the other sessions of the same person alone', async () => {
      const phone = granted(await signIn());
      const laptop = granted(await signIn());
      granted(await refresh(phone.refresh_token));
      await usedLongAgo(phone.refresh_token);
      expect((await refresh(phone.refresh_token)).status).toBe(401);
      granted(await refresh(laptop.refresh_token));
    });

    it('refuses unknown and expired refresh tokens with 401', async () => {
      const unknown = await refresh('x'.repeat(43));
      expect(unknown.status).toBe(401);
      expect(unknown.body).toEqual({
        code: 401,
        error_description: 'Your session has expired. Please sign in again',
      });
      const session = granted(await signIn());
      await context().db.query(
        `update refresh_tokens set expires_at = now() - interval '1 second'
          where token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
        [session.refresh_token],
      );
      const expired = await refresh(session.refresh_token, undefined, { 'accept-language': ZH });
      expect(expired.status).toBe(401);
      expect(expired.body).toEqual({ code: 401, error_description: '登录已过期，请重新登录' });
    });

    it('answers 401 without a refresh-token cookie, whatever the parameters say', async () => {
      const none = await token({ query: { grant_type: 'refresh_token' } });
      expect(none.status).toBe(401);
      expect(none.body).toEqual({
        code: 401,
        error_description: 'Your session has expired. Please sign in again',
      });
      // A refresh token in the parameters is no session: it could only come from a script.
      const session = granted(await signIn());
      const parameter = await token({
        query: { grant_type: 'refresh_token', refresh_token: session.refresh_token },
      });
      expect(parameter.status).toBe(401);
      granted(await refresh(session.refresh_token));
    });

    it('renews even though the front end still sends the expired access token', async () => {
      const session = granted(await signIn());
      granted(
        await refresh(session.refresh_token, undefined, {
          'portal-auth': 'bearer expired.or.invalid',
        }),
      );
    });
  });

  describe('grant_type organization_ip', () => {
    it('signs in the organization owning an IPv4 address', async () => {
      const answer = await organization(ORGANIZATION_IPV4);
      const body = granted(answer);
      expect(answer.body).toEqual({
        code: 200,
        access_token: expect.any(String),
        token_type: 'bearer',
        expires_in: ACCESS_TOKEN_TTL_SECONDS,
        tenant_id: '000000',
        type: 'organization',
        nick_name: 'Demo University Library',
        user_name: '',
        ad_name: 'Demo University Library',
        user_id: '1',
        display_name: { zh: '演示大学图书馆', en: 'Demo University Library' },
      });
      expect((await health(body.access_token, ORGANIZATION_IPV4)).statusCode).toBe(200);
    });

    it('signs in the organization owning an IPv6 address, named in Chinese when asked', async () => {
      const body = granted(await organization(ORGANIZATION_IPV6, { 'accept-language': ZH }));
      expect(body).toMatchObject({ type: 'organization', nick_name: '演示大学图书馆' });
    });

    it('reads an IPv4 address a dual-stack socket reports as IPv6', async () => {
      granted(await organization(`::ffff:${ORGANIZATION_IPV4}`));
    });

    it('answers 200 with code 401 where no organization owns the address', async () => {
      for (const address of [NOWHERE, '2001:db9::1']) {
        const answer = await organization(address);
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual({
          code: 401,
          success: false,
          error_description: 'No organization is registered for this network address',
        });
      }
      const zh = await organization(NOWHERE, { 'accept-language': ZH });
      expect(zh.body).toEqual({
        code: 401,
        success: false,
        error_description: '当前网络地址未登记任何机构',
      });
    });

    it('ignores X-Forwarded-For when no proxy is trusted', async () => {
      const answer = await organization('10.0.0.5', { 'x-forwarded-for': ORGANIZATION_IPV4 });
      expect(answer.body).toMatchObject({ code: 401, success: false });
    });

    it('grants this machine the demo organization only while the loopback ranges are on', async () => {
      expect((await organization('127.0.0.1')).body).toMatchObject({ code: 401 });
      await applyDemoOrgLoopback(context().db, true);
      granted(await organization('127.0.0.1'));
      granted(await organization('::1'));
      await applyDemoOrgLoopback(context().db, false);
      expect((await organization('::1')).body).toMatchObject({ code: 401 });
    });

    it('renews an organization session only while the reader stays on its network', async () => {
      const session = granted(await organization(ORGANIZATION_IPV4));
      const renewed = granted(await refresh(session.refresh_token, ORGANIZATION_IPV4));
      expect(renewed).toMatchObject({ type: 'organization', user_id: '1' });
      const elsewhere = await refresh(renewed.refresh_token, NOWHERE);
      expect(elsewhere.status).toBe(401);
      expect(elsewhere.body).toEqual({
        code: 401,
        error_description:
          "This network address no longer belongs to the organization's network. Please sign in again",
      });
    });

    it('refuses an organization sign-in announced as personal', async () => {
      const answer = await organization(ORGANIZATION_IPV4, { 'user-type': 'personal' });
      expect(answer.status).toBe(400);
    });
  });

  describe('the refresh-token cookie', () => {
    const PROFILE = '/api/bgcloud-user/profile';
    const profile = (accessToken: string, remoteAddress?: string) =>
      context().app.inject({
        url: PROFILE,
        headers: { 'portal-auth': `bearer ${accessToken}` },
        remoteAddress,
      });
    const revoke = (headers: Record<string, string> = {}) =>
      context().app.inject({
        method: 'POST',
        url: `${TOKEN_URL}/revoke`,
        headers: { authorization: CLIENT, ...headers },
      });

    it('holds the refresh token, HttpOnly, SameSite=Strict, sent only to the token endpoint', async () => {
      const answer = await signIn();
      granted(answer);
      expect(setCookies(answer)).toEqual([
        expect.stringMatching(
          new RegExp(
            `^${COOKIE}=[\\w-]{43}; Path=${TOKEN_URL}; HttpOnly; SameSite=Strict; Max-Age=${REFRESH_TOKEN_TTL_SECONDS}$`,
          ),
        ),
      ]);
    });

    it('is replaced at each renewal and cleared when a renewal is refused', async () => {
      const session = granted(await signIn());
      const renewal = await refresh(session.refresh_token);
      const renewed = granted(renewal);
      expect(renewed.refresh_token).not.toBe(session.refresh_token);
      const refused = await refresh('x'.repeat(43));
      expect(refused.status).toBe(401);
      expect(setCookies(refused)).toEqual([
        `${COOKIE}=; Path=${TOKEN_URL}; HttpOnly; SameSite=Strict; Max-Age=0`,
      ]);
    });

    it('renews once when two renewals race with one cookie, keeping the session', async () => {
      const session = granted(await signIn());
      const [one, two] = await Promise.all([
        refresh(session.refresh_token),
        refresh(session.refresh_token),
      ]);
      const first = granted(one);
      const second = granted(two);
      expect(second.refresh_token).toBe(first.refresh_token);
      expect((await profile(first.access_token)).statusCode).toBe(200);
      expect((await profile(second.access_token)).statusCode).toBe(200);
      granted(await refresh(second.refresh_token));
    });

    it('gives twenty concurrent renewals of one cookie one session, which a copy cannot fork', async () => {
      const session = granted(await signIn());
      const renewals = await Promise.all(
        Array.from({ length: 20 }, () => refresh(session.refresh_token)),
      );
      const cookies = new Set(renewals.map((renewal) => granted(renewal).refresh_token));
      expect(cookies.size).toBe(1);
      const [working] = await context().db.query<{ n: number }>(
        `select count(*)::int as n from refresh_tokens
          where family_id = (select family_id from refresh_tokens
                              where token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex'))
            and used_at is null and revoked_at is null`,
        [session.refresh_token],
      );
      expect(working?.n).toBe(1);
      // The reader renews on; whoever kept a copy of the cookie comes back later and ends it.
      const [copy] = cookies;
      const onwards = granted(await refresh(copy ?? ''));
      await usedLongAgo(copy ?? '');
      expect((await refresh(copy ?? '')).status).toBe(401);
      expect((await profile(onwards.access_token)).statusCode).toBe(401);
    });

    it('signs out with token/revoke: the cookie is cleared and the session ends at once', async () => {
      const session = granted(await signIn());
      const renewed = granted(await refresh(session.refresh_token));
      expect((await profile(renewed.access_token)).statusCode).toBe(200);

      const signedOut = await revoke({ cookie: `${COOKIE}=${renewed.refresh_token}` });
      expect(signedOut.statusCode).toBe(200);
      expect(signedOut.json()).toEqual({ code: 200 });
      expect(setCookies(signedOut)).toEqual([
        `${COOKIE}=; Path=${TOKEN_URL}; HttpOnly; SameSite=Strict; Max-Age=0`,
      ]);
      for (const accessToken of [session.access_token, renewed.access_token]) {
        const refused = await profile(accessToken);
        expect(refused.statusCode).toBe(401);
        expect(refused.json()).toMatchObject({
          code: 401,
          msg: 'You have been signed out of this session. Please sign in again',
        });
      }
      expect((await refresh(renewed.refresh_token)).status).toBe(401);
      // Without a cookie there is nothing to end; it still answers so, and asks for the client.
      expect((await revoke()).statusCode).toBe(200);
      expect((await revoke({ authorization: '' })).statusCode).toBe(401);
    });

    it("ends the session's access tokens at once when a copied refresh token revokes it", async () => {
      const session = granted(await signIn());
      granted(await refresh(session.refresh_token));
      await usedLongAgo(session.refresh_token);
      expect((await refresh(session.refresh_token)).status).toBe(401);
      expect((await profile(session.access_token)).statusCode).toBe(401);
    });

    it("holds an organization's access token to the organization's network", async () => {
      const session = granted(await organization(ORGANIZATION_IPV4));
      expect((await health(session.access_token, ORGANIZATION_IPV4)).statusCode).toBe(200);
      expect((await health(session.access_token, ORGANIZATION_IPV6)).statusCode).toBe(200);
      const elsewhere = await health(session.access_token, NOWHERE);
      expect(elsewhere.statusCode).toBe(401);
      expect(elsewhere.json()).toMatchObject({
        code: 401,
        msg: "This network address no longer belongs to the organization's network. Please sign in again",
      });
    });
  });

  describe('GET /api/bgcloud-auth/oauth/organization', () => {
    const available = (remoteAddress: string, headers: Record<string, string> = {}) =>
      context().app.inject({
        url: '/api/bgcloud-auth/oauth/organization?tenantId=000000',
        headers: { authorization: CLIENT, ...headers },
        remoteAddress,
      });

    it("tells whether the caller's network has organization access, signing nobody in", async () => {
      const yes = await available(ORGANIZATION_IPV4);
      expect(yes.statusCode).toBe(200);
      expect(yes.json()).toEqual({ code: 200, available: true });
      expect(yes.headers['set-cookie']).toBeUndefined();
      expect((await available(NOWHERE)).json()).toEqual({ code: 200, available: false });
      expect((await available(ORGANIZATION_IPV4, { authorization: '' })).statusCode).toBe(401);
    });
  });
});

describe('POST /api/bgcloud-auth/oauth/token behind a trusted proxy', () => {
  const context = setupTestApp({ auth: { trustedProxies: ['10.0.0.0/8'] } });
  const organization = (remoteAddress: string, forwardedFor: string) =>
    requestToken(context, {
      query: { grant_type: 'organization_ip' },
      headers: { 'x-forwarded-for': forwardedFor },
      remoteAddress,
    });

  it('marks the refresh-token cookie Secure when the proxy says the site is on https', async () => {
    const https = await requestToken(context, {
      query: { grant_type: 'organization_ip' },
      headers: { 'x-forwarded-for': ORGANIZATION_IPV4, 'x-forwarded-proto': 'https' },
      remoteAddress: '10.0.0.5',
    });
    expect(https.headers['set-cookie']).toMatch(
      /; HttpOnly; SameSite=Strict; Max-Age=\d+; Secure$/,
    );
    const http = await organization('10.0.0.5', ORGANIZATION_IPV4);
    expect(http.headers['set-cookie']).not.toMatch(/Secure/);
  });

  it('takes the client address from X-Forwarded-For sent by the proxy', async () => {
    granted(await organization('10.0.0.5', ORGANIZATION_IPV4));
    granted(await organization('10.0.0.5', `${ORGANIZATION_IPV6}, 10.1.2.3`));
  });

  it('ignores X-Forwarded-For from anyone else', async () => {
    expect((await organization(NOWHERE, ORGANIZATION_IPV4)).body).toMatchObject({ code: 401 });
  });

  it('stops at the first hop it does not trust, so a client cannot forge its address', async () => {
    const forged = await organization('10.0.0.5', `${ORGANIZATION_IPV4}, ${NOWHERE}`);
    expect(forged.body).toMatchObject({ code: 401, success: false });
  });
});

describe('POST /api/bgcloud-auth/oauth/token rate limit', () => {
  const context = setupTestApp({ auth: { signInRateLimit: 3, sessionRateLimit: 5 } });
  const guess = (remoteAddress: string, language = 'en') =>
    requestToken(context, {
      query: { grant_type: 'password', username: READER.username, password: 'guess' },
      headers: { 'accept-language': language },
      remoteAddress,
    });
  const probe = (remoteAddress: string) =>
    requestToken(context, { query: { grant_type: 'organization_ip' }, remoteAddress });

  it('answers 429 to the password attempt past the limit, per address', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await guess('203.0.113.1')).status).toBe(400);
    }
    const limited = await guess('203.0.113.1');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      code: 429,
      error_description: expect.stringMatching(
        /^Too many sign-in attempts\. Please try again in \d+ s$/,
      ),
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const zh = await guess('203.0.113.1', 'zh');
    expect(zh.body).toEqual({
      code: 429,
      error_description: expect.stringMatching(/^登录尝试过于频繁，请 \d+ 秒后再试$/),
    });
    expect((await guess('203.0.113.2')).status).toBe(400);
  });

  it('counts organization and refresh calls separately, with their own limit', async () => {
    for (let call = 0; call < 5; call++) expect((await probe('203.0.113.1')).status).toBe(200);
    expect((await probe('203.0.113.1')).status).toBe(429);
  });
});
