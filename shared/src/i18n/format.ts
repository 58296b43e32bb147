import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../config/constants';
import { currentLanguage } from './i18n';
import { toLanguage } from './language';

const LOCALES: Record<Language, string> = { zh: 'zh-CN', en: 'en-US' };

function locale(language?: string): string {
  return LOCALES[language ? toLanguage(language) : currentLanguage()];
}

/** A date (ISO string, epoch ms or Date) in the language; '' for a missing or invalid date. */
export function formatDate(
  value: string | number | Date | null | undefined,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
  language?: string,
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale(language), options).format(date);
}

export function formatNumber(
  value: number,
  options?: Intl.NumberFormatOptions,
  language?: string,
): string {
  return new Intl.NumberFormat(locale(language), options).format(value);
}

/** A price with its currency sign, e.g. ¥128.00 or CN¥128.00. */
export function formatPrice(amount: number, currency = 'CNY', language?: string): string {
  return new Intl.NumberFormat(locale(language), { style: 'currency', currency }).format(amount);
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
