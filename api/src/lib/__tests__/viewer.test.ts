import { SignJWT } from 'jose';
import { AccessTokenError, createAccessTokens } from '../access-token';
import { readViewer } from '../viewer';

const SECRET = 'a test secret of at least thirty-two characters';
const tokens = createAccessTokens(SECRET);
const key = new TextEncoder().encode(SECRET);

/** A token as the API would sign it, with claims changed. */
function craft(claims: { sub?: string; iss?: string; aud?: string; exp?: number }, secret = key) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ tenant_id: '000000' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub ?? 'personal:1')
    .setIssuer(claims.iss ?? 'portal-api')
    .setAudience(claims.aud ?? 'portal')
    .setExpirationTime(claims.exp ?? now + 60)
    .sign(secret);
}

async function reason(header: string): Promise<string | undefined> {
  try {
    await readViewer(header, tokens);
    return undefined;
  } catch (error) {
    return error instanceof AccessTokenError ? error.reason : 'other';
  }
}

describe('readViewer', () => {
  it('is anonymous without a Portal-Auth header', async () => {
    for (const header of [undefined, '', '   ']) {
      expect(await readViewer(header, tokens)).toEqual({ kind: 'anonymous' });
    }
  });

  it('names the person or organization an access token was issued to', async () => {
    const person = await tokens.issue({
      subject: { kind: 'personal', userId: 7 },
      tenantId: '000000',
    });
    expect(await readViewer(`bearer ${person}`, tokens)).toEqual({ kind: 'personal', userId: 7 });
    const organization = await tokens.issue({
      subject: { kind: 'organization', organizationId: 3 },
      tenantId: '000000',
    });
    expect(await readViewer(`Bearer ${organization}`, tokens)).toEqual({
      kind: 'organization',
      organizationId: 3,
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
