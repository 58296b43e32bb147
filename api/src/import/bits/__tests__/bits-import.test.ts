/**
 * BITS chapters into a book of the catalogue: created with their authors, pages, abstracts and
 * PDF, the same file again leaving them as they are, a changed file updating them in place, the
 * PDF served after the access check, chapters of a book not paged yet without pages, and files
 * naming no known book or impossible pages refused.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { setupTestApp } from '../../../../test/helper';
import { importFile, sourceOf } from '../../__tests__/import-file';
import { contentsLabel } from '..';
import type { ImportSource } from '../../types';

const fixture = (folder: string, name: string) =>
  readFileSync(
    path.join(import.meta.dirname, '..', '..', folder, '__tests__', 'fixtures', name),
    'utf8',
  );
const CHAPTERS = fixture('bits', 'knots-volume-2.xml');

const context = setupTestApp();
const lineOf = (text: string, needle: string) =>
  text.slice(0, text.indexOf(needle)).split('\n').length;

async function pdfOfPages(pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let i = 0; i < pages; i += 1) pdf.addPage().drawText(`Page ${i + 1}`);
  return pdf.save();
}

/** Stores a PDF as the import service does: in the app's upload store, under a new key. */
async function storePdf(bytes: Uint8Array): Promise<string> {
  const store = context().app.uploadStore;
  const spooled = store.spoolPath();
  await writeFile(spooled, bytes);
  const key = `0/${randomUUID()}`;
  await store.keep(spooled, key, { size: bytes.byteLength, mimeType: 'application/pdf' });
  return key;
}

let pdf: ImportSource;
beforeAll(async () => {
  pdf = { name: 'knots-2-ch1.pdf', bytes: await pdfOfPages(5) };
  // The book the chapters belong to, from its ONIX record.
  const onix = await importFile(
    context().db,
    sourceOf('set.xml', fixture('onix', 'volume-set.xml')),
  );
  expect(onix.problems).toEqual([]);
});

const chapters = () =>
  context().db.query<{
    id: number;
    label: string;
    title_zh: string;
    abstract_en: string;
    first_page: number | null;
    last_page: number | null;
    pdf_storage_key: string | null;
    authors: string[];
  }>(
    `select c.id, c.label, c.title_zh, c.abstract_en, c.first_page, c.last_page, c.pdf_storage_key,
            array(select p.name from book_chapter_authors a join contributors p on p.id = a.contributor_id
                   where a.chapter_id = c.id order by a.position) as authors
       from book_chapters c join book_editions e on e.book_id = c.book_id
      where e.isbn = '978-0-201-63361-0' order by c.position`,
  );

const importChapters = (text: string, dryRun = false) =>
  importFile(context().db, sourceOf('knots-volume-2.xml', text), {
    dryRun,
    attachments: [pdf],
    storePdf,
  });

it.each([
  ['Chapter 1', '1'],
  ['Appendix A', 'A'],
  ['第 3 章', '3'],
  ['12.', '12'],
  ['B', 'B'],
])('keeps the printed label %s as the contents label %s', (printed, label) => {
  expect(contentsLabel(printed)).toBe(label);
});

