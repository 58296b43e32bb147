/**
 * Refresh tokens: random, single use, stored only as SHA-256 digests. Tokens issued one from
 * another form a family; presenting a used token again (it was copied) revokes its family.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { REFRESH_TOKEN_TTL_SECONDS } from '@portal/shared/contract';
import type { Db, DbSession } from '../db/db';
import type { TokenSubject } from '../lib/access-token';

const TOKEN_BYTES = 32;
/** Expired tokens are kept this long after expiry, then deleted when a new family starts. */
const EXPIRED_RETENTION = '1 day';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** Issues a refresh token for `subject`: the first of a new family unless `familyId` is given. */
export async function issueRefreshToken(
  db: DbSession,
  subject: TokenSubject,
  tenantId: string,
  familyId?: string,
): Promise<string> {
  if (!familyId) {
    await db.query(
      `delete from refresh_tokens where expires_at < now() - interval '${EXPIRED_RETENTION}'`,
    );
  }
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await db.query(
    `insert into refresh_tokens (family_id, user_id, organization_id, token_hash, tenant_id, expires_at)
     values ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
    [
      familyId ?? randomUUID(),
      subject.kind === 'personal' ? subject.userId : null,
      subject.kind === 'organization' ? subject.organizationId : null,
      digest(token),
      tenantId,
      REFRESH_TOKEN_TTL_SECONDS,
    ],
  );
  return token;
}

export type Rotation<T> =
  | { outcome: 'renewed'; grantee: T; tenantId: string; refreshToken: string }
  /** Unknown, expired or revoked. */
  | { outcome: 'invalid' }
  /** Already used: the family is now revoked. */
  | { outcome: 'reused' }
  /** Valid, but `resolve` no longer grants the subject a session: the family is now revoked. */
  | { outcome: 'refused'; subject: TokenSubject };

interface ClaimedRow {
  family_id: string;
  user_id: number | null;
  organization_id: number | null;
  tenant_id: string;
}

/**
 * Uses `token` once: marks it used and issues the next of its family, in one transaction, for
 * whatever `resolve` makes of its subject (say, the user's current profile). Whatever the outcome,
 * what it changed (a use, a revoked family) is committed.
 */
export function rotateRefreshToken<T>(
  db: Db,
  token: string,
  resolve: (subject: TokenSubject, tenantId: string, tx: DbSession) => Promise<T | undefined>,
): Promise<Rotation<T>> {
  const hash = digest(token);
  return db.transaction(async (tx): Promise<Rotation<T>> => {
    const [claimed] = await tx.query<ClaimedRow>(
      `update refresh_tokens set used_at = now()
        where token_hash = $1 and used_at is null and revoked_at is null and expires_at > now()
        returning family_id, user_id, organization_id, tenant_id`,
      [hash],
    );
    if (!claimed) {
      const [known] = await tx.query<{ family_id: string; used: boolean }>(
        'select family_id, used_at is not null as used from refresh_tokens where token_hash = $1',
        [hash],
      );
      if (!known?.used) return { outcome: 'invalid' };
      await revokeFamily(tx, known.family_id);
      return { outcome: 'reused' };
    }
    const subject: TokenSubject =
      claimed.user_id !== null
        ? { kind: 'personal', userId: claimed.user_id }
        : { kind: 'organization', organizationId: Number(claimed.organization_id) };
    const grantee = await resolve(subject, claimed.tenant_id, tx);
    if (grantee === undefined) {
      await revokeFamily(tx, claimed.family_id);
      return { outcome: 'refused', subject };
    }
    const refreshToken = await issueRefreshToken(tx, subject, claimed.tenant_id, claimed.family_id);
    return { outcome: 'renewed', grantee, tenantId: claimed.tenant_id, refreshToken };
  });
}

async function revokeFamily(tx: DbSession, familyId: string): Promise<void> {
  await tx.query(
    'update refresh_tokens set revoked_at = now() where family_id = $1 and revoked_at is null',
    [familyId],
  );
}
