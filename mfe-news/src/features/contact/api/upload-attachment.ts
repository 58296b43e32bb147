import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@portal/shared';
import type { UploadedFile } from '@portal/contract';
import { UPLOAD_FIELD } from '@portal/contract/constants';

/**
 * Uploads one file (personal accounts only). Silent: a refused file is said beside the
 * attachment, in the server's words. An expired session is renewed as for every call.
 */
export function uploadAttachment(file: File): Promise<UploadedFile> {
  const body = new FormData();
  body.append(UPLOAD_FIELD, file);
  // Not the client's JSON default: axios would turn the form into JSON. For a FormData body the
  // browser then writes the header itself, with the multipart boundary.
  return apiPost('/upload/upload', body, {
    silent: true,
    headers: { 'Content-Type': 'multipart/form-data' },
  });
}

export function useUploadAttachment() {
  return useMutation({ mutationFn: uploadAttachment });
}
