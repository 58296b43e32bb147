import type { SearchSort, SearchType } from '@portal/contract';
import {
  MAX_PAGE_NUMBER,
  MAX_SEARCH_QUERY_LENGTH,
  SEARCH_MSC_PATTERN,
  SEARCH_SORTS,
  SEARCH_TYPES,
} from '@portal/contract/constants';
import { PAGES } from '@portal/pages';

/** What the reader asked for on /search; the URL holds it and the API's query derives from it. */
export interface SearchFilters {
  /** The words searched for; '' before the reader has searched. */
  q: string;
  type: SearchType;
  journalId: number | undefined;
  yearFrom: number | undefined;
  yearTo: number | undefined;
  /** An MSC class (`35`) or a longer code prefix (`35J`), upper case. */
  msc: string | undefined;
  /** Only open-access articles (true), only the others (false), or any (undefined). */
  openAccess: boolean | undefined;
  sort: SearchSort;
  /** The page of results, 1-based (`current` in the URL, as in the API). */
  page: number;
}

/** The URL's parameters: the API's names, so a search URL reads as the call it makes. */
export const SEARCH_PARAMS = {
  q: 'q',
  type: 'type',
  journalId: 'journalId',
  yearFrom: 'yearFrom',
  yearTo: 'yearTo',
  msc: 'msc',
  openAccess: 'openAccess',
  sort: 'sort',
  page: 'current',
} as const;

export const EMPTY_SEARCH: SearchFilters = {
  q: '',
  type: 'all',
  journalId: undefined,
  yearFrom: undefined,
  yearTo: undefined,
  msc: undefined,
  openAccess: undefined,
  sort: 'relevance',
  page: 1,
};

const MSC = new RegExp(SEARCH_MSC_PATTERN);
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;
const MAX_ID = 2_147_483_647;

const isType = (value: string | null): value is SearchType =>
  (SEARCH_TYPES as readonly (string | null)[]).includes(value);
const isSort = (value: string | null): value is SearchSort =>
  (SEARCH_SORTS as readonly (string | null)[]).includes(value);

/** A whole number from `min` to `max` written plainly (`12`, not `1e1` or ` 12`), else undefined. */
function intParam(value: string | null, min: number, max: number): number | undefined {
  if (value === null || !/^\d{1,10}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

/** A year the API accepts (1000 to 9999), else undefined. */
export const yearParam = (value: string | null) => intParam(value, 1000, 9999);

/** An MSC class or prefix the API accepts, in upper case (`35j` is `35J`), else undefined. */
export function mscParam(value: string | null): string | undefined {
  const code = value?.trim().toUpperCase();
  return code && code.length <= 5 && MSC.test(code) ? code : undefined;
}

function booleanParam(value: string | null): boolean | undefined {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return undefined;
}

/**
 * The words of a search box as the API reads them: control characters as spaces, trimmed, and
 * no longer than the API accepts.
 */
export function searchWords(value: string | null): string {
  return (value ?? '')
    .replace(CONTROL_CHARACTERS, ' ')
    .trim()
    .slice(0, MAX_SEARCH_QUERY_LENGTH)
    .trim();
}

/**
 * Reads a search from a URL query. A parameter missing, malformed or out of range is ignored
 * (its default applies) and a year range given backwards is turned round, so that no address,
 * however edited, makes a request the API refuses.
 */
export function parseSearchParams(params: URLSearchParams): SearchFilters {
  let yearFrom = yearParam(params.get(SEARCH_PARAMS.yearFrom));
  let yearTo = yearParam(params.get(SEARCH_PARAMS.yearTo));
  if (yearFrom !== undefined && yearTo !== undefined && yearFrom > yearTo) {
    [yearFrom, yearTo] = [yearTo, yearFrom];
  }
  const type = params.get(SEARCH_PARAMS.type);
  const sort = params.get(SEARCH_PARAMS.sort);
  return {
    q: searchWords(params.get(SEARCH_PARAMS.q)),
    type: isType(type) ? type : 'all',
    journalId: intParam(params.get(SEARCH_PARAMS.journalId), 1, MAX_ID),
    yearFrom,
    yearTo,
    msc: mscParam(params.get(SEARCH_PARAMS.msc)),
    openAccess: booleanParam(params.get(SEARCH_PARAMS.openAccess)),
    sort: isSort(sort) ? sort : 'relevance',
    page: intParam(params.get(SEARCH_PARAMS.page), 1, MAX_PAGE_NUMBER) ?? 1,
  };
}

/** The URL query of a search, in a fixed order; defaults are left out. */
export function searchToParams(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  const set = (name: string, value: string | number | boolean | undefined) => {
    if (value !== undefined) params.set(name, String(value));
  };
  if (filters.q) set(SEARCH_PARAMS.q, filters.q);
  if (filters.type !== 'all') set(SEARCH_PARAMS.type, filters.type);
  set(SEARCH_PARAMS.journalId, filters.journalId);
  set(SEARCH_PARAMS.yearFrom, filters.yearFrom);
  set(SEARCH_PARAMS.yearTo, filters.yearTo);
  set(SEARCH_PARAMS.msc, filters.msc);
  set(SEARCH_PARAMS.openAccess, filters.openAccess);
  if (filters.sort !== 'relevance') set(SEARCH_PARAMS.sort, filters.sort);
  if (filters.page > 1) set(SEARCH_PARAMS.page, filters.page);
  return params;
}

/** The address of a search: `/search?q=...`. */
export function searchPath(filters: SearchFilters): string {
  return PAGES.search.href(Object.fromEntries(searchToParams(filters)));
}

/** Whether anything narrows the search besides its words (the order and page aside). */
export function isNarrowed(filters: SearchFilters): boolean {
  return (
    filters.type !== 'all' ||
    filters.journalId !== undefined ||
    filters.yearFrom !== undefined ||
    filters.yearTo !== undefined ||
    filters.msc !== undefined ||
    filters.openAccess !== undefined
  );
}
