import { lazy, Suspense } from 'react';
import { LoadingState, PlaceholderPage, type PortalRoute } from '@portal/shared';
import { BookHomePage } from '../features/books/components/book-home-page';

// A book's page and a chapter's load when a reader opens one, not with the book home.
const BookDetailPage = lazy(async () => ({
  default: (
    await import(
      /* webpackChunkName: "book-detail" */ '../features/book-detail/components/book-detail-page'
    )
  ).BookDetailPage,
}));
const ChapterPage = lazy(async () => ({
  default: (
    await import(/* webpackChunkName: "chapter" */ '../features/chapter/components/chapter-page')
  ).ChapterPage,
}));

/**
 * Links made before the book and chapter pages moved to the root (`/books/BDetail/5`) lead to
 * the page at its root path (`/BDetail/5`), the query kept; without an id, to the book home.
 */
function movedToRoot({ pathname, search }: { pathname: string; search: string }): string {
  const moved = pathname.replace(/^\/books\//, '/');
  return /^\/(BDetail|ChapterDetail)\/[^/]+/.test(moved) ? `${moved}${search}` : '/books/book';
}

/** The section's routes; the shell hands this remote the paths of DESIGN.md section 3. */
export const ROUTES: readonly PortalRoute[] = [
  {
    name: 'bookHome',
    path: 'books/book',
    titleKey: 'books:title.bookHome',
    element: <BookHomePage />,
  },
  {
    name: 'bookLight',
    path: 'books/bookLight',
    titleKey: 'books:title.bookLight',
    element: <PlaceholderPage titleKey="books:title.bookLight" />,
  },
  {
    name: 'bookList',
    path: 'books/bookList',
    titleKey: 'books:title.bookList',
    element: <PlaceholderPage titleKey="books:title.bookList" />,
  },
  {
    name: 'bookSuccession',
    path: 'books/bookSuccession',
    titleKey: 'books:title.bookSuccession',
    element: <PlaceholderPage titleKey="books:title.bookSuccession" />,
  },
  {
    name: 'bookSuccessionList',
    path: 'books/bookSuccessionList',
    titleKey: 'books:title.bookSuccessionList',
    element: <PlaceholderPage titleKey="books:title.bookSuccessionList" />,
  },
  {
    name: 'bookDetail',
    path: 'BDetail/:id',
    titleKey: 'books:title.bookDetail',
    element: (
      <Suspense fallback={<LoadingState />}>
        <BookDetailPage />
      </Suspense>
    ),
  },
  {
    name: 'chapterDetail',
    path: 'ChapterDetail/:id',
    titleKey: 'books:title.chapterDetail',
    element: (
      <Suspense fallback={<LoadingState />}>
        <ChapterPage />
      </Suspense>
    ),
  },
  {
    name: 'bookDetailMoved',
    path: 'books/BDetail/:id?',
    redirectTo: movedToRoot,
  },
  {
    name: 'chapterDetailMoved',
    path: 'books/ChapterDetail/:id?',
    redirectTo: movedToRoot,
  },
];
