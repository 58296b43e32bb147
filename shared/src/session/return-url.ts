import { PAGES } from '@portal/pages';

/** Where a sign-in goes when it has no (usable) return URL. */
export const DEFAULT_RETURN_URL = PAGES.home.href();

/** Pages a sign-in must not return to: it would land on a form the reader has just finished. */
const SIGN_IN_PAGES: readonly string[] = [PAGES.login.path, PAGES.register.path];

/**
 * The `returnUrl` of the login and registration pages, made safe to navigate to: only a path of
 * this site (`/journals/journal?x=1#top`). An absolute URL, a protocol-relative one (`//evil.com`),
 * a backslash trick (`/\evil.com`) or anything else that would leave the site gives the default,
 * so the login page cannot be used to send a reader elsewhere after they sign in.
 */
export function safeReturnUrl(raw: string | null | undefined, basePath = '/'): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//')) return DEFAULT_RETURN_URL;
  // No whitespace, control characters or backslashes: browsers drop the first two from URLs
  // and read `/\` as `//`, so `/\tevil.com` would leave the site.
  if ([...raw].some((char) => char === '\\' || char.charCodeAt(0) <= 0x20 || char === '\u007f')) {
    return DEFAULT_RETURN_URL;
  }
  const origin = 'https://portal.invalid';
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return DEFAULT_RETURN_URL;
  }
  if (url.origin !== origin) return DEFAULT_RETURN_URL;
  const base = basePath.endsWith('/') ? basePath.slice(0, -1) : basePath;
  const path =
    base && url.pathname.startsWith(`${base}/`) ? url.pathname.slice(base.length) : url.pathname;
  if (SIGN_IN_PAGES.includes(path)) return DEFAULT_RETURN_URL;
  return `${path}${url.search}${url.hash}`;
}
