/**
 * Admin tokens: what a staff member's sign-in answers beside the access token, sent as
 * `Admin-Auth: bearer <token>` to the staff routes (plugins/staff). HS256 JWTs like access tokens,
 * but with their own audience, lifetime (ADMIN_TOKEN_TTL_SECONDS) and key (derived from the token
 * secret), so that neither kind of token can stand in for the other. They name the person, the
 * tenant and the session (`sid`): signing out ends them with the session. Whether the person is
 * still staff is the staff plugin's check, on every request.
 */
import { createHmac } from 'node:crypto';
import { ADMIN_TOKEN_TTL_SECONDS } from '@portal/contract';
import { SignJWT, errors, jwtVerify } from 'jose';
import { AccessTokenError, type AccessTokenClaims } from './access-token';

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

const ALGORITHM = 'HS256';
const ISSUER = 'portal-api';
const AUDIENCE = 'portal-admin';
const SUBJECT = /^staff:([1-9][0-9]{0,9})$/;
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** How far ahead of this machine's clock another API process's clock may be. */
const CLOCK_TOLERANCE_SECONDS = 5;

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
  const key = adminTokenKey(secret);
  return {
    issue: ({ userId, tenantId, sessionId }) =>
      new SignJWT({ tenant_id: tenantId, sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(`staff:${userId}`)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ADMIN_TOKEN_TTL_SECONDS}s`)
        .sign(key),

    async verify(token) {
      let payload;
      try {
        ({ payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'iat', 'sub', 'sid'],
        }));
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw new AccessTokenError('expired');
        throw new AccessTokenError('invalid');
      }
      const { iat = 0, exp = 0, sid, tenant_id: tenantId } = payload;
      const now = Math.floor(Date.now() / 1000);
      if (iat > now + CLOCK_TOLERANCE_SECONDS || exp - iat > ADMIN_TOKEN_TTL_SECONDS) {
        throw new AccessTokenError('invalid');
      }
      const subject = SUBJECT.exec(payload.sub ?? '');
      if (!subject || typeof tenantId !== 'string' || typeof sid !== 'string') {
        throw new AccessTokenError('invalid');
      }
      if (!SESSION_ID.test(sid)) throw new AccessTokenError('invalid');
      return { userId: Number(subject[1]), tenantId, sessionId: sid };
    },
  };
}
