import type {
  BookDetail,
  BookHomeData,
  BookSeriesDetail,
  BookSeriesSummary,
  BookSummary,
  BookTag,
  ChapterDetail,
  Page,
} from '@portal/contract';
import { getJson, setupTestApp } from '../../../../test/helper';

const context = setupTestApp();
const get = <T>(url: string) => getJson<T>(context().app, url);
const filter = async (query: string) =>
  (await get<Page<BookSummary>>(`/api/bookmain/homepagefilter${query}`)).body.data;
const detail = async (id: number) =>
  (await get<BookDetail>(`/api/bookmain/bookdetail?id=${id}`)).body;
const TODAY = '2026-11-23';

/** What `read` answers while row `id` of `table` has this English title (given back after). */
async function whileTitled<T>(
  table: 'books' | 'book_chapters',
  id: number,
  title: string,
  read: () => Promise<T>,
): Promise<T> {
  const { app, db } = context();
  const [before] = await db.query<{ title_en: string }>(
    `select title_en from ${table} where id = $1`,
    [id],
  );
  const retitle = async (text: string | undefined) => {
    await db.query(`update ${table} set title_en = $2 where id = $1`, [id, text]);
    // Catalogue answers are cached until the catalogue's revision changes.
    await app.catalogueRevision.refresh();
  };
  await retitle(title);
  try {
    return await read();
  } finally {
    await retitle(before?.title_en);
  }
}

