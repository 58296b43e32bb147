import { useSearchParams } from 'react-router-dom';
import {
  EMPTY_SEARCH,
  isNarrowed,
  parseSearchParams,
  searchToParams,
  type SearchFilters,
} from '../utils/search-params';

/** What a filter control changes: anything but the page, which a change sends back to 1. */
export type SearchFilterChanges = Partial<Omit<SearchFilters, 'page'>>;

/**
 * The search kept in the URL query (`?q=&type=&journalId=&yearFrom=&yearTo=&msc=&openAccess=
 * &sort=&current=`): every change is a step of the history, so Back and Forward go through the
 * reader's searches, and a search can be bookmarked, shared or reloaded. A new word or filter
 * starts again at the first page.
 */
export function useSearchFilters() {
  const [params, setParams] = useSearchParams();
  const filters = parseSearchParams(params);
  const apply = (next: SearchFilters, options?: { replace?: boolean }) =>
    setParams(searchToParams(next), options);
  return {
    filters,
    isNarrowed: isNarrowed(filters),
    setFilter: (changes: SearchFilterChanges) => apply({ ...filters, ...changes, page: 1 }),
    /** A page out of range is corrected with `replace`, so Back does not return to it. */
    setPage: (page: number, options?: { replace?: boolean }) =>
      apply({ ...filters, page }, options),
    /** Clears the filters, keeping the words and the order. */
    clearFilters: () => apply({ ...EMPTY_SEARCH, q: filters.q, sort: filters.sort }),
  };
}
