import { useSearchParams } from 'react-router-dom';
import { JOURNAL_SORTS, JOURNAL_SUBJECTS } from '@portal/contract/constants';
import type { JournalSort, JournalSubject } from '@portal/contract';
import type { JournalFilters } from '../api/get-journals';

/** The query parameters of the journal home and list: `?q=&subject=&oa=1&sort=&page=`. */
export const FILTER_PARAMS = {
  keyword: 'q',
  subject: 'subject',
  openAccessOnly: 'oa',
  sort: 'sort',
  page: 'page',
} as const;

const isSubject = (value: string | null): value is JournalSubject =>
  (JOURNAL_SUBJECTS as readonly (string | null)[]).includes(value);
const isSort = (value: string | null): value is JournalSort =>
  (JOURNAL_SORTS as readonly (string | null)[]).includes(value);

/** Reads the filters from a URL query; anything missing or unknown takes its default. */
export function parseJournalFilters(params: URLSearchParams): JournalFilters {
  const subject = params.get(FILTER_PARAMS.subject);
  const sort = params.get(FILTER_PARAMS.sort);
  const page = Number(params.get(FILTER_PARAMS.page));
  return {
    keyword: (params.get(FILTER_PARAMS.keyword) ?? '').trim(),
    subject: isSubject(subject) ? subject : '',
    openAccessOnly: params.get(FILTER_PARAMS.openAccessOnly) === '1',
    sort: isSort(sort) ? sort : 'title',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL query of the filters: defaults are left out, so the unfiltered list has a bare URL. */
export function journalFiltersToParams(filters: JournalFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.keyword) params.set(FILTER_PARAMS.keyword, filters.keyword);
  if (filters.subject) params.set(FILTER_PARAMS.subject, filters.subject);
  if (filters.openAccessOnly) params.set(FILTER_PARAMS.openAccessOnly, '1');
  if (filters.sort !== 'title') params.set(FILTER_PARAMS.sort, filters.sort);
  if (filters.page > 1) params.set(FILTER_PARAMS.page, String(filters.page));
  return params;
}

/**
 * The journal filters kept in the URL query: each change is a history entry, so the browser's
 * Back button returns to the previous filter, and a filtered list can be bookmarked or shared.
 * A changed filter starts again at the first page.
 */
export function useJournalFilters() {
  const [params, setParams] = useSearchParams();
  const filters = parseJournalFilters(params);
  const apply = (next: JournalFilters) => setParams(journalFiltersToParams(next));
  const isFiltered = Boolean(filters.keyword || filters.subject || filters.openAccessOnly);
  return {
    filters,
    isFiltered,
    setFilter: (changes: Partial<Omit<JournalFilters, 'page'>>) =>
      apply({ ...filters, ...changes, page: 1 }),
    setPage: (page: number) => apply({ ...filters, page }),
    /** Clears the filters, keeping the order the reader chose. */
    reset: () => apply({ ...parseJournalFilters(new URLSearchParams()), sort: filters.sort }),
  };
}
