import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  BOOK_MEDIA,
  BOOK_SORTS,
  MAX_KEYWORD_LENGTH,
  MSC_PREFIX_PATTERN,
  PUBLISH_STATUSES,
} from '@portal/contract/constants';
import type { BookMedium, BookSort, PublishStatus } from '@portal/contract';
import { positiveIntParam } from '@portal/parts/lists';
import { idParam } from '../../../utils/id-param';
import {
  BOOK_LIST_PARAMS,
  bookListSearchParams,
  DEFAULT_BOOK_SORT,
  type BookListFilters,
} from '../../../utils/book-list-path';

const MSC_PREFIX = new RegExp(MSC_PREFIX_PATTERN);
export const MIN_YEAR = 1000;
export const MAX_YEAR = 9999;

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string | null): value is T =>
    (values as readonly (string | null)[]).includes(value);
const isMedium = oneOf<BookMedium>(BOOK_MEDIA);
const isStatus = oneOf<PublishStatus>(PUBLISH_STATUSES);
const isSort = oneOf<BookSort>(BOOK_SORTS);

/** A four-digit year, or null. */
export function yearParam(value: string | null): number | null {
  const number = Number(value?.trim());
  return value?.trim() && Number.isInteger(number) && number >= MIN_YEAR && number <= MAX_YEAR
    ? number
    : null;
}

/** An MSC 2020 code or its beginning in capitals (`35q` is `35Q`), or '' when it is none. */
export function mscParam(value: string | null): string {
  const code = (value ?? '').trim().toUpperCase();
  return MSC_PREFIX.test(code) ? code : '';
}

/**
 * Reads the filters from a URL query. Whatever is missing, malformed or unknown takes its
 * default, and a year range given backwards is turned round: a hand-edited or old link still
 * shows a list, never an error.
 */
export function parseBookListFilters(params: URLSearchParams): BookListFilters {
  const get = (key: keyof BookListFilters) => params.get(BOOK_LIST_PARAMS[key]);
  const medium = get('medium');
  const status = get('status');
  const sort = get('sort');
  let yearFrom = yearParam(get('yearFrom'));
  let yearTo = yearParam(get('yearTo'));
  if (yearFrom !== null && yearTo !== null && yearFrom > yearTo) {
    [yearFrom, yearTo] = [yearTo, yearFrom];
  }
  return {
    keyword: (get('keyword') ?? '').trim().slice(0, MAX_KEYWORD_LENGTH),
    seriesId: idParam(get('seriesId')),
    tagId: idParam(get('tagId')),
    msc: mscParam(get('msc')),
    yearFrom,
    yearTo,
    medium: isMedium(medium) ? medium : '',
    status: isStatus(status) ? status : '',
    sort: isSort(sort) ? sort : DEFAULT_BOOK_SORT,
    page: positiveIntParam(get('page'), 1),
  };
}

export const NO_FILTERS: BookListFilters = parseBookListFilters(new URLSearchParams());

export type BookFilterChanges = Partial<Omit<BookListFilters, 'page'>>;

/**
 * The book list's filters kept in the URL query: each change is a step of the history, so Back
 * returns to the filters before, and a filtered list can be bookmarked or shared. A changed
 * filter starts again at the first page. A URL that says more, or otherwise, than the filters
 * it yields (an unknown sort, a year range backwards) is corrected in place.
 */
export function useBookListFilters() {
  const [params, setParams] = useSearchParams();
  const filters = parseBookListFilters(params);
  const search = bookListSearchParams(filters).toString();
  const current = params.toString();

  useEffect(() => {
    if (search !== current) setParams(search, { replace: true });
  }, [search, current, setParams]);

  const apply = useCallback(
    (next: BookListFilters, options?: { replace?: boolean }) =>
      setParams(bookListSearchParams(next), options),
    [setParams],
  );
  const isFiltered = (Object.keys(NO_FILTERS) as (keyof BookListFilters)[]).some(
    (key) => key !== 'page' && key !== 'sort' && filters[key] !== NO_FILTERS[key],
  );
  return {
    filters,
    isFiltered,
    setFilters: (changes: BookFilterChanges, options?: { replace?: boolean }) =>
      apply({ ...filters, ...changes, page: 1 }, options),
    setPage: (page: number, options?: { replace?: boolean }) =>
      apply({ ...filters, page }, options),
    /** Clears the filters, keeping the order the reader chose. */
    reset: () => apply({ ...NO_FILTERS, sort: filters.sort }),
  };
}
