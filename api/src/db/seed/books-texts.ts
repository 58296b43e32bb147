/**
 * The words of the book catalogue beyond titles, as data/book-texts.json and
 * data/book-blurbs.json hold them: chapter titles and abstract sentences by field, blurbs and
 * readers by kind of book, notes, supplements, the MSC areas that are the subject tags, the
 * featured authors and the collections. The data names the vocabularies: the fields are the keys
 * of its chapter titles, the kinds of book those of its blurbs, the textbook levels those of its
 * textbook tags. A field, kind or level missing from another table of the data is a type error.
 */
import type { LocalizedText } from '@portal/contract';
import bookBlurbs from './data/book-blurbs.json';
import bookTexts from './data/book-texts.json';
import { oneOf } from './data-values';
import { fill } from './template';

export { bookBlurbs, bookTexts };

/** A field of mathematics: chooses a book's chapter titles and abstract sentences. */
export type Field = keyof typeof bookTexts.chapterTitles;
/** The kind of book a series publishes: decides its blurbs, credits and chapters. */
export type BookKind = keyof typeof bookBlurbs.blurbs;
export type TextbookLevel = keyof typeof bookBlurbs.textbookTags;

const keysOf = <T extends object>(record: T) => Object.keys(record) as (keyof T & string)[];
export const KINDS = keysOf(bookBlurbs.blurbs);
export const LEVELS = keysOf(bookBlurbs.textbookTags);

/** The field of an MSC2020 area (its first two digits), for chapter titles and abstracts. */
export const AREAS: Readonly<Record<string, { name: LocalizedText; field: Field }>> =
  Object.fromEntries(
    Object.entries(bookTexts.areas).map(([code, area]) => [
      code,
      {
        name: area.name,
        field: oneOf(keysOf(bookTexts.chapterTitles), area.field, 'field of books'),
      },
    ]),
  );

/** The note of a revised edition: the second, or a later one (a template of its number). */
export const revisedNote = (edition: number): LocalizedText =>
  edition === 2
    ? bookTexts.revisedNotes.second
    : fill(bookTexts.revisedNotes.later, {
        edition,
        editionZh: '零一二三四五'[edition] ?? edition,
      });
