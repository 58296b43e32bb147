import type { MetaTag } from '@portal/shared/reading';
import type { BookDetail } from '@portal/shared/contract';
import { absoluteUrl, plainText, scholarDate, siteOrigin } from '../../../utils/reading';
import { editionsOf } from './editions';

/** The title as a catalogue cites it: the English title and subtitle. */
export function citationTitle(book: Pick<BookDetail, 'title' | 'subtitle'>): string {
  return book.subtitle?.en ? `${book.title.en}: ${book.subtitle.en}` : book.title.en;
}

/**
 * The tags Google Scholar reads of a book (`citation_*`, in the English texts whatever the
 * reader's language: one `citation_author` per author, one `citation_isbn` per edition) and the
 * Open Graph tags of a shared link (`og:*`, with the `book:*` details of `og:type` book).
 */
export function bookMetaTags(
  book: BookDetail,
  publisher: string,
  origin = siteOrigin(),
): MetaTag[] {
  const isbns = editionsOf(book).map((edition) => edition.isbn);
  const title = citationTitle(book);
  return [
    ['citation_title', title],
    ...book.authors.map((author): MetaTag => ['citation_author', author]),
    ...isbns.map((isbn): MetaTag => ['citation_isbn', isbn]),
    ['citation_publisher', publisher],
    ['citation_publication_date', scholarDate(book.publishDate)],
    ['og:title', title],
    ['og:type', 'book'],
    ['og:image', absoluteUrl(book.coverUrl, origin)],
    ['og:description', plainText(book.description.en, 300)],
    ['og:url', `${origin}/BDetail/${book.id}`],
    ...isbns.map((isbn): MetaTag => ['book:isbn', isbn.replace(/-/g, '')]),
    ['book:release_date', book.publishDate],
  ];
}
