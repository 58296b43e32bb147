import { useQuery } from '@tanstack/react-query';
import { apiGet, pagedQueryOptions } from '@portal/shared';
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
  return apiGet('/bookmain/homepage', query, { signal });
}

/** Titles come in both languages, so switching language reuses the cached page. */
export function booksQueryOptions({ type, page }: BookListFilters) {
  const query: BookHomepageQuery = { type, current: page, size: BOOKS_PAGE_SIZE };
  return pagedQueryOptions(['books', 'homepage'], query, getBooks);
}

export function useBooks(filters: BookListFilters) {
  return useQuery(booksQueryOptions(filters));
}
