/**
 * The book catalogue: series (two of them annual books), 300 books with every field of the
 * specification's Book, the media each is sold in (books-editions.ts), their contributors of the
 * four types, volume sets, chapters and tags. Built from its own PRNG seed, so it does not shift
 * when other parts of the seed change.
 */
import type {
  BookBinding,
  BookMedium,
  BookTagType,
  ContributorRole,
  LocalizedText,
  PublishStatus,
} from '@portal/contract';
import { formatIssn, isbn13CheckDigit } from '../../lib/identifiers';
import { PUBLISHER } from '../../config/publisher';
import {
  ANNUALS,
  SERIES,
  STANDALONE_BOOKS,
  t,
  type BookDefinition,
  type BookKind,
  type BookLanguage,
  type TextbookLevel,
} from './books-definitions';
import {
  AREAS,
  AUDIENCES,
  BLURBS,
  CHAPTER_OPENINGS,
  CHAPTER_TITLES,
  COLLECTIONS,
  CONTRIBUTION_OPENINGS,
  FEATURED_AUTHORS,
  FIELD_SENTENCES,
  FIRST_CHAPTERS,
  NOTES,
  REVISED_NOTE,
  SUPPLEMENTS,
  TEXTBOOK_TAGS,
  type Field,
} from './books-texts';
import { buildEditions, type EditionRow } from './books-editions';
import { createRandom, type Random } from './random';
import bookPeople from './data/book-people.json';

const BOOKS_SEED = 20_260_404;

const CHINESE_SURNAMES = bookPeople.chineseSurnames;
const CHINESE_GIVEN = bookPeople.chineseGivenNames;
const OTHER_GIVEN = bookPeople.otherGivenNames;
const OTHER_SURNAMES = bookPeople.otherSurnames;
const AFFILIATIONS = bookPeople.affiliations;
/** Modern editors of the classics. */
const CLASSICS_EDITORS = ['Guo Shuchun', 'Karine Chemla', 'Joseph Dauben', 'Li Jimin'];

/** Date of the newest publication; forthcoming books follow it (today is after it). */
export const CATALOGUE_DATE = new Date(Date.UTC(2026, 10, 15));
const FIRST_PUBLICATION = new Date(Date.UTC(2012, 0, 1));
const DAY_MS = 86_400_000;
const FORTHCOMING_COUNT = 16;
const FEATURED_COUNT = 12;

export interface SeriesRow {
  id: number;
  title_zh: string;
  title_en: string;
  description_zh: string;
  description_en: string;
  issn: string | null;
  annual: boolean;
}

export interface ContributorRow {
  id: number;
  name: string;
  affiliation: string | null;
}

export interface BookRow {
  id: number;
  series_id: number | null;
  series_number: number | null;
  parent_book_id: number | null;
  volume_number: number | null;
  title_zh: string;
  title_en: string;
  subtitle_zh: string | null;
  subtitle_en: string | null;
  description_zh: string;
  description_en: string;
  notes_zh: string | null;
  notes_en: string | null;
  supplement_zh: string | null;
  supplement_en: string | null;
  language: BookLanguage;
  edition: number;
  publish_date: string;
  medium: BookMedium;
  binding: BookBinding;
  page_count: number;
  trim_size: string;
  list_price: number;
  currency: 'CNY';
  isbn: string;
  publish_status: PublishStatus;
  featured: boolean;
  msc2020: string[];
}

export interface BookContributorRow {
  book_id: number;
  contributor_id: number;
  role: ContributorRole;
  position: number;
}

export interface ChapterRow {
  id: number;
  book_id: number;
  position: number;
  label: string;
  title_zh: string;
  title_en: string;
  abstract_zh: string;
  abstract_en: string;
  first_page: number;
  last_page: number;
}

export interface ChapterAuthorRow {
  chapter_id: number;
  contributor_id: number;
  position: number;
}

export interface TagRow {
  id: number;
  type: BookTagType;
  code: string;
  name_zh: string;
  name_en: string;
  description_zh: string;
  description_en: string;
  contributor_id: number | null;
  sort_order: number;
}

