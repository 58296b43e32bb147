import type { BookHomepageCount, BookSummary, Page } from '@portal/contract';
import { getJson, setupTestApp } from '../../../../test/helper';
import { isValidIsbn13 } from '../../../lib/identifiers';

const context = setupTestApp();
const homepage = (query = '') =>
  getJson<Page<BookSummary>>(context().app, `/api/bookmain/homepage${query}`);
const all = async (type: string) =>
  (await homepage(`?type=${type}&size=99999999`)).body.data.records;
const DAY_MS = 86_400_000;

describe('GET /api/bookmain/homepage', () => {
  it('lists all books, newest first, ten per page by default', async () => {
    const { statusCode, body } = await homepage();
    expect(statusCode).toBe(200);
    expect(body.data.size).toBe(10);
    expect(body.data.total).toBeGreaterThanOrEqual(60);
    expect(body.data.pages).toBe(Math.ceil(body.data.total / 10));
    const dates = body.data.records.map((b) => b.publishDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('still gives the total on a page past the end', async () => {
    const { body } = await homepage();
    const past = (await homepage('?current=1000&size=10')).body.data;
    expect(past).toMatchObject({ records: [], current: 1000, total: body.data.total });
  });

  it('describes every book completely: titles, authors, valid ISBN-13, prices in CNY and USD', async () => {
    const books = await all('all');
    for (const book of books) {
      expect(book.title.zh).toMatch(/[\u4e00-\u9fff]/);
      expect(book.title.en.length).toBeGreaterThan(0);
      expect(book.authors.length).toBeGreaterThan(0);
      expect(isValidIsbn13(book.isbn)).toBe(true);
      expect(book.publishDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(book.listPrice).toBeGreaterThan(0);
      expect(book.currency).toBe('CNY');
      expect(book.coverUrl).toBe(`/api/covers/book/${book.id}.svg`);
      expect(book.medium === 'electronic').toBe(book.binding === 'electronic');
      expect(book.listPriceUsd).toBeGreaterThan(0);
      // The first edition is the one the summary's own fields describe.
      expect(book.editions[0]).toEqual({
        medium: book.medium,
        binding: book.binding,
        isbn: book.isbn,
        listPrice: book.listPrice,
        listPriceUsd: book.listPriceUsd,
      });
      expect(book.editions.every((e) => isValidIsbn13(e.isbn))).toBe(true);
      if (book.seriesId === null) expect(book.seriesTitle).toBeUndefined();
      else expect(book.seriesTitle?.en.length).toBeGreaterThan(0);
    }
    expect(new Set(books.map((b) => b.isbn)).size).toBe(books.length);
    expect(new Set(books.map((b) => b.seriesId)).size).toBeGreaterThanOrEqual(10);
    expect(books.some((b) => b.subtitle)).toBe(true);
  });

  it('lists forthcoming books, soonest first, all not yet published', async () => {
    const books = await all('forthcoming');
    expect(books.length).toBeGreaterThan(0);
    expect(books.every((b) => b.publishStatus === 'forthcoming')).toBe(true);
    const dates = books.map((b) => b.publishDate);
    expect(dates).toEqual([...dates].sort());
    const newestPublished = (await all('all')).find((b) => b.publishStatus === 'published');
    expect(dates[0] && newestPublished && dates[0] > newestPublished.publishDate).toBe(true);
  });

  it('lists recent books: published within a year of the newest publication', async () => {
    const books = await all('recent');
    const newest = books[0];
    expect(newest).toBeDefined();
    expect(books.every((b) => b.publishStatus === 'published')).toBe(true);
    for (const book of books) {
      const age = Date.parse(newest?.publishDate ?? '') - Date.parse(book.publishDate);
      expect(age).toBeLessThan(365 * DAY_MS);
    }
    const older = (await all('all')).filter(
      (b) => b.publishStatus === 'published' && !books.some((r) => r.id === b.id),
    );
    expect(older.every((b) => b.publishDate < (books.at(-1)?.publishDate ?? ''))).toBe(true);
  });

  it('lists featured books, a subset of all books', async () => {
    const featured = await all('featured');
    const ids = new Set((await all('all')).map((b) => b.id));
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.every((b) => ids.has(b.id))).toBe(true);
  });

  it('credits the editors of an edited volume when it has no authors', async () => {
    const books = await all('all');
    const proceedings = books.find((b) => b.subtitle?.en.startsWith('Summer School'));
    expect(proceedings?.authors.length).toBeGreaterThan(0);
  });

  it.each([
    ['?type=bogus', 'querystring/type must be one of: all, recent, forthcoming, featured'],
    ['?current=0', 'querystring/current must be >= 1'],
    ['?size=x', 'querystring/size must be integer'],
  ])('rejects %s with 400', async (query, message) => {
    const { statusCode, body } = await homepage(query);
    expect(statusCode).toBe(400);
    expect(body.msg).toBe(message);
  });
});

describe('GET /api/bookmain/homepage-count', () => {
  it('counts each list of the book home page as the lists themselves do', async () => {
    const { statusCode, body } = await getJson<BookHomepageCount>(
      context().app,
      '/api/bookmain/homepage-count',
    );
    expect(statusCode).toBe(200);
    const totals = await Promise.all(
      (['all', 'recent', 'forthcoming', 'featured'] as const).map(
        async (type) => (await homepage(`?type=${type}&size=1`)).body.data.total,
      ),
    );
    expect(body.data).toEqual({
      total: totals[0],
      recent: totals[1],
      forthcoming: totals[2],
      featured: totals[3],
    });
    expect(body.data.recent).toBeGreaterThan(0);
  });
});
