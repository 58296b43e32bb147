import { apiGet } from '@portal/shared';
import type { AccessMode, ContentType } from '@portal/contract';

/** Which PDF: an article's, a book's or a chapter's, its full text (`read`) or first pages. */
export interface PdfRequest {
  type: ContentType;
  id: number;
  /** `read` (the default): the full text; `preview`: the first pages. */
  mode?: AccessMode;
}

/**
 * The PDF's bytes, through the portal's client so the reader's session goes along (the server
 * checks access again). Silent: a refusal (403) is shown by the viewer as the locked message.
 */
export function getFullTextPdf(
  { type, id, mode = 'read' }: PdfRequest,
  signal?: AbortSignal,
): Promise<ArrayBuffer> {
  return apiGet(
    '/resource/pdf/download',
    { type, id, mode },
    {
      responseType: 'arraybuffer',
      raw: true,
      silent: true,
      signal,
      // A PDF of many pages on a slow line can take longer than an ordinary call.
      timeout: 120_000,
    },
  );
}
