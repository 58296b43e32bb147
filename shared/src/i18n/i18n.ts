import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Language } from '../config/constants';
import { storage } from '../config/storage';
import { bus } from '../events/bus';
import en from './en.json';
import {
  detectLanguage,
  htmlLang,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  mirrorLanguageCookie,
  storedLanguage,
  toLanguage,
} from './language';
import zh from './zh.json';

/** The one i18next instance of the page; every app's `useTranslation()` reads it. */
export const i18n: I18n = i18next.createInstance();

export type Messages = Record<string, unknown>;

/**
 * Initialises the shared instance once (later calls return it unchanged), in the given language
 * (a page the server rendered starts in the language it was rendered in) or else the detected
 * one, with the 'common' namespace. Synchronous: the messages are bundled.
 */
export function initI18n(startLanguage?: Language): I18n {
  if (i18n.isInitialized) return i18n;
  const language = startLanguage ?? detectLanguage();
  if (startLanguage && typeof document !== 'undefined') served = startLanguage;
  void i18n.use(initReactI18next).init({
    lng: language,
    supportedLngs: ['zh', 'en'],
    load: 'languageOnly',
    // A key an app forgot in one language shows the other language, never the raw key.
    fallbackLng: { zh: ['en'], default: ['zh'] },
    ns: ['common'],
    defaultNS: 'common',
    resources: { zh: { common: zh }, en: { common: en } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    // Every app adds its messages when its code loads, before any of its parts renders, so
    // adding messages re-renders nothing. (Re-rendering the whole page each time a part's code
    // arrives would also throw away the server's HTML of the parts the browser has not yet
    // taken over: React renders such a part anew, as loading, when it is updated first.)
    react: { useSuspense: false },
  });
  // A server renders each page in its reader's language (`setLanguageSource`), with no document.
  if (typeof document === 'undefined') return i18n;
  const stored = storedLanguage();
  if (stored) mirrorLanguageCookie(stored);
  document.documentElement.lang = htmlLang(language);
  i18n.on('languageChanged', (tag: string) => {
    const changed = toLanguage(tag);
    document.documentElement.lang = htmlLang(changed);
    bus.emit('language:changed', { language: changed });
  });
  return i18n;
}

let served: Language | undefined;

/**
 * The language the server rendered this page in, when the browser took a server's page over
 * (`initI18n`'s start language); undefined for a page the browser rendered itself.
 */
export function servedLanguage(): Language | undefined {
  return served;
}

let languageSource: (() => Language | undefined) | undefined;

/**
 * Where `currentLanguage()` reads the language first: a server rendering pages for readers of
 * both languages at once names the language of the page being rendered. Undefined: the page's.
 */
export function setLanguageSource(source: (() => Language | undefined) | undefined): void {
  languageSource = source;
}

/** The current portal language ('zh' or 'en'). */
export function currentLanguage(): Language {
  return (
    languageSource?.() ?? toLanguage(i18n.resolvedLanguage ?? i18n.language ?? detectLanguage())
  );
}

/**
 * Switches every app to the language at once, without a reload, and remembers the choice
 * (`TC_language`). `<html lang>` follows and 'language:changed' is emitted.
 */
export async function setLanguage(language: Language): Promise<void> {
  if (!isLanguage(language)) return;
  initI18n();
  storage.local.set(LANGUAGE_STORAGE_KEY, language);
  mirrorLanguageCookie(language);
  await i18n.changeLanguage(language);
}

/** Adds (or extends) an app's own namespace, e.g. `addMessages('journals', { zh, en })`. */
export function addMessages(namespace: string, messages: { zh: Messages; en: Messages }): void {
  initI18n();
  i18n.addResourceBundle('zh', namespace, messages.zh, true, true);
  i18n.addResourceBundle('en', namespace, messages.en, true, true);
}
