import { useQuery } from '@tanstack/react-query';
import { apiGet, PAGE_SIZE, pagedQueryOptions } from '@portal/shared';
import type { NewsSearchQuery, NewsSummary, NewsType, Page } from '@portal/contract';

/** What the reader chose on the news list; the request is derived from it. */
export interface NewsFilters {
  keyword: string;
  /** `all` asks for news and announcements together. */
  type: NewsType | 'all';
  page: number;
}

export function toNewsSearchQuery({ keyword, type, page }: NewsFilters): NewsSearchQuery {
  return {
    current: page,
    size: PAGE_SIZE.DEFAULT,
    ...(type !== 'all' && { type }),
    ...(keyword && { keyword }),
  };
}

export function searchNews(
  query: NewsSearchQuery,
  signal?: AbortSignal,
): Promise<Page<NewsSummary>> {
  return apiGet('/cms/search-announcements', query, { signal });
}

/** Texts come in both languages, so switching language reuses the cached page. */
export function newsSearchQueryOptions(filters: NewsFilters) {
  return pagedQueryOptions(['news', 'search'], toNewsSearchQuery(filters), searchNews);
}

export function useNewsSearch(filters: NewsFilters) {
  return useQuery(newsSearchQueryOptions(filters));
}
