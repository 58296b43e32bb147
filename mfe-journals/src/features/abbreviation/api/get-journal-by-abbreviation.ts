import { useQuery } from '@tanstack/react-query';
import { apiGet, PAGE_SIZE } from '@portal/shared';
import type { JournalDetail, JournalSummary, Page } from '@portal/shared/contract';

/**
 * An abbreviation reduced to its letters and digits, lower case: `J. Algebr. Struct.`,
 * `J.Algebr.Struct.`, `j-algebr-struct` and `J_Algebr_Struct` are the same journal.
 */
export function normalizeAbbreviation(abbreviation: string): string {
  return abbreviation.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

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
 * The journal a URL's abbreviation names, or null. `get-periodical-by-abbr` matches the exact
 * ISO 4 form only (`J. Algebr. Struct.`, any case), and answers an unknown one with an HTTP 404
 * that browsers log as an error; URLs carry other forms (no spaces, dashes or underscores). So
 * the form is first matched against the catalogue's 26 abbreviations, and the API is asked with
 * the exact one it holds.
 */
export async function getJournalByAbbreviation(
  abbreviation: string,
  signal?: AbortSignal,
): Promise<JournalDetail | null> {
  const journals = await apiGet<Page<JournalSummary>>(
    '/periodical/list',
    { current: 1, size: PAGE_SIZE.ALL, sort: 'abbreviation' },
    { signal },
  );
  const match = matchAbbreviation(journals.records, abbreviation);
  if (!match) return null;
  return apiGet<JournalDetail>(
    '/periodical/get-periodical-by-abbr',
    { abbr: match.abbreviation },
    { signal },
  );
}

export function useJournalByAbbreviation(abbreviation: string) {
  return useQuery({
    queryKey: ['journals', 'by-abbreviation', normalizeAbbreviation(abbreviation)],
    queryFn: ({ signal }) => getJournalByAbbreviation(abbreviation, signal),
  });
}
