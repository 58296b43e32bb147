/** Who is asking: read from a request's `Portal-Auth: bearer <access token>` header. */
import { AccessTokenError, type AccessTokens } from './access-token';

export type Viewer =
  | { kind: 'anonymous' }
  | { kind: 'personal'; userId: number }
  | { kind: 'organization'; organizationId: number };

export const ANONYMOUS: Viewer = Object.freeze({ kind: 'anonymous' });

const BEARER = /^bearer[ \t]+(\S+)$/i;

/**
 * The viewer a `Portal-Auth` header names: anonymous without one (or an empty one). Rejects with
 * `AccessTokenError` when the header is there but does not hold a valid, unexpired token, so a
 * stale session is noticed instead of silently treated as anonymous.
 */
export async function readViewer(
  header: string | string[] | undefined,
  tokens: AccessTokens,
): Promise<Viewer> {
  if (Array.isArray(header)) throw new AccessTokenError('invalid');
  const value = header?.trim();
  if (!value) return ANONYMOUS;
  const token = BEARER.exec(value)?.[1];
  if (!token) throw new AccessTokenError('invalid');
  const { subject } = await tokens.verify(token);
  return subject;
}
