import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@portal/shared';
import type { AnnualVolumes, IssueSummary, JournalSummary, LocalizedText } from '@portal/contract';
import { getJournals } from '../../../features/journals/api/get-journals';

/** How many journals the home widget shows. */
export const LATEST_ISSUES_JOURNALS = 4;

export interface LatestIssue {
  journalId: number;
  journalTitle: LocalizedText;
  abbreviation: string;
  volume: number;
  year: number;
  issue: IssueSummary;
}

export function getAnnualVolumes(journalId: number, signal?: AbortSignal) {
  return apiGet('/periodical/volumes-by-annual-issue', { journalId }, { signal });
}

/** The newest issue of one journal, or null before its first issue. */
export function newestIssue(
  journal: JournalSummary,
  years: readonly AnnualVolumes[],
): LatestIssue | null {
  let newest: LatestIssue | null = null;
  for (const { year, volumes } of years) {
    for (const volume of volumes) {
      for (const issue of volume.issues) {
        if (!newest || issue.publishedDate > newest.issue.publishedDate) {
          newest = {
            journalId: journal.id,
            journalTitle: journal.title,
            abbreviation: journal.abbreviation,
            volume: volume.number,
            year,
            issue,
          };
        }
      }
    }
  }
  return newest;
}

/** The newest issue of each of the journals with the latest issues, newest first. */
export async function getLatestIssues(signal?: AbortSignal): Promise<LatestIssue[]> {
  const journals = await getJournals(
    { current: 1, size: LATEST_ISSUES_JOURNALS, sort: 'latest' },
    signal,
  );
  const issues = await Promise.all(
    journals.records.map(async (journal) =>
      newestIssue(journal, await getAnnualVolumes(journal.id, signal)),
    ),
  );
  return issues
    .filter((issue): issue is LatestIssue => issue !== null)
    .sort((a, b) => b.issue.publishedDate.localeCompare(a.issue.publishedDate));
}

export function useLatestIssues() {
  return useQuery({
    queryKey: ['journals', 'latest-issues'],
    queryFn: ({ signal }) => getLatestIssues(signal),
  });
}
