/**
 * Refresh tokens against the seeded database: issuing, single-use rotation and the revocation of
 * a copied token's family, each checked in `refresh_tokens` (on PGlite, and on PostgreSQL in
 * `pnpm test:postgres`).
 */
import { createHash } from 'node:crypto';
import { REFRESH_TOKEN_TTL_SECONDS } from '@portal/contract';
import { openTestDb } from '../../../test/test-db';
import type { Db, DbSession } from '../../db/db';
import type { TokenSubject } from '../../lib/access-token';
import {
  issueRefreshToken,
  REUSE_GRACE_SECONDS,
  revokeRefreshToken,
  rotateRefreshToken,
  sessionStanding,
} from '../refresh-token-repository';

const READER: TokenSubject = { kind: 'personal', userId: 1 };
const ORGANIZATION: TokenSubject = { kind: 'organization', organizationId: 1 };

let db: Db;
const count = async (sql: string, params: unknown[] = []) =>
  (await db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params))[0]?.n ?? -1;
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

interface TokenRow {
  family_id: string;
  user_id: number | null;
  organization_id: number | null;
  tenant_id: string;
  ttl: number;
  used: boolean;
  revoked: boolean;
}
const row = async (token: string) =>
  (
    await db.query<TokenRow>(
      `select family_id, user_id, organization_id, tenant_id,
              extract(epoch from expires_at - issued_at)::int as ttl,
              used_at is not null as used, revoked_at is not null as revoked
         from refresh_tokens where token_hash = $1`,
      [digest(token)],
    )
  )[0];

/** A token of a new family (or of `familyId`'s), without its family id. */
const issue = async (...args: Parameters<typeof issueRefreshToken>) =>
  (await issueRefreshToken(...args)).token;

/** Moves a token's use back past the grace within which it still renews. */
const useLongAgo = (token: string) =>
  db.query(
    `update refresh_tokens set used_at = now() - make_interval(secs => $2) where token_hash = $1`,
    [digest(token), REUSE_GRACE_SECONDS + 1],
  );

/** A resolve that grants whatever subject it is given, noting what it was asked. */
const grantAll = () => {
  const asked: [TokenSubject, string][] = [];
  const resolve = async (subject: TokenSubject, tenantId: string, tx: DbSession) => {
    asked.push([subject, tenantId]);
    // It runs inside the rotation's transaction, where the token is already used.
    const [state] = await tx.query<{ used: number }>(
      'select count(*)::int as used from refresh_tokens where used_at is not null',
    );
    return { subject, used: state?.used ?? 0 };
  };
  return { asked, resolve };
};

beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db.close());

describe('issueRefreshToken', () => {
  it('answers a random token and stores only its SHA-256 digest, for seven days', async () => {
    const token = await issue(db, READER, '000000');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await count('refresh_tokens where token_hash = $1', [token])).toBe(0);
    expect(await row(token)).toEqual({
      family_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      user_id: 1,
      organization_id: null,
      tenant_id: '000000',
      ttl: REFRESH_TOKEN_TTL_SECONDS,
      used: false,
      revoked: false,
    });
    const organization = await issue(db, ORGANIZATION, '000001');
    expect(await row(organization)).toMatchObject({
      user_id: null,
      organization_id: 1,
      tenant_id: '000001',
    });
    expect(organization).not.toBe(token);
    expect((await row(organization))?.family_id).not.toBe((await row(token))?.family_id);
  });

  it('answers the family (session) the token belongs to', async () => {
    const issued = await issueRefreshToken(db, READER, '000000');
    expect(issued.familyId).toBe((await row(issued.token))?.family_id);
  });

  it('adds to a family when given one', async () => {
    const first = await issue(db, READER, '000000');
    const family = (await row(first))?.family_id;
    const next = await issue(db, READER, '000000', family);
    expect((await row(next))?.family_id).toBe(family);
    expect(await count('refresh_tokens where family_id = $1', [family])).toBe(2);
  });

  it('deletes tokens expired more than a day ago when a new family starts, only then', async () => {
    const family = (await row(await issue(db, READER, '000000')))?.family_id;
    await db.query(
      `insert into refresh_tokens (family_id, user_id, token_hash, tenant_id, issued_at, expires_at)
       values (gen_random_uuid(), 1, 'old', '000000', now() - interval '9 days',
               now() - interval '2 days'),
              (gen_random_uuid(), 1, 'recent', '000000', now() - interval '7 days',
               now() - interval '1 hour')`,
    );
    await issue(db, READER, '000000', family);
    expect(await count(`refresh_tokens where token_hash in ('old', 'recent')`)).toBe(2);
    await issue(db, ORGANIZATION, '000000');
    expect(await count(`refresh_tokens where token_hash in ('old', 'recent')`)).toBe(1);
    expect(await count(`refresh_tokens where token_hash = 'recent'`)).toBe(1);
  });
});

