/**
 * Absolute addresses of the site's pages, for answers read outside the site (feeds, sitemaps):
 * the site's address here, the page's path from the front ends' own table (@portal/pages).
 */
import type { FastifyRequest } from 'fastify';
import { badRequest } from './http-error';

/**
 * The site's address, without a trailing slash: PUBLIC_SITE_URL when it is set, else the
 * protocol and host this request was sent to (behind a trusted proxy, its X-Forwarded-Proto and
 * X-Forwarded-Host: the site's proxy in front of the API says where the reader was), when it is
 * one of the site's own origins (SITE_ORIGINS, which `pnpm start` sets), else the first of them:
 * an unknown Host header never steers a link elsewhere.
 */
export function siteUrlOf(request: FastifyRequest, publicSiteUrl: string | undefined): string {
  if (publicSiteUrl) return publicSiteUrl;
  const siteOrigins = request.server.siteOrigins;
  let origin: string | undefined;
  try {
    origin = new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    // Refused below.
  }
  const [first] = siteOrigins;
  if (first !== undefined) return origin && siteOrigins.includes(origin) ? origin : first;
  if (!origin || origin === 'null') throw badRequest('headers/host must be a host name');
  return origin;
}

/** `https://doi.org/<doi>`, each part of the DOI percent-encoded as a path segment. */
export const doiUrl = (doi: string) =>
  `https://doi.org/${doi.split('/').map(encodeURIComponent).join('/')}`;
