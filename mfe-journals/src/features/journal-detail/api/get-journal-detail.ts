import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@portal/shared';
import type { JournalDetail } from '@portal/contract';

export function getJournalDetail(id: number, signal?: AbortSignal): Promise<JournalDetail> {
  return apiGet('/periodical/detail', { id }, { signal });
}

/** Both languages come in one answer, so a language switch reuses the cached journal. */
export function journalDetailQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['journals', 'detail', id],
    queryFn: ({ signal }) => getJournalDetail(id, signal),
    staleTime: 5 * 60_000,
    enabled: id > 0,
  });
}

export function useJournalDetail(id: number) {
  return useQuery(journalDetailQueryOptions(id));
}
