import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@portal/shared';
import type { ArticleDetail } from '@portal/contract';

/**
 * One article with its abstract, keywords, MSC codes, dates and license: for its page and for its
 * full text's, which shows its title and authors.
 */
export function getArticle(id: number, signal?: AbortSignal): Promise<ArticleDetail> {
  // Silent: an unknown id is the page's "not found", not a server-error notice.
  return apiGet('/periodical/issue-content-detail', { id }, { signal, silent: true });
}

/** Both languages come in one answer, so switching language reuses it. */
export function articleQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['articles', 'detail', id],
    queryFn: ({ signal }) => getArticle(id, signal),
  });
}

export function useArticle(id: number | null) {
  return useQuery({ ...articleQueryOptions(id ?? 0), enabled: id !== null });
}
