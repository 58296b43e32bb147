import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@portal/shared';
import type { RegisterBody, UserProfile } from '@portal/contract';

/**
 * Creates a personal account. Silent: the registration page shows what went wrong beside the
 * fields (an e-mail address already registered answers 409) instead of a notice.
 */
export function registerUser(body: RegisterBody): Promise<UserProfile> {
  return apiPost('/bgcloud-user/register', body, { silent: true });
}

export function useRegisterUser() {
  return useMutation({ mutationFn: registerUser });
}
