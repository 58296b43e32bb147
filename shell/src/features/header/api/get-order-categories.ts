import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@portal/shared';
import type { OrderingCategory } from '@portal/contract';

/** The Info menu's order categories; a failure leaves the menu without them, silently (spec 8). */
export function getOrderCategories(): Promise<OrderingCategory[]> {
  return apiGet('/baseinfoordering/category', undefined, { silent: true });
}

export function useOrderCategories() {
  return useQuery({
    queryKey: ['order-categories'],
    queryFn: getOrderCategories,
    staleTime: Infinity,
  });
}
