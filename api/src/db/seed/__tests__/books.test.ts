import { isValidIsbn13 } from '../../../lib/identifiers';
import { bookRows } from '../../../services/catalogue-writer';
import { CATALOGUE_DATE } from '../book-shelf';
import { buildBookCatalogue } from '../books';
import { ebookIsbnFor, usdListPrice } from '../books-editions';

describe('buildBookCatalogue', () => {
  const catalogue = buildBookCatalogue();
  const { books, series } = catalogue;
  const chapters = catalogue.chapterRecords.map((record) => record.chapter);
  const editions = catalogue.bookRecords.flatMap((record) => bookRows(record).editions);
  const bookContributors = catalogue.bookRecords.flatMap((record) => bookRows(record).contributors);
  const catalogueDate = CATALOGUE_DATE.toISOString().slice(0, 10);

  it('is the same on every run', () => {
    expect(buildBookCatalogue()).toEqual(catalogue);
  });

  it('holds 300 books in at least ten series and two annual books of ten years or more', () => {
    expect(books.length).toBeGreaterThanOrEqual(300);
    expect(series.filter((s) => !s.annual).length).toBeGreaterThanOrEqual(10);
    const annual = series.filter((s) => s.annual);
    expect(annual).toHaveLength(2);
    for (const s of annual) {
      const years = books
        .filter((b) => b.series_id === s.id)
        .map((b) => b.publish_date.slice(0, 4));
      expect(years.length).toBeGreaterThanOrEqual(10);
      expect(new Set(years).size).toBe(years.length);
    }
  });

  it('keeps the publish status consistent with the date', () => {
    for (const book of books) {
      expect(book.publish_status === 'forthcoming').toBe(book.publish_date > catalogueDate);
    }
    expect(books.filter((b) => b.publish_status === 'forthcoming').length).toBeGreaterThan(5);
  });

  it('fills every field of the Book in both languages', () => {
    for (const book of books) {
      expect(book.description_zh).toMatch(/[\u4e00-\u9fff]/);
      expect(book.description_en.length).toBeGreaterThan(40);
      expect((book.notes_zh === null) === (book.notes_en === null)).toBe(true);
      expect(book.msc2020.length).toBeGreaterThan(0);
    }
    expect(books.some((b) => b.supplement_en !== null)).toBe(true);
    expect(books.some((b) => b.edition > 1 && b.notes_en?.includes('edition'))).toBe(true);
    expect(new Set(books.map((b) => b.language))).toEqual(new Set(['en', 'zh', 'zh-en']));
  });

  it('credits contributors of all four types', () => {
    expect(new Set(bookContributors.map((c) => c.role))).toEqual(
      new Set(['AUTHOR', 'EDITOR', 'VOLUME_EDITOR', 'GENERAL_EDITOR']),
    );
  });

  it('makes sets of two to five volumes, numbered, cheaper together', () => {
    const parents = [...new Set(books.flatMap((b) => b.parent_book_id ?? []))];
    expect(parents.length).toBeGreaterThanOrEqual(4);
    const sizes = new Set<number>();
    for (const id of parents) {
      const volumes = books.filter((b) => b.parent_book_id === id);
      sizes.add(volumes.length);
      expect(volumes.map((v) => v.volume_number)).toEqual(volumes.map((_, i) => i + 1));
      const set = books.find((b) => b.id === id);
      expect(set?.list_price).toBeLessThan(volumes.reduce((n, v) => n + v.list_price, 0));
    }
    expect(sizes).toEqual(new Set([2, 3, 4, 5]));
  });

  it('gives most books 5 to 20 chapters with consecutive pages inside the book', () => {
    const withChapters = books.filter((b) => chapters.some((c) => c.book_id === b.id));
    expect(withChapters.length / books.length).toBeGreaterThan(0.9);
    for (const book of withChapters) {
      const own = chapters.filter((c) => c.book_id === book.id);
      expect(own.length).toBeGreaterThanOrEqual(5);
      expect(own.length).toBeLessThanOrEqual(20);
      own.forEach((chapter, i) => {
        expect(chapter.position).toBe(i + 1);
        // The seed pages every chapter; only an imported born-digital book may not.
        expect(chapter.first_page).not.toBeNull();
        expect(chapter.last_page).toBeGreaterThanOrEqual(chapter.first_page!);
        const next = own[i + 1];
        if (next) expect(next.first_page).toBe(chapter.last_page! + 1);
      });
      expect(own.at(-1)?.last_page).toBeLessThanOrEqual(book.page_count);
    }
    expect(chapters.some((c) => c.title_en.includes('$'))).toBe(true);
  });

  it('tags books by subject, textbook level, featured author and collection', () => {
    const types = new Set(catalogue.tags.map((t) => t.type));
    expect(types).toEqual(new Set(['subject', 'textbook', 'featured_author', 'collection']));
    for (const tag of catalogue.tags) {
      expect(catalogue.tagLinks.some((l) => l.tag_id === tag.id)).toBe(true);
    }
  });

  describe('editions', () => {
    const editionsOf = (bookId: number) => editions.filter((e) => e.book_id === bookId);
    const ebookOfPrint = (bookId: number) =>
      books.find((b) => b.id === bookId)?.medium === 'print'
        ? editionsOf(bookId).find((e) => e.medium === 'electronic')
        : undefined;

    it('sells every book in its own medium first, as its books row describes it', () => {
      for (const book of books) {
        const [first, ...others] = editionsOf(book.id);
        expect(first).toEqual({
          book_id: book.id,
          medium: book.medium,
          binding: book.binding,
          isbn: book.isbn,
          list_price: book.list_price,
          list_price_usd: expect.any(Number),
        });
        expect(others.every((e) => e.medium !== book.medium)).toBe(true);
      }
    });

    it('sells a good share of the published printed books as cheaper e-books too', () => {
      const printed = books.filter((b) => b.medium === 'print' && b.publish_status === 'published');
      const both = printed.filter((b) => ebookOfPrint(b.id));
      expect(both.length / printed.length).toBeGreaterThan(0.35);
      for (const book of both) {
        const [print] = editionsOf(book.id);
        const ebook = ebookOfPrint(book.id);
        expect(ebook).toMatchObject({ binding: 'electronic', isbn: ebookIsbnFor(book.id) });
        expect(ebook?.list_price).toBeLessThan(print?.list_price ?? 0);
        expect(ebook?.list_price_usd).toBeLessThan(print?.list_price_usd ?? 0);
        expect(String(ebook?.list_price)).toMatch(/8$/);
      }
      // Never a forthcoming book: it cannot be ordered in any medium yet.
      const forthcoming = books.filter((b) => b.publish_status === 'forthcoming');
      expect(forthcoming.every((b) => editionsOf(b.id).length === 1)).toBe(true);
    });

    it('gives every edition its own valid ISBN-13', () => {
      const isbns = editions.map((e) => e.isbn);
      expect(isbns.every(isValidIsbn13)).toBe(true);
      expect(new Set(isbns).size).toBe(isbns.length);
    });

    it('prices every edition in dollars as a list does: $x.95 below $100, whole fives above', () => {
      for (const edition of editions) {
        const cents = Math.round(edition.list_price_usd * 100) % 100;
        if (edition.list_price_usd < 100) expect(cents).toBe(95);
        else expect(edition.list_price_usd % 5).toBe(0);
        // Above the yuan price converted: prices are set for the international market.
        expect(edition.list_price_usd).toBeGreaterThan(edition.list_price / 7.1);
      }
      expect([17.78, 44.2, 97.5, 123].map(usdListPrice)).toEqual([17.95, 44.95, 100, 125]);
    });

    it('sells a set for less than its volumes, in each medium and currency', () => {
      const sets = books.filter((b) => books.some((v) => v.parent_book_id === b.id));
      const ebookSets = sets.filter((set) => ebookOfPrint(set.id));
      expect(ebookSets.length).toBeGreaterThan(0);
      for (const set of sets) {
        const volumes = books.filter((v) => v.parent_book_id === set.id);
        for (const edition of editionsOf(set.id)) {
          const ofVolumes = volumes.map((v) =>
            editionsOf(v.id).find((e) => e.medium === edition.medium),
          );
          // A set's e-book comes with e-books of all its volumes.
          expect(ofVolumes.every(Boolean)).toBe(true);
          const sum = (key: 'list_price' | 'list_price_usd') =>
            ofVolumes.reduce((n, e) => n + (e?.[key] ?? 0), 0);
          expect(edition.list_price).toBeLessThan(sum('list_price'));
          expect(edition.list_price_usd).toBeLessThan(sum('list_price_usd'));
        }
      }
    });
  });
});