describe('BITS import', () => {
  it('adds the chapters of a book with their authors, pages, abstracts and PDF', async () => {
    const result = await importChapters(CHAPTERS);
    expect(result.problems).toEqual([]);
    expect(result.changes.map((c) => [c.kind, c.outcome])).toEqual([
      ['chapter', 'created'],
      ['pdf', 'created'],
      ['chapter', 'created'],
    ]);
    const [first, second] = await chapters();
    expect(first).toMatchObject({
      label: '1',
      title_zh: '琼斯多项式',
      abstract_en: 'We define the Jones polynomial by skein relations. Its invariance follows.',
      first_page: 1,
      last_page: 24,
      authors: ['Ada Knotter'],
    });
    expect(first?.pdf_storage_key).toMatch(/^0\//);
    expect(second).toMatchObject({ label: '2', authors: ['Ben Braid'], pdf_storage_key: null });
    expect(result.changes[0]?.href).toBe(`/ChapterDetail/${first?.id}`);
  });

  it('changes nothing when the same files come again', async () => {
    const before = await chapters();
    const result = await importChapters(CHAPTERS);
    expect(result.changes.map((c) => c.outcome)).toEqual(['unchanged', 'unchanged']);
    expect(await chapters()).toEqual(before);
  });

  it('updates a changed chapter in place', async () => {
    const result = await importChapters(CHAPTERS.replace('<lpage>60</lpage>', '<lpage>62</lpage>'));
    expect(result.changes.map((c) => c.outcome)).toEqual(['unchanged', 'updated']);
    const all = await chapters();
    expect(all).toHaveLength(2);
    expect(all[1]?.last_page).toBe(62);
  });

  it('takes the chapters of a book not paged yet without pages, and a first page alone as one page', async () => {
    const unpaged = await importChapters(
      CHAPTERS.replace('<fpage>1</fpage>', '')
        .replace('<lpage>24</lpage>', '')
        .replace('<lpage>60</lpage>', ''),
    );
    expect(unpaged.problems).toEqual([]);
    expect(unpaged.changes.map((c) => c.outcome)).toEqual(['updated', 'updated']);
    const [first, second] = await chapters();
    expect(first).toMatchObject({ first_page: null, last_page: null });
    expect(second).toMatchObject({ first_page: 25, last_page: 25 });
    const { app } = context();
    const detail = await app.inject({
      method: 'GET',
      url: `/api/bookmain/chapter-detail?id=${first?.id}`,
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({ firstPage: null, lastPage: null, pageCount: null });

    const paged = await importChapters(CHAPTERS.replace('<lpage>60</lpage>', '<lpage>62</lpage>'));
    expect(paged.changes.map((c) => c.outcome)).toEqual(['updated', 'updated']);
  });

  it("serves a chapter's own PDF only after the access check", async () => {
    const { app, db } = context();
    const [first] = await chapters();
    const download = (mode: string) =>
      app.inject({
        method: 'GET',
        url: `/api/resource/pdf/download?type=chapter&id=${first?.id}&mode=${mode}`,
      });
    expect((await download('read')).statusCode).toBe(403);
    await db.query('update book_chapters set open_access = true where id = $1', [first?.id]);
    await app.catalogueRevision.refresh();
    const full = await download('read');
    expect(full.statusCode).toBe(200);
    expect(new Uint8Array(full.rawPayload)).toEqual(pdf.bytes);
    const preview = await PDFDocument.load(new Uint8Array((await download('preview')).rawPayload));
    expect(preview.getPageCount()).toBe(2);
  });

  it('serves a PDF imported for a chapter already read, not the one generated before', async () => {
    const { app, db } = context();
    const second = (await chapters())[1];
    await db.query('update book_chapters set open_access = true where id = $1', [second?.id]);
    await app.catalogueRevision.refresh();
    const download = async () =>
      new Uint8Array(
        (
          await app.inject({
            method: 'GET',
            url: `/api/resource/pdf/download?type=chapter&id=${second?.id}`,
          })
        ).rawPayload,
      );
    const generated = await download();
    const own = { name: 'knots-2-ch2.pdf', bytes: await pdfOfPages(3) };
    const withPdf = CHAPTERS.replace(
      '<lpage>60</lpage>',
      '<lpage>62</lpage><self-uri content-type="pdf" xlink:href="knots-2-ch2.pdf"/>',
    );
    const result = await importFile(db, sourceOf('knots-volume-2.xml', withPdf), {
      attachments: [pdf, own],
      storePdf,
    });
    expect(result.changes.map((c) => [c.kind, c.outcome])).toEqual([
      ['chapter', 'unchanged'],
      ['chapter', 'updated'],
      ['pdf', 'created'],
    ]);
    await app.catalogueRevision.refresh();
    const served = await download();
    expect(served).not.toEqual(generated);
    expect(served).toEqual(own.bytes);
  });

  it('refuses chapters of a book the catalogue does not have, or with impossible pages', async () => {
    const unknown = await importChapters(
      CHAPTERS.replace('978-0-201-63361-0', '978-0-306-40615-8'),
    );
    expect(unknown.problems[0]).toMatchObject({ field: 'book-meta/isbn' });
    expect(unknown.problems[0]?.message.en).toMatch(/check digit/);
    const missing = await importChapters(
      CHAPTERS.replace('978-0-201-63361-0', '978-1-4020-9473-6'),
    );
    expect(missing.problems[0]?.message.en).toMatch(/No book of the catalogue/);
    const pages = await importChapters(CHAPTERS.replace('<lpage>24</lpage>', '<lpage>0</lpage>'));
    expect(pages.problems).toEqual([
      expect.objectContaining({
        field: 'book-body/book-part/book-part-meta/lpage',
        line: lineOf(CHAPTERS, '<lpage>24'),
      }),
    ]);
    const endOnly = await importChapters(CHAPTERS.replace('<fpage>25</fpage>', ''));
    expect(endOnly.problems).toEqual([
      expect.objectContaining({
        field: 'book-body/book-part/book-part-meta/fpage',
        line: lineOf(CHAPTERS, '<lpage>60'),
      }),
    ]);
    const noPdf = await importFile(context().db, sourceOf('knots-volume-2.xml', CHAPTERS), {
      storePdf,
    });
    expect(noPdf.problems[0]).toMatchObject({
      field: 'book-body/book-part/book-part-meta/self-uri',
      line: lineOf(CHAPTERS, '<self-uri'),
    });
  });
});
