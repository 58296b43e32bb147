import {
  fullTextPdfUrl,
  plainTeX,
  scholarDate,
  siteOrigin,
  siteUrl,
  titleTextOf,
  type MetaTag,
} from '@portal/reading';
import type { BookDetail, BookLanguage } from '@portal/contract';
import { editionsOf } from './editions';

/** The title as a catalogue cites it: the English title (plain text) and subtitle. */
export function citationTitle(book: Pick<BookDetail, 'title' | 'titleText' | 'subtitle'>): string {
  const title = titleTextOf(book).en;
  return book.subtitle?.en ? `${title}: ${plainTeX(book.subtitle.en)}` : title;
}

/** The languages of the text, as ISO 639-1 codes: a bilingual book has both. */
const LANGUAGES_OF: Record<BookLanguage, readonly string[]> = {
  en: ['en'],
  zh: ['zh'],
  'zh-en': ['zh', 'en'],
};

/**
 * The tags Google Scholar reads of a book (`citation_*`, in the English texts whatever the
 * reader's language: one `citation_author` per author, one `citation_isbn` per edition; the
 * address of its PDF once it is published, the server checking access on every download), and
 * the Open Graph details of `og:type` book (`book:*`, its cover). The page's own Open Graph tags,
 * in the reader's language, are `usePageMeta`'s.
 */
export function bookMetaTags(
  book: BookDetail,
  publisher: string,
  origin = siteOrigin(),
): MetaTag[] {
  const isbns = editionsOf(book).map((edition) => edition.isbn);
  return [
    ['citation_title', citationTitle(book)],
    ...book.authors.map((author): MetaTag => ['citation_author', author]),
    ['citation_publication_date', scholarDate(book.publishDate)],
    ...isbns.map((isbn): MetaTag => ['citation_isbn', isbn]),
    ['citation_publisher', publisher],
    ...(book.series ? [['citation_series_title', plainTeX(book.series.title.en)] as const] : []),
    ...LANGUAGES_OF[book.language].map((language): MetaTag => ['citation_language', language]),
    ...(book.publishStatus === 'published'
      ? [['citation_pdf_url', fullTextPdfUrl('book', book.id, origin)] as const]
      : []),
    ['og:image', siteUrl(book.coverUrl, origin)],
    ...isbns.map((isbn): MetaTag => ['book:isbn', isbn.replace(/-/g, '')]),
    ['book:release_date', book.publishDate],
  ];
}
