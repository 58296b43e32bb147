/**
 * Real ONIX 3.0 records (test-data/import/SOURCES.md) into the catalogue: EDItEUR's own sample
 * (titles as TitlePrefix and TitleWithoutPrefix, a series titled in its Collection, a translator
 * and an introduction, prices in GBP and EUR only), with and without the namespace, and a
 * publisher's feed (board books, illustrators, cards and boxed sets). Each is created, then left
 * as it is when it comes again.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { openTestDb } from '../../../../test/test-db';
import type { Db } from '../../../db/db';
import { importFile, sourceOf } from '../../__tests__/import-file';

const TEST_DATA = path.join(import.meta.dirname, '../../../../test-data/import');
const file = (name: string) => ({
  name: path.basename(name),
  bytes: new Uint8Array(readFileSync(path.join(TEST_DATA, name))),
});

let db: Db;
beforeEach(async () => {
  db = await openTestDb();
});
afterEach(() => db.close());

const bookByIsbn = async (isbn: string) =>
  (
    await db.query<{
      id: number;
      title_en: string;
      title_zh: string;
      subtitle_en: string | null;
      series_title: string | null;
      series_number: number | null;
      page_count: number | null;
      list_price: number;
      list_price_usd: number;
    }>(
      `select b.id, b.title_en, b.title_zh, b.subtitle_en, s.title_en as series_title,
              b.series_number, b.page_count, e.list_price::float8 as list_price,
              e.list_price_usd::float8 as list_price_usd
         from book_editions e join books b on b.id = e.book_id
         left join book_series s on s.id = b.series_id
        where e.isbn = $1`,
      [isbn],
    )
  )[0];

const credits = async (bookId: number | undefined) =>
  db.query<{ role: string; name: string }>(
    `select bc.role, c.name from book_contributors bc join contributors c on c.id = bc.contributor_id
      where bc.book_id = $1 order by bc.role, bc.position`,
    [bookId],
  );

describe.each([
  // The copy without the namespace lost the accented letters on its way into jonix.
  ['real/jonix-onix3-single-book.xml', ['Maj Sjöwall', 'Per Wahlöö']],
  ['real/jonix-onix3-single-book-no-namespace.xml', ['Maj Sjwall', 'Per Wahl']],
])("EDItEUR's sample record %s", (name, authors) => {
  it('is created with its title, series and authors, then left as it is', async () => {
    const created = await importFile(db, file(name));
    expect(created.problems).toEqual([]);
    expect(created.changes.map((c) => [c.kind, c.outcome, c.key])).toEqual([
      ['series', 'created', 'The Martin Beck series'],
      ['book', 'created', '978-0-00-723283-3'],
    ]);
    const book = await bookByIsbn('978-0-00-723283-3');
    expect(book).toMatchObject({
      title_en: 'Roseanna',
      title_zh: 'Roseanna',
      series_title: 'The Martin Beck series',
      series_number: 1,
      page_count: 245,
      // Neither yuan nor dollars in the record: not for sale until the publisher prices it.
      list_price: 0,
      list_price_usd: 0,
    });
    // The translator (B06) and the author of the introduction (A24) are no role of the portal.
    expect(await credits(book?.id)).toEqual(
      authors.map((author) => ({ role: 'AUTHOR', name: author })),
    );

    const again = await importFile(db, file(name));
    expect(again.problems).toEqual([]);
    expect(again.changes.map((c) => c.outcome)).toEqual(['unchanged']);
  });
});

describe("Macmillan Australia's feed", () => {
  it('creates its books, leaves out what is not a book, then changes nothing', async () => {
    const feed = file('derived/jonix-onix3-macmillan-feed.xml');
    const created = await importFile(db, feed);
    expect(created.problems).toEqual([]);
    const books = created.changes.filter((c) => c.kind === 'book');
    expect(books.length).toBe(16);
    expect(books.every((c) => c.outcome === 'created')).toBe(true);
    // A board book (BH) by its author, who is also its illustrator (A12, no role of the portal).
    const london = await bookByIsbn('978-1-5098-8368-4');
    expect(london?.title_en).toBe('London');
    expect(await credits(london?.id)).toEqual([{ role: 'AUTHOR', name: 'Marion Billet' }]);
    // The activity case (SA, a book with a CD) is not a book the portal sells.
    const titles = books.map((c) => c.title?.en);
    expect(titles).toContain('147 Things');
    expect(titles).not.toContain('Gruffalo and Friends Activity Case');
    // What was left out is said, where it is, refusing nothing.
    const notices = created.notices.map((notice) => notice.message.en);
    expect(notices).toContainEqual(
      expect.stringMatching(
        /^ProductForm SA is not a book the portal sells: the product is left out$/,
      ),
    );
    expect(notices).toContain(
      'Marion Billet (role A12) is not an author, editor, volume editor or general editor: left out of the credits',
    );
    expect(created.notices.every((notice) => notice.line !== null && notice.field)).toBe(true);

    const again = await importFile(db, feed);
    expect(again.problems).toEqual([]);
    expect(again.changes.map((c) => c.outcome)).toEqual(books.map(() => 'unchanged'));
  });

  it.each([
    ['USD', { list_price: 142, list_price_usd: 19.99 }],
    ['CNY', { list_price: 19.99, list_price_usd: 2.82 }],
  ])(
    'takes a price in %s alone, converting it for the other currency',
    async (currency, prices) => {
      const text = new TextDecoder('latin1')
        .decode(file('derived/jonix-onix3-macmillan-feed.xml').bytes)
        .replace('<CurrencyCode>AUD</CurrencyCode>', `<CurrencyCode>${currency}</CurrencyCode>`);
      const result = await importFile(db, sourceOf('priced.xml', text));
      expect(result.problems).toEqual([]);
      expect(await bookByIsbn('978-1-5098-5417-2')).toMatchObject(prices);
      const other = currency === 'USD' ? 'CNY' : 'USD';
      expect(result.notices.map((notice) => notice.message.en)).toContain(
        `A price in ${currency} only: the ${other} price is the book's stored one, or converted at 7.1 yuan to the dollar`,
      );
    },
  );
});

describe('titles as ONIX 3.0 allows them', () => {
  it("reads a prefixed title, and a series titled at level 02 of the product's TitleDetail", async () => {
    const set = readFileSync(path.join(import.meta.dirname, 'fixtures', 'volume-set.xml'), 'utf8')
      .replace(
        /<TitleDetail><TitleType>01<\/TitleType>\s*<TitleElement><TitleElementLevel>02<\/TitleElementLevel><PartNumber>7<\/PartNumber><TitleText>Imported Lectures in Topology<\/TitleText><\/TitleElement>\s*<\/TitleDetail>/,
        '',
      )
      .replace(
        '<TitleElement><TitleElementLevel>01</TitleElementLevel><TitleText language="eng">Collected Papers on Knots</TitleText></TitleElement>',
        `<TitleElement><TitleElementLevel>01</TitleElementLevel><TitlePrefix>The</TitlePrefix><TitleWithoutPrefix language="eng">Collected Papers on Knots</TitleWithoutPrefix></TitleElement>
         <TitleElement><TitleElementLevel>02</TitleElementLevel><PartNumber>7</PartNumber><TitleText>Imported Lectures in Topology</TitleText></TitleElement>`,
      );
    const result = await importFile(db, sourceOf('set.xml', set));
    expect(result.problems).toEqual([]);
    expect(await bookByIsbn('978-0-306-40615-7')).toMatchObject({
      title_en: 'The Collected Papers on Knots',
      title_zh: '纽结论文集',
      series_title: 'Imported Lectures in Topology',
      series_number: 7,
    });
  });
});
