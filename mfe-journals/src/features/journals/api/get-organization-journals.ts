import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiGet, PAGE_SIZE } from '@portal/shared';
import type { OrgAuthJournal, OrgAuthVolume, Page } from '@portal/contract';
import { useIsOrganization } from '@portal/parts/lists';

/** Every journal the signed-in organization may read, whole or by volumes. */
export function getOrganizationJournals(signal?: AbortSignal): Promise<Page<OrgAuthJournal>> {
  return apiGet('/periodical/org-auth-periodical', { current: 1, size: PAGE_SIZE.ALL }, { signal });
}

export function getOrganizationVolumes(
  journalId: number,
  signal?: AbortSignal,
): Promise<Page<OrgAuthVolume>> {
  return apiGet(
    '/periodical/org-auth-volumes',
    { journalId, current: 1, size: PAGE_SIZE.ALL },
    { signal },
  );
}

/**
 * The organization's grants, asked only for an organization session: anyone else has none
 * (anonymous readers get an empty page, and a person would be refused).
 */
export function useOrganizationJournals() {
  const isOrganization = useIsOrganization();
  return useQuery({
    queryKey: ['journals', 'org-auth-periodical'],
    queryFn: ({ signal }) => getOrganizationJournals(signal),
    enabled: isOrganization,
    select: (page) => page.records,
  });
}

export function useOrganizationVolumes(journalId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['journals', 'org-auth-volumes', journalId],
    queryFn: ({ signal }) => getOrganizationVolumes(journalId, signal),
    enabled,
    select: (page) => page.records,
  });
}

/** Journals granted whole to the organization: open to its readers, as an access badge shows. */
export function useOrganizationGrants(): ReadonlyMap<number, OrgAuthJournal> {
  const isOrganization = useIsOrganization();
  const { data } = useOrganizationJournals();
  return useMemo(
    () => new Map(isOrganization ? (data ?? []).map((journal) => [journal.id, journal]) : []),
    [isOrganization, data],
  );
}
