import { useQuery } from '@tanstack/react-query';
import { apiGet, pagedQueryOptions } from '@portal/shared';
import type {
  JournalListQuery,
  JournalSort,
  JournalSubject,
  JournalSummary,
  Page,
} from '@portal/contract';

/** Larger than the catalogue (26 journals), so an unfiltered list is one page. */
export const JOURNALS_PAGE_SIZE = 30;

/** What the reader chose on the journal home or list; the request is derived from it. */
export interface JournalFilters {
  keyword: string;
  subject: JournalSubject | '';
  openAccessOnly: boolean;
  sort: JournalSort;
  page: number;
}

export function toJournalListQuery({
  keyword,
  subject,
  openAccessOnly,
  sort,
  page,
}: JournalFilters): JournalListQuery {
  return {
    current: page,
    size: JOURNALS_PAGE_SIZE,
    // Unchecked means "every journal", not "only subscription journals": leave it out.
    ...(openAccessOnly && { openAccess: true }),
    ...(keyword && { keyword }),
    ...(subject && { subject }),
    // The API's default order is by title: send `sort` only when it differs.
    ...(sort !== 'title' && { sort }),
  };
}

export function getJournals(
  query: JournalListQuery,
  signal?: AbortSignal,
): Promise<Page<JournalSummary>> {
  return apiGet('/periodical/list', query, { signal });
}

/** Titles come in both languages, so switching language reuses the cached page. */
export function journalsQueryOptions(filters: JournalFilters) {
  return pagedQueryOptions(['journals', 'list'], toJournalListQuery(filters), getJournals);
}

export function useJournals(filters: JournalFilters) {
  return useQuery(journalsQueryOptions(filters));
}
