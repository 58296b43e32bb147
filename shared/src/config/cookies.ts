import { prefixedKey } from './storage';

export interface CookieOptions {
  /** Lifetime in days; omitted, the cookie ends with the browser session. */
  days?: number;
  path?: string;
}

const DAY_SECONDS = 24 * 60 * 60;

/** Sets `TC_<name>`: SameSite=Lax, Secure on https. */
export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  const parts = [
    `${prefixedKey(name)}=${encodeURIComponent(value)}`,
    `path=${options.path ?? '/'}`,
    'SameSite=Lax',
  ];
  if (options.days !== undefined) parts.push(`max-age=${Math.round(options.days * DAY_SECONDS)}`);
  if (window.location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}

let requestCookies: (() => string | undefined) | undefined;

/**
 * Where a server's render reads the cookies of the request it answers (its `Cookie` header), so
 * that it renders what the reader's browser will (the cookie notice only until it is answered).
 */
export function setCookieSource(source: (() => string | undefined) | undefined): void {
  requestCookies = source;
}

/** The cookie's value; null when absent (on a server, absent from the request it renders). */
export function getCookie(name: string): string | null {
  const cookies = typeof document === 'undefined' ? requestCookies?.() : document.cookie;
  if (!cookies) return null;
  const wanted = `${prefixedKey(name)}=`;
  const found = cookies.split(/;\s*/).find((part) => part.startsWith(wanted));
  if (found === undefined) return null;
  try {
    return decodeURIComponent(found.slice(wanted.length));
  } catch {
    return null;
  }
}

export function removeCookie(name: string, path = '/'): void {
  document.cookie = `${prefixedKey(name)}=; path=${path}; max-age=0; SameSite=Lax`;
}
