/** Books and chapters as PDFs: title page, contents and chapters; a preview is the first pages. */
import type { AccessMode, BookSummary, LocalizedText } from '@portal/contract';
import { PUBLISHER } from './article-pdf';
import { chapterSections } from './body-text';
import { PdfWriter } from './pdf-writer';

export interface ChapterSource {
  id: number;
  /** What the contents print before the title: '1', '2', ... or 'A' for an appendix. */
  label: string;
  title: LocalizedText;
  /** English abstract (TeX inline); may be empty. */
  abstract: string;
}

export interface BookPdfSource {
  book: BookSummary;
  chapters: ChapterSource[];
}

/** Title page, contents and the first two pages of the first chapter. */
export const BOOK_PREVIEW_PAGES = 4;
export const CHAPTER_PREVIEW_PAGES = 2;

const metadata = (book: BookSummary, title: string) => ({
  title,
  authors: book.authors,
  subject: `${book.title.en}. ISBN ${book.isbn}. ${PUBLISHER}`,
  keywords: [book.seriesTitle?.en ?? book.title.en],
  date: new Date(`${book.publishDate}T00:00:00Z`),
});

/** The words a chapter's generated prose is about. */
const topics = (book: BookSummary, chapter: ChapterSource) =>
  [chapter.title.en, book.title.en].map((title) => title.toLowerCase());

function writeChapter(writer: PdfWriter, book: BookSummary, chapter: ChapterSource): void {
  writer.newPage();
  writer.text(`Chapter ${chapter.label}`, { size: 11, muted: true, after: 4 });
  writer.text(chapter.title.en, { size: 16, bold: true, after: 16 });
  if (chapter.abstract) writer.text(chapter.abstract, { italic: true, after: 10 });
  for (const section of chapterSections(chapter.id, chapter.label, topics(book, chapter), 3)) {
    writer.text(section.heading, { size: 12, bold: true, after: 4 });
    for (const paragraph of section.paragraphs) writer.text(paragraph);
  }
}

export async function bookPdf(
  { book, chapters }: BookPdfSource,
  mode: AccessMode,
): Promise<Uint8Array> {
  const preview = mode === 'preview';
  const writer = await PdfWriter.create(
    metadata(book, book.title.en),
    preview ? BOOK_PREVIEW_PAGES : Infinity,
  );
  writer.newPage();
  if (book.seriesTitle) {
    writer.text(book.seriesTitle.en, { size: 11, align: 'center', muted: true, after: 60 });
  } else {
    writer.space(72);
  }
  writer.text(book.title.en, { size: 22, bold: true, align: 'center', after: 10 });
  if (book.subtitle) writer.text(book.subtitle.en, { size: 14, align: 'center', after: 24 });
  writer.text(book.authors.join(', '), { size: 13, align: 'center', after: 200 });
  writer.text(PUBLISHER, { size: 12, align: 'center', after: 4 });
  writer.text(`ISBN ${book.isbn} | ${book.binding} | published ${book.publishDate}`, {
    size: 9,
    align: 'center',
    muted: true,
  });

  writer.newPage();
  writer.text('Contents', { size: 16, bold: true, after: 12 });
  for (const chapter of chapters) writer.text(`${chapter.label}. ${chapter.title.en}`);
  if (chapters.length === 0) writer.text('Introduction', { after: 6 });

  const body = chapters.length
    ? chapters
    : [{ id: book.id, label: '1', title: book.title, abstract: '' }];
  for (const chapter of body) writeChapter(writer, book, chapter);

  return writer.finish((page, pages) =>
    preview
      ? `Preview: the first pages only | ${book.title.en} | ${PUBLISHER}`
      : `${book.title.en} | page ${page} of ${pages} | ISBN ${book.isbn}`,
  );
}

export async function chapterPdf(
  { book, chapters: [chapter] }: BookPdfSource,
  mode: AccessMode,
): Promise<Uint8Array> {
  if (!chapter) throw new Error('chapterPdf needs the chapter');
  const preview = mode === 'preview';
  const writer = await PdfWriter.create(
    metadata(book, `${chapter.title.en} (${book.title.en})`),
    preview ? CHAPTER_PREVIEW_PAGES : Infinity,
  );
  writer.newPage();
  writer.text(`${book.title.en}, ${book.authors.join(', ')}`, {
    size: 10,
    muted: true,
    after: 2,
  });
  writer.text(`ISBN ${book.isbn} | ${PUBLISHER}`, { size: 9, muted: true, after: 24 });
  writer.text(`Chapter ${chapter.label}`, { size: 11, muted: true, after: 4 });
  writer.text(chapter.title.en, { size: 18, bold: true, after: 18 });
  if (chapter.abstract) writer.text(chapter.abstract, { italic: true, after: 10 });
  for (const section of chapterSections(chapter.id, chapter.label, topics(book, chapter), 6)) {
    writer.text(section.heading, { size: 12, bold: true, after: 4 });
    for (const paragraph of section.paragraphs) writer.text(paragraph);
  }
  return writer.finish((page, pages) =>
    preview
      ? `Preview: the first pages only | ${book.title.en} | ${PUBLISHER}`
      : `${book.title.en}, chapter ${chapter.label} | page ${page} of ${pages}`,
  );
}
