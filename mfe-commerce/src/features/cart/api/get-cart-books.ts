import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@portal/shared';
import type { BookSummary } from '@portal/contract';

/**
 * The books in the cart as the catalogue has them now: the cart in the browser keeps what was
 * added, but the price to pay is today's. Unknown ids are left out of the answer.
 */
export function getCartBooks(ids: readonly number[], signal?: AbortSignal): Promise<BookSummary[]> {
  return apiGet(
    '/bgcloud-order/payment/get-shopping-cart-obj-detail-list',
    { ids: ids.join(',') },
    { signal },
  );
}

export function cartBooksQueryOptions(ids: readonly number[]) {
  // Sorted: a change of quantity or order is not a change of what to look up.
  const key = [...ids].sort((a, b) => a - b);
  return queryOptions({
    queryKey: ['cart', 'books', key],
    queryFn: ({ signal }) => getCartBooks(key, signal),
    enabled: ids.length > 0,
    // Removing a line keeps the other lines on screen while the smaller look-up runs.
    placeholderData: keepPreviousData,
  });
}

export function useCartBooks(ids: readonly number[]) {
  return useQuery(cartBooksQueryOptions(ids));
}
