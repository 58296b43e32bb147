/**
 * The token endpoint takes passwords and refresh tokens as query parameters (the front ends'
 * contract), and request logs record URLs: these are the URLs as logged, secrets replaced.
 */
const SECRET_PARAMS = new Set(['password', 'refresh_token', 'access_token']);

export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const rawName = equals < 0 ? pair : pair.slice(0, equals);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // A malformed escape is logged as sent; it cannot be one of the secret names decoded.
      }
      return equals >= 0 && SECRET_PARAMS.has(name) ? `${rawName}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, start)}?${query}`;
}
