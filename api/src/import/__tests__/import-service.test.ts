import type { ImportFileReport, ImportReport } from '@portal/contract';
import { setupTestApp } from '../../../test/helper';
import { listImports } from '../../repositories/import-repository';
import { importedPdfKey } from '../../uploads/store';
import { importFiles } from '../import-service';
import type { ImportSource } from '../types';
import { toyPdf, toyReader, toySchemaCheck, toyXml, type ToyFile } from './toy-format';

const formats = { readers: [toyReader], validate: toySchemaCheck };
const context = setupTestApp({ importFormats: formats });

/** A new volume of journal 1 for each test: its number, year and issue date. */
let next = { volume: 0, year: 0, date: '' };
let dois = 0;

beforeEach(async () => {
  const [row] = await context().db.query<{ volume: number; year: number; date: string }>(
    `select max(v.number)::int + 1 as volume, max(v.year)::int + 1 as year,
            to_char(max(i.published_date) + 1, 'YYYY-MM-DD') as date
       from volumes v join issues i on i.volume_id = v.id where v.journal_id = 1`,
  );
  if (!row) throw new Error('journal 1 has no volume');
  next = row;
});

function toy(overrides: Partial<ToyFile> = {}): ToyFile {
  dois += 1;
  return {
    journal: 1,
    volume: next.volume,
    year: next.year,
    issue: 1,
    date: next.date,
    doi: `10.5555/toy.${process.pid}.${dois}`,
    title: `Toy theorem number ${dois}`,
    ...overrides,
  };
}

const xmlSource = (name: string, file: ToyFile): ImportSource => ({ name, bytes: toyXml(file) });

function run(sources: readonly ImportSource[], dryRun = false): Promise<ImportReport> {
  return importFiles(context().db, sources, {
    ...formats,
    dryRun,
    actor: { via: 'cli', name: 'tester' },
    store: context().app.uploadStore,
  });
}

const byName = (report: ImportReport, name: string): ImportFileReport => {
  const file = report.files.find((candidate) => candidate.file === name);
  if (!file) throw new Error(`no report of ${name}`);
  return file;
};

async function articlesOf(doi: string) {
  return context().db.query<{ id: number; title_en: string }>(
    'select id, title_en from articles where doi = $1',
    [doi],
  );
}

async function revision(): Promise<string> {
  const [row] = await context().db.query<{ revision: string }>(
    'select revision::text as revision from catalogue_revision',
  );
  return row?.revision ?? '';
}

async function isStored(bytes: Uint8Array): Promise<boolean> {
  const { createHash } = await import('node:crypto');
  const key = importedPdfKey(createHash('sha256').update(bytes).digest('hex'));
  const stream = await context().app.uploadStore.read(key);
  stream?.destroy();
  return stream !== undefined;
}

