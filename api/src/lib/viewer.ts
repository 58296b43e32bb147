/** Who is asking: read from a request's `Portal-Auth: bearer <access token>` header. */
import { AccessTokenError, type AccessTokenClaims, type AccessTokens } from './access-token';

export type Viewer =
  | { kind: 'anonymous' }
  | { kind: 'personal'; userId: number }
  | { kind: 'organization'; organizationId: number };

export const ANONYMOUS: Viewer = Object.freeze({ kind: 'anonymous' });

const BEARER = /^bearer[ \t]+(\S+)$/i;

/**
 * The claims of the access token a `Portal-Auth` header holds: undefined without one (or an empty
 * one), an anonymous request. Rejects with `AccessTokenError` when the header is there but does
 * not hold a valid, unexpired token, so a stale session is noticed instead of silently treated as
 * anonymous. Whether the token's session still stands is the caller's check (plugins/auth).
 */
export async function readAccessToken(
  header: string | string[] | undefined,
  tokens: AccessTokens,
): Promise<AccessTokenClaims | undefined> {
  if (Array.isArray(header)) throw new AccessTokenError('invalid');
  const value = header?.trim();
  if (!value) return undefined;
  const token = BEARER.exec(value)?.[1];
  if (!token) throw new AccessTokenError('invalid');
  return tokens.verify(token);
}
