/** Where the public site is, for answers that link to its pages from outside it (Atom feeds). */

/**
 * Reads `PUBLIC_SITE_URL`: the site's origin and, when it is served under one, its base path
 * (`https://maths.example`, `https://www.example.org/portal`). Throws when it is not an http(s)
 * URL without credentials, query or fragment. Answered without a trailing slash, so that a page's
 * path (`/JDetail/3`) follows it.
 */
export function parsePublicSiteUrl(value: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value.trim());
  } catch {
    // Reported below.
  }
  if (
    !url ||
    !/^https?:$/.test(url.protocol) ||
    url.username ||
    url.password ||
    url.search ||
    url.hash
  ) {
    throw new Error(`not a site address (http(s)://host[:port][/base path]): ${value}`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}