export interface TagLinkRow {
  book_id: number;
  tag_id: number;
}

export interface BookCatalogue {
  series: SeriesRow[];
  contributors: ContributorRow[];
  books: BookRow[];
  /** Every medium each book is sold in, its own first. */
  editions: EditionRow[];
  bookContributors: BookContributorRow[];
  chapters: ChapterRow[];
  chapterAuthors: ChapterAuthorRow[];
  tags: TagRow[];
  tagLinks: TagLinkRow[];
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const joinEn = (...texts: LocalizedText[]) => texts.map((x) => x.en).join(' ');
const joinZh = (...texts: LocalizedText[]) => texts.map((x) => x.zh).join('');

/** ISBN-13 in the publisher's range; the title element is unique for the first 10,000 ids. */
function isbnFor(bookId: number): string {
  const title = String((2000 + bookId * 37) % 10_000).padStart(4, '0');
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

const fieldOf = (msc: string): Field => AREAS[msc.slice(0, 2)]?.field ?? 'general';

/** Where a book sits and how it is credited. */
interface Placement {
  seriesId: number | null;
  seriesNumber: number | null;
  msc2020: string[];
  kind: BookKind;
  textbook?: TextbookLevel;
  language?: BookLanguage;
  /** Date fixed by the content (proceedings, annual volumes), not drawn. */
  date?: Date;
}

export function buildBookCatalogue(): BookCatalogue {
  const random = createRandom(BOOKS_SEED);
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
  const featuredAuthorIds = FEATURED_AUTHORS.map((a) => contributorId(a.name, a.affiliation));

  const series: SeriesRow[] = SERIES.map((s, index) => ({
    id: index + 1,
    title_zh: s.title.zh,
    title_en: s.title.en,
    description_zh: s.description.zh,
    description_en: s.description.en,
    // Collections of proceedings and classics carry no series ISSN.
    issn:
      s.edited || s.volumeEditors
        ? null
        : formatIssn(`27${String(4100 + index * 131).padStart(5, '0')}`),
    annual: false,
  }));
  for (const annual of ANNUALS) {
    const index = series.length;
    series.push({
      id: index + 1,
      title_zh: annual.title.zh,
      title_en: annual.title.en,
      description_zh: annual.description.zh,
      description_en: annual.description.en,
      issn: formatIssn(`27${String(4100 + index * 131).padStart(5, '0')}`),
      annual: true,
    });
  }

  const books: BookRow[] = [];
  const kinds = new Map<number, BookKind>();
  const textbookLevels = new Map<number, TextbookLevel>();
  /** Books whose date follows from their content, never made forthcoming. */
  const fixedDates = new Set<number>();
  /** Edited books: their chapters are contributions with their own authors. */
  const editedBooks = new Set<number>();
  const knownChapters = new Map<number, readonly LocalizedText[]>();
  const bookContributors: BookContributorRow[] = [];
  const credit = (bookId: number, role: ContributorRole, ids: readonly number[]) =>
    ids.forEach((id, position) =>
      bookContributors.push({ book_id: bookId, contributor_id: id, role, position: position + 1 }),
    );

  const describe = (kind: BookKind, title: LocalizedText, edition: number) => {
    const blurb = random.pick(BLURBS[kind])(title);
    const note =
      edition > 1 ? REVISED_NOTE(edition) : random.chance(0.35) ? random.pick(NOTES) : null;
    return {
      description_zh: joinZh(blurb, AUDIENCES[kind]),
      description_en: joinEn(blurb, AUDIENCES[kind]),
      notes_zh: note?.zh ?? null,
      notes_en: note?.en ?? null,
    };
  };
  const supplementFor = (kind: BookKind, field: Field): LocalizedText | null => {
    if (kind === 'textbook' || kind === 'problems') {
      return random.chance(0.5)
        ? SUPPLEMENTS[random.chance(0.5) ? 'exercises' : 'solutions']
        : null;
    }
    if (field === 'numerics' && random.chance(0.5)) return SUPPLEMENTS.code;
    if (kind === 'lectures' && random.chance(0.3)) return SUPPLEMENTS.slides;
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
      title_zh: definition.title.zh,
      title_en: definition.title.en,
      subtitle_zh: definition.subtitle?.zh ?? null,
      subtitle_en: definition.subtitle?.en ?? null,
      ...describe(placement.kind, definition.title, edition),
      supplement_zh: supplement?.zh ?? null,
      supplement_en: supplement?.en ?? null,
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

  SERIES.forEach((definition, seriesIndex) => {
    const seriesId = seriesIndex + 1;
    const generalEditor = definition.generalEditor ? contributorId(definition.generalEditor) : null;
    const featuredAuthor = definition.featuredAuthor
      ? contributorId(definition.featuredAuthor)
      : null;
    const generated = (definition.topics ?? []).map((topic, index): BookDefinition => {
      const forms = definition.forms ?? [];
      const form = forms[index % Math.max(forms.length, 1)];
      return { ...(form ? form(topic.name) : { title: topic.name }), msc: topic.msc };
    });
    [...definition.books, ...generated].forEach((bookDefinition, bookIndex) => {
      const primary =
        bookDefinition.msc ?? definition.msc2020[bookIndex % definition.msc2020.length] ?? '00A05';
      const secondary = random.pick(definition.msc2020);
      const placement: Placement = {
        seriesId,
        seriesNumber: bookIndex + 1,
        msc2020: random.chance(0.4) && secondary !== primary ? [primary, secondary] : [primary],
        kind: definition.kind,
        ...(definition.textbook && { textbook: definition.textbook }),
        ...(definition.language && { language: definition.language }),
        ...(bookDefinition.eventYear && {
          date: new Date(
            Date.UTC(bookDefinition.eventYear + 1, random.int(0, 9), random.int(1, 28)),
          ),
        }),
      };
      const book = addBook(bookDefinition, placement);
      const edited = definition.edited || bookDefinition.edited;
      let authors = bookDefinition.authors
        ? bookDefinition.authors.map((name) => contributorId(name))
        : people(1, 3);
      if (featuredAuthor !== null && bookIndex % 3 === 0) {
        authors = [featuredAuthor, ...authors.filter((id) => id !== featuredAuthor)];
      }
      if (edited) {
        editedBooks.add(book.id);
        credit(book.id, 'EDITOR', authors);
      } else if (!bookDefinition.authors && definition.volumeEditors) {
        // A text of unknown authorship is credited to its modern editor alone.
        credit(book.id, 'VOLUME_EDITOR', [contributorId(random.pick(CLASSICS_EDITORS))]);
      } else {
        credit(book.id, 'AUTHOR', authors);
        if (definition.volumeEditors) {
          credit(book.id, 'VOLUME_EDITOR', [contributorId(random.pick(CLASSICS_EDITORS))]);
        }
      }
      if (generalEditor !== null) credit(book.id, 'GENERAL_EDITOR', [generalEditor]);
      if (bookDefinition.volumes) {
        addVolumes(book, bookDefinition.volumes, placement, (volume) => {
          if (edited) {
            editedBooks.add(volume.id);
            credit(volume.id, 'EDITOR', authors);
            credit(volume.id, 'VOLUME_EDITOR', people(1, 2));
          } else credit(volume.id, 'AUTHOR', authors);
          if (generalEditor !== null) credit(volume.id, 'GENERAL_EDITOR', [generalEditor]);
        });
      }
    });
  });

  ANNUALS.forEach((annual, index) => {
    const seriesId = SERIES.length + index + 1;
    const generalEditor = annual.generalEditor
      ? contributorId(annual.generalEditor, 'Department of Mathematics, University of Westmoor')
      : null;
    const board = Array.from({ length: 6 }, modernAuthor);
    for (let year = annual.firstYear; year <= annual.lastYear; year++) {
      const offset = year - annual.firstYear;
      const number = annual.themes ? offset + 15 : offset + 1;
      const theme = annual.themes?.[offset % annual.themes.length];
      const title = annual.themes
        ? t(`${annual.title.en}, Vol. ${number}`, `${annual.title.zh}（第${number}卷）`)
        : t(`${annual.title.en} ${year}`, `${annual.title.zh} ${year}`);
      const book = addBook(
        { title, ...(theme && { subtitle: theme }) },
        {
          seriesId,
          seriesNumber: number,
          msc2020: [annual.msc2020[offset % annual.msc2020.length] ?? '00B15'],
          kind: 'annual',
          date: new Date(Date.UTC(year + 1, annual.month - 1, random.int(5, 25))),
        },
      );
      editedBooks.add(book.id);
      const editors = [0, 1, 2].map((k) => board[(offset + k) % board.length] ?? modernAuthor());
      if (generalEditor === null) credit(book.id, 'EDITOR', editors);
      else {
        credit(book.id, 'VOLUME_EDITOR', editors.slice(0, 2));
        credit(book.id, 'GENERAL_EDITOR', [generalEditor]);
      }
    }
  });

  for (const definition of STANDALONE_BOOKS) {
    const msc = definition.msc ?? '00A05';
    // 97U: problem books and competition material.
    const problems = msc.startsWith('97U');
    const book = addBook(definition, {
      seriesId: null,
      seriesNumber: null,
      msc2020: [msc],
      kind: problems ? 'problems' : 'general',
      ...(msc === '00A20' && { language: 'zh-en' as const }),
      ...(problems && { textbook: 'problems' as const }),
    });
    credit(book.id, 'AUTHOR', people(1, 2));
  }

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

  const { chapters, chapterAuthors } = buildChapters(random, books, {
    editedBooks,
    knownChapters,
    modernAuthor,
  });
  const { tags, tagLinks } = buildTags(books, bookContributors, {
    kinds,
    textbookLevels,
    featuredAuthorIds,
  });
  return {
    series,
    contributors,
    books,
    editions: buildEditions(books),
    bookContributors,
    chapters,
    chapterAuthors,
    tags,
    tagLinks,
  };
}

/**
 * Tables of contents: every book but a set (whose volumes have their own), chapters numbered
 * in order with consecutive pages inside the book's page count; contributions to edited books
 * have their own authors.
 */
function buildChapters(
  random: Random,
  books: readonly BookRow[],
  context: {
    editedBooks: ReadonlySet<number>;
    knownChapters: ReadonlyMap<number, readonly LocalizedText[]>;
    modernAuthor: () => number;
  },
): { chapters: ChapterRow[]; chapterAuthors: ChapterAuthorRow[] } {
  const chapters: ChapterRow[] = [];
  const chapterAuthors: ChapterAuthorRow[] = [];
  const sets = new Set(books.flatMap((b) => (b.parent_book_id === null ? [] : [b.parent_book_id])));
  for (const book of books) {
    if (sets.has(book.id)) continue;
    const field = fieldOf(book.msc2020[0] ?? '00');
    const edited = context.editedBooks.has(book.id);
    const pool = CHAPTER_TITLES[field];
    let titles: { title: LocalizedText; label?: string }[];
    const known = context.knownChapters.get(book.id);
    if (known) titles = known.map((title) => ({ title }));
    else if (edited) titles = random.sample(pool, random.int(5, 12)).map((title) => ({ title }));
    else {
      titles = [
        { title: random.pick(FIRST_CHAPTERS) },
        ...random.sample(pool, random.int(4, 16)).map((title) => ({ title })),
      ];
      if (random.chance(0.3)) {
        titles.push({ title: t('Notation and conventions', '记号与约定'), label: 'A' });
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
      const opening = random.pick(edited ? CONTRIBUTION_OPENINGS : CHAPTER_OPENINGS);
      const sentence = random.pick(FIELD_SENTENCES[field]);
      const chapter: ChapterRow = {
        id: chapters.length + 1,
        book_id: book.id,
        position: index + 1,
        label: label ?? String(index + 1),
        title_zh: title.zh,
        title_en: title.en,
        abstract_zh: joinZh(opening, sentence),
        abstract_en: joinEn(opening, sentence),
        first_page: page,
        last_page: page + length - 1,
      };
      chapters.push(chapter);
      page += length;
      if (edited) {
        const authors = [...new Set([context.modernAuthor(), context.modernAuthor()])];
        authors
          .slice(0, random.int(1, 2))
          .forEach((contributor_id, position) =>
            chapterAuthors.push({ chapter_id: chapter.id, contributor_id, position: position + 1 }),
          );
      }
    });
  }
  return { chapters, chapterAuthors };
}

/** Tags of the four types: MSC areas, textbook levels, featured authors and collections. */
function buildTags(
  books: readonly BookRow[],
  bookContributors: readonly BookContributorRow[],
  context: {
    kinds: ReadonlyMap<number, BookKind>;
    textbookLevels: ReadonlyMap<number, TextbookLevel>;
    featuredAuthorIds: readonly number[];
  },
): { tags: TagRow[]; tagLinks: TagLinkRow[] } {
  const tags: TagRow[] = [];
  const tagLinks: TagLinkRow[] = [];
  const addTag = (
    type: BookTagType,
    code: string,
    text: { name: LocalizedText; description: LocalizedText },
    bookIds: readonly number[],
    contributorId: number | null = null,
  ) => {
    if (bookIds.length === 0) return;
    const tag: TagRow = {
      id: tags.length + 1,
      type,
      code,
      name_zh: text.name.zh,
      name_en: text.name.en,
      description_zh: text.description.zh,
      description_en: text.description.en,
      contributor_id: contributorId,
      sort_order: tags.filter((other) => other.type === type).length + 1,
    };
    tags.push(tag);
    for (const book_id of new Set(bookIds)) tagLinks.push({ book_id, tag_id: tag.id });
  };

  const areas = [...new Set(books.flatMap((b) => b.msc2020.map((c) => c.slice(0, 2))))].sort();
  for (const area of areas) {
    const name = AREAS[area]?.name;
    if (!name) continue;
    addTag(
      'subject',
      area,
      {
        name,
        description: t(
          `Books classified under ${area}-XX of the Mathematics Subject Classification (MSC2020): ${name.en.toLowerCase()}.`,
          `按《数学主题分类》（MSC2020）归入${area}-XX类（${name.zh}）的图书。`,
        ),
      },
      books.filter((b) => b.msc2020.some((c) => c.startsWith(area))).map((b) => b.id),
    );
  }
  for (const level of ['undergraduate', 'graduate', 'problems'] as const) {
    addTag(
      'textbook',
      level,
      TEXTBOOK_TAGS[level],
      books.filter((b) => context.textbookLevels.get(b.id) === level).map((b) => b.id),
    );
  }
  FEATURED_AUTHORS.forEach((author, index) => {
    const contributorId = context.featuredAuthorIds[index] ?? null;
    addTag(
      'featured_author',
      author.name.toLowerCase().replaceAll(' ', '-'),
      { name: author.tagName, description: author.bio },
      bookContributors
        .filter((c) => c.contributor_id === contributorId && c.role === 'AUTHOR')
        .map((c) => c.book_id),
      contributorId,
    );
  });
  const setIds = books.flatMap((b) => (b.parent_book_id === null ? [] : [b.parent_book_id, b.id]));
  const collections: [keyof typeof COLLECTIONS, number[]][] = [
    ['editorsChoice', books.filter((b) => b.featured).map((b) => b.id)],
    ['bilingual', books.filter((b) => b.language === 'zh-en').map((b) => b.id)],
    ['sets', setIds],
    [
      'summerSchools',
      books.filter((b) => context.kinds.get(b.id) === 'proceedings').map((b) => b.id),
    ],
  ];
  for (const [code, bookIds] of collections) {
    addTag(
      'collection',
      code.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
      COLLECTIONS[code],
      bookIds,
    );
  }
  return { tags, tagLinks };
}
