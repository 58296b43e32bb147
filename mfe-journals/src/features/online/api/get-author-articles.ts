import { useQuery } from '@tanstack/react-query';
import { ApiError, apiGet, pagedQueryOptions } from '@portal/shared';
import type { ArticleSummary, AuthorContentQuery, Page } from '@portal/contract';
import { AUTHOR_KEY_PATTERN } from '@portal/contract/constants';
import { ARTICLES_PAGE_SIZE } from '../../../api/get-online-first-articles';

const AUTHOR_KEY = new RegExp(AUTHOR_KEY_PATTERN);

/** Whether a URL's `author` is a well-formed author key (`wei-wang`), worth asking about. */
export function isAuthorKey(value: string): boolean {
  return value.length <= 100 && AUTHOR_KEY.test(value);
}

const EMPTY_PAGE: Page<ArticleSummary> = { records: [], total: 0, size: 0, current: 1, pages: 0 };

/**
 * One author's articles, newest first. The API answers 404 for an author without articles:
 * for this list that is simply an empty page.
 */
export async function getAuthorArticles(
  query: AuthorContentQuery,
  signal?: AbortSignal,
): Promise<Page<ArticleSummary>> {
  try {
    return await apiGet('/periodical/issue-content-list-by-author', query, {
      signal,
      silent: true,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return EMPTY_PAGE;
    throw error;
  }
}

export function useAuthorArticles(authorKey: string, page: number) {
  return useQuery({
    ...pagedQueryOptions(
      ['journals', 'author-articles'],
      { authorKey, current: page, size: ARTICLES_PAGE_SIZE },
      getAuthorArticles,
    ),
    enabled: isAuthorKey(authorKey),
  });
}