describe('rotateRefreshToken', () => {
  it('uses a token once and issues the next of its family to whom resolve grants', async () => {
    const token = await issue(db, READER, '000000');
    const { asked, resolve } = grantAll();
    const rotation = await rotateRefreshToken(db, token, resolve);
    expect(rotation).toEqual({
      outcome: 'renewed',
      grantee: { subject: READER, used: await count('refresh_tokens where used_at is not null') },
      tenantId: '000000',
      refreshToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      familyId: (await row(token))?.family_id,
    });
    expect(asked).toEqual([[READER, '000000']]);
    if (rotation.outcome !== 'renewed') throw new Error('not renewed');
    expect(await row(token)).toMatchObject({ used: true, revoked: false });
    expect(await row(rotation.refreshToken)).toMatchObject({
      family_id: (await row(token))?.family_id,
      user_id: 1,
      used: false,
    });
    // The new token works in turn, for an organization as for a person.
    const organization = await issue(db, ORGANIZATION, '000001');
    const renewed = await rotateRefreshToken(db, organization, grantAll().resolve);
    expect(renewed).toMatchObject({
      outcome: 'renewed',
      grantee: { subject: ORGANIZATION },
      tenantId: '000001',
    });
    expect((await rotateRefreshToken(db, rotation.refreshToken, resolve)).outcome).toBe('renewed');
  });

  it('revokes the whole family when a used token comes back', async () => {
    const token = await issue(db, READER, '000000');
    const { resolve } = grantAll();
    const first = await rotateRefreshToken(db, token, resolve);
    if (first.outcome !== 'renewed') throw new Error('not renewed');
    const family = (await row(token))?.family_id;

    await useLongAgo(token);
    expect(await rotateRefreshToken(db, token, resolve)).toEqual({ outcome: 'reused' });
    expect(
      await count('refresh_tokens where family_id = $1 and revoked_at is null', [family]),
    ).toBe(0);
    expect(await rotateRefreshToken(db, first.refreshToken, resolve)).toEqual({
      outcome: 'invalid',
    });
    expect(await count('refresh_tokens where family_id = $1', [family])).toBe(2);
    // Other families are untouched.
    expect(
      await count('refresh_tokens where family_id <> $1 and revoked_at is not null', [family]),
    ).toBe(0);
  });

  it('refuses a subject resolve no longer grants, revoking the family but keeping the use', async () => {
    const token = await issue(db, ORGANIZATION, '000000');
    const refuse = async () => undefined;
    expect(await rotateRefreshToken(db, token, refuse)).toEqual({
      outcome: 'refused',
      subject: ORGANIZATION,
    });
    expect(await row(token)).toMatchObject({ used: true, revoked: true });
    expect(await rotateRefreshToken(db, token, grantAll().resolve)).toEqual({ outcome: 'reused' });
  });

  it('answers invalid for unknown and expired tokens, changing nothing', async () => {
    const expired = await issue(db, READER, '000000');
    await db.query(
      `update refresh_tokens set expires_at = now() - interval '1 second' where token_hash = $1`,
      [digest(expired)],
    );
    const { asked, resolve } = grantAll();
    expect(await rotateRefreshToken(db, expired, resolve)).toEqual({ outcome: 'invalid' });
    expect(await rotateRefreshToken(db, 'no-such-token', resolve)).toEqual({ outcome: 'invalid' });
    expect(asked).toEqual([]);
    expect(await row(expired)).toMatchObject({ used: false, revoked: false });
  });

  it('rolls back the use when resolve fails', async () => {
    const token = await issue(db, READER, '000000');
    await expect(
      rotateRefreshToken(db, token, async () => {
        throw new Error('database gone');
      }),
    ).rejects.toThrow('database gone');
    expect(await row(token)).toMatchObject({ used: false, revoked: false });
    expect((await rotateRefreshToken(db, token, grantAll().resolve)).outcome).toBe('renewed');
  });

  /** The tokens of a family that still renew: neither used, revoked nor expired. */
  const working = (family: string | undefined) =>
    count(
      `refresh_tokens where family_id = $1 and used_at is null and revoked_at is null
         and expires_at > now()`,
      [family],
    );

  it('answers a token used moments ago with the token its use issued: two renewals raced', async () => {
    const token = await issue(db, READER, '000000');
    const family = (await row(token))?.family_id;
    const first = await rotateRefreshToken(db, token, grantAll().resolve);
    const { asked, resolve } = grantAll();
    const second = await rotateRefreshToken(db, token, resolve);
    expect(first).toMatchObject({ outcome: 'renewed', familyId: family });
    if (first.outcome !== 'renewed') throw new Error('refused');
    // The grantee is read again, as it is now; the refresh token is the one already issued.
    expect(second).toEqual({ ...first, grantee: { subject: READER, used: expect.any(Number) } });
    expect(asked).toEqual([[READER, '000000']]);
    expect(await working(family)).toBe(1);
    expect(await count('refresh_tokens where family_id = $1', [family])).toBe(2);
    expect(
      await count('refresh_tokens where family_id = $1 and revoked_at is not null', [family]),
    ).toBe(0);
  });

  it('ends twenty concurrent renewals with one token with one working token of the family', async () => {
    const token = await issue(db, READER, '000000');
    const family = (await row(token))?.family_id;
    const rotations = await Promise.all(
      Array.from({ length: 20 }, () => rotateRefreshToken(db, token, grantAll().resolve)),
    );
    const issued = new Set(
      rotations.map((rotation) => (rotation.outcome === 'renewed' ? rotation.refreshToken : '')),
    );
    expect(rotations.map((rotation) => rotation.outcome)).toEqual(Array(20).fill('renewed'));
    expect(issued.size).toBe(1);
    expect(await working(family)).toBe(1);
    expect(await row([...issued][0] ?? '')).toMatchObject({ used: false, revoked: false });
  });

  it('answers a late caller the token the issued one was renewed into meanwhile', async () => {
    const token = await issue(db, READER, '000000');
    const first = await rotateRefreshToken(db, token, grantAll().resolve);
    if (first.outcome !== 'renewed') throw new Error('refused');
    const second = await rotateRefreshToken(db, first.refreshToken, grantAll().resolve);
    if (second.outcome !== 'renewed') throw new Error('refused');
    expect(await rotateRefreshToken(db, token, grantAll().resolve)).toMatchObject({
      outcome: 'renewed',
      refreshToken: second.refreshToken,
    });
    expect(await working((await row(token))?.family_id)).toBe(1);
  });

  it('trips the reuse detection when a cookie copied within the grace is used after it', async () => {
    const token = await issue(db, READER, '000000');
    const family = (await row(token))?.family_id;
    const reader = await rotateRefreshToken(db, token, grantAll().resolve);
    const copy = await rotateRefreshToken(db, token, grantAll().resolve);
    if (reader.outcome !== 'renewed' || copy.outcome !== 'renewed') throw new Error('refused');
    expect(copy.refreshToken).toBe(reader.refreshToken);
    // The reader renews on; the copy's holder comes back later with what it was given.
    const onwards = await rotateRefreshToken(db, reader.refreshToken, grantAll().resolve);
    expect(onwards.outcome).toBe('renewed');
    await useLongAgo(reader.refreshToken);
    expect(await rotateRefreshToken(db, copy.refreshToken, grantAll().resolve)).toEqual({
      outcome: 'reused',
    });
    expect(await working(family)).toBe(0);
  });

  it('refuses a late caller when the token its use issued was revoked since', async () => {
    const token = await issue(db, READER, '000000');
    const first = await rotateRefreshToken(db, token, grantAll().resolve);
    if (first.outcome !== 'renewed') throw new Error('refused');
    expect(await revokeRefreshToken(db, first.refreshToken)).toBe(true);
    expect(await rotateRefreshToken(db, token, grantAll().resolve)).toEqual({
      outcome: 'reused',
    });
  });
});

