import { useQuery } from '@tanstack/react-query';
import { apiGet, PAGE_SIZE, pagedQueryOptions } from '@portal/shared';
import type { BookSeriesDetail, BookSeriesQuery, BookSeriesSummary, Page } from '@portal/contract';

export function getBookSeries(
  query: BookSeriesQuery,
  signal?: AbortSignal,
): Promise<Page<BookSeriesSummary>> {
  return apiGet('/bookmain/bookseries', query, { signal });
}

/** Silent: an unknown series (an old link) is the page's "no such series", not an error notice. */
export function getBookSeriesDetail(id: number, signal?: AbortSignal): Promise<BookSeriesDetail> {
  return apiGet('/bookmain/bookseries-detail', { id }, { signal, silent: true });
}

/** A page of the series, the annual books first (the API's order). */
export function useBookSeriesPage(query: BookSeriesQuery) {
  return useQuery(pagedQueryOptions(['books', 'bookseries'], query, getBookSeries));
}

/** Every series, for a choice of series: there are a few dozen at most. */
export function useAllBookSeries() {
  return useQuery({
    queryKey: ['books', 'bookseries', 'all'],
    queryFn: ({ signal }) => getBookSeries({ current: 1, size: PAGE_SIZE.ALL }, signal),
    select: (page) => page.records,
    staleTime: 10 * 60_000,
  });
}

/** One series, when `id` is set. */
export function useBookSeriesDetail(id: number | null) {
  return useQuery({
    queryKey: ['books', 'bookseries-detail', id],
    queryFn: ({ signal }) => getBookSeriesDetail(id as number, signal),
    enabled: id !== null,
  });
}
