import { lazy, Suspense } from 'react';
import { LoadingState } from '../../ui/components/states';
import type { PdfViewerProps } from './pdf-viewer';

const LazyPdfViewer = lazy(() => import(/* webpackChunkName: "pdf-viewer" */ './pdf-viewer'));

/**
 * The in-page PDF viewer (see `pdf-viewer.tsx`). Its code loads when a reader opens a PDF, and
 * pdf.js after it, so no page carries either before then.
 */
export function PdfViewer(props: PdfViewerProps) {
  return (
    <Suspense fallback={<LoadingState />}>
      <LazyPdfViewer {...props} />
    </Suspense>
  );
}
