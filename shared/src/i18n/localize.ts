import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '@portal/contract';
import { toLanguage } from './language';

/** The text in the language, else in the other language, else ''. */
export function localize(text: LocalizedText | null | undefined, language: string): string {
  if (!text) return '';
  const primary = toLanguage(language);
  return (primary === 'zh' ? text.zh || text.en : text.en || text.zh) || '';
}

/** `localize` bound to the current language; components re-render when it changes. */
export function useLocalized(): (text: LocalizedText | null | undefined) => string {
  const { i18n: active } = useTranslation('common');
  const language = active.language;
  return useCallback((text) => localize(text, language), [language]);
}
