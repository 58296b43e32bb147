/** The HTTP Basic client credential of the token endpoint (RFC 7617). */
import { createHash, timingSafeEqual } from 'node:crypto';

export interface ClientCredential {
  clientId: string;
  clientSecret: string;
}

const BASIC = /^basic[ \t]+([A-Za-z0-9+/]+={0,2})$/i;

/** The id and secret an `Authorization: Basic ...` header carries, if it is one. */
export function parseBasicCredential(header: string | undefined): ClientCredential | undefined {
  const encoded = BASIC.exec(header?.trim() ?? '')?.[1];
  if (!encoded) return undefined;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return { clientId: decoded.slice(0, colon), clientSecret: decoded.slice(colon + 1) };
}

/** Compares digests, so that neither the length nor the content leaks through timing. */
function sameText(a: string, b: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(a), digest(b));
}

export function isClientCredential(
  header: string | undefined,
  expected: ClientCredential,
): boolean {
  const given = parseBasicCredential(header);
  if (!given) return false;
  // Both comparisons always run: which half was wrong must not show either.
  const idMatches = sameText(given.clientId, expected.clientId);
  const secretMatches = sameText(given.clientSecret, expected.clientSecret);
  return idMatches && secretMatches;
}
