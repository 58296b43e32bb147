import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { toyReader, toySchemaCheck, toyXml } from '../../import/__tests__/toy-format';
import { openUploadStore, type UploadStore } from '../../uploads/store';
import { openTestDb } from '../../../test/test-db';
import { CATALOGUE_USAGE, CatalogueCommandError, runCatalogueCommand } from '../catalogue-command';
import type { Db } from '../db';

let db: Db;
let dir: string;
let store: UploadStore;

beforeAll(async () => {
  db = await openTestDb();
  dir = await mkdtemp(path.join(os.tmpdir(), 'portal-catalogue-command-'));
  store = await openUploadStore({ dir: path.join(dir, 'store') });
});

afterAll(async () => {
  await db.close();
  await rm(dir, { recursive: true, force: true });
});

/** The command as typed in `dir`: its exit code and what it printed. */
async function catalogue(...args: string[]) {
  const lines: string[] = [];
  const code = await runCatalogueCommand(
    db,
    args,
    { cwd: dir, actor: 'operator', store, out: (line) => lines.push(line) },
    { readers: [toyReader], validate: toySchemaCheck },
  );
  return { code, lines };
}

describe('pnpm catalogue import', () => {
  it('imports the files of a folder and everything under it, and prints what each did', async () => {
    const [next] = await db.query<{ volume: number; year: number; date: string }>(
      `select max(v.number)::int + 1 as volume, max(v.year)::int + 1 as year,
              to_char(max(i.published_date) + 1, 'YYYY-MM-DD') as date
         from volumes v join issues i on i.volume_id = v.id where v.journal_id = 1`,
    );
    if (!next) throw new Error('journal 1 has no volume');
    const issue = path.join(dir, 'issue', 'articles');
    await mkdir(issue, { recursive: true });
    const article = { journal: 1, ...next, issue: 1, doi: '10.5555/toy.cli.1', title: 'CLI toy' };
    await writeFile(path.join(issue, 'one.xml'), toyXml(article));
    await writeFile(path.join(dir, 'issue', '.DS_Store'), 'not imported');

    const dry = await catalogue('import', 'issue', '--dry-run');
    expect(dry.code).toBe(0);
    expect(dry.lines[0]).toBe('one.xml (jats): would be created');
    expect(dry.lines).toContainEqual(
      expect.stringMatching(
        /^ {2}would be created article 10\.5555\/toy\.cli\.1 "CLI toy" \/JDetail\/1\/article\?id=\d+$/,
      ),
    );
    expect(dry.lines.at(-1)).toBe('Dry run: nothing was written.');

    const real = await catalogue('import', 'issue');
    expect(real.code).toBe(0);
    expect(real.lines[0]).toBe('one.xml (jats): created');
    expect(real.lines.at(-1)).toMatch(
      /^1 created, 0 updated, 0 unchanged, 0 refused \(import \d+\)\.$/,
    );
    const [record] = await db.query<{ via: string; actor: string; dry_run: boolean }>(
      'select via, actor, dry_run from imports order by id desc limit 1',
    );
    expect(record).toEqual({ via: 'cli', actor: 'operator', dry_run: false });
  });

  it('names the line and field of each problem in the language asked for, and exits with 1', async () => {
    await writeFile(
      path.join(dir, 'broken.xml'),
      toyXml({ volume: 1, year: 2020, issue: 1, date: '2020-01-01', doi: '10.5555/x', title: 'x' }),
    );
    const { code, lines } = await catalogue('import', 'broken.xml', '--lang', 'zh');
    expect(code).toBe(1);
    expect(lines).toEqual([
      'broken.xml: 拒绝',
      '  2 toy-article/@journal: （中文）journal is required',
      expect.stringMatching(/^新建 0，更新 0，未变 0，拒绝 1（导入记录 \d+）。$/),
    ]);
  });

  it('prints what a file holds that the portal leaves out as notes, in the language asked for', async () => {
    const feed = path.join(
      import.meta.dirname,
      '../../../test-data/import/derived/jonix-onix3-macmillan-feed.xml',
    );
    const lines: string[] = [];
    const code = await runCatalogueCommand(db, ['import', feed, '--dry-run', '--lang', 'zh'], {
      cwd: dir,
      actor: 'operator',
      store,
      out: (line) => lines.push(line),
    });
    expect(code).toBe(0);
    expect(lines[0]).toBe('jonix-onix3-macmillan-feed.xml (onix): 将 新建');
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^ {2}注：\d+:\d+ Product\/DescriptiveDetail\/ProductForm: ProductForm SA 不是本社销售的图书：此产品未导入$/,
      ),
    );
  });

  it('refuses a path that does not exist and a command it does not know', async () => {
    await expect(catalogue('import', 'nowhere')).rejects.toThrow(
      new CatalogueCommandError('No such file or folder: nowhere'),
    );
    await expect(catalogue('export', 'issue')).rejects.toThrow(CATALOGUE_USAGE);
    await expect(catalogue('import')).rejects.toThrow(CATALOGUE_USAGE);
    await expect(catalogue('import', 'issue', '--lang', 'fr')).rejects.toThrow(CATALOGUE_USAGE);
  });
});
