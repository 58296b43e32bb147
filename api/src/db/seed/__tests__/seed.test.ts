import { openTestDb } from '../../../../test/test-db';
import { isValidIsbn13, isValidIssn } from '../../../lib/identifiers';
import { bookRows } from '../../../services/catalogue-writer';
import type { Db } from '../../db';
import { buildCatalogue, isCatalogueEmpty, seedCatalogue } from '..';
import { OPEN_ACCESS_BOOK_COUNT } from '../book-access';
import { seedCms } from '../cms';

describe('buildCatalogue', () => {
  const catalogue = buildCatalogue();
  const editions = catalogue.bookRecords.flatMap((record) => bookRows(record).editions);
  const credits = catalogue.bookRecords.flatMap((record) => bookRows(record).contributors);

  it('is the same on every run', () => {
    expect(buildCatalogue()).toEqual(catalogue);
  });

  it('holds 26 journals, about ten series, about sixty books and over 120 news items over six years', () => {
    expect(catalogue.journals).toHaveLength(26);
    expect(catalogue.book_series.length).toBeGreaterThanOrEqual(10);
    expect(catalogue.books.length).toBeGreaterThanOrEqual(60);
    expect(catalogue.news.length).toBeGreaterThanOrEqual(120);
    const years = new Set(catalogue.news.map((n) => n.published_at.slice(0, 4)));
    expect([...years].sort()).toEqual(['2021', '2022', '2023', '2024', '2025', '2026']);
  });

  it('gives valid, unique ISSNs and ISBN-13s', () => {
    const issns = [
      ...catalogue.journals.flatMap((j) => [j.issn_print, j.issn_online]),
      ...catalogue.book_series.flatMap((s) => (s.issn ? [s.issn] : [])),
    ];
    expect(issns.every(isValidIssn)).toBe(true);
    expect(new Set(issns).size).toBe(issns.length);
    // Every book's ISBN is its first edition's; e-books have ISBNs of their own.
    const isbns = editions.map((e) => e.isbn);
    expect(isbns.length).toBeGreaterThan(catalogue.books.length);
    expect(catalogue.books.every((b) => isbns.includes(b.isbn))).toBe(true);
    expect(isbns.every(isValidIsbn13)).toBe(true);
    expect(new Set(isbns).size).toBe(isbns.length);
  });

  it('marks some journals open access and some not', () => {
    const open = catalogue.journals.filter((j) => j.open_access).length;
    expect(open).toBeGreaterThan(0);
    expect(open).toBeLessThan(26);
  });

  it('credits every book with at least one person', () => {
    for (const book of catalogue.books) {
      expect(credits.some((c) => c.book_id === book.id)).toBe(true);
    }
  });

  it('sells the volumes of a set for more together than the set', () => {
    const volumes = catalogue.books.filter((b) => b.parent_book_id !== null);
    expect(volumes.length).toBeGreaterThanOrEqual(2);
    const set = catalogue.books.find((b) => b.id === volumes[0]?.parent_book_id);
    const sum = volumes
      .filter((v) => v.parent_book_id === set?.id)
      .reduce((n, v) => n + v.list_price, 0);
    expect(sum).toBeGreaterThan(set?.list_price ?? Infinity);
  });

  it('writes news bodies as HTML paragraphs in both languages', () => {
    for (const item of catalogue.news) {
      expect(item.body_en.startsWith('<p>')).toBe(true);
      expect(item.body_zh.startsWith('<p>')).toBe(true);
    }
  });
});

describe('seedCatalogue', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb();
  });
  afterAll(async () => {
    await db.close();
  });

  it('replaces the catalogue and continues ids after the seeded ones', async () => {
    await db.query("update journals set title_en = 'Changed' where id = 1");
    await seedCatalogue(db);
    const [journal] = await db.query<{ title_en: string }>(
      'select title_en from journals where id = 1',
    );
    expect(journal?.title_en).toBe(buildCatalogue().journals[0]?.title_en);
    const [count] = await db.query<{ n: number }>('select count(*)::int as n from journals');
    expect(count?.n).toBe(26);
    const [inserted] = await db.query<{ id: number }>(
      "insert into news (type, title_zh, title_en, summary_zh, summary_en, body_zh, body_en, published_at) values ('news', '甲', 'A', '乙', 'B', '', '', now()) returning id",
    );
    expect(inserted?.id).toBe(buildCatalogue().news.length + 1);
    // Reseeding the whole catalogue takes about 45 s alone (11 s the articles, 9 s their
    // references, 6 s their bodies, 14 s the search index) and 80 s and more beside the other
    // suites on CI's two cores.
  }, 240_000);

  it('opens a few whole books and a sample chapter of a fifth of the others to everyone', async () => {
    const [row] = await db.query<Record<string, number>>(
      `select (select count(*)::int from books where open_access) as books,
              (select count(*)::int from books
                where open_access and (preview_denied or publish_status <> 'published')) as odd,
              (select count(*)::int from book_chapters where open_access) as chapters,
              (select count(*)::int from book_chapters where open_access and position <> 1)
                as not_first`,
    );
    expect(row).toMatchObject({ books: OPEN_ACCESS_BOOK_COUNT, odd: 0, not_first: 0 });
    expect(row?.chapters).toBeGreaterThan(30);
  });

  it('knows an empty catalogue from a seeded one', async () => {
    expect(await isCatalogueEmpty(db)).toBe(false);
    await db.exec('truncate journals cascade');
    expect(await isCatalogueEmpty(db)).toBe(true);
  });
});

describe('seedCatalogue: CMS tables', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb();
  });
  afterAll(async () => {
    await db.close();
  });

  const counts = async () => {
    const [row] = await db.query<Record<string, number>>(
      `select (select count(*)::int from faqs) as faqs,
              (select count(*)::int from faq_categories) as faq_categories,
              (select count(*)::int from ordering_details) as ordering_details,
              (select count(*)::int from contacts) as contacts`,
    );
    return row;
  };

  it('fills the FAQ, ordering and contact tables and refills them when run again', async () => {
    const before = await counts();
    expect(before).toEqual({ faqs: 28, faq_categories: 6, ordering_details: 8, contacts: 7 });
    await db.query(`delete from faqs where id = 1`);
    await db.query(`update contacts set email = 'changed@example.com' where id = 1`);
    await db.transaction((tx) => seedCms(tx));
    expect(await counts()).toEqual(before);
    const [contact] = await db.query<{ email: string }>('select email from contacts where id = 1');
    expect(contact?.email).toBe('subscriptions@ipms.example');
  });
});
