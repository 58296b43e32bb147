/**
 * Access tokens: HS256 JWTs naming who they stand for (a person or an organization), their tenant
 * and their session (`sid`, the refresh-token family of the sign-in), valid for
 * ACCESS_TOKEN_TTL_SECONDS. Verifying checks signature, algorithm, issuer, audience, expiry and
 * the lifetime itself: a token issued in the future, or for longer than the API ever issues, is
 * refused even with a valid signature. Whether its session still stands is the auth plugin's check.
 */
import { ACCESS_TOKEN_TTL_SECONDS } from '@portal/contract';
import { SignJWT, errors, jwtVerify } from 'jose';

export type TokenSubject =
  { kind: 'personal'; userId: number } | { kind: 'organization'; organizationId: number };

export interface AccessTokenClaims {
  subject: TokenSubject;
  tenantId: string;
  /** The refresh-token family of the sign-in: revoking it ends the token at once. */
  sessionId: string;
}

const ALGORITHM = 'HS256';
const ISSUER = 'portal-api';
const AUDIENCE = 'portal';
const SUBJECT = /^(personal|organization):([1-9][0-9]{0,9})$/;
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** How far ahead of this machine's clock another API process's clock may be. */
const CLOCK_TOLERANCE_SECONDS = 5;

export class AccessTokenError extends Error {
  override readonly name = 'AccessTokenError';

  constructor(readonly reason: 'expired' | 'invalid') {
    super(`Access token ${reason}`);
  }
}

export interface AccessTokens {
  issue(claims: AccessTokenClaims): Promise<string>;
  /** The claims of a valid token; rejects with `AccessTokenError` otherwise. */
  verify(token: string): Promise<AccessTokenClaims>;
}

const subjectClaim = (subject: TokenSubject) =>
  subject.kind === 'personal'
    ? `personal:${subject.userId}`
    : `organization:${subject.organizationId}`;

function parseSubject(sub: string | undefined): TokenSubject | undefined {
  const match = SUBJECT.exec(sub ?? '');
  if (!match) return undefined;
  const id = Number(match[2]);
  return match[1] === 'personal'
    ? { kind: 'personal', userId: id }
    : { kind: 'organization', organizationId: id };
}

/** What every session token signs: whom it stands for (as its `sub`), tenant and session. */
export interface SessionJwtClaims {
  subject: string;
  tenantId: string;
  sessionId: string;
}

/**
 * The signing and checking both kinds of session token share (access tokens here, admin tokens
 * in admin-token.ts), each with its own key, audience and lifetime: a token of one kind never
 * verifies as the other. Verifying refuses, as `AccessTokenError`, a bad signature, algorithm,
 * issuer or audience, an expired token, one issued in the future or for longer than `ttlSeconds`,
 * and one without a tenant or a well-formed session id.
 */
export function sessionJwts({
  key,
  audience,
  ttlSeconds,
}: {
  key: Uint8Array;
  audience: string;
  ttlSeconds: number;
}) {
  return {
    issue: ({ subject, tenantId, sessionId }: SessionJwtClaims): Promise<string> =>
      new SignJWT({ tenant_id: tenantId, sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(subject)
        .setIssuer(ISSUER)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),

    async verify(token: string): Promise<SessionJwtClaims> {
      let payload;
      try {
        ({ payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience,
          requiredClaims: ['exp', 'iat', 'sub', 'sid'],
        }));
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw new AccessTokenError('expired');
        throw new AccessTokenError('invalid');
      }
      const { iat = 0, exp = 0, sub, sid, tenant_id: tenantId } = payload;
      const now = Math.floor(Date.now() / 1000);
      if (iat > now + CLOCK_TOLERANCE_SECONDS || exp - iat > ttlSeconds) {
        throw new AccessTokenError('invalid');
      }
      if (typeof sub !== 'string' || typeof tenantId !== 'string' || typeof sid !== 'string') {
        throw new AccessTokenError('invalid');
      }
      if (!SESSION_ID.test(sid)) throw new AccessTokenError('invalid');
      return { subject: sub, tenantId, sessionId: sid };
    },
  };
}

export function createAccessTokens(secret: string): AccessTokens {
  const jwts = sessionJwts({
    key: new TextEncoder().encode(secret),
    audience: AUDIENCE,
    ttlSeconds: ACCESS_TOKEN_TTL_SECONDS,
  });
  return {
    issue: ({ subject, tenantId, sessionId }) =>
      jwts.issue({ subject: subjectClaim(subject), tenantId, sessionId }),

    async verify(token) {
      const { subject, tenantId, sessionId } = await jwts.verify(token);
      const parsed = parseSubject(subject);
      if (!parsed) throw new AccessTokenError('invalid');
      return { subject: parsed, tenantId, sessionId };
    },
  };
}
