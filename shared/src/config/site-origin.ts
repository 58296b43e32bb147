let source: (() => string | undefined) | undefined;

/**
 * Where `pageOrigin()` reads the site's origin where there is no location: a server rendering
 * pages names the origin its reader came through (the public one, not the server's own).
 */
export function setSiteOriginSource(read: (() => string | undefined) | undefined): void {
  source = read;
}

/**
 * The origin readers reach the site at (`https://www.example.org`): the page's in a browser,
 * the request's on a server that renders pages; undefined elsewhere.
 */
export function pageOrigin(): string | undefined {
  return globalThis.location?.origin ?? source?.();
}
