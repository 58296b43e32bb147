import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@portal/shared';
import type { ArticleCitations } from '@portal/contract';

/**
 * The article's reference list, and the articles of our journals citing it: for its page and for
 * its full text's, whose citations lead to the list.
 */
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
