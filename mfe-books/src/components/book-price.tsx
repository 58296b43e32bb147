import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFormatters } from '@portal/shared';

/** An amount is never broken across lines. */
const Amount = styled.span`
  white-space: nowrap;
`;
import type { BookSummary } from '@portal/contract';

/**
 * A book the publisher has put no price on (an imported ONIX record without one is priced 0,
 * which checkout refuses): not for sale, never "free".
 */
export const isUnpriced = (book: { listPrice: number; listPriceUsd?: number | null }) =>
  book.listPrice === 0 && !book.listPriceUsd;

/**
 * A book's list price in yuan and in US dollars, as the reader's language writes them
 * (en: CN¥128.00 / $18.29; zh: ¥128.00 / US$18.29), or "not for sale" for one without a price.
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
  if (isUnpriced(book)) return <span className={className}>{t('book.notForSale')}</span>;
  return (
    <span className={className}>
      <Amount>{price(book.listPrice, book.currency)}</Amount>
      {t('book.priceSeparator')}
      <Amount>{price(book.listPriceUsd, 'USD')}</Amount>
    </span>
  );
}
