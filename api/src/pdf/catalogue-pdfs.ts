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

/** A PDF an import stored, whole or as a preview of its first `previewPages` pages. */
async function storedPdf(
  uploads: Pick<UploadStore, 'read'> | undefined,
  key: string | undefined,
  mode: AccessMode,
  previewPages: number,
): Promise<Uint8Array | undefined> {
  const stored = key && uploads ? await readAll(uploads, key) : undefined;
  if (!stored) return undefined;
  return mode === 'preview' ? firstPages(stored, previewPages) : stored;
}

/**
 * Each object's PDF: the one an import stored for an article (JATS) or a chapter (BITS), else the
 * one generated from the catalogue. The store keys its cache by the catalogue's revision, so a
 * PDF imported anew is the one served next.
 */
export const cataloguePdfs =
  (db: Db, uploads?: Pick<UploadStore, 'read'>): PdfGenerator =>
  async ({ type, id, mode }) => {
    if (type === 'article') {
      const [row] = await db.query<{ key: string | null }>(
        'select pdf_key as key from articles where id = $1',
        [id],
      );
      const stored = await storedPdf(uploads, row?.key ?? undefined, mode, PREVIEW_PAGES);
      if (stored) return stored;
      const article = await findArticle(db, id);
      return article && articlePdf(article, mode);
    }
    if (type === 'book') {
      const source = await findBookPdfSource(db, id);
      return source && bookPdf(source, mode);
    }
    const key = uploads && (await findStoredChapterPdf(db, id));
    const stored = await storedPdf(uploads, key, mode, CHAPTER_PREVIEW_PAGES);
    if (stored) return stored;
    const source = await findChapterPdfSource(db, id);
    return source && chapterPdf(source, mode);
  };

/** The file name a reader's browser saves the PDF under (ASCII, no quotes). */
export function pdfFileName(type: string, id: number, mode: string): string {
  return `${type}-${id}${mode === 'preview' ? '-preview' : ''}.pdf`;
}
