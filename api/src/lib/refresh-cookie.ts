/**
 * The refresh token's cookie: set and cleared only by the API, HttpOnly (no script on the page can
 * read it, so an injected one cannot carry the session away), SameSite=Strict (no other site's
 * page sends it) and sent only to the token endpoint (`Path`), Secure when the site is on https.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export const REFRESH_COOKIE = 'TC_refresh';
/** The token endpoint; its `/revoke` below it receives the cookie too. */
export const REFRESH_COOKIE_PATH = '/api/bgcloud-auth/oauth/token';

function attributes(request: FastifyRequest, maxAgeSeconds: number): string {
  const parts = [`Path=${REFRESH_COOKIE_PATH}`, 'HttpOnly', 'SameSite=Strict'];
  parts.push(`Max-Age=${maxAgeSeconds}`);
  // `request.protocol` reads X-Forwarded-Proto only from TRUSTED_PROXIES.
  if (request.protocol === 'https') parts.push('Secure');
  return parts.join('; ');
}

export function setRefreshCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
): void {
  reply.header('set-cookie', `${REFRESH_COOKIE}=${token}; ${attributes(request, maxAgeSeconds)}`);
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', `${REFRESH_COOKIE}=; ${attributes(request, 0)}`);
}

/** The refresh token the request's `Cookie` header holds, if any. */
export function readRefreshCookie(request: FastifyRequest): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === REFRESH_COOKIE && value.length) return value.join('=') || undefined;
  }
  return undefined;
}
