/**
 * The words of the book catalogue beyond titles: chapter titles by field, chapter abstracts,
 * blurbs by kind of book, notes and supplements, the MSC areas that are the subject tags, the
 * featured authors and the collections.
 */
import type { LocalizedText } from '@portal/contract';
import type { BookKind, TextbookLevel } from './books-definitions';
import bookBlurbs from './data/book-blurbs.json';
import bookTexts from './data/book-texts.json';
import { oneOf } from './data-values';
import { fill } from './template';

const FIELDS = [
  'algebra',
  'number',
  'geometry',
  'topology',
  'analysis',
  'pde',
  'probability',
  'physics',
  'numerics',
  'combinatorics',
  'history',
  'general',
] as const;

export type Field = (typeof FIELDS)[number];

/** The field of an MSC2020 area (its first two digits), for chapter titles and abstracts. */
export const AREAS: Readonly<Record<string, { name: LocalizedText; field: Field }>> =
  Object.fromEntries(
    Object.entries(bookTexts.areas).map(([code, area]) => [
      code,
      { name: area.name, field: oneOf(FIELDS, area.field, 'field of books') },
    ]),
  );

export const CHAPTER_TITLES: Readonly<Record<Field, readonly LocalizedText[]>> =
  bookTexts.chapterTitles;

/** First chapter of an authored book, before those drawn from its field. */
export const FIRST_CHAPTERS: readonly LocalizedText[] = bookTexts.firstChapters;

/** One sentence per field that a chapter abstract adds, in TeX. */
export const FIELD_SENTENCES: Readonly<Record<Field, readonly LocalizedText[]>> =
  bookTexts.fieldSentences;

/** How a chapter abstract begins: an authored chapter, or a contribution to an edited volume. */
export const CHAPTER_OPENINGS: readonly LocalizedText[] = bookTexts.chapterOpenings;
export const CONTRIBUTION_OPENINGS: readonly LocalizedText[] = bookTexts.contributionOpenings;

/** A book's blurb: a sentence by its kind (a template of its `{title}`), then one about its readers. */
export const BLURBS: Readonly<Record<BookKind, readonly LocalizedText[]>> = bookBlurbs.blurbs;

export const AUDIENCES: Readonly<Record<BookKind, LocalizedText>> = bookTexts.audiences;

export const NOTES: readonly LocalizedText[] = bookTexts.notes;
/** The note of a revised edition: the second, or a later one (a template of its number). */
export const REVISED_NOTE = (edition: number): LocalizedText =>
  edition === 2
    ? bookTexts.revisedNotes.second
    : fill(bookTexts.revisedNotes.later, {
        edition,
        editionZh: '零一二三四五'[edition] ?? edition,
      });

/** The appendix some authored books end with. */
export const APPENDIX: LocalizedText = bookTexts.appendix;

/** The description of a subject tag: a template of the MSC area and its name. */
export const SUBJECT_TAG_DESCRIPTION: LocalizedText = bookTexts.subjectTagDescription;

export const SUPPLEMENTS: Readonly<
  Record<'exercises' | 'solutions' | 'code' | 'slides', LocalizedText>
> = bookBlurbs.supplements;

export interface FeaturedAuthor {
  /** As credited on the books (contributor names are not translated). */
  name: string;
  /** The tag's name: how Chinese readers know the person. */
  tagName: LocalizedText;
  affiliation: string;
  bio: LocalizedText;
}

export const FEATURED_AUTHORS: readonly FeaturedAuthor[] = bookTexts.featuredAuthors;

export const TEXTBOOK_TAGS: Readonly<
  Record<TextbookLevel, { name: LocalizedText; description: LocalizedText }>
> = bookBlurbs.textbookTags;

export const COLLECTIONS = bookTexts.collections;
