import { useQuery } from '@tanstack/react-query';
import { apiGet, pagedQueryOptions } from '@portal/shared';
import type { ArticleSummary, JournalPageQuery, Page } from '@portal/contract';
import { ARTICLES_PAGE_SIZE } from '../../../api/get-online-first-articles';

/** Accepted papers not yet online, latest acceptance first. */
export function getAcceptedPapers(
  query: JournalPageQuery,
  signal?: AbortSignal,
): Promise<Page<ArticleSummary>> {
  return apiGet('/periodical/accepted-papers', query, { signal });
}

export function useAcceptedPapers(journalId: number, page: number) {
  return useQuery(
    pagedQueryOptions(
      ['journals', 'accepted'],
      { journalId, current: page, size: ARTICLES_PAGE_SIZE },
      getAcceptedPapers,
    ),
  );
}