describe('GET /api/bookmain/bookdetail', () => {
  it('answers the title as plain text too: its TeX in Unicode, without dollar signs', async () => {
    const plain = (await detail(1)).data;
    expect(plain.titleText).toEqual(plain.title);
    const book = await whileTitled(
      'books',
      1,
      'Holomorphic maps in $\\mathbb{C}^n$',
      async () => (await detail(1)).data,
    );
    expect(book.title.en).toBe('Holomorphic maps in $\\mathbb{C}^n$');
    expect(book.titleText).toEqual({ en: 'Holomorphic maps in ℂⁿ', zh: plain.title.zh });
  });

  it('describes a book completely: blurb, contributors by role, series, contents, tags, MSC', async () => {
    const { statusCode, body } = await get<BookDetail>('/api/bookmain/bookdetail?id=1');
    expect(statusCode).toBe(200);
    const book = body.data;
    expect(book.id).toBe(1);
    expect(book.title.en).toBe('Commutative Algebra and Homological Methods');
    expect(book.description.zh).toContain(`《${book.title.zh}》`);
    expect(book.description.en).toContain(book.title.en);
    expect(book.pageCount).toBeGreaterThan(0);
    expect(book.trimSize).toMatch(/mm$/);
    expect(book.edition).toBeGreaterThanOrEqual(1);
    expect(book.series).toMatchObject({ id: 1, annual: false, number: 1 });
    expect(book.contributors[0]?.role).toBe('AUTHOR');
    expect(book.authors).toEqual(book.contributors[0]?.contributors.map((c) => c.name));
    expect(book.chapters.length).toBeGreaterThanOrEqual(5);
    expect(book.chapters.length).toBeLessThanOrEqual(20);
    expect(book.chapters.map((c) => c.position)).toEqual(book.chapters.map((_, i) => i + 1));
    for (const [i, chapter] of book.chapters.entries()) {
      expect(chapter.firstPage).not.toBeNull();
      expect(chapter.lastPage).toBeGreaterThanOrEqual(chapter.firstPage!);
      expect(chapter.lastPage).toBeLessThanOrEqual(book.pageCount);
      const next = book.chapters[i + 1];
      if (next) expect(next.firstPage).toBe(chapter.lastPage! + 1);
    }
    expect(book.tags.some((tag) => tag.type === 'subject' && tag.code === '13')).toBe(true);
    expect(book.mscCodes[0]?.code).toBe('13D02');
    expect(book.mscCodes[0]?.label.en.length).toBeGreaterThan(0);
    expect(book.volumeSet).toBeNull();
  });

  it('lists contributors in the specification’s role order, each role once', async () => {
    const roles = new Set<string>();
    const { records } = await filter('?size=1000');
    for (const id of records.filter((_, i) => i % 10 === 0).map((b) => b.id)) {
      const book = (await detail(id)).data;
      const order = book.contributors.map((g) => g.role);
      expect(new Set(order).size).toBe(order.length);
      const ranks = order.map((r) =>
        ['AUTHOR', 'EDITOR', 'VOLUME_EDITOR', 'GENERAL_EDITOR'].indexOf(r),
      );
      expect(ranks).toEqual([...ranks].sort());
      order.forEach((r) => roles.add(r));
    }
    expect(roles.size).toBe(4);
  });

  it('shows a volume set from the set and from each volume, volumes sold on their own', async () => {
    const sets = (await filter('?keyword=Set%20of%20Five%20Volumes')).records;
    const set = sets[0];
    expect(set).toBeDefined();
    const fromSet = (await detail(set?.id ?? 0)).data;
    expect(fromSet.volumeSet?.set.id).toBe(set?.id);
    expect(fromSet.volumeSet?.volumes.map((v) => v.volumeNumber)).toEqual([1, 2, 3, 4, 5]);
    expect(fromSet.chapters).toEqual([]);
    const volume = fromSet.volumeSet?.volumes[2];
    const fromVolume = (await detail(volume?.id ?? 0)).data;
    expect(fromVolume.volumeNumber).toBe(3);
    expect(fromVolume.volumeSet).toEqual(fromSet.volumeSet);
    expect(fromVolume.chapters.length).toBeGreaterThan(0);
    const sum = fromSet.volumeSet?.volumes.reduce((n, v) => n + v.listPrice, 0) ?? 0;
    expect(fromSet.listPrice).toBeLessThan(sum);
    // The set and each volume carry their editions, their own first.
    for (const book of [fromSet.volumeSet?.set, ...(fromSet.volumeSet?.volumes ?? [])]) {
      expect(book?.editions[0]).toMatchObject({ medium: book?.medium, isbn: book?.isbn });
    }
  });

  it('credits the authors of each contribution to an edited volume', async () => {
    const annual = (await filter('?keyword=Current%20Developments%20in%20Mathematics%202020'))
      .records[0];
    const book = (await detail(annual?.id ?? 0)).data;
    expect(book.series?.annual).toBe(true);
    expect(book.contributors.map((g) => g.role)).toContain('EDITOR');
    expect(book.chapters.every((c) => c.authors.length > 0)).toBe(true);
  });

  it('sells a book in each of its editions: medium, ISBN and list prices in CNY and USD', async () => {
    const { records } = await filter('?medium=electronic&status=published&size=1000');
    const printed = records.find((b) => b.medium === 'print');
    expect(printed).toBeDefined();
    const book = (await detail(printed?.id ?? 0)).data;
    expect(book.editions).toEqual([
      {
        medium: 'print',
        binding: book.binding,
        isbn: book.isbn,
        listPrice: book.listPrice,
        listPriceUsd: book.listPriceUsd,
      },
      {
        medium: 'electronic',
        binding: 'electronic',
        isbn: expect.stringMatching(/^978-7-5611-\d{4}-\d$/),
        listPrice: expect.any(Number),
        listPriceUsd: expect.any(Number),
      },
    ]);
    const [print, ebook] = book.editions;
    expect(ebook?.isbn).not.toBe(print?.isbn);
    expect(ebook?.listPrice).toBeLessThan(book.listPrice);
    expect(ebook?.listPriceUsd).toBeLessThan(book.listPriceUsd);
  });

  it('answers 404 for an unknown book', async () => {
    const { statusCode, body } = await get<BookDetail>('/api/bookmain/bookdetail?id=99999');
    expect(statusCode).toBe(404);
    expect(body).toEqual({ code: 404, success: false, data: null, msg: 'No book 99999' });
  });

  it.each([
    ['', "querystring must have required property 'id'"],
    ['?id=abc', 'querystring/id must be integer'],
    ['?id=0', 'querystring/id must be >= 1'],
    ['?id=99999999999', 'querystring/id must be <= 2147483647'],
    ["?id=1';%20drop%20table%20books;--", 'querystring/id must be integer'],
  ])('rejects %s with 400', async (query, message) => {
    const { statusCode, body } = await get<BookDetail>(`/api/bookmain/bookdetail${query}`);
    expect(statusCode).toBe(400);
    expect(body.msg).toBe(message);
  });
});

