import type { LocalizedText } from '@portal/contract';
import type { ChapterRow } from '../../repositories/catalogue-rows';
import { localizedColumns, type ChapterRecord } from '../../services/catalogue-writer';
import { fieldOf, joinEn, joinZh, type BookShelf } from './book-shelf';
import { bookTexts } from './books-texts';

/**
 * Tables of contents: every book but a set (whose volumes have their own), chapters numbered
 * in order with consecutive pages inside the book's page count; contributions to edited books
 * have their own authors.
 */
export function buildChapters(context: BookShelf): ChapterRecord[] {
  const { random, books } = context;
  const chapters: ChapterRecord[] = [];
  const sets = new Set(books.flatMap((b) => (b.parent_book_id === null ? [] : [b.parent_book_id])));
  for (const book of books) {
    if (sets.has(book.id)) continue;
    const field = fieldOf(book.msc2020[0] ?? '00');
    const edited = context.editedBooks.has(book.id);
    const pool = bookTexts.chapterTitles[field];
    let titles: { title: LocalizedText; label?: string }[];
    const known = context.knownChapters.get(book.id);
    if (known) titles = known.map((title) => ({ title }));
    else if (edited) titles = random.sample(pool, random.int(5, 12)).map((title) => ({ title }));
    else {
      titles = [
        { title: random.pick(bookTexts.firstChapters) },
        ...random.sample(pool, random.int(4, 16)).map((title) => ({ title })),
      ];
      if (random.chance(0.3)) {
        titles.push({ title: bookTexts.appendix, label: 'A' });
      }
    }
    // Front matter before the first chapter, bibliography and index after the last.
    const firstPage = random.int(1, 3) * 2 - 1;
    const body = Math.floor(book.page_count * 0.93) - firstPage;
    const weights = titles.map(() => 0.6 + random.next() * 0.8);
    const totalWeight = weights.reduce((sum, w) => sum + w, 0);
    let page = firstPage;
    titles.forEach(({ title, label }, index) => {
      const length = Math.max(2, Math.floor(((weights[index] ?? 1) / totalWeight) * body));
      const opening = random.pick(
        edited ? bookTexts.contributionOpenings : bookTexts.chapterOpenings,
      );
      const sentence = random.pick(bookTexts.fieldSentences[field]);
      const chapter: ChapterRow = {
        id: chapters.length + 1,
        book_id: book.id,
        position: index + 1,
        label: label ?? String(index + 1),
        ...localizedColumns('title', title),
        abstract_zh: joinZh(opening, sentence),
        abstract_en: joinEn(opening, sentence),
        first_page: page,
        last_page: page + length - 1,
      };
      page += length;
      // Contributions to an edited book have authors of their own.
      const authorIds = edited
        ? [...new Set([context.modernAuthor(), context.modernAuthor()])].slice(0, random.int(1, 2))
        : [];
      chapters.push({ chapter, authorIds });
    });
  }
  return chapters;
}
