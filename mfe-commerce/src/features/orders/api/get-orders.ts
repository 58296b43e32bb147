import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet, pagedQueryOptions } from '@portal/shared';
import type { MyOrdersQuery, Order, Page } from '@portal/contract';

/** One page of the reader's orders, newest first, of one payment status or all. */
export function getOrders(query: MyOrdersQuery, signal?: AbortSignal): Promise<Page<Order>> {
  return apiGet('/bgcloud-order/payment/my-orders-page', query, { signal });
}

/** Keyed by language too: a failed order's reason comes in the language it was asked in. */
export function useOrders(query: MyOrdersQuery) {
  const { i18n } = useTranslation();
  return useQuery(pagedQueryOptions(['mine', 'orders', i18n.language], query, getOrders));
}
