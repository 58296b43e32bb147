import { useQuery } from '@tanstack/react-query';
import { apiGet, PAGE_SIZE } from '@portal/shared';
import type { JournalDetail, JournalSummary } from '@portal/contract';
import { normalizeAbbreviation } from '@portal/contract/constants';

/** The journal whose abbreviation, normalized, is the one asked for. */
export function matchAbbreviation<T extends Pick<JournalSummary, 'abbreviation'>>(
  journals: readonly T[],
  abbreviation: string,
): T | undefined {
  const wanted = normalizeAbbreviation(abbreviation);
  if (!wanted) return undefined;
  return journals.find((journal) => normalizeAbbreviation(journal.abbreviation) === wanted);
}

/**
 * The journal a URL's abbreviation names, or null. `get-periodical-by-abbr` answers an unknown
 * abbreviation with an HTTP 404, which browsers log as an error, and every unmatched path of the
 * portal comes here: so the form is first matched against the catalogue's 26 abbreviations (the
 * list is cached, the journal pages read it too), and only a match is asked for.
 */
export async function getJournalByAbbreviation(
  abbreviation: string,
  signal?: AbortSignal,
): Promise<JournalDetail | null> {
  const journals = await apiGet(
    '/periodical/list',
    { current: 1, size: PAGE_SIZE.ALL, sort: 'abbreviation' },
    { signal },
  );
  const match = matchAbbreviation(journals.records, abbreviation);
  if (!match) return null;
  return apiGet('/periodical/get-periodical-by-abbr', { abbr: match.abbreviation }, { signal });
}

export function useJournalByAbbreviation(abbreviation: string) {
  return useQuery({
    queryKey: ['journals', 'by-abbreviation', normalizeAbbreviation(abbreviation)],
    queryFn: ({ signal }) => getJournalByAbbreviation(abbreviation, signal),
  });
}
