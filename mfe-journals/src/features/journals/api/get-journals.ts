import { useQuery } from '@tanstack/react-query';
import { apiGet, pagedQueryOptions } from '@portal/shared';
import type { JournalListQuery, JournalSummary, Page } from '@portal/shared/contract';

export const JOURNALS_PAGE_SIZE = 12;

/** What the reader chose on the journal home; the request is derived from it. */
export interface JournalFilters {
  keyword: string;
  openAccessOnly: boolean;
  page: number;
}

export function toJournalListQuery({
  keyword,
  openAccessOnly,
  page,
}: JournalFilters): JournalListQuery {
  return {
    current: page,
    size: JOURNALS_PAGE_SIZE,
    // Unchecked means "every journal", not "only subscription journals": leave it out.
    ...(openAccessOnly && { openAccess: true }),
    ...(keyword && { keyword }),
  };
}

export function getJournals(
  query: JournalListQuery,
  signal?: AbortSignal,
): Promise<Page<JournalSummary>> {
  return apiGet<Page<JournalSummary>>('/periodical/list', query, { signal });
}

/** Titles come in both languages, so switching language reuses the cached page. */
export function journalsQueryOptions(filters: JournalFilters) {
  return pagedQueryOptions(['journals', 'list'], toJournalListQuery(filters), getJournals);
}

export function useJournals(filters: JournalFilters) {
  return useQuery(journalsQueryOptions(filters));
}