describe('revokeRefreshToken', () => {
  it('ends the whole session of a token, used or not', async () => {
    const token = await issue(db, READER, '000000');
    const renewed = await rotateRefreshToken(db, token, grantAll().resolve);
    if (renewed.outcome !== 'renewed') throw new Error('not renewed');
    expect(await revokeRefreshToken(db, token)).toBe(true);
    expect(await rotateRefreshToken(db, renewed.refreshToken, grantAll().resolve)).toEqual({
      outcome: 'invalid',
    });
    expect(await revokeRefreshToken(db, 'no-such-token')).toBe(false);
  });
});

describe('sessionStanding', () => {
  it('stands while the family does, for its own subject and tenant', async () => {
    const { familyId } = await issueRefreshToken(db, READER, '000000');
    const claims = { subject: READER, tenantId: '000000', sessionId: familyId };
    expect(await sessionStanding(db, claims, '203.0.113.9')).toBe('standing');
    expect(
      await sessionStanding(db, { ...claims, subject: { kind: 'personal', userId: 2 } }, undefined),
    ).toBe('ended');
    expect(await sessionStanding(db, { ...claims, tenantId: '000001' }, undefined)).toBe(
      'otherTenant',
    );
    await db.query('update refresh_tokens set revoked_at = now() where family_id = $1', [familyId]);
    expect(await sessionStanding(db, claims, undefined)).toBe('ended');
  });

  it("holds an organization's session to its network", async () => {
    const { familyId } = await issueRefreshToken(db, ORGANIZATION, '000000');
    const claims = { subject: ORGANIZATION, tenantId: '000000', sessionId: familyId };
    expect(await sessionStanding(db, claims, '192.0.2.44')).toBe('standing');
    expect(await sessionStanding(db, claims, '2001:db8:1::5')).toBe('standing');
    expect(await sessionStanding(db, claims, '198.51.100.7')).toBe('offNetwork');
    expect(await sessionStanding(db, claims, undefined)).toBe('offNetwork');
  });
});
