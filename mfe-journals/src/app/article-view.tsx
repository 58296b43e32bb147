import { lazy, Suspense } from 'react';
import { LoadingState } from '@portal/shared';
import { ArticlePage } from '../features/article/components/article-page';
import type { PdfViewerSlotProps } from '../features/article/components/article-access';
import { CitePanel } from '../features/citation/components/cite-panel';

// pdf.js and the viewer load when a reader opens a PDF, not with the article page.
const PdfViewer = lazy(async () => ({
  default: (
    await import(
      /* webpackChunkName: "pdf-viewer" */ '../features/pdf-viewer/components/pdf-viewer'
    )
  ).PdfViewer,
}));

function ArticlePdfViewer({ articleId, fileName, onClose }: PdfViewerSlotProps) {
  return (
    <Suspense fallback={<LoadingState />}>
      <PdfViewer
        request={{ type: 'article', id: articleId }}
        fileName={fileName}
        onClose={onClose}
      />
    </Suspense>
  );
}

/**
 * The page of `/JDetail/:cid/article?id=`: the article page composed with its citations and
 * PDF viewer (features do not import each other, so the app layer puts them together). The
 * route table loads it lazily, in the journal's frame.
 */
export default function ArticleView() {
  return <ArticlePage Citation={CitePanel} PdfViewer={ArticlePdfViewer} />;
}
