import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@portal/shared';
import type { BookHomepageCount } from '@portal/shared/contract';

/** How many books each list of the book home holds. */
export function getBookCounts(signal?: AbortSignal): Promise<BookHomepageCount> {
  return apiGet('/bookmain/homepage-count', undefined, { signal });
}

export function bookCountsQueryOptions() {
  return queryOptions({
    queryKey: ['books', 'homepage-count'],
    queryFn: ({ signal }) => getBookCounts(signal),
  });
}

export function useBookCounts() {
  return useQuery(bookCountsQueryOptions());
}
