import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@portal/shared';
import type { NewsSummary, Page, RelatedNewsQuery } from '@portal/contract';

/** How many related items the news page lists. */
export const RELATED_NEWS_SIZE = 5;

/** Items about the same journal or book (else of the same kind), newest first. */
export function getRelatedNews(
  query: RelatedNewsQuery,
  signal?: AbortSignal,
): Promise<Page<NewsSummary>> {
  return apiGet('/cms/related-announcement-page', query, { signal });
}

export function relatedNewsQueryOptions(id: number) {
  const query: RelatedNewsQuery = { id, current: 1, size: RELATED_NEWS_SIZE };
  return queryOptions({
    queryKey: ['news', 'related', query],
    queryFn: ({ signal }) => getRelatedNews(query, signal),
  });
}

export function useRelatedNews(id: number) {
  return useQuery(relatedNewsQueryOptions(id));
}

/**
 * Asks for the related items together with the item, not once the item is in: they depend on its
 * id alone. So the browser makes both calls at once, and the site's server finds both in its first
 * render of the page instead of rendering it once more for the second. The caller does not render
 * again when they come: the list (`useRelatedNews`) does.
 */
export function useRelatedNewsAlongside(id: number | null) {
  useQuery({ ...relatedNewsQueryOptions(id ?? 0), enabled: id !== null, notifyOnChangeProps: [] });
}
