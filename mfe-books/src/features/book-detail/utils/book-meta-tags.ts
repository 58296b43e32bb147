import type { BookDetail } from '@portal/shared/contract';
import { editionsOf } from './editions';

/** One `<meta>` tag: Google Scholar's tags go by `name`, Open Graph's by `property`. */
export type MetaTag = { name: string; content: string } | { property: string; content: string };

/** `2017/06/15`: the date form Google Scholar's inclusion guidelines ask for. */
export function scholarDate(date: string): string {
  return date.replace(/-/g, '/');
}

/** A path of this site (`/api/covers/...`) as an absolute address, as crawlers need it. */
export function absoluteUrl(path: string, origin: string): string {
  return /^https?:/.test(path) ? path : `${origin}${path}`;
}

/** The TeX of a title or description as plain words, cut at `maxLength`. */
export function plainText(text: string, maxLength = Infinity): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  return plain.length > maxLength ? `${plain.slice(0, maxLength - 1).trimEnd()}…` : plain;
}

/** The title as a catalogue cites it: the English title and subtitle. */
export function citationTitle(book: Pick<BookDetail, 'title' | 'subtitle'>): string {
  return book.subtitle?.en ? `${book.title.en}: ${book.subtitle.en}` : book.title.en;
}

/**
 * The tags Google Scholar reads of a book (`citation_*`, in the English texts whatever the
 * reader's language: one `citation_author` per author, one `citation_isbn` per edition) and the
 * Open Graph tags of a shared link (`og:*` with the `book:*` details of `og:type` book).
 */
export function bookMetaTags(book: BookDetail, publisher: string, origin: string): MetaTag[] {
  const isbns = editionsOf(book).map((edition) => edition.isbn);
  const description = plainText(book.description.en, 300);
  return [
    { name: 'citation_title', content: citationTitle(book) },
    ...book.authors.map((author) => ({ name: 'citation_author', content: author })),
    ...isbns.map((isbn) => ({ name: 'citation_isbn', content: isbn })),
    { name: 'citation_publisher', content: publisher },
    { name: 'citation_publication_date', content: scholarDate(book.publishDate) },
    { property: 'og:title', content: citationTitle(book) },
    { property: 'og:type', content: 'book' },
    { property: 'og:image', content: absoluteUrl(book.coverUrl, origin) },
    { property: 'og:description', content: description },
    { property: 'og:url', content: `${origin}/BDetail/${book.id}` },
    ...isbns.map((isbn) => ({ property: 'book:isbn', content: isbn.replace(/-/g, '') })),
    { property: 'book:release_date', content: book.publishDate },
  ];
}
