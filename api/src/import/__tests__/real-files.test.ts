/**
 * The import on files of the trade as publishers' pipelines write them (api/test-data/import,
 * SOURCES.md says where each comes from): real files go in, or are refused for their own faults;
 * broken ones are refused with the line and field at fault, and nothing of them is written.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ArticleFullText, ImportFileReport, ImportReport } from '@portal/contract';
import { PAGES } from '@portal/pages';
import { getJson, setupTestApp } from '../../../test/helper';
import { importFiles } from '../import-service';
import type { ImportSource } from '../types';

const DATA = path.join(__dirname, '../../../test-data/import');
const context = setupTestApp();

async function files(...names: string[]): Promise<ImportSource[]> {
  return Promise.all(
    names.map(async (name) => ({
      name: path.basename(name),
      bytes: new Uint8Array(await readFile(path.join(DATA, name))),
    })),
  );
}

async function run(names: string[], dryRun = false): Promise<ImportReport> {
  return importFiles(context().db, await files(...names), {
    dryRun,
    actor: { via: 'cli', name: 'tester' },
    store: context().app.uploadStore,
  });
}

const only = (report: ImportReport): ImportFileReport => {
  expect(report.files).toHaveLength(1);
  return report.files[0]!;
};

const where = (file: ImportFileReport) =>
  file.problems.map((problem) => ({ line: problem.line, field: problem.field }));

async function counts() {
  const [row] = await context().db.query<{ articles: number; revision: string }>(
    `select (select count(*)::int from articles) as articles,
            (select revision::text from catalogue_revision) as revision`,
  );
  return row;
}

const NECO_DOI = '10.1590/0103-6351/3289';

describe('files with one fault each', () => {
  it.each([
    ['broken/not-xml.xml', 30, ''],
    ['broken/wrong-schema.xml', 27, 'article/front/article-meta/title-group/article-title'],
    ['broken/unknown-journal.xml', 5, 'front/journal-meta'],
    ['broken/bad-issn-check-digit.xml', 11, 'front/journal-meta/issn'],
    ['broken/date-31-february.xml', 122, 'front/article-meta/history/date'],
  ])('%s is refused at line %i (%s) and nothing of it is written', async (name, line, field) => {
    const before = await counts();
    const file = only(await run([name]));
    expect(file.outcome).toBe('refused');
    expect(file.changes).toEqual([]);
    expect(where(file)).toContainEqual({ line, field });
    for (const problem of file.problems) {
      expect(problem.message.en).not.toBe('');
      expect(problem.message.zh).not.toBe('');
    }
    expect(await counts()).toEqual(before);
  });

  it('a DOI twice in one upload: the second file is refused, naming the first, and one article is written', async () => {
    const report = await run(['broken/duplicate-doi-1.xml', 'broken/duplicate-doi-2.xml']);
    const [first, second] = report.files;
    expect(first).toMatchObject({ file: 'duplicate-doi-1.xml', outcome: 'created' });
    expect(second).toMatchObject({ file: 'duplicate-doi-2.xml', outcome: 'refused' });
    expect(where(second!)).toEqual([{ line: 18, field: 'front/article-meta/article-id' }]);
    expect(second!.problems[0]!.message.en).toContain('duplicate-doi-1.xml');
    const articles = await context().db.query('select id from articles where lower(doi) = $1', [
      NECO_DOI.toLowerCase(),
    ]);
    expect(articles).toHaveLength(1);
  });
});

describe('real files as their publishers sent them', () => {
  it.each([
    // AMS's DTD allows a link in the copyright holder; JATS does not.
    [
      'real/ams-proc-ser-b-2014-maketitle.xml',
      55,
      'article/front/article-meta/permissions/copyright-holder',
    ],
    // AMS's own element for amsrefs sources.
    ['real/ams-surv-279-collection-bits.xml', 226, 'raw-citation'],
    // One product sent twice.
    ['real/jonix-onix3-macmillan-feed.xml', 4361, 'Product'],
    // Every element in Silverchair's namespace: not JATS.
    ['real/oup-ptep-2025-tex-math-abstract.xml', 12, 'article'],
    // SciELO's own journals, which the portal does not publish.
    ['real/scielo-neco-2018-tex-math.xml', 5, 'front/journal-meta'],
  ])('%s is refused at line %i (%s)', async (name, line, field) => {
    const file = only(await run([name], true));
    expect(file.outcome).toBe('refused');
    expect(where(file)).toContainEqual({ line, field });
  });
});

describe('real files fitted to the catalogue', () => {
  const GOOD = [
    'derived/scielo-neco-2018-tex-math.xml',
    'derived/scielo-brag-2022-mathml.xml',
    'derived/aps-prd-2018-mathml-title-abstract.xml',
    'derived/aps-prx-2014-mathml-abstract.xml',
  ];

  it('go in, reach their pages and search at once, and change nothing when sent again', async () => {
    const dry = await run(GOOD, true);
    for (const file of dry.files) expect(file.problems).toEqual([]);

    const report = await run(GOOD);
    expect(report.files.map((file) => file.outcome)).toEqual(
      // The first was written by the duplicate-DOI upload above.
      expect.arrayContaining(['created']),
    );
    const brag = report.files.find((file) => file.file === 'scielo-brag-2022-mathml.xml')!;
    const article = brag.changes.find((change) => change.kind === 'article')!;
    expect(article).toMatchObject({
      outcome: 'created',
      key: expect.stringContaining('10.1590/1678-4499.20210245'),
    });
    expect(article.href).toMatch(/^\/JDetail\/3\/article\?id=\d+$/);

    // APS's MathML in a title becomes the TeX the site typesets (ν_μ).
    const prd = report.files.find(
      (file) => file.file === 'aps-prd-2018-mathml-title-abstract.xml',
    )!;
    expect(prd.outcome).toBe('created');
    expect(prd.changes.find((change) => change.kind === 'article')!.title!.en).toMatch(
      /^First measurement of the \$.*\\nu.*\\mu.*\$ charged-current cross section/,
    );

    const id = Number(new URL(article.href!, 'http://portal').searchParams.get('id'));
    const detail = await getJson<{ title: { en: string } }>(
      context().app,
      `/api/periodical/issue-content-detail?id=${id}`,
    );
    expect(detail.statusCode).toBe(200);
    expect(detail.body.data.title.en).toBe(article.title!.en);
    const search = await getJson<{ records: { kind: string; id: number }[] }>(
      context().app,
      `/api/search/search?q=${encodeURIComponent('10.1590/1678-4499.20210245')}`,
    );
    expect(search.body.data.records).toContainEqual(expect.objectContaining({ id }));

    const again = await run(GOOD);
    expect(again.files.map((file) => file.outcome)).toEqual(GOOD.map(() => 'unchanged'));
  });
});

describe("AMS's BITS for a book published online before it is paged", () => {
  it("updates the seeded book's chapter 1 in place, now without pages, on the page readers open", async () => {
    const file = only(await run(['derived/ams-surv-279-collection-bits.xml']));
    expect(file.problems).toEqual([]);
    expect(file.outcome).toBe('updated');
    const chapter = file.changes.find((change) => change.kind === 'chapter')!;
    // AMS prints "Chapter 1"; the catalogue keeps the label 1, and matches the chapter by it.
    expect(chapter).toMatchObject({
      outcome: 'updated',
      key: '978-7-5611-6773-1 1',
      title: { en: 'Chapter before part' },
    });
    const [seeded] = await context().db.query<{ id: number }>(
      `select id from book_chapters where book_id = 129 and label = '1'`,
    );
    const id = seeded!.id;
    expect(chapter.href).toBe(PAGES.chapter.href({ id }));
    const detail = await getJson<{
      firstPage: number | null;
      pageCount: number | null;
      book: { id: number };
      contributors: { name: string }[];
    }>(context().app, `/api/bookmain/chapter-detail?id=${id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.body.data).toMatchObject({
      firstPage: null,
      pageCount: null,
      book: { id: 129 },
      contributors: [{ name: 'Jane Doe' }, { name: 'John Bull' }],
    });
    const book = await getJson<{ chapters: { id: number; firstPage: number | null }[] }>(
      context().app,
      '/api/bookmain/bookdetail?id=129',
    );
    expect(book.body.data.chapters[0]).toMatchObject({ id, firstPage: null });
    expect(book.body.data.chapters[1]?.firstPage).not.toBeNull();
    expect(only(await run(['derived/ams-surv-279-collection-bits.xml'])).outcome).toBe('unchanged');
  });
});

describe('a PDF beside its article', () => {
  it('is reported by a dry run as the real run then keeps it', async () => {
    const pdf = {
      name: 'oup-ptep-2025-tex-math-abstract.pdf',
      bytes: new TextEncoder().encode(`%PDF-1.4 OUP's article, sent ${process.pid}`),
    };
    const upload = [...(await files('derived/oup-ptep-2025-tex-math-abstract.xml')), pdf];
    const options = {
      actor: { via: 'cli', name: 'tester' } as const,
      store: context().app.uploadStore,
    };
    const dry = await importFiles(context().db, upload, { ...options, dryRun: true });
    const real = await importFiles(context().db, upload, { ...options, dryRun: false });
    const outcomes = (report: ImportReport) =>
      report.files.map((file) => [file.file, file.outcome]);
    expect(outcomes(real)).toEqual([
      ['oup-ptep-2025-tex-math-abstract.xml', 'created'],
      ['oup-ptep-2025-tex-math-abstract.pdf', 'created'],
    ]);
    expect(outcomes(dry)).toEqual(outcomes(real));
  });
});

describe("figures' images beside their article", () => {
  // The XML names its figures' print masters (`...-gf01.tif`); the upload has the web's images.
  const BRAG = 'derived/scielo-brag-2022-mathml.xml';
  const PNG = 'derived/0006-8705-brag-81-e2022-gf01.png';
  const SVG = 'derived/0006-8705-brag-81-e2022-gf02.svg';
  const outcomes = (report: ImportReport) => report.files.map((file) => [file.file, file.outcome]);
  const figureChanges = (file: ImportFileReport) =>
    file.changes
      .filter((change) => change.kind === 'figure')
      .map((change) => [change.key, change.outcome]);

  it('warns of a figure whose image was not sent, and refuses a file that is no image or too large', async () => {
    const notImage = { name: 'table-1.png', bytes: new TextEncoder().encode('Table 1, as text') };
    const tooLarge = { name: 'poster.jpg', bytes: new Uint8Array(10 * 1024 * 1024 + 1) };
    const report = await importFiles(
      context().db,
      [...(await files(BRAG, PNG)), notImage, tooLarge],
      { dryRun: false, actor: { via: 'cli', name: 'tester' }, store: context().app.uploadStore },
    );
    const [brag, png, text, poster] = report.files;
    expect(brag!.problems).toEqual([]);
    expect(figureChanges(brag!)).toEqual([['0006-8705-brag-81-e2022-gf01.png', 'created']]);
    // The second figure's image was not sent: the text goes in, the figure shows its caption.
    expect(brag!.notices).toContainEqual({
      line: 579,
      column: expect.any(Number),
      field: 'body/sec/fig/graphic[@xlink:href]',
      message: {
        en: expect.stringContaining('0006-8705-brag-81-e2022-gf02.tif'),
        zh: expect.stringContaining('0006-8705-brag-81-e2022-gf02.tif'),
      },
    });
    expect(png!.outcome).toBe('created');
    for (const [file, words] of [
      [text!, 'not an image'],
      [poster!, 'larger than 10 MB'],
    ] as const) {
      expect(file.outcome).toBe('refused');
      expect(file.problems).toHaveLength(1);
      expect(file.problems[0]!.message.en).toContain(words);
      expect(file.problems[0]!.message.zh).not.toBe('');
    }
  });

  it('keeps the images its figures name, served with their types and sized in the full text', async () => {
    const dry = await run([BRAG, PNG, SVG], true);
    const report = await run([BRAG, PNG, SVG]);
    expect(outcomes(report)).toEqual([
      // It created its second figure's image.
      ['scielo-brag-2022-mathml.xml', 'created'],
      ['0006-8705-brag-81-e2022-gf01.png', 'unchanged'],
      ['0006-8705-brag-81-e2022-gf02.svg', 'created'],
    ]);
    expect(outcomes(dry)).toEqual(outcomes(report));
    const [brag] = report.files;
    expect(brag!.notices).toEqual([]);
    const article = brag!.changes.find((change) => change.kind === 'article')!;
    // Its new image is all that changed of it.
    expect(article.outcome).toBe('updated');
    expect(figureChanges(brag!)).toEqual([['0006-8705-brag-81-e2022-gf02.svg', 'created']]);
    const id = Number(new URL(article.href!, 'http://portal').searchParams.get('id'));

    const text = await getJson<ArticleFullText>(
      context().app,
      `/api/periodical/article-fulltext?id=${id}&lang=en`,
    );
    const html = text.body.data.sections.map((section) => section.html).join('');
    for (const [name, type, file, width, height] of [
      ['0006-8705-brag-81-e2022-gf01.tif', 'image/png', PNG, 8, 6],
      // An SVG's size is its viewBox's when it gives no width and height.
      ['0006-8705-brag-81-e2022-gf02.tif', 'image/svg+xml', SVG, 480, 300],
    ] as const) {
      const src = `/api/periodical/article-figure?id=${id}&name=${name}`;
      expect(html).toContain(
        `<img src="${src.replace('&', '&amp;')}" width="${width}" height="${height}"`,
      );
      const image = await context().app.inject({ url: src });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe(type);
      expect(image.rawPayload.equals(await readFile(path.join(DATA, file)))).toBe(true);
    }

    expect((await run([BRAG, PNG, SVG])).files.map((file) => file.outcome)).toEqual([
      'unchanged',
      'unchanged',
      'unchanged',
    ]);
  });

  it('refuses an image no file of the upload names', async () => {
    const file = only(await run([SVG], true));
    expect(file.outcome).toBe('refused');
    expect(file.problems[0]!.message.en).toContain('No XML file of this upload names');
  });
});
