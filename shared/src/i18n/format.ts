import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../config/constants';
import { currentLanguage } from './i18n';
import { toLanguage } from './language';

const LOCALES: Record<Language, string> = { zh: 'zh-CN', en: 'en-US' };

function locale(language?: string): string {
  return LOCALES[language ? toLanguage(language) : currentLanguage()];
}

/**
 * One formatter per locale and options, made on first use: making one costs far more than
 * formatting with it, and a page (on the site's server, each page) formats many dates.
 */
function cached<F, O>(make: (locale: string, options?: O) => F) {
  const made = new Map<string, F>();
  return (locale: string, options?: O): F => {
    const key = `${locale} ${JSON.stringify(options ?? {})}`;
    let formatter = made.get(key);
    if (!formatter) {
      formatter = make(locale, options);
      made.set(key, formatter);
    }
    return formatter;
  };
}

const dateFormat = cached(
  (locale, options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);
const numberFormat = cached(
  (locale, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);

/** A date (ISO string, epoch ms or Date) in the language; '' for a missing or invalid date. */
export function formatDate(
  value: string | number | Date | null | undefined,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
  language?: string,
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat(locale(language), options).format(date);
}

export function formatNumber(
  value: number,
  options?: Intl.NumberFormatOptions,
  language?: string,
): string {
  return numberFormat(locale(language), options).format(value);
}

/** A price with its currency sign, e.g. ¥128.00 or CN¥128.00. */
export function formatPrice(amount: number, currency = 'CNY', language?: string): string {
  return numberFormat(locale(language), { style: 'currency', currency }).format(amount);
}

export interface Formatters {
  date: (
    value: string | number | Date | null | undefined,
    options?: Intl.DateTimeFormatOptions,
  ) => string;
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  price: (amount: number, currency?: string) => string;
}

/** The formatters bound to the current language; components re-render when it changes. */
export function useFormatters(): Formatters {
  const { i18n: active } = useTranslation('common');
  const language = active.language;
  return useMemo(
    () => ({
      date: (value, options) => formatDate(value, options, language),
      number: (value, options) => formatNumber(value, options, language),
      price: (amount, currency) => formatPrice(amount, currency, language),
    }),
    [language],
  );
}
