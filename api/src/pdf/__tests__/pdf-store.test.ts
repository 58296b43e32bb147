import { PDFDocument } from 'pdf-lib';
import { createPdfStore, type PdfKey } from '../pdf-store';
import { PdfWriter } from '../pdf-writer';

const bytes = (n: number) => new Uint8Array(n).fill(7);

describe('createPdfStore', () => {
  it('generates a document once and serves it from memory after that', async () => {
    const generate = jest.fn(async ({ id }: PdfKey) => bytes(id));
    const store = createPdfStore(generate);
    const key: PdfKey = { type: 'article', id: 5, mode: 'read' };
    const [a, b] = await Promise.all([store.get(key), store.get(key)]);
    const c = await store.get(key);
    expect(a).toBe(b);
    expect(c).toBe(a);
    expect(generate).toHaveBeenCalledTimes(1);
    expect(store.generated).toBe(1);
    await store.get({ ...key, mode: 'preview' });
    expect(generate).toHaveBeenCalledTimes(2);
  });

  it('keeps within its size, dropping the least recently used', async () => {
    const generate = jest.fn(async () => bytes(400));
    const store = createPdfStore(generate, 1000);
    for (const id of [1, 2, 3, 1]) await store.get({ type: 'book', id, mode: 'read' });
    expect(generate).toHaveBeenCalledTimes(4);
  });

  it('remembers nothing for unknown objects', async () => {
    const generate = jest.fn(async () => undefined);
    const store = createPdfStore(generate);
    const key: PdfKey = { type: 'chapter', id: 1, mode: 'read' };
    expect(await store.get(key)).toBeUndefined();
    expect(await store.get(key)).toBeUndefined();
    expect(generate).toHaveBeenCalledTimes(2);
  });
});

describe('PdfWriter', () => {
  const metadata = {
    title: 'Sur les équations de Navier–Stokes 纳维',
    authors: ['Paul Erdős'],
    subject: 'Test',
    keywords: ['analysis'],
    date: new Date('2025-03-01T00:00:00Z'),
  };

  it('writes what the standard fonts can, accents dropped and the rest as "?"', async () => {
    const writer = await PdfWriter.create(metadata);
    writer.newPage();
    writer.text(metadata.title);
    const pdf = await PDFDocument.load(await writer.finish((page) => `page ${page}`));
    expect(pdf.getTitle()).toBe('Sur les equations de Navier–Stokes ??');
    expect(pdf.getAuthor()).toBe('Paul Erdos');
    expect(pdf.getCreationDate()?.toISOString()).toBe('2025-03-01T00:00:00.000Z');
  });

  it('stops at maxPages, and makes the same bytes every time', async () => {
    const write = async () => {
      const writer = await PdfWriter.create(metadata, 2);
      writer.newPage();
      for (let i = 0; i < 200; i++) writer.text('A line of body text that runs on. '.repeat(4));
      expect(writer.truncated).toBe(true);
      return writer.finish(() => 'Preview');
    };
    const first = await write();
    expect((await PDFDocument.load(first)).getPageCount()).toBe(2);
    expect(Buffer.compare(Buffer.from(first), Buffer.from(await write()))).toBe(0);
  });
});
