import { useQuery } from '@tanstack/react-query';
import { apiGet, PAGE_SIZE } from '@portal/shared';
import type { Page, ViewedArticle } from '@portal/contract';

/** The articles the reader opened last, newest first (the specification's page of 100). */
export function getViewedArticles(signal?: AbortSignal): Promise<Page<ViewedArticle>> {
  return apiGet(
    '/periodical/access-history-periodical-content',
    { current: 1, size: PAGE_SIZE.HISTORY },
    { signal },
  );
}

export function useViewedArticles() {
  return useQuery({
    queryKey: ['mine', 'history', 'articles'],
    queryFn: ({ signal }) => getViewedArticles(signal),
    select: (page) => page.records,
  });
}