describe('GET /api/bookmain/bookseries and bookseries-detail', () => {
  it('pages the series, annual books first, with their counts and newest publication', async () => {
    const { statusCode, body } = await get<Page<BookSeriesSummary>>(
      '/api/bookmain/bookseries?size=99999999',
    );
    expect(statusCode).toBe(200);
    const series = body.data.records;
    expect(series.length).toBeGreaterThanOrEqual(12);
    expect(body.data.total).toBe(series.length);
    const annual = series.filter((s) => s.annual);
    expect(annual).toHaveLength(2);
    expect(series.slice(0, 2)).toEqual(annual);
    for (const s of series) {
      expect(s.bookCount).toBeGreaterThan(0);
      expect(s.description.zh).toMatch(/[\u4e00-\u9fff]/);
      expect(s.newestPublishDate! <= TODAY).toBe(true);
      const books = await filter(`?seriesId=${s.id}&size=1`);
      expect(books.total).toBe(s.bookCount);
    }
    const onlyAnnual = (await get<Page<BookSeriesSummary>>('/api/bookmain/bookseries?annual=true'))
      .body.data;
    expect(onlyAnnual.records.map((s) => s.id)).toEqual(annual.map((s) => s.id));
    const others = (await get<Page<BookSeriesSummary>>('/api/bookmain/bookseries?annual=false'))
      .body.data;
    expect(others.total).toBe(series.length - 2);
  });

  it('gives an annual book one volume a year for more than ten years', async () => {
    const [annual] = (await get<Page<BookSeriesSummary>>('/api/bookmain/bookseries?annual=true'))
      .body.data.records;
    const { statusCode, body } = await get<BookSeriesDetail>(
      `/api/bookmain/bookseries-detail?id=${annual?.id}`,
    );
    expect(statusCode).toBe(200);
    expect(body.data.title).toEqual(annual?.title);
    expect(body.data.bookCount).toBeGreaterThanOrEqual(10);
    const years = (await filter(`?seriesId=${annual?.id}&size=100&sort=oldest`)).records.map((b) =>
      Number(b.publishDate.slice(0, 4)),
    );
    expect(new Set(years).size).toBe(years.length);
    expect(body.data.firstYear).toBe(years[0]);
  });

  it('answers 404 for an unknown series and 400 for bad input', async () => {
    const missing = await get<BookSeriesDetail>('/api/bookmain/bookseries-detail?id=4242');
    expect(missing.statusCode).toBe(404);
    expect(missing.body.msg).toBe('No book series 4242');
    const bad = await get<BookSeriesDetail>('/api/bookmain/bookseries?annual=maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.body.msg).toBe('querystring/annual must be boolean');
    const negative = await get<BookSeriesDetail>('/api/bookmain/bookseries?current=-1');
    expect(negative.statusCode).toBe(400);
  });
});

describe('GET /api/bookmain/tags-by-type and tag-detail', () => {
  it.each(['subject', 'textbook', 'featured_author', 'collection'])(
    'lists the %s tags with as many books as they list',
    async (type) => {
      const { statusCode, body } = await get<BookTag[]>(`/api/bookmain/tags-by-type?type=${type}`);
      expect(statusCode).toBe(200);
      expect(body.data.length).toBeGreaterThan(0);
      for (const tag of body.data.slice(0, 4)) {
        expect(tag.type).toBe(type);
        expect(tag.name.zh).toMatch(/[\u4e00-\u9fff]/);
        expect((await filter(`?tagId=${tag.id}&size=1`)).total).toBe(tag.bookCount);
        expect((await get<BookTag>(`/api/bookmain/tag-detail?id=${tag.id}`)).body.data).toEqual(
          tag,
        );
      }
    },
  );

  it('ties a featured author to a person whose books it lists', async () => {
    const [author] = (await get<BookTag[]>('/api/bookmain/tags-by-type?type=featured_author')).body
      .data;
    expect(author?.contributorId).not.toBeNull();
    const books = (await filter(`?tagId=${author?.id}&size=100`)).records;
    expect(books.every((b) => b.authors.includes(author?.name.en ?? ''))).toBe(true);
  });

  it('rejects unknown types and ids', async () => {
    const bad = await get<BookTag[]>('/api/bookmain/tags-by-type?type=genre');
    expect(bad.statusCode).toBe(400);
    expect(bad.body.msg).toBe(
      'querystring/type must be one of: subject, textbook, featured_author, collection',
    );
    const missing = await get<BookTag>('/api/bookmain/tag-detail?id=9999');
    expect(missing.statusCode).toBe(404);
    expect(missing.body.msg).toBe('No book tag 9999');
  });
});

describe('GET /api/bookmain/homepagefilter', () => {
  it('holds more than 300 books, newest first, forthcoming ones all after today', async () => {
    const all = await filter('?size=99999999');
    expect(all.total).toBeGreaterThanOrEqual(300);
    expect(all.size).toBe(1000);
    const dates = all.records.map((b) => b.publishDate);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const book of all.records) {
      expect(book.publishStatus === 'forthcoming').toBe(book.publishDate > TODAY);
    }
  });

  it('finds books by title in either language, ISBN and contributor', async () => {
    const english = await filter('?keyword=riemannian');
    expect(english.records.map((b) => b.title.en)).toContain('Riemannian Geometry');
    const chinese = await filter(`?keyword=${encodeURIComponent('黎曼几何')}`);
    expect(chinese.records.map((b) => b.title.en)).toContain('Riemannian Geometry');
    const book = english.records.find((b) => b.title.en === 'Riemannian Geometry');
    const byIsbn = await filter(`?keyword=${book?.isbn.replaceAll('-', '')}`);
    expect(byIsbn.records.map((b) => b.id)).toEqual([book?.id]);
    const both = (await filter('?medium=electronic&size=1000')).records.find(
      (b) => b.medium === 'print',
    );
    const ebookIsbn = both?.editions[1]?.isbn ?? '';
    expect((await filter(`?keyword=${ebookIsbn}`)).records.map((b) => b.id)).toEqual([both?.id]);
    const byAuthor = await filter('?keyword=Hong%20Zhou&size=100');
    expect(byAuthor.total).toBeGreaterThanOrEqual(5);
  });

  it('filters by MSC, years, medium and status, and combines them', async () => {
    const pde = await filter('?msc=35&size=1000');
    expect(pde.total).toBeGreaterThan(0);
    const withCodes = await Promise.all(pde.records.slice(0, 5).map((b) => detail(b.id)));
    for (const { data } of withCodes) {
      expect(data.mscCodes.some((m) => m.code.startsWith('35'))).toBe(true);
    }
    const years = await filter('?yearFrom=2020&yearTo=2022&size=1000');
    expect(years.records.every((b) => b.publishDate >= '2020' && b.publishDate < '2023')).toBe(
      true,
    );
    // Sold as an e-book: e-books first, and printed books with an e-book edition.
    const electronic = await filter('?medium=electronic&status=published&size=1000');
    expect(electronic.total).toBeGreaterThan(0);
    expect(
      electronic.records.every(
        (b) => b.editions.some((e) => e.medium === 'electronic') && b.publishStatus === 'published',
      ),
    ).toBe(true);
    expect(new Set(electronic.records.map((b) => b.medium))).toEqual(
      new Set(['print', 'electronic']),
    );
    const print = await filter('?medium=print&size=1000');
    expect(print.records.every((b) => b.editions.some((e) => e.medium === 'print'))).toBe(true);
    const pdeOfYears = await filter('?msc=35&yearFrom=2020&yearTo=2024&size=1000');
    expect(pdeOfYears.total).toBeGreaterThan(0);
    expect(pdeOfYears.total).toBeLessThan(pde.total);
    expect(
      pdeOfYears.records.every(
        (b) =>
          pde.records.some((p) => p.id === b.id) &&
          b.publishDate >= '2020' &&
          b.publishDate < '2025',
      ),
    ).toBe(true);
    const none = await filter('?keyword=zzzz-no-such-book');
    expect(none).toEqual({ records: [], total: 0, size: 10, current: 1, pages: 0 });
  });

  it.each([
    [
      'title',
      (a: BookSummary, b: BookSummary) => a.title.en.toLowerCase() <= b.title.en.toLowerCase(),
    ],
    ['price_asc', (a: BookSummary, b: BookSummary) => a.listPrice <= b.listPrice],
    ['price_desc', (a: BookSummary, b: BookSummary) => a.listPrice >= b.listPrice],
    ['oldest', (a: BookSummary, b: BookSummary) => a.publishDate <= b.publishDate],
  ])('sorts by %s', async (sort, inOrder) => {
    const { records } = await filter(`?sort=${sort}&size=1000`);
    records
      .slice(1)
      .forEach((book, i) => expect(inOrder(records[i] as BookSummary, book)).toBe(true));
  });

  it('treats SQL and LIKE metacharacters in a keyword as text', async () => {
    for (const keyword of ["'; drop table books; --", '%', '_', '\\']) {
      const { statusCode, body } = await get<Page<BookSummary>>(
        `/api/bookmain/homepagefilter?keyword=${encodeURIComponent(keyword)}`,
      );
      expect(statusCode).toBe(200);
      expect(body.data.total).toBe(0);
    }
    expect((await filter('?size=1')).total).toBeGreaterThanOrEqual(300);
  });

  it.each([
    [
      '?sort=cheapest',
      'querystring/sort must be one of: newest, oldest, title, price_asc, price_desc',
    ],
    ['?msc=35%25', `querystring/msc must match pattern "^[0-9]{2}([A-Z-]([0-9]{1,2}|[xX]{2})?)?$"`],
    ['?yearFrom=2024&yearTo=2020', 'querystring/yearFrom must not be after querystring/yearTo'],
    ['?yearFrom=twenty', 'querystring/yearFrom must be integer'],
    ['?yearTo=99', 'querystring/yearTo must be >= 1000'],
    ['?msc=', `querystring/msc must match pattern "^[0-9]{2}([A-Z-]([0-9]{1,2}|[xX]{2})?)?$"`],
    ['?medium=vinyl', 'querystring/medium must be one of: print, electronic'],
    ['?current=0', 'querystring/current must be >= 1'],
    ['?size=-5', 'querystring/size must be >= 1'],
    ['?seriesId=x', 'querystring/seriesId must be integer'],
    [`?keyword=${'a'.repeat(101)}`, 'querystring/keyword must NOT have more than 100 characters'],
  ])('rejects %s with 400', async (query, message) => {
    const { statusCode, body } = await get<Page<BookSummary>>(
      `/api/bookmain/homepagefilter${query}`,
    );
    expect(statusCode).toBe(400);
    expect(body.msg).toBe(message);
  });

  it('never answers 500 to a keyword that is not UTF-8', async () => {
    const response = await context().app.inject('/api/bookmain/homepagefilter?keyword=%C3%28');
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('GET /api/bookmain/homedata', () => {
  it('holds what the book home page shows, agreeing with the separate calls', async () => {
    const { statusCode, body } = await get<BookHomeData>('/api/bookmain/homedata');
    expect(statusCode).toBe(200);
    const home = body.data;
    const counts = (await get('/api/bookmain/homepage-count')).body.data;
    expect(home.counts).toEqual(counts);
    const featured = (await get<Page<BookSummary>>('/api/bookmain/homepage?type=featured&size=6'))
      .body.data.records;
    expect(home.featured).toEqual(featured);
    expect(home.recent.length).toBeGreaterThan(0);
    expect(home.forthcoming.every((b) => b.publishStatus === 'forthcoming')).toBe(true);
    expect(home.forthcoming.length).toBeGreaterThan(0);
    expect(home.series.length).toBeGreaterThanOrEqual(12);
    expect(home.textbooks.length).toBeGreaterThan(0);
    expect(home.textbooks.every((b) => b.publishStatus === 'published')).toBe(true);
    expect(home.featuredAuthor?.books.length).toBeGreaterThan(0);
    expect(
      home.featuredAuthor?.books.every((b) =>
        b.authors.includes(home.featuredAuthor?.tag.name.en ?? ''),
      ),
    ).toBe(true);
  });
});

describe('GET /api/bookmain/chapter-detail', () => {
  it('answers a chapter with its book, abstract in TeX, pages and neighbours', async () => {
    const book = (await detail(1)).data;
    const [first, second] = book.chapters;
    const { statusCode, body } = await get<ChapterDetail>(
      `/api/bookmain/chapter-detail?id=${second?.id}`,
    );
    expect(statusCode).toBe(200);
    const chapter = body.data;
    expect(chapter.title).toEqual(second?.title);
    expect(chapter.book.id).toBe(1);
    expect(chapter.pageCount).toBe((second?.lastPage ?? 0) - (second?.firstPage ?? 0) + 1);
    expect(chapter.abstract.en).toMatch(/\$[^$]+\$/);
    expect(chapter.abstract.zh).toMatch(/[\u4e00-\u9fff]/);
    expect(chapter.previousId).toBe(first?.id);
    expect(chapter.nextId).toBe(book.chapters[2]?.id ?? null);
    const opening = (await get<ChapterDetail>(`/api/bookmain/chapter-detail?id=${first?.id}`)).body;
    expect(opening.data.previousId).toBeNull();
    const last = book.chapters.at(-1);
    const closing = (await get<ChapterDetail>(`/api/bookmain/chapter-detail?id=${last?.id}`)).body;
    expect(closing.data.nextId).toBeNull();
  });

  it('names the authors of a contribution with their affiliations', async () => {
    const annual = (await filter('?keyword=Surveys%20in%20Differential%20Geometry%2C%20Vol.%2020'))
      .records[0];
    const book = (await detail(annual?.id ?? 0)).data;
    const chapter = (
      await get<ChapterDetail>(`/api/bookmain/chapter-detail?id=${book.chapters[0]?.id}`)
    ).body.data;
    expect(chapter.contributors.length).toBeGreaterThan(0);
    expect(chapter.authors).toEqual(chapter.contributors.map((c) => c.name));
    expect(chapter.contributors[0]?.affiliation).toBeTruthy();
  });

  it("answers the chapter's and its book's titles as plain text: TeX in Unicode", async () => {
    const chapter = (await detail(2)).data.chapters[0];
    const retitled = await whileTitled('books', 2, 'Lectures on $\\mathbb{C}^n$', () =>
      whileTitled(
        'book_chapters',
        chapter?.id ?? 0,
        '$L^2$ theory',
        async () =>
          (await get<ChapterDetail>(`/api/bookmain/chapter-detail?id=${chapter?.id}`)).body.data,
      ),
    );
    expect(retitled.titleText.en).toBe('L² theory');
    expect(retitled.book.titleText.en).toBe('Lectures on ℂⁿ');
  });

  it('answers 404 for an unknown chapter and 400 for a bad id', async () => {
    const missing = await get<ChapterDetail>('/api/bookmain/chapter-detail?id=999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.body.msg).toBe('No chapter 999999');
    const bad = await get<ChapterDetail>('/api/bookmain/chapter-detail?id=1.5');
    expect(bad.statusCode).toBe(400);
    expect(bad.body.msg).toBe('querystring/id must be integer');
  });
});
