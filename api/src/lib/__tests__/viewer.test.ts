import { SignJWT } from 'jose';
import { AccessTokenError, createAccessTokens } from '../access-token';
import { readAccessToken } from '../viewer';

const SECRET = 'a test secret of at least thirty-two characters';
const tokens = createAccessTokens(SECRET);
const key = new TextEncoder().encode(SECRET);
const SESSION = '0b7c52a4-2f5e-4d0c-9d3a-6d1c3f0e8a11';

/** A token as the API would sign it, with claims changed. */
function craft(
  claims: { sub?: string; iss?: string; aud?: string; exp?: number; iat?: number },
  secret = key,
) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ tenant_id: '000000', sid: SESSION })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub ?? 'personal:1')
    .setIssuer(claims.iss ?? 'portal-api')
    .setAudience(claims.aud ?? 'portal')
    .setIssuedAt(claims.iat ?? (claims.exp ?? now + 60) - 60)
    .setExpirationTime(claims.exp ?? now + 60)
    .sign(secret);
}

async function reason(header: string): Promise<string | undefined> {
  try {
    await readAccessToken(header, tokens);
    return undefined;
  } catch (error) {
    return error instanceof AccessTokenError ? error.reason : 'other';
  }
}

describe('readAccessToken', () => {
  it('reads nothing without a Portal-Auth header: an anonymous request', async () => {
    for (const header of [undefined, '', '   ']) {
      expect(await readAccessToken(header, tokens)).toBeUndefined();
    }
  });

  it('names the person or organization an access token was issued to, its tenant and session', async () => {
    const person = await tokens.issue({
      subject: { kind: 'personal', userId: 7 },
      tenantId: '000000',
      sessionId: SESSION,
    });
    expect(await readAccessToken(`bearer ${person}`, tokens)).toEqual({
      subject: { kind: 'personal', userId: 7 },
      tenantId: '000000',
      sessionId: SESSION,
    });
    const organization = await tokens.issue({
      subject: { kind: 'organization', organizationId: 3 },
      tenantId: '000001',
      sessionId: SESSION,
    });
    expect(await readAccessToken(`Bearer ${organization}`, tokens)).toEqual({
      subject: { kind: 'organization', organizationId: 3 },
      tenantId: '000001',
      sessionId: SESSION,
    });
  });

  it('tells an expired token from an invalid one', async () => {
    expect(await reason(`bearer ${await craft({ exp: Math.floor(Date.now() / 1000) - 10 })}`)).toBe(
      'expired',
    );
    const forged = await craft({}, new TextEncoder().encode('another secret, thirty-two chars!'));
    expect(await reason(`bearer ${forged}`)).toBe('invalid');
  });

  it.each([
    ['another issuer', { iss: 'someone-else' }],
    ['another audience', { aud: 'admin' }],
    ['a subject of an unknown kind', { sub: 'admin:1' }],
    ['a subject without an id', { sub: 'personal:' }],
    [
      'a lifetime of thirty years',
      {
        iat: Math.floor(Date.now() / 1000),
        exp: Math.floor(Date.now() / 1000) + 30 * 365 * 86_400,
      },
    ],
    ['an issue time an hour ahead', { iat: Math.floor(Date.now() / 1000) + 3600 }],
  ])('refuses a token with %s', async (_case, claims) => {
    expect(await reason(`bearer ${await craft(claims)}`)).toBe('invalid');
  });

  it('refuses headers that are not a bearer token', async () => {
    const valid = await craft({});
    expect(await reason(valid)).toBe('invalid');
    expect(await reason(`Basic ${valid}`)).toBe('invalid');
    expect(await reason('bearer not.a.jwt')).toBe('invalid');
    expect(await reason('bearer')).toBe('invalid');
  });

  it('refuses unsigned tokens', async () => {
    const [, payload] = (await craft({})).split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    expect(await reason(`bearer ${header}.${payload}.`)).toBe('invalid');
  });
});
