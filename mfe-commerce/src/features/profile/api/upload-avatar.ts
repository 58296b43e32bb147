import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@portal/shared';
import { UPLOAD_FIELD } from '@portal/shared/contract/constants';
import type { UploadedFile } from '@portal/shared/contract';

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

export function useUploadAvatar() {
  return useMutation({ mutationFn: uploadAvatar });
}
