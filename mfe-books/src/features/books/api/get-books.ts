import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@portal/shared';
import type {
  BookHomepageQuery,
  BookHomepageType,
  BookSummary,
  Page,
} from '@portal/shared/contract';

export const BOOKS_PAGE_SIZE = 12;

export interface BookListFilters {
  type: BookHomepageType;
  page: number;
}

export function getBooks(
  query: BookHomepageQuery,
  signal?: AbortSignal,
): Promise<Page<BookSummary>> {
  return apiGet<Page<BookSummary>>('/bookmain/homepage', query, { signal });
}

/** Titles come in both languages, so switching language reuses the cached page. */
export function booksQueryOptions({ type, page }: BookListFilters) {
  const query: BookHomepageQuery = { type, current: page, size: BOOKS_PAGE_SIZE };
  return queryOptions({
    queryKey: ['books', 'homepage', query],
    queryFn: ({ signal }) => getBooks(query, signal),
    // Keep the current books on screen while the next page or list loads.
    placeholderData: keepPreviousData,
  });
}

export function useBooks(filters: BookListFilters) {
  return useQuery(booksQueryOptions(filters));
}
