/**
 * Which language a page is in, as a rule free of the browser and of React: the shell's start-up,
 * its server renderer and the site's server (its page cache's key) decide it alike.
 */
import type { Language } from '../config/constants';

/** The first of the preferred language tags that is Chinese or English, if any. */
export function preferredLanguage(tags: Iterable<string | undefined>): Language | undefined {
  for (const tag of tags) {
    const lower = (tag ?? '').trim().toLowerCase();
    if (lower.startsWith('zh')) return 'zh';
    if (lower.startsWith('en')) return 'en';
  }
  return undefined;
}

/**
 * A page rendered on the server: in the reader's stored choice (the `TC_language` cookie), else
 * the first Chinese or English language of their browser's Accept-Language, else English.
 */
export function pageLanguage(cookie: string | undefined, acceptLanguage = ''): Language {
  if (cookie === 'zh' || cookie === 'en') return cookie;
  return preferredLanguage(acceptLanguage.split(',').map((part) => part.split(';')[0])) ?? 'en';
}
