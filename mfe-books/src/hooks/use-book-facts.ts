import { useTranslation } from 'react-i18next';
import type { BookSummary } from '@portal/contract';

/**
 * A book's authors as one phrase ("Li Wei and Anna Schmidt") and the editions it is sold in
 * ("Hardcover · eBook"), in the reader's language.
 */
export function useBookFacts(book: Pick<BookSummary, 'authors' | 'editions'>) {
  const { t, i18n } = useTranslation('books');
  const authors = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(book.authors);
  const editions = book.editions
    .map((edition) => t(`book.edition.${edition.binding}`))
    .join(t('book.editionSeparator'));
  return { authors, editions };
}
