import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@portal/shared';
import type { SystemParam } from '@portal/contract';

export type SystemParamKey = 'system.copyright' | 'system.techweblink';

/** Site settings: fetched once at start and never cancelled by a route change (spec 7). */
export function getSystemParam(paramKey: SystemParamKey): Promise<SystemParam> {
  return apiGet('/periodical/param/detail', { paramKey }, { autoCancel: false, silent: true });
}

export function useSystemParam(paramKey: SystemParamKey) {
  return useQuery({
    queryKey: ['system-param', paramKey],
    queryFn: () => getSystemParam(paramKey),
    staleTime: Infinity,
  });
}
