import { lazy, Suspense } from 'react';
import { LoadingState } from '@portal/shared';
import { ArticlePage, type PdfViewerSlotProps } from '../features/article';
import { CitePanel } from '../features/citation';

// pdf.js and the viewer load when a reader opens a PDF, not with the article page.
const PdfViewer = lazy(() => import(/* webpackChunkName: "pdf-viewer" */ '../features/pdf-viewer'));

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
 * The article page composed with its citations and PDF viewer: features do not import each
 * other, so the app layer puts them together. The journal detail shows it for
 * `/JDetail/:cid/article?id=`; load it lazily (`lazy(() => import('./article-view'))`).
 */
export function ArticleView() {
  return <ArticlePage Citation={CitePanel} PdfViewer={ArticlePdfViewer} />;
}

export default ArticleView;
