import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@portal/shared';
import type { OrderingDetail } from '@portal/contract';

/** The text of one ordering subcategory (prices, how to order, whom to write to). */
export function getOrderingDetail(id: number, signal?: AbortSignal): Promise<OrderingDetail> {
  // Silent: the page shows its own error with a retry.
  return apiGet('/baseinfoordering/detail', { id }, { signal, silent: true });
}

/** Both languages come in one answer, so switching language reuses it. */
export function orderingDetailQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['ordering', 'detail', id],
    queryFn: ({ signal }) => getOrderingDetail(id, signal),
  });
}

export function useOrderingDetail(id: number | undefined) {
  return useQuery({ ...orderingDetailQueryOptions(id ?? 0), enabled: id !== undefined });
}
