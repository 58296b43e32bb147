/** Which web origins may call the API from their pages (CORS). */

/**
 * The site `pnpm start` serves. Its pages reach the API through the site's own `/api` proxy,
 * same-origin; only a page of another origin needs to be named here.
 */
export const DEFAULT_CORS_ORIGINS = ['http://127.0.0.1:8080'];

/** Reads `CORS_ORIGINS` (comma-separated origins); throws naming the first it cannot use. */
export function parseCorsOrigins(value: string): string[] {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    let origin: string | undefined;
    try {
      origin = new URL(entry).origin;
    } catch {
      // Reported below.
    }
    if (origin !== entry || !/^https?:/.test(entry)) {
      throw new Error(`not an origin (scheme://host[:port], no path): ${entry}`);
    }
  }
  return entries;
}
