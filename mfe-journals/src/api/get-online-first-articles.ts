import { useQuery } from '@tanstack/react-query';
import { apiGet, pagedQueryOptions } from '@portal/shared';
import type { ArticleSummary, OnlineFirstQuery, Page } from '@portal/contract';

export const ARTICLES_PAGE_SIZE = 10;

/** Online-first articles, latest online first: of one journal, or of all without `journalId`. */
export function getOnlineFirstArticles(
  query: OnlineFirstQuery,
  signal?: AbortSignal,
): Promise<Page<ArticleSummary>> {
  return apiGet('/periodical/online-first-articles-list', query, { signal });
}

export function useOnlineFirstArticles({ page, journalId }: { page: number; journalId?: number }) {
  return useQuery(
    pagedQueryOptions(
      ['journals', 'online-first'],
      { current: page, size: ARTICLES_PAGE_SIZE, ...(journalId && { journalId }) },
      getOnlineFirstArticles,
    ),
  );
}
