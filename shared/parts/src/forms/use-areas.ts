import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@portal/shared';
import type { Area } from '@portal/contract';

/** The code of China in area-select: its provinces are the level below it. */
export const CHINA = 'CN';

/**
 * Countries and regions (China first), or the areas below `parentCode`. Names come in both
 * languages and hardly ever change: fetched once a visit, whichever form asks first.
 */
export function getAreas(parentCode: string | undefined, signal?: AbortSignal): Promise<Area[]> {
  return apiGet('/area/area-select', parentCode ? { parentCode } : {}, { signal });
}

export function useAreas(parentCode?: string, { enabled = true } = {}) {
  return useQuery({
    queryKey: ['areas', parentCode ?? 'world'],
    queryFn: ({ signal }) => getAreas(parentCode, signal),
    staleTime: Infinity,
    enabled,
  });
}
