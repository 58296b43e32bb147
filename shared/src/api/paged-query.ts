import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Page } from '@portal/contract';

/**
 * Query options for one page of a list. The key is `key` followed by the request's params, so
 * each page and filter is cached on its own; while the next page or filter loads, the current
 * page stays on screen (`isPlaceholderData` says it is stale), instead of a spinner.
 */
export function pagedQueryOptions<TParams, TItem>(
  key: readonly string[],
  params: TParams,
  fetchPage: (params: TParams, signal: AbortSignal) => Promise<Page<TItem>>,
) {
  return queryOptions({
    queryKey: [...key, params],
    queryFn: ({ signal }) => fetchPage(params, signal),
    placeholderData: keepPreviousData,
  });
}
