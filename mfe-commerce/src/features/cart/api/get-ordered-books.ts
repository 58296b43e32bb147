import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@portal/shared';

/** Which of these books the signed-in reader has already bought (in a paid order). */
export function getOrderedBooks(bookIds: readonly number[], signal?: AbortSignal) {
  return apiGet(
    '/bgcloud-order/payment/check-obj-is-ordered',
    { ids: bookIds.join(',') },
    { signal },
  );
}

/**
 * Asked only for a personal session: nobody else has bought anything. The reader's name is in
 * the key, so signing in (or as someone else) asks again.
 */
export function orderedBooksQueryOptions(bookIds: readonly number[], reader: string | undefined) {
  const key = [...bookIds].sort((a, b) => a - b);
  return queryOptions({
    queryKey: ['cart', 'ordered', reader ?? '', key],
    queryFn: ({ signal }) => getOrderedBooks(key, signal),
    enabled: Boolean(reader) && key.length > 0,
  });
}

export function useOrderedBooks(bookIds: readonly number[], reader: string | undefined) {
  return useQuery(orderedBooksQueryOptions(bookIds, reader));
}
