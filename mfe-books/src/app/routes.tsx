import { PlaceholderPage, type PortalRoute } from '@portal/shared';
import { BookHomePage } from '../features/books/components/book-home-page';

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
    path: 'books/BDetail/:id?',
    titleKey: 'books:title.bookDetail',
    element: <PlaceholderPage titleKey="books:title.bookDetail" />,
  },
  {
    name: 'chapterDetail',
    path: 'books/ChapterDetail/:id?',
    titleKey: 'books:title.chapterDetail',
    element: <PlaceholderPage titleKey="books:title.chapterDetail" />,
  },
];
