import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@portal/shared';
import type { BookDetail } from '@portal/contract';

/** The book a chapter is in, in full: its editors and edition for citing, its contents. */
export function getChapterBook(id: number, signal?: AbortSignal): Promise<BookDetail> {
  return apiGet('/bookmain/bookdetail', { id }, { signal, silent: true });
}

/** The book page's key: a reader coming from the book finds it in the cache. */
export function chapterBookQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['books', 'detail', id],
    queryFn: ({ signal }) => getChapterBook(id, signal),
  });
}

export function useChapterBook(id: number) {
  return useQuery(chapterBookQueryOptions(id));
}
