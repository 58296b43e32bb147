import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@portal/shared';
import type { Order } from '@portal/contract';

/**
 * How many of the newest paid orders are searched for the one just paid. There is no call for
 * one order: the order just paid is the newest or among the few paid in the same minutes.
 */
export const PAID_ORDERS_SEARCHED = 20;

/** The paid order `orderNo` with its items and total; null when it is not among the newest. */
export async function getPaidOrder(orderNo: string, signal?: AbortSignal): Promise<Order | null> {
  const page = await apiGet(
    '/bgcloud-order/payment/my-orders-page',
    { status: 'paid', current: 1, size: PAID_ORDERS_SEARCHED },
    // The page shows its own message and retry when this fails.
    { signal, silent: true },
  );
  return page.records.find((order) => order.orderNo === orderNo) ?? null;
}

export function paidOrderQueryOptions(orderNo: string, enabled: boolean) {
  return queryOptions({
    queryKey: ['orders', 'paid', orderNo],
    queryFn: ({ signal }) => getPaidOrder(orderNo, signal),
    enabled,
  });
}

export function usePaidOrder(orderNo: string, enabled: boolean) {
  return useQuery(paidOrderQueryOptions(orderNo, enabled));
}
