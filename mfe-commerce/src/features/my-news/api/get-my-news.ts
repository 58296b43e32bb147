import { useQuery } from '@tanstack/react-query';
import { apiGet, pagedQueryOptions } from '@portal/shared';
import type { NewsSummary, Page, PageQuery } from '@portal/contract';

/** News about the journals the reader subscribes to and the books they bought, newest first. */
export function getMyNews(query: PageQuery, signal?: AbortSignal): Promise<Page<NewsSummary>> {
  return apiGet('/cms/my-news', query, { signal });
}

export function useMyNews(query: PageQuery) {
  return useQuery(pagedQueryOptions(['mine', 'news'], query, getMyNews));
}
