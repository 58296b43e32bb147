import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@portal/shared';
import type { ArticleCitations } from '@portal/contract';

/** The article's reference list, and the articles of our journals citing it. */
export function getArticleCitations(id: number, signal?: AbortSignal): Promise<ArticleCitations> {
  return apiGet('/periodical/article-citations', { id }, { signal });
}

export function articleCitationsQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['articles', 'citations', id],
    queryFn: ({ signal }) => getArticleCitations(id, signal),
  });
}

export function useArticleCitations(id: number) {
  return useQuery(articleCitationsQueryOptions(id));
}
