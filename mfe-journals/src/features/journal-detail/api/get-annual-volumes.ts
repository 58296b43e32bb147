import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@portal/shared';
import type { AnnualVolumes } from '@portal/contract';

/** The journal's volumes and issues by year, newest year first (`volumes-by-annual-issue`). */
export function getAnnualVolumes(
  journalId: number,
  signal?: AbortSignal,
): Promise<AnnualVolumes[]> {
  return apiGet('/periodical/volumes-by-annual-issue', { journalId }, { signal });
}

export function annualVolumesQueryOptions(journalId: number) {
  return queryOptions({
    queryKey: ['journals', 'annual-volumes', journalId],
    queryFn: ({ signal }) => getAnnualVolumes(journalId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useAnnualVolumes(journalId: number) {
  return useQuery(annualVolumesQueryOptions(journalId));
}
