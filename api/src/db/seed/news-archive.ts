/**
 * Six years of routine news: volumes completed and boards renewed for every journal, new books,
 * yearly subscription and holiday notices, and author workshops. The archive has its own PRNG,
 * so that the newer items (news.ts) draw exactly what they always drew.
 */
import type { BookRow, JournalRow } from '../../repositories/catalogue-rows';
import newsTopics from './data/news-topics.json';
import { bookValues, fromTemplate, journalValues, type NewsItem } from './news-item';
import { createRandom } from './random';

const ARCHIVE_SEED = 20_210_105;
/** The archive reaches back to the start of this year. */
export const ARCHIVE_FIRST_YEAR = 2021;

function journalItems(
  random: ReturnType<typeof createRandom>,
  journal: JournalRow,
  lastYear: number,
): NewsItem[] {
  const items: NewsItem[] = [];
  const years = random
    .sample(
      Array.from({ length: lastYear - ARCHIVE_FIRST_YEAR }, (_, i) => ARCHIVE_FIRST_YEAR + i),
      2,
    )
    .filter((year) => year >= journal.founded_year);
  for (const year of years) {
    const volume = year - journal.founded_year + 1;
    items.push({
      type: 'news',
      ...fromTemplate('volumeComplete', { ...journalValues(journal), volume, year }),
      year,
      month: 12,
      day: random.int(15, 28),
      journal,
    });
  }
  const renewed = random.int(ARCHIVE_FIRST_YEAR, lastYear);
  const newMembers = random.int(4, 12);
  items.push({
    type: 'news',
    ...fromTemplate('boardRenewed', {
      ...journalValues(journal),
      newMembers,
      from: renewed,
      to: renewed + 3,
    }),
    year: renewed,
    month: random.int(1, 11),
    journal,
  });
  return items;
}

export function buildArchiveItems(
  journals: readonly JournalRow[],
  books: readonly BookRow[],
  cutoff: Date,
): NewsItem[] {
  const random = createRandom(ARCHIVE_SEED);
  const lastYear = cutoff.getUTCFullYear() - 1;
  const items = journals.flatMap((journal) => journalItems(random, journal, lastYear));

  const published = books.filter(
    (b) =>
      b.publish_status === 'published' &&
      b.parent_book_id === null &&
      b.publish_date >= `${ARCHIVE_FIRST_YEAR}-01-01` &&
      b.publish_date < '2024-01-01',
  );
  for (const book of random.sample(published, 20)) {
    const announced = new Date(Date.parse(book.publish_date) + random.int(3, 30) * 86_400_000);
    items.push({
      type: 'news',
      ...fromTemplate('newBookArchive', {
        ...bookValues(book),
        pages: book.page_count,
        isbn: book.isbn,
      }),
      year: announced.getUTCFullYear(),
      month: announced.getUTCMonth() + 1,
      day: announced.getUTCDate(),
      book,
    });
  }

  for (let year = ARCHIVE_FIRST_YEAR; year <= 2023; year++) {
    items.push({
      type: 'announcement',
      ...fromTemplate('subscriptionsOpenArchive', { next: year + 1 }),
      year,
      month: 9,
      day: random.int(1, 15),
    });
    items.push({
      type: 'announcement',
      ...fromTemplate('springFestival', { year }),
      year,
      month: 1,
      day: random.int(10, 20),
    });
    items.push({
      type: 'announcement',
      ...fromTemplate('nationalDay', { year }),
      year,
      month: 9,
      day: random.int(20, 28),
    });
  }

  newsTopics.workshopTopics.forEach((topic, i) => {
    items.push({
      type: 'news',
      ...fromTemplate('workshop', { topic }),
      year: ARCHIVE_FIRST_YEAR + i,
      month: random.int(4, 6),
    });
  });
  return items;
}
