/**
 * Admin tokens: what a staff member's sign-in answers beside the access token, sent as
 * `Admin-Auth: bearer <token>` to the staff routes (plugins/staff). Signed and checked as access
 * tokens are (access-token.ts `sessionJwts`), but with their own audience, lifetime
 * (ADMIN_TOKEN_TTL_SECONDS) and key (derived from the token secret), so that neither kind of token
 * can stand in for the other. They name the person, the tenant and the session (`sid`): signing
 * out ends them with the session. Whether the person is still staff is the staff plugin's check,
 * on every request.
 */
import { createHmac } from 'node:crypto';
import { ADMIN_TOKEN_TTL_SECONDS } from '@portal/contract';
import { AccessTokenError, sessionJwts, type AccessTokenClaims } from './access-token';

export interface AdminTokenClaims {
  userId: number;
  tenantId: string;
  /** The refresh-token family of the sign-in. */
  sessionId: string;
}

export interface AdminTokens {
  issue(claims: AdminTokenClaims): Promise<string>;
  /** The claims of a valid token; rejects with `AccessTokenError` otherwise. */
  verify(token: string): Promise<AdminTokenClaims>;
}

const AUDIENCE = 'portal-admin';
const SUBJECT = /^staff:([1-9][0-9]{0,9})$/;

/** The claims the session check (refresh-token-repository's `sessionStanding`) reads. */
export const sessionClaims = ({
  userId,
  tenantId,
  sessionId,
}: AdminTokenClaims): AccessTokenClaims => ({
  subject: { kind: 'personal', userId },
  tenantId,
  sessionId,
});

/** A key of its own: a portal token's signature never verifies as an admin token's. */
export const adminTokenKey = (secret: string): Uint8Array =>
  createHmac('sha256', secret).update('portal admin token').digest();

export function createAdminTokens(secret: string): AdminTokens {
  const jwts = sessionJwts({
    key: adminTokenKey(secret),
    audience: AUDIENCE,
    ttlSeconds: ADMIN_TOKEN_TTL_SECONDS,
  });
  return {
    issue: ({ userId, tenantId, sessionId }) =>
      jwts.issue({ subject: `staff:${userId}`, tenantId, sessionId }),

    async verify(token) {
      const { subject, tenantId, sessionId } = await jwts.verify(token);
      const staff = SUBJECT.exec(subject);
      if (!staff) throw new AccessTokenError('invalid');
      return { userId: Number(staff[1]), tenantId, sessionId };
    },
  };
}
