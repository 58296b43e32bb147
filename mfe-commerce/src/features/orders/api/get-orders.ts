import { useQuery } from '@tanstack/react-query';
import { apiGet, pagedQueryOptions } from '@portal/shared';
import type { MyOrdersQuery, Order, Page } from '@portal/shared/contract';

/** One page of the reader's orders, newest first, of one payment status or all. */
export function getOrders(query: MyOrdersQuery, signal?: AbortSignal): Promise<Page<Order>> {
  return apiGet('/bgcloud-order/payment/my-orders-page', query, { signal });
}

export function useOrders(query: MyOrdersQuery) {
  return useQuery(pagedQueryOptions(['mine', 'orders'], query, getOrders));
}
