import type { BookSummary } from '@portal/contract';

/**
 * The books on sale before the forthcoming ones, each group in the order given: a reader who
 * came to buy sees first what can be bought today.
 */
export function onSaleFirst<T extends Pick<BookSummary, 'publishStatus'>>(
  books: readonly T[],
): T[] {
  return [
    ...books.filter((book) => book.publishStatus !== 'forthcoming'),
    ...books.filter((book) => book.publishStatus === 'forthcoming'),
  ];
}
