import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@portal/shared';
import type { BookHomeData } from '@portal/contract';

/**
 * The book home in one call: counts, featured, recent and forthcoming books, the series, the
 * textbooks and the featured author.
 */
export function getBookHome(signal?: AbortSignal): Promise<BookHomeData> {
  return apiGet('/bookmain/homedata', undefined, { signal });
}

/** One cache entry for the book home and the home page's widget: opening one fills the other. */
export function bookHomeQueryOptions() {
  return queryOptions({
    queryKey: ['books', 'homedata'],
    queryFn: ({ signal }) => getBookHome(signal),
  });
}

export function useBookHome() {
  return useQuery(bookHomeQueryOptions());
}
