/**
 * The shelf the book catalogue is made on (books.ts): it makes each book's row with its format,
 * date, price and blurb, volume sets, the contributors and the credits of each book.
 */
import type { BookBinding, BookMedium, ContributorRole, LocalizedText } from '@portal/contract';
import { PUBLISHER } from '../../config/publisher';
import { isbn13CheckDigit } from '../../lib/identifiers';
import type { BookLanguage, BookRow, ContributorRow } from '../../repositories/catalogue-rows';
import type { BookRecord } from '../../services/catalogue-writer';
import { localizedColumns } from '../../services/catalogue-writer';
import type { BookDefinition } from './books-definitions';
import {
  AREAS,
  bookBlurbs,
  bookTexts,
  revisedNote,
  type BookKind,
  type Field,
  type TextbookLevel,
} from './books-texts';
import bookPeople from './data/book-people.json';
import type { Random } from './random';
import { fill } from './template';

const CHINESE_SURNAMES = bookPeople.chineseSurnames;
const CHINESE_GIVEN = bookPeople.chineseGivenNames;
const OTHER_GIVEN = bookPeople.otherGivenNames;
const OTHER_SURNAMES = bookPeople.otherSurnames;
const AFFILIATIONS = bookPeople.affiliations;
/** Modern editors of the classics. */
export const CLASSICS_EDITORS = ['Guo Shuchun', 'Karine Chemla', 'Joseph Dauben', 'Li Jimin'];

/** Date of the newest publication; forthcoming books follow it (today is after it). */
export const CATALOGUE_DATE = new Date(Date.UTC(2026, 10, 15));
const FIRST_PUBLICATION = new Date(Date.UTC(2012, 0, 1));
export const DAY_MS = 86_400_000;

export const isoDate = (date: Date) => date.toISOString().slice(0, 10);
export const joinEn = (...texts: LocalizedText[]) => texts.map((x) => x.en).join(' ');
export const joinZh = (...texts: LocalizedText[]) => texts.map((x) => x.zh).join('');

/**
 * ISBN-13 in the publisher's range, its title element `start + 37 id` (mod 10,000): books start
 * at 2000, their e-books (books-editions.ts) at 7000. As 37 is prime to 10,000, two ids share a
 * title element only when they differ by a multiple of 10,000, and a book and an e-book only when
 * their ids differ by 5000 (mod 10,000): unique among books and e-books below id 5000.
 */
export function isbnFor(bookId: number, start = 2000): string {
  const title = String((start + bookId * 37) % 10_000).padStart(4, '0');
  const digits = `${PUBLISHER.isbnPrefix}-${title}`;
  return `${digits}-${isbn13CheckDigit(digits.replaceAll('-', ''))}`;
}

/** A list price in yuan ending in 8 (the usual retail pattern), by format. */
function priceFor(random: Random, binding: BookBinding): number {
  const [min, max] =
    binding === 'hardcover' ? [13, 40] : binding === 'softcover' ? [6, 17] : [4, 13];
  return random.int(min, max) * 10 - 2;
}

function pickFormat(
  random: Random,
  textbook: boolean,
): { medium: BookMedium; binding: BookBinding } {
  const roll = random.next();
  if (roll < 0.25) return { medium: 'electronic', binding: 'electronic' };
  if (textbook || roll < 0.55) return { medium: 'print', binding: 'softcover' };
  return { medium: 'print', binding: 'hardcover' };
}

export const fieldOf = (msc: string): Field => AREAS[msc.slice(0, 2)]?.field ?? 'general';

/** Where a book sits and how it is credited. */
export interface Placement {
  seriesId: number | null;
  seriesNumber: number | null;
  msc2020: string[];
  kind: BookKind;
  textbook?: TextbookLevel;
  language?: BookLanguage;
  /** Date fixed by the content (proceedings, annual volumes), not drawn. */
  date?: Date;
}

