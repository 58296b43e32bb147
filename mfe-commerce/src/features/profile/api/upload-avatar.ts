import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@portal/shared';
import { UPLOAD_FIELD } from '@portal/contract/constants';
import type { UploadedFile, UserProfile } from '@portal/contract';
import { profileQueryOptions } from './get-profile';
import { updateProfile } from './update-profile';

/** Sends one image as the upload's multipart field. */
export function uploadAvatar(file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file);
  // Silent: the server's refusal ('File type or format error', a size) is shown by the picker.
  // Not the client's JSON default, with which axios would turn the form into JSON: for a
  // FormData body the browser then writes the header itself, with the multipart boundary.
  return apiPost('/upload/upload', form, {
    silent: true,
    headers: { 'Content-Type': 'multipart/form-data' },
  });
}

/**
 * Makes `file` the reader's avatar (uploaded, then saved in the profile), or removes the avatar
 * with null. One step for the picker: an upload that is never saved would show an avatar the
 * next visit does not have.
 */
export async function changeAvatar(file: File | null): Promise<UserProfile> {
  const avatarId = file ? (await uploadAvatar(file)).id : null;
  return updateProfile({ avatarId });
}

export function useChangeAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeAvatar,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryOptions.queryKey, profile),
  });
}
