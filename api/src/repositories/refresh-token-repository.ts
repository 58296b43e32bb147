/**
 * Refresh tokens: random, single use, stored only as SHA-256 digests. Tokens issued one from
 * another form a family, which is the session of one sign-in: every access token names its
 * family, and lives only while the family does. Presenting a used token again (it was copied)
 * revokes its family, unless it comes within a few seconds of its use: two renewals racing (two
 * tabs loading at once, a page left while its renewal was under way and the new cookie never
 * stored) send the same token, and ending the reader's session for that would be wrong. Such a
 * late caller is given the token the first use issued (or the one that token was renewed into
 * meanwhile), never a new one: a family has one token that works, so a copied cookie cannot fork
 * the session, and its next use after the grace trips the reuse detection.
 */
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { REFRESH_TOKEN_TTL_SECONDS } from '@portal/contract';
import type { Db, DbSession } from '../db/db';
import type { AccessTokenClaims, TokenSubject } from '../lib/access-token';

const TOKEN_BYTES = 32;
/** Expired tokens are kept this long after expiry, then deleted when a new family starts. */
const EXPIRED_RETENTION = '1 day';
/** How long after its use a refresh token still answers (the token its use issued). */
export const REUSE_GRACE_SECONDS = 10;
/** Renewals a racing caller may have missed: beyond this many, it is refused. */
const MAX_MISSED_RENEWALS = 8;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(TOKEN_BYTES).toString('base64url');
/**
 * The token the use of `token` issues: derived from it and the salt stored at its use, so that
 * the same token can be answered again to a racing caller (who shows `token`) without storing it.
 */
const successorOf = (token: string, salt: string) =>
  createHmac('sha256', token).update(salt).digest('base64url');

export interface IssuedRefreshToken {
  token: string;
  /** The family (session) it belongs to. */
  familyId: string;
}

/** Issues a refresh token for `subject`: the first of a new family unless `familyId` is given. */
export async function issueRefreshToken(
  db: DbSession,
  subject: TokenSubject,
  tenantId: string,
  familyId?: string,
): Promise<IssuedRefreshToken> {
  if (!familyId) {
    await db.query(
      `delete from refresh_tokens where expires_at < now() - interval '${EXPIRED_RETENTION}'`,
    );
  }
  const token = newToken();
  const family = familyId ?? randomUUID();
  await storeToken(db, token, subject, tenantId, family);
  return { token, familyId: family };
}

