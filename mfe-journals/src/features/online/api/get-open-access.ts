import { useQuery } from '@tanstack/react-query';
import { apiGet, PAGE_SIZE } from '@portal/shared';
import type { JournalSummary, Page } from '@portal/contract';

/** Every journal, by title: the open-access ones whole, the others for their open volumes. */
export function getAllJournals(signal?: AbortSignal): Promise<Page<JournalSummary>> {
  return apiGet('/periodical/list', { current: 1, size: PAGE_SIZE.ALL }, { signal });
}

export function useAllJournals() {
  return useQuery({
    queryKey: ['journals', 'all'],
    queryFn: ({ signal }) => getAllJournals(signal),
    select: (page) => page.records,
  });
}
