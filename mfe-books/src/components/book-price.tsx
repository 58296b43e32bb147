import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFormatters } from '@portal/shared';

/** An amount is never broken across lines. */
const Amount = styled.span`
  white-space: nowrap;
`;
import type { BookSummary } from '@portal/contract';

/**
 * A book's list price in yuan and in US dollars, as the reader's language writes them
 * (en: CN¥128.00 / $18.29; zh: ¥128.00 / US$18.29).
 */
export function BookPrice({
  book,
  className,
}: {
  book: Pick<BookSummary, 'listPrice' | 'currency' | 'listPriceUsd'>;
  className?: string;
}) {
  const { t } = useTranslation('books');
  const { price } = useFormatters();
  return (
    <span className={className}>
      <Amount>{price(book.listPrice, book.currency)}</Amount>
      {t('book.priceSeparator')}
      <Amount>{price(book.listPriceUsd, 'USD')}</Amount>
    </span>
  );
}