async function storeToken(
  db: DbSession,
  token: string,
  subject: TokenSubject,
  tenantId: string,
  family: string,
): Promise<void> {
  await db.query(
    `insert into refresh_tokens (family_id, user_id, organization_id, token_hash, tenant_id, expires_at)
     values ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
    [
      family,
      subject.kind === 'personal' ? subject.userId : null,
      subject.kind === 'organization' ? subject.organizationId : null,
      digest(token),
      tenantId,
      REFRESH_TOKEN_TTL_SECONDS,
    ],
  );
}

export type Rotation<T> =
  | { outcome: 'renewed'; grantee: T; tenantId: string; refreshToken: string; familyId: string }
  /** Unknown, expired or revoked. */
  | { outcome: 'invalid' }
  /** Already used: the family is now revoked. */
  | { outcome: 'reused' }
  /** Valid, but `resolve` no longer grants the subject a session: the family is now revoked. */
  | { outcome: 'refused'; subject: TokenSubject };

interface TokenRow {
  family_id: string;
  user_id: number | null;
  organization_id: number | null;
  tenant_id: string;
  /** Neither revoked nor expired. */
  live: boolean;
  used: boolean;
  /** Used less than REUSE_GRACE_SECONDS ago. */
  in_grace: boolean;
  successor_salt: string | null;
}

/** The token's row, locked until the transaction ends: racing renewals take their turns. */
async function lockToken(tx: DbSession, token: string): Promise<TokenRow | undefined> {
  const [row] = await tx.query<TokenRow>(
    `select family_id, user_id, organization_id, tenant_id,
            revoked_at is null and expires_at > now() as live,
            used_at is not null as used,
            coalesce(used_at > now() - make_interval(secs => $2), false) as in_grace,
            successor_salt
       from refresh_tokens where token_hash = $1
        for update`,
    [digest(token), REUSE_GRACE_SECONDS],
  );
  return row;
}

/**
 * The family's working token that `token` (used within the grace) was renewed into: its
 * successor, or that one's if it was used in turn within its grace, and so on. Undefined when
 * the chain ends in a revoked or expired token, or is longer than a racing caller could miss.
 */
async function workingSuccessor(
  tx: DbSession,
  token: string,
  salt: string | null,
): Promise<string | undefined> {
  let current = token;
  let currentSalt = salt;
  for (let renewal = 0; renewal < MAX_MISSED_RENEWALS && currentSalt !== null; renewal += 1) {
    current = successorOf(current, currentSalt);
    const row = await lockToken(tx, current);
    if (!row?.live) return undefined;
    if (!row.used) return current;
    if (!row.in_grace) return undefined;
    currentSalt = row.successor_salt;
  }
  return undefined;
}

/**
 * Uses `token` once: marks it used and issues the next of its family, in one transaction, for
 * whatever `resolve` makes of its subject (say, the user's current profile). A token used less
 * than REUSE_GRACE_SECONDS ago answers the token its use issued (see above), for `resolve`'s
 * grantee as it is now. Whatever the outcome, what it changed (a use, a revoked family) is
 * committed.
 */
export function rotateRefreshToken<T>(
  db: Db,
  token: string,
  resolve: (subject: TokenSubject, tenantId: string, tx: DbSession) => Promise<T | undefined>,
): Promise<Rotation<T>> {
  return db.transaction(async (tx): Promise<Rotation<T>> => {
    const row = await lockToken(tx, token);
    if (!row) return { outcome: 'invalid' };
    if (row.used && !(row.live && row.in_grace)) {
      await revokeFamily(tx, row.family_id);
      return { outcome: 'reused' };
    }
    if (!row.live) return { outcome: 'invalid' };
    let next: string | undefined;
    if (row.used) {
      next = await workingSuccessor(tx, token, row.successor_salt);
      if (next === undefined) return { outcome: 'invalid' };
    } else {
      const salt = newToken();
      await tx.query(
        'update refresh_tokens set used_at = now(), successor_salt = $2 where token_hash = $1',
        [digest(token), salt],
      );
      next = successorOf(token, salt);
    }
    const subject: TokenSubject =
      row.user_id !== null
        ? { kind: 'personal', userId: row.user_id }
        : { kind: 'organization', organizationId: Number(row.organization_id) };
    const grantee = await resolve(subject, row.tenant_id, tx);
    if (grantee === undefined) {
      await revokeFamily(tx, row.family_id);
      return { outcome: 'refused', subject };
    }
    if (!row.used) await storeToken(tx, next, subject, row.tenant_id, row.family_id);
    return {
      outcome: 'renewed',
      grantee,
      tenantId: row.tenant_id,
      refreshToken: next,
      familyId: row.family_id,
    };
  });
}

/** Ends the session `token` belongs to (used or not): a sign-out. False when there is none. */
export async function revokeRefreshToken(db: DbSession, token: string): Promise<boolean> {
  const [known] = await db.query<{ family_id: string }>(
    'select family_id from refresh_tokens where token_hash = $1',
    [digest(token)],
  );
  if (!known) return false;
  await revokeFamily(db, known.family_id);
  return true;
}

async function revokeFamily(tx: DbSession, familyId: string): Promise<void> {
  await tx.query(
    'update refresh_tokens set revoked_at = now() where family_id = $1 and revoked_at is null',
    [familyId],
  );
}

/** Why an access token no longer stands, or 'standing'. */
export type SessionStanding = 'standing' | 'ended' | 'offNetwork' | 'otherTenant';

/**
 * Whether the session an access token names still stands for this request, read on every
 * authenticated request (an indexed look-up): its family is neither revoked nor expired and
 * belongs to the token's subject; the subject is of the token's tenant; and an organization's
 * token comes from an address in one of the organization's ranges (`address`, undefined when the
 * request's is not an IP address).
 */
export async function sessionStanding(
  db: DbSession,
  { subject, tenantId, sessionId }: AccessTokenClaims,
  address: string | undefined,
): Promise<SessionStanding> {
  const userId = subject.kind === 'personal' ? subject.userId : null;
  const organizationId = subject.kind === 'organization' ? subject.organizationId : null;
  const [row] = await db.query<{ live: boolean; in_tenant: boolean; on_network: boolean }>(
    `select
       exists (select 1 from refresh_tokens r
                where r.family_id = $1::uuid and r.tenant_id = $2
                  and r.revoked_at is null and r.expires_at > now()
                  and r.user_id is not distinct from $3::int
                  and r.organization_id is not distinct from $4::int) as live,
       coalesce((select u.tenant_id = $2 from users u where u.id = $3::int),
                (select o.tenant_id = $2 from organizations o where o.id = $4::int),
                false) as in_tenant,
       $4::int is null
         or exists (select 1 from organization_ip_ranges ip
                     where ip.organization_id = $4::int and $5::inet <<= ip.cidr) as on_network`,
    [sessionId, tenantId, userId, organizationId, address ?? null],
  );
  if (!row?.in_tenant) return 'otherTenant';
  if (!row.live) return 'ended';
  return row.on_network ? 'standing' : 'offNetwork';
}
