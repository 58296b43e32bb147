/**
 * The PDFs of the catalogue: each object's generator over the database, and the PDFs publishers
 * sent with their articles and chapters (an import keeps them in the upload store), served instead.
 */
import { PDFDocument } from 'pdf-lib';
import type { AccessMode } from '@portal/contract';
import type { Db } from '../db/db';
import type { UploadStore } from '../uploads/store';
import { findBookPdfSource, findChapterPdfSource } from '../repositories/access-repository';
import { findArticle } from '../repositories/article-repository';
import { findStoredChapterPdf } from '../repositories/book-chapter-repository';
import { PREVIEW_PAGES, articlePdf } from './article-pdf';
import { bookPdf, chapterPdf, CHAPTER_PREVIEW_PAGES } from './book-pdf';
import type { PdfGenerator } from './pdf-store';

async function readAll(store: Pick<UploadStore, 'read'>, key: string) {
  const stream = await store.read(key);
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return new Uint8Array(Buffer.concat(chunks));
}

/** A stored PDF's preview: its first pages, as a generated preview has. */
async function firstPages(pdf: Uint8Array, pages: number): Promise<Uint8Array> {
  const source = await PDFDocument.load(pdf);
  const preview = await PDFDocument.create();
  const indices = source.getPageIndices().slice(0, pages);
  for (const page of await preview.copyPages(source, indices)) preview.addPage(page);
  return preview.save();
}

export const cataloguePdfs =
  (db: Db, uploads?: Pick<UploadStore, 'read'>): PdfGenerator =>
  async ({ type, id, mode }) => {
    if (type === 'article') {
      const article = await findArticle(db, id);
      return article && articlePdf(article, mode);
    }
    if (type === 'book') {
      const source = await findBookPdfSource(db, id);
      return source && bookPdf(source, mode);
    }
    // A chapter imported with its own PDF (BITS) is served that PDF.
    const key = uploads && (await findStoredChapterPdf(db, id));
    const stored = key && uploads ? await readAll(uploads, key) : undefined;
    if (stored) return mode === 'preview' ? firstPages(stored, CHAPTER_PREVIEW_PAGES) : stored;
    const source = await findChapterPdfSource(db, id);
    return source && chapterPdf(source, mode);
  };

/** The file name a reader's browser saves the PDF under (ASCII, no quotes). */
export function pdfFileName(type: string, id: number, mode: string): string {
  return `${type}-${id}${mode === 'preview' ? '-preview' : ''}.pdf`;
}

/**
 * The PDF an import stored for an article, or undefined when it has none (then the generated one
 * is served). Read from the store on each request, not cached: a re-import may replace it. A
 * preview is its first pages, as many as a generated preview has.
 */
export async function storedArticlePdf(
  db: Db,
  uploads: Pick<UploadStore, 'read'>,
  id: number,
  mode: AccessMode,
): Promise<Uint8Array | undefined> {
  const [row] = await db.query<{ pdf_key: string | null }>(
    'select pdf_key from articles where id = $1',
    [id],
  );
  const stored = row?.pdf_key ? await readAll(uploads, row.pdf_key) : undefined;
  if (!stored) return undefined;
  return mode === 'preview' ? firstPages(stored, PREVIEW_PAGES) : stored;
}
