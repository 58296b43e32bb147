import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@portal/shared';
import type { Envelope, UpdateProfileBody, UserProfile } from '@portal/contract';
import { profileQueryOptions } from './get-profile';

/**
 * Saves the fields sent. On the shared client directly: `@portal/shared` has typed helpers for
 * GET and POST only, and this is the portal's one PUT.
 */
export async function updateProfile(body: UpdateProfileBody): Promise<UserProfile> {
  // Silent: the form shows the refusal beside the fields, not as a notice.
  const response = await apiClient.put<Envelope<UserProfile>>('/bgcloud-user/profile', body, {
    silent: true,
  });
  return response.data.data;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryOptions.queryKey, profile),
  });
}
