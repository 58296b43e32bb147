import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@portal/shared';
import type { PublicationSpeed } from '@portal/contract';

/** Median days received -> accepted -> published, per year of publication. */
export function getPublicationSpeed(
  journalId: number,
  signal?: AbortSignal,
): Promise<PublicationSpeed[]> {
  return apiGet('/periodical/publication-speed', { journalId }, { signal });
}

export function publicationSpeedQueryOptions(journalId: number) {
  return queryOptions({
    queryKey: ['journals', 'publication-speed', journalId],
    queryFn: ({ signal }) => getPublicationSpeed(journalId, signal),
    staleTime: 5 * 60_000,
  });
}

export function usePublicationSpeed(journalId: number) {
  return useQuery(publicationSpeedQueryOptions(journalId));
}
