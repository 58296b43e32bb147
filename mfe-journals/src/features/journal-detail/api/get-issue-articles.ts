import { useQuery } from '@tanstack/react-query';
import { apiGet, pagedQueryOptions } from '@portal/shared';
import type { ArticleSummary, IssueContentQuery, Page } from '@portal/contract';

export const ISSUE_PAGE_SIZE = 20;

/** One page of an issue's contents, in page order (`issue-content-list`). */
export function getIssueArticles(
  query: IssueContentQuery,
  signal?: AbortSignal,
): Promise<Page<ArticleSummary>> {
  return apiGet('/periodical/issue-content-list', query, { signal });
}

export function useIssueArticles(issueId: number, page: number) {
  return useQuery(
    pagedQueryOptions(
      ['journals', 'issue-articles'],
      { issueId, current: page, size: ISSUE_PAGE_SIZE },
      getIssueArticles,
    ),
  );
}
