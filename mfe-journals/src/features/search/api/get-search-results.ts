import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@portal/shared';
import type { SearchQuery, SearchResult } from '@portal/contract';
import type { SearchFilters } from '../utils/search-params';

/** Hits per page: a screen or two of results, as a search engine's page. */
export const SEARCH_PAGE_SIZE = 20;

/** The API's query for what the reader chose; defaults the API applies itself are left out. */
export function toSearchQuery({
  q,
  type,
  journalId,
  yearFrom,
  yearTo,
  msc,
  openAccess,
  sort,
  page,
}: SearchFilters): SearchQuery {
  return {
    q,
    current: page,
    size: SEARCH_PAGE_SIZE,
    ...(type !== 'all' && { type }),
    ...(journalId !== undefined && { journalId }),
    ...(yearFrom !== undefined && { yearFrom }),
    ...(yearTo !== undefined && { yearTo }),
    ...(msc !== undefined && { msc }),
    ...(openAccess !== undefined && { openAccess }),
    ...(sort !== 'relevance' && { sort }),
  };
}

/**
 * One page of hits with the facet counts. Silent: the page says in its own words what went
 * wrong (a query the API refuses is the reader's to change, not a server error to report).
 */
export function getSearchResults(query: SearchQuery, signal?: AbortSignal): Promise<SearchResult> {
  return apiGet('/search/search', query, { signal, silent: true });
}

/**
 * Each query, facets and page cached on its own, both languages in one answer: Back to a page of
 * results shows it from the cache at once, at its full height, so the scroll position the shell
 * restores is there to land on. The previous page stays on screen while the next one loads, as
 * `pagedQueryOptions` does for lists (whose answer type would drop the facets).
 */
export function searchResultsQueryOptions(filters: SearchFilters) {
  const query = toSearchQuery(filters);
  return queryOptions({
    queryKey: ['journals', 'search', query],
    queryFn: ({ signal }) => getSearchResults(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** The hits of the URL's search; nothing is asked without words to search for. */
export function useSearchResults(filters: SearchFilters) {
  return useQuery({ ...searchResultsQueryOptions(filters), enabled: filters.q !== '' });
}
