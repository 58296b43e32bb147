import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@portal/shared';
import type { OrderingCategory } from '@portal/contract';

/**
 * The order categories with their subcategories, in menu order: the call the shell header's Info
 * menu makes, under the same query key and options, so the page and the menu share one answer.
 * Silent: the page shows its own error with a retry.
 */
export function getOrderCategories(): Promise<OrderingCategory[]> {
  return apiGet('/baseinfoordering/category', undefined, { silent: true });
}

export function orderCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['order-categories'],
    queryFn: getOrderCategories,
    staleTime: Infinity,
  });
}

export function useOrderCategories() {
  return useQuery(orderCategoriesQueryOptions());
}
