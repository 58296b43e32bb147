import { lazy, Suspense } from 'react';
import { LoadingState } from '@portal/shared';

// The article page (with its citation and PDF parts) loads when a reader opens an article.
const ArticleView = lazy(() => import(/* webpackChunkName: "article" */ './article-view'));

/** The journal detail's `article` view, composed here: features do not import each other. */
export const LAZY_ARTICLE_VIEW = (
  <Suspense fallback={<LoadingState />}>
    <ArticleView />
  </Suspense>
);
