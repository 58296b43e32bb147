import { useQuery } from '@tanstack/react-query';
import { apiGet, pagedQueryOptions } from '@portal/shared';
import type { BookHomepageQuery, BookSummary, Page } from '@portal/contract';
import { BOOKS_PAGE_SIZE } from '../../../api/filter-books';

export function getHomepageBooks(
  query: BookHomepageQuery,
  signal?: AbortSignal,
): Promise<Page<BookSummary>> {
  return apiGet('/bookmain/homepage', query, { signal });
}

/** A page of the books the editors feature, newest first. */
export function useFeaturedBooks(page: number) {
  return useQuery(
    pagedQueryOptions(
      ['books', 'homepage'],
      { type: 'featured', current: page, size: BOOKS_PAGE_SIZE },
      getHomepageBooks,
    ),
  );
}
