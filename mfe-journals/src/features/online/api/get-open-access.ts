import { useQuery } from '@tanstack/react-query';
import { apiGet, PAGE_SIZE, pagedQueryOptions } from '@portal/shared';
import type {
  JournalPageQuery,
  JournalSummary,
  OpenAccessVolume,
  Page,
} from '@portal/shared/contract';

/** The specification's page size of `select-openaccess-volumes`. */
export const OPEN_ACCESS_VOLUMES_PAGE_SIZE = 10;

/** Every journal, by title: the open-access ones whole, the others for their open volumes. */
export function getAllJournals(signal?: AbortSignal): Promise<Page<JournalSummary>> {
  return apiGet<Page<JournalSummary>>(
    '/periodical/list',
    { current: 1, size: PAGE_SIZE.ALL },
    { signal },
  );
}

export function useAllJournals() {
  return useQuery({
    queryKey: ['journals', 'all'],
    queryFn: ({ signal }) => getAllJournals(signal),
    select: (page) => page.records,
  });
}

export function getOpenAccessVolumes(
  query: JournalPageQuery,
  signal?: AbortSignal,
): Promise<Page<OpenAccessVolume>> {
  return apiGet<Page<OpenAccessVolume>>('/periodical/select-openaccess-volumes', query, {
    signal,
  });
}

/** A journal's volumes holding open-access articles, newest first; asked once shown. */
export function useOpenAccessVolumes(journalId: number, page: number, enabled: boolean) {
  return useQuery({
    ...pagedQueryOptions(
      ['journals', 'open-access-volumes'],
      { journalId, current: page, size: OPEN_ACCESS_VOLUMES_PAGE_SIZE },
      getOpenAccessVolumes,
    ),
    enabled,
  });
}
