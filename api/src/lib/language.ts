/** The reader's language, as far as the API can tell: the preferred of zh and en in Accept-Language. */
import type { LocalizedText } from '@portal/contract';
import Negotiator from 'negotiator';

export type Language = keyof LocalizedText;

/** English first: it is the answer when the header prefers neither (DESIGN.md section 7). */
const LANGUAGES: readonly Language[] = ['en', 'zh'];

export function preferredLanguage(acceptLanguage: string | undefined): Language {
  const best = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language(
    LANGUAGES,
  );
  return best === 'zh' ? 'zh' : 'en';
}
