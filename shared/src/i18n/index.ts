export {
  i18n,
  initI18n,
  setLanguage,
  setLanguageSource,
  addMessages,
  currentLanguage,
  servedLanguage,
  type Messages,
} from './i18n';
export {
  detectLanguage,
  htmlLang,
  isLanguage,
  storedLanguage,
  toLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
} from './language';
export { localize, useLocalized } from './localize';
export { formatDate, formatNumber, formatPrice, useFormatters, type Formatters } from './format';
export { ServedLanguage } from './served-language';
