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

/** The cookie's value; null when absent, and where there is no document (a server's render). */
export function getCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const wanted = `${prefixedKey(name)}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(wanted));
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
