/**
 * The book catalogue: series (two of them annual books), 300 books with every field of the
 * specification's Book, the media each is sold in (books-editions.ts), their contributors of the
 * four types, volume sets, chapters and tags. Built from its own PRNG seed, so it does not shift
 * when other parts of the seed change. The books are made on a shelf (book-shelf.ts) by series
 * (book-series.ts); chapters and tags follow from them (book-chapters.ts, book-tags.ts).
 */
import type {
  BookRow,
  BookTagLinkRow,
  BookTagRow,
  ContributorRow,
  SeriesRow,
} from '../../repositories/catalogue-rows';
import { bookRows, type BookRecord, type ChapterRecord } from '../../services/catalogue-writer';
import { buildChapters } from './book-chapters';
import { addAnnuals, addSeriesBooks, addStandaloneBooks, buildSeriesRows } from './book-series';
import { CATALOGUE_DATE, DAY_MS, createShelf, isoDate } from './book-shelf';
import { buildTags } from './book-tags';
import { buildEditions } from './books-editions';
import { createRandom } from './random';

const BOOKS_SEED = 20_260_404;
const FORTHCOMING_COUNT = 16;
const FEATURED_COUNT = 12;

export interface BookCatalogue {
  series: SeriesRow[];
  contributors: ContributorRow[];
  /** Each book with its media and credits, as the catalogue writer takes them. */
  bookRecords: BookRecord[];
  chapterRecords: ChapterRecord[];
  /** The books' rows, as the news about them needs them. */
  books: BookRow[];
  tags: BookTagRow[];
  tagLinks: BookTagLinkRow[];
}

export function buildBookCatalogue(): BookCatalogue {
  const random = createRandom(BOOKS_SEED);
  const shelf = createShelf(random);
  const { books, fixedDates } = shelf;
  const series = buildSeriesRows();
  addSeriesBooks(shelf);
  addAnnuals(shelf);
  addStandaloneBooks(shelf);

  // Forthcoming books are chosen among whole books (not sets or their volumes) without a fixed
  // date; featured ones among everything published.
  const candidates = books.filter(
    (book) =>
      book.parent_book_id === null &&
      !books.some((b) => b.parent_book_id === book.id) &&
      !fixedDates.has(book.id),
  );
  for (const book of random.sample(candidates, FORTHCOMING_COUNT)) {
    book.publish_status = 'forthcoming';
    book.publish_date = isoDate(new Date(CATALOGUE_DATE.getTime() + random.int(20, 220) * DAY_MS));
  }
  for (const book of random.sample(
    books.filter((b) => b.publish_status === 'published'),
    FEATURED_COUNT,
  )) {
    book.featured = true;
  }

  const editions = buildEditions(books);
  const bookRecords = books.map((book): BookRecord => ({
    book,
    editions: editions.filter((e) => e.book_id === book.id),
    credits: shelf.credits.get(book.id) ?? [],
  }));
  const bookContributors = bookRecords.flatMap((record) => bookRows(record).contributors);
  const chapterRecords = buildChapters(shelf);
  const { tags, tagLinks } = buildTags(shelf, bookContributors);
  return {
    series,
    contributors: shelf.contributors,
    books,
    bookRecords,
    chapterRecords,
    tags,
    tagLinks,
  };
}
