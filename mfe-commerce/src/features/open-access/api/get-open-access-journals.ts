import { useQuery } from '@tanstack/react-query';
import { apiGet, pagedQueryOptions } from '@portal/shared';
import type { JournalListQuery, JournalSummary, Page } from '@portal/contract';

/** One page of the open-access journals, by title: the journal list with its open-access filter. */
export function getOpenAccessJournals(
  query: JournalListQuery,
  signal?: AbortSignal,
): Promise<Page<JournalSummary>> {
  return apiGet('/periodical/list', { ...query, openAccess: true, sort: 'title' }, { signal });
}

export function useOpenAccessJournals(query: JournalListQuery) {
  return useQuery(pagedQueryOptions(['mine', 'open-access'], query, getOpenAccessJournals));
}
