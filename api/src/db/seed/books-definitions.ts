/**
 * What the book catalogue is made of: the series with their named books and the topics from
 * which their further titles are made, the annual books, the volume sets and the books outside
 * any series, read from data/book-definitions.json. books.ts turns these into rows.
 */
import type { LocalizedText } from '@portal/contract';
import type { BookLanguage } from '../../repositories/catalogue-rows';
import { oneOf } from './data-values';
import definitions from './data/book-definitions.json';
import { KINDS, LEVELS, type BookKind, type TextbookLevel } from './books-texts';

const LANGUAGES: readonly BookLanguage[] = ['en', 'zh', 'zh-en'];

export interface BookDefinition {
  title: LocalizedText;
  subtitle?: LocalizedText;
  /** Fixed authors (historical texts); others get authors drawn from the contributor pool. */
  authors?: readonly string[];
  /** A multi-volume set: the set is a book, and so is each volume. */
  volumes?: readonly LocalizedText[];
  /** Proceedings record an event of this year and appear in the following year. */
  eventYear?: number;
  /** MSC2020 code; the series' code at the same position otherwise. */
  msc?: string;
  /** Edited by several people (a handbook); each volume of a set by its own volume editors. */
  edited?: boolean;
  /** Chapter titles when the book's own are known (the classics). */
  chapters?: readonly LocalizedText[];
}

/** A subject from which a title is made with one of the series' title forms. */
export interface Topic {
  name: LocalizedText;
  msc: string;
}

/**
 * How a title (and perhaps a subtitle) is made out of a topic: the topic alone, the topic after
 * (English) or before (Chinese) words, or the topic with a subtitle.
 */
export type TitleForm =
  | { form: 'plain' }
  | { form: 'prefixed'; en: string; zh: string }
  | { form: 'subtitle'; en: string; zh: string };

export interface SeriesDefinition {
  title: LocalizedText;
  description: LocalizedText;
  kind: BookKind;
  msc2020: readonly string[];
  /** Proceedings and similar collections have editors instead of authors. */
  edited?: boolean;
  /** One editor of the whole series, credited on each book. */
  generalEditor?: string;
  /** Translated classics credit a modern editor beside the historical authors. */
  volumeEditors?: boolean;
  textbook?: TextbookLevel;
  language?: BookLanguage;
  /** A person presented on the book pages, first author of every third book of the series. */
  featuredAuthor?: string;
  books: readonly BookDefinition[];
  topics?: readonly Topic[];
  forms?: readonly TitleForm[];
}

/** One volume a year, each with its own editors and contributions. */
export interface AnnualDefinition {
  title: LocalizedText;
  description: LocalizedText;
  firstYear: number;
  lastYear: number;
  /** Published in this month of the following year. */
  month: number;
  generalEditor?: string;
  /** Themes of the volumes, used in turn as subtitles. */
  themes?: readonly LocalizedText[];
  msc2020: readonly string[];
}

export const t = (en: string, zh: string): LocalizedText => ({ en, zh });

export function titleFrom(
  form: TitleForm,
  topic: LocalizedText,
): Pick<BookDefinition, 'title' | 'subtitle'> {
  switch (form.form) {
    case 'plain':
      return { title: topic };
    case 'prefixed':
      return { title: t(`${form.en} ${topic.en}`, `${topic.zh}${form.zh}`) };
    case 'subtitle':
      return { title: topic, subtitle: t(form.en, form.zh) };
  }
}

function titleForm(form: { form: string; en?: string; zh?: string }): TitleForm {
  if (form.form === 'plain') return { form: 'plain' };
  if (form.en === undefined || form.zh === undefined) {
    throw new Error(`Seed data: the title form ${form.form} needs its words`);
  }
  return {
    form: oneOf(['prefixed', 'subtitle'] as const, form.form, 'title form'),
    en: form.en,
    zh: form.zh,
  };
}

export const SERIES: readonly SeriesDefinition[] = definitions.series.map(
  ({ kind, textbook, language, forms, ...series }) => ({
    ...series,
    kind: oneOf(KINDS, kind, 'kind of book'),
    ...(textbook && { textbook: oneOf(LEVELS, textbook, 'textbook level') }),
    ...(language && { language: oneOf(LANGUAGES, language, 'book language') }),
    ...(forms && { forms: forms.map(titleForm) }),
  }),
);

export const ANNUALS: readonly AnnualDefinition[] = definitions.annuals;

/** Books outside any series. */
export const STANDALONE_BOOKS: readonly BookDefinition[] = definitions.standaloneBooks;
