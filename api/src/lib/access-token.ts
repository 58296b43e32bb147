/**
 * Access tokens: HS256 JWTs naming who they stand for (a person or an organization) and their
 * tenant, valid for ACCESS_TOKEN_TTL_SECONDS. Verifying checks signature, algorithm, issuer,
 * audience and expiry.
 */
import { ACCESS_TOKEN_TTL_SECONDS } from '@portal/shared/contract';
import { SignJWT, errors, jwtVerify } from 'jose';

export type TokenSubject =
  { kind: 'personal'; userId: number } | { kind: 'organization'; organizationId: number };

export interface AccessTokenClaims {
  subject: TokenSubject;
  tenantId: string;
}

const ALGORITHM = 'HS256';
const ISSUER = 'portal-api';
const AUDIENCE = 'portal';
const SUBJECT = /^(personal|organization):([1-9][0-9]{0,9})$/;

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

export function createAccessTokens(secret: string): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    issue: ({ subject, tenantId }) =>
      new SignJWT({ tenant_id: tenantId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(subjectClaim(subject))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key),

    async verify(token) {
      let payload;
      try {
        ({ payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'sub'],
        }));
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw new AccessTokenError('expired');
        throw new AccessTokenError('invalid');
      }
      const subject = parseSubject(payload.sub);
      const tenantId = payload.tenant_id;
      if (!subject || typeof tenantId !== 'string') throw new AccessTokenError('invalid');
      return { subject, tenantId };
    },
  };
}
