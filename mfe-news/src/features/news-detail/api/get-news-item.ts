import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@portal/shared';
import type { NewsDetail } from '@portal/contract';

/** One news item or announcement with its HTML body, neighbours and subject. */
export function getNewsItem(id: number, signal?: AbortSignal): Promise<NewsDetail> {
  // Silent: an unknown id is the page's "not found", not a server-error notice.
  return apiGet('/cms/announcement-detail', { id }, { signal, silent: true });
}

/** Both languages come in one answer, so switching language reuses it. */
export function newsItemQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['news', 'detail', id],
    queryFn: ({ signal }) => getNewsItem(id, signal),
  });
}

export function useNewsItem(id: number | null) {
  return useQuery({ ...newsItemQueryOptions(id ?? 0), enabled: id !== null });
}
