/**
 * The refresh grant: a session renewed with its refresh token, which works once and is replaced
 * (repositories/refresh-token-repository: rotation, reuse detection). The grantee is read again:
 * a person as they are now, an organization only while the reader is still on its network.
 */
import type { Db } from '../db/db';
import { findUser } from '../repositories/account-repository';
import { rotateRefreshToken, type Rotation } from '../repositories/refresh-token-repository';
import { organizationAt } from './organization-sign-in';
import type { Grantee } from './token-answer';

export type Renewal = Rotation<Grantee>;

/** Uses `refreshToken` once; `ip` is the caller's address, as the request reports it. */
export function renewSession(
  db: Db,
  refreshToken: string,
  ip: string | undefined,
): Promise<Renewal> {
  return rotateRefreshToken<Grantee>(db, refreshToken, async (subject, tenantId, tx) => {
    if (subject.kind === 'personal') {
      const user = await findUser(tx, subject.userId);
      return user && { kind: 'personal', user };
    }
    const organization = await organizationAt(tx, tenantId, ip);
    return organization?.id === subject.organizationId
      ? { kind: 'organization', organization }
      : undefined;
  });
}
