import { buildBookCatalogue, CATALOGUE_DATE } from '../books';

describe('buildBookCatalogue', () => {
  const catalogue = buildBookCatalogue();
  const { books, chapters, series } = catalogue;
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
    expect(new Set(catalogue.bookContributors.map((c) => c.role))).toEqual(
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
        expect(chapter.last_page).toBeGreaterThanOrEqual(chapter.first_page);
        const next = own[i + 1];
        if (next) expect(next.first_page).toBe(chapter.last_page + 1);
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
});
