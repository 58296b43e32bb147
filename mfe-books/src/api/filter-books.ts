import { useQuery } from '@tanstack/react-query';
import { apiGet, pagedQueryOptions } from '@portal/shared';
import type { BookFilterQuery, BookSummary, Page } from '@portal/contract';
import { DEFAULT_BOOK_SORT, type BookListFilters } from '../utils/book-list-path';

/** Books per page of a list: four rows of three cards, two rows of six tiles. */
export const BOOKS_PAGE_SIZE = 12;

export function filterBooks(
  query: BookFilterQuery,
  signal?: AbortSignal,
): Promise<Page<BookSummary>> {
  return apiGet('/bookmain/homepagefilter', query, { signal });
}

/** The request for the reader's filters: only what is set, and `sort` when not the default. */
export function toBookFilterQuery(
  filters: BookListFilters,
  size: number = BOOKS_PAGE_SIZE,
): BookFilterQuery {
  return {
    current: filters.page,
    size,
    ...(filters.keyword && { keyword: filters.keyword }),
    ...(filters.seriesId !== null && { seriesId: filters.seriesId }),
    ...(filters.tagId !== null && { tagId: filters.tagId }),
    ...(filters.msc && { msc: filters.msc }),
    ...(filters.yearFrom !== null && { yearFrom: filters.yearFrom }),
    ...(filters.yearTo !== null && { yearTo: filters.yearTo }),
    ...(filters.medium && { medium: filters.medium }),
    ...(filters.status && { status: filters.status }),
    ...(filters.sort !== DEFAULT_BOOK_SORT && { sort: filters.sort }),
  };
}

/**
 * Each query cached on its own, so Back to a list shows its rows at once; titles come in both
 * languages, so switching language reuses the cached page.
 */
export function filteredBooksQueryOptions(query: BookFilterQuery) {
  return pagedQueryOptions(['books', 'homepagefilter'], query, filterBooks);
}

export function useFilteredBooks(query: BookFilterQuery, enabled = true) {
  return useQuery({ ...filteredBooksQueryOptions(query), enabled });
}
