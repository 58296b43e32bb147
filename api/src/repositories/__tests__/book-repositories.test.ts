/**
 * The book, book-detail, book-series, book-tag, book-chapter and book-home repositories against
 * the seeded database, each answer checked against the tables it reads (on PGlite, and on
 * PostgreSQL in `pnpm test:postgres`).
 */
import { openTestDb } from '../../../test/test-db';
import type { Db } from '../../db/db';
import { findChapterDetail, listChapters, toChapterSummary } from '../book-chapter-repository';
import { findBookDetail } from '../book-detail-repository';
import { bookHomeData } from '../book-home-repository';
import {
  countHomepageBooks,
  filterBooks,
  findBooksByIds,
  listHomepageBooks,
} from '../book-repository';
import { findSeriesDetail, listSeries } from '../book-series-repository';
import { findFeaturedAuthor, findTag, listTags } from '../book-tag-repository';

const page = (size: number, current = 1) => ({ current, size, offset: (current - 1) * size });

let db: Db;
const count = async (sql: string, params: unknown[] = []) =>
  (await db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params))[0]?.n ?? -1;
const firstId = async (sql: string) => (await db.query<{ id: number }>(sql))[0]?.id ?? 0;

beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db.close());

describe('book-repository', () => {
  it('counts and pages the home page lists', async () => {
    const counts = await countHomepageBooks(db);
    expect(counts.total).toBe(await count('books'));
    expect(counts.forthcoming).toBe(await count(`books where publish_status = 'forthcoming'`));
    const forthcoming = await listHomepageBooks(db, 'forthcoming', page(1000));
    expect(forthcoming.total).toBe(counts.forthcoming);
    expect(forthcoming.records.every((b) => b.publishStatus === 'forthcoming')).toBe(true);
    const featured = await listHomepageBooks(db, 'featured', page(3));
    expect(featured.total).toBe(counts.featured);
    expect(featured.records).toHaveLength(3);
    expect((await listHomepageBooks(db, 'all', page(1))).total).toBe(counts.total);
  });

  it('finds books by id in the order asked, leaving out unknown ids', async () => {
    const books = await findBooksByIds(db, [5, 999_999, 1, 3]);
    expect(books.map((b) => b.id)).toEqual([5, 1, 3]);
    expect(books[0]?.currency).toBe('CNY');
    expect(await findBooksByIds(db, [])).toEqual([]);
  });

  it('filters books by keyword, series, tag, MSC, years, medium and status, and sorts them', async () => {
    const all = await filterBooks(db, {}, page(1000));
    expect(all.total).toBe(await count('books'));
    const seriesId = await firstId('select series_id as id from books where series_id is not null');
    const inSeries = await filterBooks(db, { seriesId }, page(1000));
    expect(inSeries.total).toBe(await count('books where series_id = $1', [seriesId]));
    const tagId = await firstId('select tag_id as id from book_tag_links order by tag_id');
    expect((await filterBooks(db, { tagId }, page(1))).total).toBe(
      await count('book_tag_links where tag_id = $1', [tagId]),
    );
    const [book] = await db.query<{ isbn: string; msc: string; year: number }>(
      `select isbn, msc2020[1] as msc, extract(year from publish_date)::int as year
         from books where cardinality(msc2020) > 0 order by id limit 1`,
    );
    const byIsbn = await filterBooks(db, { keyword: book?.isbn.replaceAll('-', '') }, page(5));
    expect(byIsbn.records.map((b) => b.isbn)).toContain(book?.isbn);
    const byMsc = await filterBooks(db, { msc: book?.msc.slice(0, 2).toLowerCase() }, page(1));
    expect(byMsc.total).toBeGreaterThan(0);
    const inYear = await filterBooks(
      db,
      { yearFrom: book?.year, yearTo: book?.year, medium: 'print', status: 'published' },
      page(1000),
    );
    for (const b of inYear.records) {
      expect(b.publishDate?.startsWith(String(book?.year))).toBe(true);
      expect(b.medium).toBe('print');
    }
    const cheapest = await filterBooks(db, { sort: 'price_asc' }, page(5));
    const prices = cheapest.records.map((b) => b.listPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});

describe('book-detail-repository', () => {
  it('finds a book with contributors, chapters, tags and MSC codes', async () => {
    const id = await firstId(
      `select b.id from books b where exists (select 1 from book_chapters c where c.book_id = b.id)
          and exists (select 1 from book_tag_links l where l.book_id = b.id) order by b.id`,
    );
    const book = await findBookDetail(db, id);
    expect(book?.id).toBe(id);
    expect(book?.chapters).toHaveLength(await count('book_chapters where book_id = $1', [id]));
    expect(book?.tags).toHaveLength(await count('book_tag_links where book_id = $1', [id]));
    const credited = book?.contributors.flatMap((group) => group.contributors) ?? [];
    expect(credited).toHaveLength(await count('book_contributors where book_id = $1', [id]));
    expect(book?.mscCodes).toHaveLength(
      await count('books b cross join unnest(b.msc2020) as u (code) where b.id = $1', [id]),
    );
    expect(await findBookDetail(db, 999_999)).toBeUndefined();
  });

  it('answers the volume set of a multi-volume work', async () => {
    const volumeId = await firstId(
      'select id from books where parent_book_id is not null order by id',
    );
    const book = await findBookDetail(db, volumeId);
    expect(book?.volumeSet?.volumes.map((v) => v.id)).toContain(volumeId);
  });
});

describe('book-series-repository', () => {
  it('lists series, annual books first, and filters by annual', async () => {
    const all = await listSeries(db, undefined, page(100));
    expect(all.total).toBe(await count('book_series'));
    const annual = all.records.filter((s) => s.annual);
    expect(all.records.slice(0, annual.length)).toEqual(annual);
    expect((await listSeries(db, true, page(100))).total).toBe(annual.length);
  });

  it('finds a series with its book count and general editors', async () => {
    const id = await firstId('select id from book_series order by id');
    const series = await findSeriesDetail(db, id);
    expect(series?.bookCount).toBe(await count('books where series_id = $1', [id]));
    expect(series?.forthcomingCount).toBe(
      await count(`books where series_id = $1 and publish_status = 'forthcoming'`, [id]),
    );
    expect(await findSeriesDetail(db, 999_999)).toBeUndefined();
  });
});

describe('book-tag-repository', () => {
  it('lists the tags of a type with their book counts, and finds one', async () => {
    const subjects = await listTags(db, 'subject');
    expect(subjects).toHaveLength(await count(`book_tags where type = 'subject'`));
    const [tag] = subjects;
    expect(tag?.bookCount).toBe(await count('book_tag_links where tag_id = $1', [tag?.id]));
    expect(await findTag(db, tag?.id ?? 0)).toEqual(tag);
    expect(await findTag(db, 999_999)).toBeUndefined();
  });

  it('answers the featured author with their books', async () => {
    const author = await findFeaturedAuthor(db);
    expect(author?.tag.type).toBe('featured_author');
    expect(author?.books.length).toBeGreaterThan(0);
  });
});

describe('book-chapter-repository', () => {
  it("lists a book's chapters in order and finds one with its neighbours", async () => {
    const bookId = await firstId('select book_id as id from book_chapters order by book_id');
    const chapters = (await listChapters(db, bookId)).map(toChapterSummary);
    expect(chapters).toHaveLength(await count('book_chapters where book_id = $1', [bookId]));
    const [first, second] = chapters;
    const detail = await findChapterDetail(db, second?.id ?? 0);
    expect(detail?.book.id).toBe(bookId);
    expect(detail?.previousId).toBe(first?.id);
    expect(detail?.pageCount).toBe((second?.lastPage ?? 0) - (second?.firstPage ?? 0) + 1);
    expect(await findChapterDetail(db, 999_999)).toBeUndefined();
  });
});

describe('book-home-repository', () => {
  it('answers the book home page, agreeing with the separate lists', async () => {
    const home = await bookHomeData(db);
    expect(home.counts).toEqual(await countHomepageBooks(db));
    expect(home.featured).toEqual((await listHomepageBooks(db, 'featured', page(6))).records);
    expect(home.series).toHaveLength(await count('book_series'));
    expect(home.textbooks.length).toBeGreaterThan(0);
    expect(home.featuredAuthor).toEqual(await findFeaturedAuthor(db));
  });
});
