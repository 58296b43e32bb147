import { lazyPart } from '../lazy-part';

/**
 * The in-page PDF viewer (see `pdf-viewer.tsx`). Its code loads when a reader opens a PDF, and
 * pdf.js after it, so no page carries either before then.
 */
export const PdfViewer = lazyPart(
  'pdf-viewer',
  () => import(/* webpackChunkName: "pdf-viewer" */ './pdf-viewer'),
);
