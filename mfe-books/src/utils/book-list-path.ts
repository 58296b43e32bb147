/**
 * The book list's filters and their URL query: the one place that writes a link to a filtered
 * list. Apart from `book-paths.ts`, so the home widget, which needs only two fixed links, does not
 * download it.
 */
import type { BookMedium, BookSort, PublishStatus } from '@portal/contract';
import { PAGES } from '@portal/pages';

/** What the reader chose on the book list (`/books/bookList`); the request is derived from it. */
export interface BookListFilters {
  keyword: string;
  seriesId: number | null;
  tagId: number | null;
  /** An MSC 2020 code or its beginning (`35`, `35Q`, `35Q30`), upper case; '' for any. */
  msc: string;
  yearFrom: number | null;
  yearTo: number | null;
  medium: BookMedium | '';
  status: PublishStatus | '';
  sort: BookSort;
  page: number;
}

export const DEFAULT_BOOK_SORT: BookSort = 'newest';

/** The book list's query parameters: `?q=&series=&tag=&msc=&from=&to=&medium=&status=&sort=&page=`. */
export const BOOK_LIST_PARAMS = {
  keyword: 'q',
  seriesId: 'series',
  tagId: 'tag',
  msc: 'msc',
  yearFrom: 'from',
  yearTo: 'to',
  medium: 'medium',
  status: 'status',
  sort: 'sort',
  page: 'page',
} as const satisfies Record<keyof BookListFilters, string>;

/**
 * The URL query of the filters, in a fixed order; empty filters and defaults (newest first, the
 * first page) are left out, so the unfiltered list has a bare URL.
 */
export function bookListSearchParams(filters: Partial<BookListFilters>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(BOOK_LIST_PARAMS) as (keyof BookListFilters)[]) {
    const value = filters[key];
    if (value === undefined || value === null || value === '') continue;
    if (key === 'sort' && value === DEFAULT_BOOK_SORT) continue;
    if (key === 'page' && value === 1) continue;
    params.set(BOOK_LIST_PARAMS[key], String(value));
  }
  return params;
}

/** A link to the book list with these filters, e.g. `bookListPath({ status: 'forthcoming' })`. */
export function bookListPath(filters: Partial<BookListFilters> = {}): string {
  return PAGES.bookList.href(Object.fromEntries(bookListSearchParams(filters)));
}
