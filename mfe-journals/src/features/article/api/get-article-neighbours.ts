import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@portal/shared';
import type { ArticleNeighbours } from '@portal/contract';

/** The previous and next article of the same issue by page order (null at the ends). */
export function getArticleNeighbours(id: number, signal?: AbortSignal): Promise<ArticleNeighbours> {
  return apiGet('/periodical/issue-content-pmvalue-by-id', { id }, { signal });
}

export function articleNeighboursQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['articles', 'neighbours', id],
    queryFn: ({ signal }) => getArticleNeighbours(id, signal),
  });
}

export function useArticleNeighbours(id: number, enabled: boolean) {
  return useQuery({ ...articleNeighboursQueryOptions(id), enabled });
}
