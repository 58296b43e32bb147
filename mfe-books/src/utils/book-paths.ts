/** A book's page: at the root, as the specification's leading slash says (like `/JDetail`). */
export function bookPath(id: number): string {
  return `/BDetail/${id}`;
}

/** A chapter's page: at the root, like its book's. */
export function chapterPath(id: number): string {
  return `/ChapterDetail/${id}`;
}

/** One series: its description and its volumes. */
export function seriesPath(id: number): string {
  return `/books/bookSuccessionList?id=${id}`;
}

/** The book list's books on sale, newest first: `bookListPath({ status: 'published' })`. */
export const ON_SALE_BOOKS_PATH = '/books/bookList?status=published';

/** The book list's forthcoming books: `bookListPath({ status: 'forthcoming' })`. */
export const FORTHCOMING_BOOKS_PATH = '/books/bookList?status=forthcoming';

/** The books the reader's organization may read. */
export const ORGANIZATION_BOOKS_PATH = '/books/bookOrganization';
