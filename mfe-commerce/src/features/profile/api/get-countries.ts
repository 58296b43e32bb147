import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@portal/shared';
import type { Area } from '@portal/shared/contract';

/** The countries and regions of the world, for the profile's country. */
export function getCountries(signal?: AbortSignal): Promise<Area[]> {
  return apiGet('/area/area-select', {}, { signal });
}

export function useCountries() {
  return useQuery({
    queryKey: ['area', 'countries'],
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: Infinity,
  });
}
