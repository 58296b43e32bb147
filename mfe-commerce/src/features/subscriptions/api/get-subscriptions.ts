import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@portal/shared';
import type { Subscription } from '@portal/contract';

/** The reader's journal subscriptions, current and past. */
export function getSubscriptions(signal?: AbortSignal): Promise<Subscription[]> {
  return apiGet('/periodical/my-subscriptions', undefined, { signal });
}

export function useSubscriptions() {
  return useQuery({
    queryKey: ['mine', 'subscriptions'],
    queryFn: ({ signal }) => getSubscriptions(signal),
  });
}
