import { useQuery } from '@tanstack/react-query';
import { apiGet, pagedQueryOptions } from '@portal/shared';
import type { ArticleSummary, OnlineFirstQuery, Page } from '@portal/shared/contract';

export const ARTICLES_PAGE_SIZE = 10;

/** Articles published online ahead of an issue, latest first. */
export function getOnlineFirstArticles(
  query: OnlineFirstQuery,
  signal?: AbortSignal,
): Promise<Page<ArticleSummary>> {
  return apiGet<Page<ArticleSummary>>('/periodical/online-first-articles-list', query, { signal });
}

export function useOnlineFirstArticles(journalId: number, page: number) {
  return useQuery(
    pagedQueryOptions(
      ['journals', 'online-first'],
      { journalId, current: page, size: ARTICLES_PAGE_SIZE },
      getOnlineFirstArticles,
    ),
  );
}
