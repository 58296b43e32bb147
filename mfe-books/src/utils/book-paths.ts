import { PAGES } from '@portal/pages';

/**
 * The book list's fixed links the home widget shows, apart from `book-list-path.ts` so that the
 * widget does not carry the list's filter logic (a test checks they are the list's own links).
 */

/** The book list's books on sale, newest first: `bookListPath({ status: 'published' })`. */
export const ON_SALE_BOOKS_PATH = PAGES.bookList.href({ status: 'published' });

/** The book list's forthcoming books: `bookListPath({ status: 'forthcoming' })`. */
export const FORTHCOMING_BOOKS_PATH = PAGES.bookList.href({ status: 'forthcoming' });
