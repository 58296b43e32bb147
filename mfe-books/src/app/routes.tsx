import { lazy, Suspense } from 'react';
import { LoadingState, type PortalRoute } from '@portal/shared';
import { OLD_BOOK_PATHS, PAGES } from '@portal/pages';
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

/** The section's routes: its pages of @portal/pages, under the path groups the shell hands it. */
export const ROUTES: readonly PortalRoute[] = [
  {
    name: 'bookHome',
    path: PAGES.bookHome.path,
    titleKey: 'books:title.bookHome',
    element: <BookHomePage />,
  },
  {
    name: 'bookLight',
    path: PAGES.featuredBooks.path,
    titleKey: 'books:title.bookLight',
    element: <FeaturedBooksPage />,
  },
  {
    name: 'bookList',
    path: PAGES.bookList.path,
    titleKey: 'books:title.bookList',
    element: <BookListPage />,
  },
  {
    name: 'bookSuccession',
    path: PAGES.seriesList.path,
    titleKey: 'books:title.bookSuccession',
    element: <SeriesListPage />,
  },
  {
    name: 'bookSuccessionList',
    path: PAGES.series.path,
    titleKey: 'books:title.bookSuccessionList',
    element: <SeriesPage />,
  },
  {
    name: 'bookOrganization',
    path: PAGES.organizationBooks.path,
    titleKey: 'books:title.bookOrganization',
    element: <OrganizationBooksPage />,
  },
  {
    name: 'bookDetail',
    path: PAGES.book.path,
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
    path: PAGES.chapter.path,
    titleKey: 'books:title.chapterDetail',
    element: (
      <Suspense fallback={<LoadingState />}>
        <ChapterPage />
      </Suspense>
    ),
    preload: loadChapterPage,
  },
  // The book and chapter pages moved to the root (PAGES.book, PAGES.chapter).
  { name: 'bookDetailLegacy', path: OLD_BOOK_PATHS.book, redirectTo: legacyDetailTarget },
  { name: 'chapterDetailLegacy', path: OLD_BOOK_PATHS.chapter, redirectTo: legacyDetailTarget },
];
