import type { ChapterDetail } from '@portal/shared/contract';

/** `2017/06/15`: the date form Google Scholar's inclusion guidelines ask for. */
function scholarDate(date: string): string {
  return date.replace(/-/g, '/');
}

/** The chapter's authors: its own, or (a chapter of a monograph) the book's. */
export function chapterAuthors(chapter: ChapterDetail): string[] {
  return chapter.contributors.length > 0
    ? chapter.contributors.map((contributor) => contributor.name)
    : chapter.book.authors;
}

/** The book's title as a catalogue cites it: the English title and subtitle. */
export function bookTitleOf(chapter: ChapterDetail): string {
  const { title, subtitle } = chapter.book;
  return subtitle?.en ? `${title.en}: ${subtitle.en}` : title.en;
}

/**
 * The `citation_*` tags Google Scholar reads of a chapter, in the English texts whatever the
 * reader's language: the chapter's title and authors, the book it is in, its pages, the book's
 * ISBN and date, and the address of its PDF (the server checks access on every download).
 */
export function chapterMetaTags(
  chapter: ChapterDetail,
  { publisher, pdfUrl }: { publisher: string; pdfUrl: string },
): { name: string; content: string }[] {
  return [
    { name: 'citation_title', content: chapter.title.en },
    ...chapterAuthors(chapter).map((author) => ({ name: 'citation_author', content: author })),
    { name: 'citation_inbook_title', content: bookTitleOf(chapter) },
    { name: 'citation_firstpage', content: String(chapter.firstPage) },
    { name: 'citation_lastpage', content: String(chapter.lastPage) },
    { name: 'citation_isbn', content: chapter.book.isbn },
    { name: 'citation_publisher', content: publisher },
    { name: 'citation_publication_date', content: scholarDate(chapter.book.publishDate) },
    { name: 'citation_pdf_url', content: pdfUrl },
  ];
}
