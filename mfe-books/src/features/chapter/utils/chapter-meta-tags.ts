import {
  fullTextPdfUrl,
  plainTeX,
  scholarDate,
  siteOrigin,
  siteUrl,
  titleTextOf,
  type CitableChapter,
  type MetaTag,
} from '@portal/reading';
import type { BookDetail, ChapterDetail } from '@portal/contract';
import { PAGES } from '@portal/pages';
import { citedBook } from '../../../utils/citable-book';

/** The chapter's authors: its own, or (a chapter of a monograph) the book's. */
export function chapterAuthors(chapter: ChapterDetail): string[] {
  return chapter.contributors.length > 0
    ? chapter.contributors.map((contributor) => contributor.name)
    : chapter.book.authors;
}

/** The book's title as a catalogue cites it: the English title (plain text) and subtitle. */
export function bookTitleOf(chapter: ChapterDetail): string {
  const title = titleTextOf(chapter.book).en;
  const { subtitle } = chapter.book;
  return subtitle?.en ? `${title}: ${plainTeX(subtitle.en)}` : title;
}

/**
 * The `citation_*` tags Google Scholar reads of a chapter, in the English texts whatever the
 * reader's language: the chapter's title (plain text) and authors, the book it is in, its pages,
 * the book's ISBNs (one per edition), publisher and date, and the address of its PDF (the server
 * checks access on every download); and the book's cover for a shared link. The page's own Open
 * Graph tags, in the reader's language, are `usePageMeta`'s.
 */
export function chapterMetaTags(
  chapter: ChapterDetail,
  publisher: string,
  origin = siteOrigin(),
): MetaTag[] {
  const isbns =
    Array.isArray(chapter.book.editions) && chapter.book.editions.length > 0
      ? chapter.book.editions.map((edition) => edition.isbn)
      : [chapter.book.isbn];
  return [
    ['citation_title', titleTextOf(chapter).en],
    ...chapterAuthors(chapter).map((author): MetaTag => ['citation_author', author]),
    ['citation_inbook_title', bookTitleOf(chapter)],
    ...(chapter.firstPage === null || chapter.lastPage === null
      ? []
      : ([
          ['citation_firstpage', String(chapter.firstPage)],
          ['citation_lastpage', String(chapter.lastPage)],
        ] satisfies MetaTag[])),
    ...isbns.map((isbn): MetaTag => ['citation_isbn', isbn]),
    ['citation_publisher', publisher],
    ['citation_publication_date', scholarDate(chapter.book.publishDate)],
    ['citation_pdf_url', fullTextPdfUrl('chapter', chapter.id, origin)],
    ['og:image', siteUrl(chapter.book.coverUrl, origin)],
  ];
}

/**
 * The chapter as "Cite" formats it (`@incollection`, RIS `CHAP`): its own authors (none for a
 * chapter of a monograph, whose authors are the book's) and the book it is in.
 */
export function citableChapter(
  chapter: ChapterDetail,
  book: BookDetail,
  publisher: string,
  origin = siteOrigin(),
): CitableChapter {
  return {
    kind: 'chapter',
    id: chapter.id,
    title: chapter.title,
    authors: chapter.contributors.map((contributor) => contributor.name),
    firstPage: chapter.firstPage,
    lastPage: chapter.lastPage,
    abstract: chapter.abstract,
    book: citedBook(book, publisher),
    url: siteUrl(PAGES.chapter.href({ id: chapter.id }), origin),
  };
}
