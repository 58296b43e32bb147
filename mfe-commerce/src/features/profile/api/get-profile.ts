import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@portal/shared';
import type { UserProfile } from '@portal/contract';

export function getProfile(signal?: AbortSignal): Promise<UserProfile> {
  return apiGet('/bgcloud-user/profile', undefined, { signal });
}

export const profileQueryOptions = queryOptions({
  queryKey: ['mine', 'profile'],
  queryFn: ({ signal }) => getProfile(signal),
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}
