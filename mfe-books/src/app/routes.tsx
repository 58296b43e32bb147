import { lazy, Suspense } from 'react';
import { LoadingState, type PortalRoute } from '@portal/shared';
import { BookHomePage } from '../features/book-home/components/book-home-page';
import { BookListPage } from '../features/book-list/components/book-list-page';
import { FeaturedBooksPage } from '../features/featured/components/featured-books-page';
import { OrganizationBooksPage } from '../features/organization/components/organization-books-page';
import { SeriesListPage } from '../features/series/components/series-list-page';
import { SeriesPage } from '../features/series/components/series-page';
import { legacyDetailTarget } from './legacy-detail-redirect';

// A book's page and a chapter's load when a reader opens one, not with the book home.
const loadBookDetailPage = async () => ({
  default: (
    await import(
      /* webpackChunkName: "book-detail" */ '../features/book-detail/components/book-detail-page'
    )
  ).BookDetailPage,
});
const BookDetailPage = lazy(loadBookDetailPage);
const loadChapterPage = async () => ({
  default: (
    await import(/* webpackChunkName: "chapter" */ '../features/chapter/components/chapter-page')
  ).ChapterPage,
});
const ChapterPage = lazy(loadChapterPage);

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
    element: <FeaturedBooksPage />,
  },
  {
    name: 'bookList',
    path: 'books/bookList',
    titleKey: 'books:title.bookList',
    element: <BookListPage />,
  },
  {
    name: 'bookSuccession',
    path: 'books/bookSuccession',
    titleKey: 'books:title.bookSuccession',
    element: <SeriesListPage />,
  },
  {
    name: 'bookSuccessionList',
    path: 'books/bookSuccessionList',
    titleKey: 'books:title.bookSuccessionList',
    element: <SeriesPage />,
  },
  {
    name: 'bookOrganization',
    path: 'books/bookOrganization',
    titleKey: 'books:title.bookOrganization',
    element: <OrganizationBooksPage />,
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
    preload: loadBookDetailPage,
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
    preload: loadChapterPage,
  },
  // The book and chapter pages moved to the root (/BDetail/:id, /ChapterDetail/:id).
  { name: 'bookDetailLegacy', path: 'books/BDetail/*', redirectTo: legacyDetailTarget },
  { name: 'chapterDetailLegacy', path: 'books/ChapterDetail/*', redirectTo: legacyDetailTarget },
];
