import { useQuery } from '@tanstack/react-query';
import { apiGet, pagedQueryOptions } from '@portal/shared';
import type { JournalPageQuery, OpenAccessVolume, Page } from '@portal/contract';

/** The specification's page size of `select-openaccess-volumes`. */
export const OPEN_ACCESS_PAGE_SIZE = 10;

/** The journal's volumes that hold open-access articles, newest first. */
export function getOpenAccessVolumes(
  query: JournalPageQuery,
  signal?: AbortSignal,
): Promise<Page<OpenAccessVolume>> {
  return apiGet('/periodical/select-openaccess-volumes', query, {
    signal,
  });
}

/** A journal's volumes holding open-access articles, newest first; asked while `enabled`. */
export function useOpenAccessVolumes(journalId: number, page: number, enabled = true) {
  return useQuery({
    ...pagedQueryOptions(
      ['journals', 'open-access-volumes'],
      { journalId, current: page, size: OPEN_ACCESS_PAGE_SIZE },
      getOpenAccessVolumes,
    ),
    enabled,
  });
}