/** Makes books one by one: their rows, their contributors and their credits. */
export function createShelf(random: Random) {
  const contributors: ContributorRow[] = [];
  const contributorIds = new Map<string, number>();
  const contributorId = (name: string, affiliation: string | null = null) => {
    const known = contributorIds.get(name);
    if (known) return known;
    const id = contributors.length + 1;
    contributors.push({ id, name, affiliation });
    contributorIds.set(name, id);
    return id;
  };
  const modernAuthor = () => {
    const name = random.chance(0.55)
      ? `${random.pick(CHINESE_GIVEN)} ${random.pick(CHINESE_SURNAMES)}`
      : `${random.pick(OTHER_GIVEN)} ${random.pick(OTHER_SURNAMES)}`;
    return contributorId(name, random.pick(AFFILIATIONS));
  };
  const people = (min: number, max: number) => [
    ...new Set(Array.from({ length: random.int(min, max) }, modernAuthor)),
  ];
  const featuredAuthorIds = bookTexts.featuredAuthors.map((a) =>
    contributorId(a.name, a.affiliation),
  );

  const books: BookRow[] = [];
  const kinds = new Map<number, BookKind>();
  const textbookLevels = new Map<number, TextbookLevel>();
  /** Books whose date follows from their content, never made forthcoming. */
  const fixedDates = new Set<number>();
  /** Edited books: their chapters are contributions with their own authors. */
  const editedBooks = new Set<number>();
  const knownChapters = new Map<number, readonly LocalizedText[]>();
  const credits = new Map<number, BookRecord['credits'][number][]>();
  const credit = (bookId: number, role: ContributorRole, contributorIds: readonly number[]) => {
    const own = credits.get(bookId) ?? [];
    own.push({ role, contributorIds });
    credits.set(bookId, own);
  };

  const describe = (kind: BookKind, title: LocalizedText, edition: number) => {
    const blurb = fill(random.pick(bookBlurbs.blurbs[kind]), { title });
    const note =
      edition > 1
        ? revisedNote(edition)
        : random.chance(0.35)
          ? random.pick(bookTexts.notes)
          : null;
    return {
      description_zh: joinZh(blurb, bookTexts.audiences[kind]),
      description_en: joinEn(blurb, bookTexts.audiences[kind]),
      ...localizedColumns('notes', note),
    };
  };
  const supplementFor = (kind: BookKind, field: Field): LocalizedText | null => {
    if (kind === 'textbook' || kind === 'problems') {
      return random.chance(0.5)
        ? bookBlurbs.supplements[random.chance(0.5) ? 'exercises' : 'solutions']
        : null;
    }
    if (field === 'numerics' && random.chance(0.5)) return bookBlurbs.supplements.code;
    if (kind === 'lectures' && random.chance(0.3)) return bookBlurbs.supplements.slides;
    return null;
  };

  const addBook = (
    definition: Pick<BookDefinition, 'title' | 'subtitle' | 'chapters'>,
    placement: Placement,
    parent?: BookRow,
  ): BookRow => {
    const id = books.length + 1;
    const textbook = placement.textbook !== undefined;
    const format = pickFormat(random, textbook);
    // Skewed towards recent years, as a living list is.
    const ageMs = random.next() ** 1.6 * (CATALOGUE_DATE.getTime() - FIRST_PUBLICATION.getTime());
    const published =
      placement.date ?? new Date(CATALOGUE_DATE.getTime() - Math.floor(ageMs / DAY_MS) * DAY_MS);
    const reprintable = !placement.date && !parent;
    const edition = reprintable && random.chance(0.15) ? (random.chance(0.2) ? 3 : 2) : 1;
    const field = fieldOf(placement.msc2020[0] ?? '00');
    const supplement = parent ? null : supplementFor(placement.kind, field);
    const language =
      placement.language ??
      (placement.textbook === 'undergraduate' && random.chance(0.3) ? 'zh' : 'en');
    const book: BookRow = {
      id,
      series_id: placement.seriesId,
      series_number: placement.seriesNumber,
      parent_book_id: parent?.id ?? null,
      volume_number: null,
      ...localizedColumns('title', definition.title),
      ...localizedColumns('subtitle', definition.subtitle),
      ...describe(placement.kind, definition.title, edition),
      ...localizedColumns('supplement', supplement),
      language: parent?.language ?? language,
      edition,
      publish_date: parent?.publish_date ?? isoDate(published),
      medium: parent?.medium ?? format.medium,
      binding: parent?.binding ?? format.binding,
      page_count: random.int(18, 72) * 10,
      trim_size: textbook ? '170 × 240 mm' : '155 × 235 mm',
      list_price: priceFor(random, parent?.binding ?? format.binding),
      currency: 'CNY',
      isbn: isbnFor(id),
      publish_status: published > CATALOGUE_DATE ? 'forthcoming' : 'published',
      featured: false,
      msc2020: placement.msc2020,
    };
    books.push(book);
    kinds.set(id, placement.kind);
    if (placement.textbook) textbookLevels.set(id, placement.textbook);
    if (placement.date || parent?.publish_status === 'forthcoming') fixedDates.add(id);
    if (definition.chapters) knownChapters.set(id, definition.chapters);
    return book;
  };

  /** The volumes of a set: each a book of its own; the set costs less than its volumes. */
  const addVolumes = (
    set: BookRow,
    volumes: readonly LocalizedText[],
    placement: Placement,
    credits: (volume: BookRow) => void,
  ) => {
    const children = volumes.map((title, index) => {
      const child = addBook({ title }, { ...placement, seriesNumber: null }, set);
      child.volume_number = index + 1;
      credits(child);
      return child;
    });
    const sum = children.reduce((total, child) => total + child.list_price, 0);
    set.list_price = Math.floor((sum * 0.8) / 10) * 10 - 2;
    set.page_count = children.reduce((total, child) => total + child.page_count, 0);
  };
  return {
    random,
    contributors,
    contributorId,
    modernAuthor,
    people,
    featuredAuthorIds,
    books,
    kinds,
    textbookLevels,
    fixedDates,
    editedBooks,
    knownChapters,
    credits,
    credit,
    addBook,
    addVolumes,
  };
}

export type BookShelf = ReturnType<typeof createShelf>;
