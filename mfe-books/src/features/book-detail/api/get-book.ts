import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@portal/shared';
import type { BookDetail } from '@portal/contract';

/** One book with its contributors, editions, volume set and table of contents. */
export function getBook(id: number, signal?: AbortSignal): Promise<BookDetail> {
  // Silent: an unknown id is the page's "not found", not a server-error notice.
  return apiGet('/bookmain/bookdetail', { id }, { signal, silent: true });
}

/** Both languages come in one answer, so switching language reuses it. */
export function bookQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['books', 'detail', id],
    queryFn: ({ signal }) => getBook(id, signal),
  });
}

export function useBook(id: number | null) {
  return useQuery({ ...bookQueryOptions(id ?? 0), enabled: id !== null });
}
