import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@portal/shared';
import type { ImportReport } from '@portal/contract';
import { STAFF_CALL, withStaffRenewal } from '../../../api/staff-call';

/** The multipart part each file is sent as (`POST /api/staff/imports`). */
const FILES_PART = 'files';
/**
 * An import writes one transaction per file, and a large issue takes a while: longer than the
 * client's usual 30 s, within the time the API gives an upload.
 */
const IMPORT_TIMEOUT_MS = 300_000;

export interface ImportRequest {
  files: readonly File[];
  /** Check only: the report says what would be written, and nothing is. */
  dryRun: boolean;
}

/** Sends the files for a check (`dryRun`) or for the import itself; answers the report. */
export function postImports({ files, dryRun }: ImportRequest): Promise<ImportReport> {
  const send = () => {
    // Made for each send: a repeat after a renewal sends the same files again.
    const body = new FormData();
    // A File's own name is its part's file name.
    for (const file of files) body.append(FILES_PART, file);
    // Not the client's JSON default: for a FormData body the browser writes the header itself,
    // with the multipart boundary.
    return apiPost('/staff/imports', body, {
      ...STAFF_CALL,
      params: { dryRun },
      headers: { 'Content-Type': 'multipart/form-data' },
      timeout: IMPORT_TIMEOUT_MS,
      // The staff member waits on this page for the answer; leaving it does not undo the import.
      autoCancel: false,
    });
  };
  return withStaffRenewal(send);
}

export function usePostImports() {
  return useMutation({ mutationFn: postImports });
}
