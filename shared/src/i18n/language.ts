import { LANGUAGES, type Language } from '../config/constants';
import { getCookie, setCookie } from '../config/cookies';
import { prefixedKey, storage } from '../config/storage';
import { preferredLanguage } from './page-language';

/** Storage key (`TC_language`) of the reader's explicit choice. */
export const LANGUAGE_STORAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The portal language a language tag belongs to: `zh-TW` -> zh, anything else -> en. */
export function toLanguage(tag: string): Language {
  return tag.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

/** What `<html lang>` says for a portal language. */
export function htmlLang(language: Language): string {
  return language === 'zh' ? 'zh-CN' : 'en';
}

/**
 * The language to start in (DESIGN.md section 7): the stored choice wins (or the cookie that
 * mirrors it); else the first of the browser's preferred languages that is Chinese or English;
 * else English (index 1).
 */
export function detectLanguage(): Language {
  const stored = storedLanguage();
  if (stored) return stored;
  // The cookie mirroring a choice (made in this browser's other storage, or cleared from it):
  // what the site's server rendered the page in.
  const mirrored = getCookie(LANGUAGE_STORAGE_KEY);
  if (isLanguage(mirrored)) return mirrored;
  const preferred =
    typeof navigator === 'undefined'
      ? []
      : navigator.languages?.length
        ? navigator.languages
        : [navigator.language];
  return preferredLanguage(preferred) ?? LANGUAGES[1];
}

/** The cookie (`TC_language`) mirroring the stored choice, so the site's server renders in it. */
export const LANGUAGE_COOKIE = prefixedKey(LANGUAGE_STORAGE_KEY);

/**
 * Mirrors the reader's choice of language into a cookie the site's server reads: a page it
 * renders comes in that language. The choice itself stays in storage, as before.
 */
export function mirrorLanguageCookie(language: Language): void {
  if (typeof document === 'undefined') return;
  if (getCookie(LANGUAGE_STORAGE_KEY) !== language) {
    setCookie(LANGUAGE_STORAGE_KEY, language, { days: 365 });
  }
}

/** The reader's stored choice of language, if they made one. */
export function storedLanguage(): Language | undefined {
  const stored = storage.local.get<unknown>(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : undefined;
}
