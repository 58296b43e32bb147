import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@portal/shared';
import type { ChangePasswordBody } from '@portal/contract';

export function changePassword(body: ChangePasswordBody): Promise<null> {
  // Silent: a wrong current password is shown in the form, not as a notice.
  return apiPost('/bgcloud-user/change-password', body, { silent: true });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