describe('importFiles', () => {
  it('answers for a dry run exactly what a real run then does, and writes nothing', async () => {
    const first = toy({ pdf: 'first.pdf' });
    const second = toy();
    const pdf = toyPdf(first.doi);
    const sources = [
      xmlSource('first.xml', first),
      { name: 'first.pdf', bytes: pdf },
      xmlSource('second.xml', second),
    ];
    const before = await revision();

    const dry = await run(sources, true);
    expect(dry.dryRun).toBe(true);
    expect(dry.files.map((file) => [file.file, file.format, file.outcome])).toEqual([
      ['first.xml', 'jats', 'created'],
      ['first.pdf', null, 'created'],
      ['second.xml', 'jats', 'created'],
    ]);
    expect(byName(dry, 'first.xml').changes.map((change) => change.kind)).toEqual([
      'volume',
      'issue',
      'article',
      'pdf',
    ]);
    expect(await articlesOf(first.doi)).toEqual([]);
    expect(await revision()).toBe(before);
    expect(await isStored(pdf)).toBe(false);

    const real = await run(sources);
    expect(real.dryRun).toBe(false);
    expect(real.files.map((file) => [file.file, file.outcome])).toEqual(
      dry.files.map((file) => [file.file, file.outcome]),
    );
    expect(byName(real, 'first.xml').changes.map((change) => change.kind)).toEqual([
      'volume',
      'issue',
      'article',
      'pdf',
    ]);
    expect(await articlesOf(first.doi)).toHaveLength(1);
    expect(await articlesOf(second.doi)).toHaveLength(1);
    expect(await isStored(pdf)).toBe(true);
    expect(await revision()).not.toBe(before);
  });

  it('brings the search index up to date for what it wrote, and rewrites no other document', async () => {
    const [{ xid } = { xid: '' }] = await context().db.query<{ xid: string }>(
      'select pg_current_xact_id()::text as xid',
    );
    const file = toy({ title: 'Quasiperiodic toyfolds' });
    await run([xmlSource('toyfold.xml', file)]);
    const [article] = await articlesOf(file.doi);
    const rewritten = await context().db.query<{ kind: string; id: number; title_en: string }>(
      `select kind, id, title_en from search_documents where xmin::text::bigint > $1::bigint`,
      [xid],
    );
    expect(rewritten).toEqual([
      { kind: 'article', id: article?.id, title_en: 'Quasiperiodic toyfolds' },
    ]);
  });

  it('changes nothing when the same files come again, and updates a changed one in place', async () => {
    const file = toy({ pdf: 'again.pdf' });
    const sources = [xmlSource('again.xml', file), { name: 'again.pdf', bytes: toyPdf('again') }];
    await run(sources);
    const [created] = await articlesOf(file.doi);
    const before = await revision();

    const again = await run(sources);
    expect(again.files.map((report) => report.outcome)).toEqual(['unchanged', 'unchanged']);
    expect(byName(again, 'again.xml').changes.map((change) => change.outcome)).toEqual([
      'unchanged',
      'unchanged',
    ]);
    expect(await revision()).toBe(before);

    const changed = await run([xmlSource('again.xml', { ...file, title: 'A better title' })]);
    expect(changed.files[0]?.outcome).toBe('updated');
    expect(await articlesOf(file.doi)).toEqual([{ id: created?.id, title_en: 'A better title' }]);
    const [document] = await context().db.query<{ title_en: string }>(
      `select title_en from search_documents where kind = 'article' and id = $1`,
      [created?.id],
    );
    expect(document?.title_en).toBe('A better title');
  });

  it('refuses a file the catalogue refuses and keeps nothing of it, while the others go in', async () => {
    const refused = toy({ msc: '99Z99', pdf: 'refused.pdf' });
    const accepted = toy({ volume: next.volume, issue: 2 });
    const report = await run([
      xmlSource('refused.xml', refused),
      { name: 'refused.pdf', bytes: toyPdf('refused') },
      xmlSource('accepted.xml', accepted),
    ]);
    expect(byName(report, 'refused.xml')).toMatchObject({
      outcome: 'refused',
      problems: [
        {
          line: 1,
          field: 'toy-article/@msc',
          message: { en: 'MSC 2020 has no code 99Z99' },
        },
      ],
    });
    expect(byName(report, 'refused.pdf')).toMatchObject({
      outcome: 'refused',
      problems: [{ line: null, message: { en: expect.stringContaining('refused.xml') } }],
    });
    expect(await articlesOf(refused.doi)).toEqual([]);
    expect(await isStored(toyPdf('refused'))).toBe(false);
    // The volume the refused file wrote first went with it; the accepted file made its own.
    expect(byName(report, 'accepted.xml').outcome).toBe('created');
    const issues = await context().db.query<{ number: number }>(
      `select i.number from issues i join volumes v on v.id = i.volume_id
        where v.journal_id = 1 and v.number = $1 order by i.number`,
      [next.volume],
    );
    expect(issues).toEqual([{ number: 2 }]);
  });

  it('refuses files that are not XML, fail their schema, are of no known format or break its rules, naming line and field', async () => {
    const report = await run([
      {
        name: 'broken.xml',
        bytes: new TextEncoder().encode('<toy-article>\n<title>x</toy-article>'),
      },
      xmlSource('no-journal.xml', toy({ journal: undefined })),
      { name: 'other.xml', bytes: new TextEncoder().encode('<?xml version="1.0"?>\n<other/>') },
      xmlSource('bad-doi.xml', toy({ doi: 'not-a-doi' })),
    ]);
    expect(report.files.map((file) => file.outcome)).toEqual([
      'refused',
      'refused',
      'refused',
      'refused',
    ]);
    expect(byName(report, 'broken.xml').problems[0]).toMatchObject({
      line: 2,
      message: { en: expect.stringMatching(/^Not well-formed XML/) },
    });
    expect(byName(report, 'no-journal.xml').problems).toEqual([
      expect.objectContaining({ line: 2, field: 'toy-article/@journal' }),
    ]);
    expect(byName(report, 'other.xml').problems).toEqual([
      expect.objectContaining({
        line: 2,
        field: 'other',
        message: {
          en: expect.stringContaining('<other> is not the root of a format'),
          zh: expect.stringContaining('<other>'),
        },
      }),
    ]);
    expect(byName(report, 'bad-doi.xml').problems).toEqual([
      expect.objectContaining({ line: 2, field: 'toy-article/@doi' }),
    ]);
  });

  it('refuses a file of text without a root element once, at no line (there is none to name)', async () => {
    const report = await run([{ name: 'text.xml', bytes: new TextEncoder().encode('just text') }]);
    expect(report.files[0]).toMatchObject({
      outcome: 'refused',
      problems: [
        {
          line: null,
          column: null,
          message: { en: 'Not well-formed XML: missing root element' },
        },
      ],
    });
  });

  it('refuses the later of two files with the same DOI, naming its line and field and the other file', async () => {
    const file = toy();
    const report = await run([
      xmlSource('one.xml', file),
      xmlSource('two.xml', { ...file, title: 'Another title' }),
    ]);
    expect(byName(report, 'one.xml').outcome).toBe('created');
    expect(byName(report, 'two.xml')).toMatchObject({
      outcome: 'refused',
      problems: [
        {
          line: 2,
          field: 'toy-article/@doi',
          message: { en: `${file.doi} is also in one.xml (line 2): one upload may hold it once` },
        },
      ],
    });
    expect(await articlesOf(file.doi)).toEqual([{ id: expect.any(Number), title_en: file.title }]);
  });

  it('refuses a PDF no XML file names or sits beside, a file that is neither XML nor PDF, and a second file of the same name', async () => {
    const file = toy();
    const report = await run([
      xmlSource('paper.xml', file),
      { name: 'paper.pdf', bytes: toyPdf('beside') },
      { name: 'stray.pdf', bytes: toyPdf('stray') },
      { name: 'fake.pdf', bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]) },
      xmlSource('paper.xml', toy()),
    ]);
    expect(report.files.map((entry) => [entry.file, entry.outcome])).toEqual([
      ['paper.xml', 'created'],
      // Beside its XML file, which does not use it: nothing to keep.
      ['paper.pdf', 'unchanged'],
      ['stray.pdf', 'refused'],
      ['fake.pdf', 'refused'],
      ['paper.xml', 'refused'],
    ]);
    expect(report.files[2]?.problems[0]?.message.en).toMatch(/^No XML file of this upload names/);
    expect(report.files[3]?.problems[0]?.message.en).toBe('fake.pdf is neither XML nor a PDF');
    expect(report.files[4]?.problems[0]?.message.en).toMatch(/also named paper\.xml/);
  });

  it('records every import, dry run or not: who, when, each file with its fingerprint and outcome', async () => {
    const file = toy();
    const bytes = toyXml(file);
    const dry = await run([{ name: 'recorded.xml', bytes }], true);
    const real = await run([{ name: 'recorded.xml', bytes }]);
    const { records, total } = await listImports(context().db, { current: 1, size: 2, offset: 0 });
    expect(total).toBeGreaterThanOrEqual(2);
    const { createHash } = await import('node:crypto');
    const recordedFile = {
      name: 'recorded.xml',
      size: bytes.byteLength,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      format: 'jats',
      outcome: 'created',
      created: 3,
      updated: 0,
      unchanged: 0,
      problems: 0,
    };
    expect(records).toEqual([
      {
        id: real.importId,
        startedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        finishedAt: expect.any(String),
        via: 'cli',
        actor: 'tester',
        dryRun: false,
        files: [recordedFile],
      },
      expect.objectContaining({ id: dry.importId, dryRun: true, files: [recordedFile] }),
    ]);
  });

  it("holds the cache's revision while a real import writes, and lets go once it ends, even when it fails", async () => {
    const revision = context().app.catalogueRevision;
    const held: boolean[] = [];
    const watching = {
      hold: () => {
        held.push(true);
        const release = revision.hold();
        return async () => {
          held.push(false);
          await release();
        };
      },
    };
    const file = toy();
    const before = await revision.current();
    const importing = importFiles(context().db, [xmlSource('held.xml', file)], {
      ...formats,
      dryRun: false,
      actor: { via: 'cli', name: 'tester' },
      store: context().app.uploadStore,
      revision: watching,
    });
    await importing;
    expect(held).toEqual([true, false]);
    // Let go: the revision this process answers at is the database's again, past the import's.
    expect(await revision.current()).not.toBe(before);
    expect(await revision.current()).toBe(
      (
        await context().db.query<{ r: string }>(
          'select revision::text as r from catalogue_revision',
        )
      )[0]?.r,
    );

    // A dry run changes nothing and holds nothing.
    await importFiles(context().db, [xmlSource('dry.xml', toy())], {
      ...formats,
      dryRun: true,
      actor: { via: 'cli', name: 'tester' },
      store: context().app.uploadStore,
      revision: watching,
    });
    expect(held).toEqual([true, false]);

    // A failing import lets go too.
    const failing = {
      ...context().db,
      transaction: () => Promise.reject(new Error('the disk is gone')),
    };
    await expect(
      importFiles(failing, [xmlSource('failing.xml', toy())], {
        ...formats,
        dryRun: false,
        actor: { via: 'cli', name: 'tester' },
        store: context().app.uploadStore,
        revision: watching,
      }),
    ).rejects.toThrow('the disk is gone');
    expect(held).toEqual([true, false, true, false]);
  });
});
