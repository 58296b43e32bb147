import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@portal/shared';
import type { EditorialBoardGroup } from '@portal/contract';

export function getEditorialBoard(
  journalId: number,
  signal?: AbortSignal,
): Promise<EditorialBoardGroup[]> {
  return apiGet('/periodical/editorial-board', { journalId }, { signal });
}

export function editorialBoardQueryOptions(journalId: number) {
  return queryOptions({
    queryKey: ['journals', 'editorial-board', journalId],
    queryFn: ({ signal }) => getEditorialBoard(journalId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useEditorialBoard(journalId: number) {
  return useQuery(editorialBoardQueryOptions(journalId));
}
