/** The PDFs of the catalogue: each object's generator over the database. */
import type { Db } from '../db/db';
import { findBookPdfSource, findChapterPdfSource } from '../repositories/access-repository';
import { findArticle } from '../repositories/article-repository';
import { articlePdf } from './article-pdf';
import { bookPdf, chapterPdf } from './book-pdf';
import type { PdfGenerator } from './pdf-store';

export const cataloguePdfs =
  (db: Db): PdfGenerator =>
  async ({ type, id, mode }) => {
    if (type === 'article') {
      const article = await findArticle(db, id);
      return article && articlePdf(article, mode);
    }
    if (type === 'book') {
      const source = await findBookPdfSource(db, id);
      return source && bookPdf(source, mode);
    }
    const source = await findChapterPdfSource(db, id);
    return source && chapterPdf(source, mode);
  };

/** The file name a reader's browser saves the PDF under (ASCII, no quotes). */
export function pdfFileName(type: string, id: number, mode: string): string {
  return `${type}-${id}${mode === 'preview' ? '-preview' : ''}.pdf`;
}
