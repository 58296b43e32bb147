/**
 * ONIX 3.0 books into the catalogue: a volume set with an e-book edition created, the same file
 * again leaving everything as it is, a changed file updating its books in place, and each rule a
 * file can break refused with its line and field.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { openTestDb } from '../../../../test/test-db';
import type { Db } from '../../../db/db';
import shortTags from '../short-tags.json';
import { importFile, sourceOf } from '../../__tests__/import-file';

const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');
const SET = fixture('volume-set.xml');

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db.close());

const bookByIsbn = async (isbn: string) =>
  (
    await db.query<{
      id: number;
      title_en: string;
      title_zh: string;
      parent_book_id: number | null;
      volume_number: number | null;
      series_id: number | null;
      series_number: number | null;
      publish_status: string;
      page_count: number | null;
      msc2020: string[];
    }>(
      `select id, title_en, title_zh, parent_book_id, volume_number, series_id, series_number,
              publish_status, page_count, msc2020
         from books where id = (select book_id from book_editions where isbn = $1)`,
      [isbn],
    )
  )[0];
const count = async (table: string) =>
  (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n ?? -1;

describe('ONIX import', () => {
  it('lists in a dry run what it would create, and writes nothing', async () => {
    const before = await count('books');
    const result = await importFile(db, sourceOf('set.xml', SET), { dryRun: true });
    expect(result.problems).toEqual([]);
    expect(result.changes.filter((c) => c.kind === 'book').map((c) => c.outcome)).toEqual([
      'created',
      'created',
      'created',
    ]);
    expect(result.changes.every((c) => c.href === null)).toBe(true);
    expect(await count('books')).toBe(before);
  });

  it('creates a volume set, its volumes (one with an e-book edition), series and people', async () => {
    const books = await count('books');
    const result = await importFile(db, sourceOf('set.xml', SET));
    expect(result.problems).toEqual([]);
    expect(result.changes.map((c) => [c.kind, c.outcome, c.key])).toEqual([
      ['series', 'created', '0378-5955'],
      ['book', 'created', '978-0-306-40615-7'],
      ['book', 'created', '978-0-262-51087-5'],
      ['book', 'created', '978-0-201-63361-0'],
    ]);
    expect(await count('books')).toBe(books + 3);
    const set = await bookByIsbn('978-0-306-40615-7');
    expect(set).toMatchObject({
      title_en: 'Collected Papers on Knots',
      title_zh: '纽结论文集',
      series_number: 7,
      page_count: 900,
      msc2020: ['57K10'],
      parent_book_id: null,
    });
    expect(result.changes[1]?.href).toBe(`/BDetail/${set?.id}`);
    const first = await bookByIsbn('978-0-262-51087-5');
    expect(first).toMatchObject({ parent_book_id: set?.id, volume_number: 1 });
    // Its e-book is an edition of the same book, not a book of its own.
    expect(await bookByIsbn('978-1-86197-271-2')).toEqual(first);
    const second = await bookByIsbn('978-0-201-63361-0');
    expect(second).toMatchObject({
      parent_book_id: set?.id,
      volume_number: 2,
      publish_status: 'forthcoming',
    });
    const credits = await db.query<{ role: string; name: string }>(
      `select bc.role, c.name from book_contributors bc join contributors c on c.id = bc.contributor_id
        where bc.book_id = $1 order by bc.role, bc.position`,
      [first?.id],
    );
    expect(credits).toEqual([
      { role: 'GENERAL_EDITOR', name: 'Imported General Editor' },
      { role: 'VOLUME_EDITOR', name: 'Imported Volume Editor' },
    ]);
    // One person, though credited on two books.
    expect(
      (await db.query(`select id from contributors where name = 'Imported General Editor'`)).length,
    ).toBe(1);
  });

  it('changes nothing when the same file comes again', async () => {
    const revision = async () =>
      (await db.query<{ revision: string }>('select revision from catalogue_revision'))[0]
        ?.revision;
    const before = await revision();
    const result = await importFile(db, sourceOf('set.xml', SET));
    expect(result.problems).toEqual([]);
    expect(result.changes.map((c) => c.outcome)).toEqual(['unchanged', 'unchanged', 'unchanged']);
    expect(await revision()).toBe(before);
  });

  it('updates a changed book in place, never as a duplicate', async () => {
    const books = await count('books');
    const changed = SET.replace(
      '<PriceAmount>128.00</PriceAmount>',
      '<PriceAmount>118.00</PriceAmount>',
    )
      .replace('Volume 2: Quantum Invariants', 'Volume 2: Quantum Invariants of Knots')
      .replace(
        '<PublishingStatus>02</PublishingStatus>',
        '<PublishingStatus>04</PublishingStatus>',
      );
    const result = await importFile(db, sourceOf('set.xml', changed));
    expect(result.problems).toEqual([]);
    expect(result.changes.map((c) => c.outcome)).toEqual(['unchanged', 'updated', 'updated']);
    expect(await count('books')).toBe(books);
    const [ebook] = await db.query<{ list_price: number }>(
      `select list_price::float8 as list_price from book_editions where isbn = '978-1-86197-271-2'`,
    );
    expect(ebook?.list_price).toBe(118);
    expect(await bookByIsbn('978-0-201-63361-0')).toMatchObject({ publish_status: 'published' });
  });
});

describe('ONIX short tags', () => {
  it('reads a message in short tags as the same books', async () => {
    let short = SET.replace(
      'http://ns.editeur.org/onix/3.0/reference',
      'http://ns.editeur.org/onix/3.0/short',
    );
    for (const [tag, name] of Object.entries(shortTags)) {
      if (tag.startsWith('$')) continue;
      short = short.replace(new RegExp(`<(/?)${name}([ >])`, 'g'), `<$1${tag}$2`);
    }
    expect(short).toContain('<b244>9780306406157</b244>');
    const result = await importFile(db, sourceOf('set-short.xml', short));
    expect(result.problems).toEqual([]);
    expect(result.changes.map((c) => c.kind)).toEqual(['book', 'book', 'book']);
  });
});

describe('ONIX problems', () => {
  const refused = async (text: string) => {
    const books = await count('books');
    const result = await importFile(db, sourceOf('bad.xml', text));
    expect(await count('books')).toBe(books);
    return result.problems;
  };
  const lineOf = (text: string, needle: string) =>
    text.slice(0, text.indexOf(needle)).split('\n').length;

  it('refuses a wrong ISBN check digit, naming its line and field', async () => {
    const bad = SET.replace(
      '\n    <ProductIdentifier><ProductIDType>15</ProductIDType><IDValue>9780201633610<',
      '\n    <ProductIdentifier><ProductIDType>15</ProductIDType><IDValue>9780201633611<',
    );
    const problems = await refused(bad);
    expect(problems).toEqual([
      expect.objectContaining({
        line: lineOf(bad, '9780201633611'),
        field: 'Product/ProductIdentifier/IDValue',
      }),
    ]);
    expect(problems[0]?.message.en).toMatch(/check digit.*0/);
    expect(problems[0]?.message.zh).toMatch(/校验位/);
  });

  it('refuses an impossible date', async () => {
    const bad = SET.replace('<Date>20270110</Date>', '<Date>20270231</Date>');
    const problems = await refused(bad);
    expect(problems).toEqual([
      expect.objectContaining({
        line: lineOf(bad, '20270231'),
        field: 'Product/PublishingDetail/PublishingDate/Date',
      }),
    ]);
  });

  it('refuses unknown codes and bad prices', async () => {
    const bad = SET.replace(
      '<ContributorRole>A01</ContributorRole>',
      '<ContributorRole>Q99</ContributorRole>',
    )
      .replace('<ProductForm>EA</ProductForm>', '<ProductForm>QQ</ProductForm>')
      .replace('<PriceAmount>49.95</PriceAmount>', '<PriceAmount>-4</PriceAmount>');
    const problems = await refused(bad);
    expect(problems.map((p) => p.field).sort()).toEqual([
      'Product/DescriptiveDetail/Contributor/ContributorRole',
      'Product/DescriptiveDetail/ProductForm',
      'Product/ProductSupply/SupplyDetail/Price/PriceAmount',
    ]);
    expect(problems.find((p) => p.field.endsWith('ProductForm'))?.message.en).toMatch(/"QQ".*150/);
  });

  it('refuses a code outside MSC 2020', async () => {
    const bad = SET.replace('<SubjectCode>57K10</SubjectCode>', '<SubjectCode>56K10</SubjectCode>');
    const problems = await refused(bad);
    expect(problems).toEqual([
      expect.objectContaining({ field: 'Product/DescriptiveDetail/Subject/SubjectCode' }),
    ]);
    expect(problems[0]?.message.en).toMatch(/56K10/);
  });
});
