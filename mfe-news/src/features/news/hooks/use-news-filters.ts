import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MAX_KEYWORD_LENGTH, NEWS_TYPES } from '@portal/contract/constants';
import { positiveIntParam } from '@portal/parts/lists';
import type { NewsFilters } from '../api/search-news';

/** The query parameters of the news list: `/news?q=&type=&page=`. */
export const NEWS_LIST_PARAMS = { keyword: 'q', type: 'type', page: 'page' } as const;

const isNewsType = (value: string | null): value is Exclude<NewsFilters['type'], 'all'> =>
  (NEWS_TYPES as readonly (string | null)[]).includes(value);

/**
 * Reads the filters from a URL query. Whatever is missing, malformed or unknown takes its
 * default: a hand-edited or old link still shows a list, never an error.
 */
export function parseNewsFilters(params: URLSearchParams): NewsFilters {
  const type = params.get(NEWS_LIST_PARAMS.type);
  return {
    keyword: (params.get(NEWS_LIST_PARAMS.keyword) ?? '').trim().slice(0, MAX_KEYWORD_LENGTH),
    type: isNewsType(type) ? type : 'all',
    page: positiveIntParam(params.get(NEWS_LIST_PARAMS.page), 1),
  };
}

/** The URL query of the filters: defaults are left out, so the unfiltered list has a bare URL. */
export function newsListSearchParams({ keyword, type, page }: NewsFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (keyword) params.set(NEWS_LIST_PARAMS.keyword, keyword);
  if (type !== 'all') params.set(NEWS_LIST_PARAMS.type, type);
  if (page > 1) params.set(NEWS_LIST_PARAMS.page, String(page));
  return params;
}

export const NO_NEWS_FILTERS: NewsFilters = parseNewsFilters(new URLSearchParams());

/**
 * The news list's filters kept in the URL query: each change is a step of the history, so Back
 * returns to the filters before, and a search can be bookmarked or shared. A changed filter
 * starts again at the first page. A URL that says more, or otherwise, than the filters it
 * yields (an unknown type, a page of `0`) is corrected in place.
 */
export function useNewsFilters() {
  const [params, setParams] = useSearchParams();
  const filters = parseNewsFilters(params);
  const search = newsListSearchParams(filters).toString();
  const current = params.toString();

  useEffect(() => {
    if (search !== current) setParams(search, { replace: true });
  }, [search, current, setParams]);

  const apply = useCallback(
    (next: NewsFilters, options?: { replace?: boolean }) =>
      setParams(newsListSearchParams(next), options),
    [setParams],
  );
  return {
    filters,
    isFiltered: filters.keyword !== '' || filters.type !== 'all',
    setFilters: (changes: Partial<Omit<NewsFilters, 'page'>>) =>
      apply({ ...filters, ...changes, page: 1 }),
    setPage: (page: number, options?: { replace?: boolean }) =>
      apply({ ...filters, page }, options),
    reset: () => apply(NO_NEWS_FILTERS),
  };
}
