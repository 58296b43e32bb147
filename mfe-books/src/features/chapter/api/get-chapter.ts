import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@portal/shared';
import type { ChapterDetail } from '@portal/contract';

/** One chapter with its abstract, authors, book and neighbours. */
export function getChapter(id: number, signal?: AbortSignal): Promise<ChapterDetail> {
  // Silent: an unknown id is the page's "not found", not a server-error notice.
  return apiGet('/bookmain/chapter-detail', { id }, { signal, silent: true });
}

/** Both languages come in one answer, so switching language reuses it. */
export function chapterQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['books', 'chapter', id],
    queryFn: ({ signal }) => getChapter(id, signal),
  });
}

export function useChapter(id: number | null) {
  return useQuery({ ...chapterQueryOptions(id ?? 0), enabled: id !== null });
}
