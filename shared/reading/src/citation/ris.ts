import type { CitableArticle, CitableBook, CitableChapter, CitableItem } from './citable';
import {
  authorNames,
  bookTitle,
  bookVolume,
  citationDate,
  citationUrl,
  citationYear,
  english,
  isForthcoming,
} from './cited-fields';
import { invertedName } from './names';

type Line = [tag: string, value: string | number | null];

/** RIS values are one line each; a line break would start a malformed tag. */
function risValue(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function names(tag: string, list: readonly string[]): Line[] {
  return list.map((name) => [tag, risValue(invertedName(name))]);
}

/** The date as RIS writes it, `2017/06/15`. */
function risDate(item: CitableItem): string | null {
  return citationDate(item)?.replace(/-/g, '/') ?? null;
}

function articleLines(item: CitableArticle): Line[] {
  return [
    ['TY', 'JOUR'],
    ['TI', risValue(english(item.title))],
    ...names('AU', authorNames(item)),
    ['T2', risValue(english(item.journalTitle))],
    ['J2', item.journalAbbreviation],
    ['PY', citationYear(item)],
    ['DA', risDate(item)],
    ['VL', item.volumeNumber],
    ['IS', item.issueNumber],
    ['SP', item.firstPage],
    ['EP', item.lastPage],
    ['DO', item.doi],
    ['UR', citationUrl(item)],
    ['AB', risValue(english(item.abstract)) || null],
    ...item.keywords.en.map((keyword): Line => ['KW', risValue(keyword)]),
    ['LA', 'en'],
  ];
}

/** What a book's record and a chapter's say alike of the book: publisher, volume, edition, ISBN. */
function bookLines(book: Omit<CitableBook, 'kind' | 'url'>): Line[] {
  return [
    ['PB', risValue(book.publisher)],
    ['VL', bookVolume(book)],
    ['ET', book.edition > 1 ? book.edition : null],
    ['SN', book.isbn],
  ];
}

/** `TY  - BOOK`: its series is the secondary title (T2), its editors `ED`. */
function bookRecord(item: CitableBook): Line[] {
  return [
    ['TY', 'BOOK'],
    ['TI', risValue(bookTitle(item))],
    ...names('AU', item.authors),
    ...names('ED', item.editors),
    ['T2', item.series ? risValue(english(item.series.title)) : null],
    ['PY', citationYear(item)],
    ['DA', risDate(item)],
    ...bookLines(item),
    ['UR', citationUrl(item)],
    ['N1', isForthcoming(item) ? 'Forthcoming' : null],
  ];
}

/** `TY  - CHAP`: the book is the secondary title (T2), its series the tertiary one (T3). */
function chapterRecord(item: CitableChapter): Line[] {
  const { book } = item;
  return [
    ['TY', 'CHAP'],
    ['TI', risValue(english(item.title))],
    ...names('AU', authorNames(item)),
    ['T2', risValue(bookTitle(book))],
    ...names('ED', book.editors),
    ['T3', book.series ? risValue(english(book.series.title)) : null],
    ['PY', citationYear(item)],
    ['DA', risDate(item)],
    ...bookLines(book),
    ['SP', item.firstPage],
    ['EP', item.lastPage],
    ['AB', item.abstract ? risValue(english(item.abstract)) || null : null],
    ['UR', citationUrl(item)],
    ['N1', isForthcoming(item) ? 'Forthcoming' : null],
  ];
}

/** The RIS record (`TY  - …` to `ER  - `) reference managers import, with CRLF line ends. */
export function toRis(item: CitableItem): string {
  const lines =
    item.kind === 'article'
      ? articleLines(item)
      : item.kind === 'book'
        ? bookRecord(item)
        : chapterRecord(item);
  return [...lines, ['ER', ''] satisfies Line]
    .filter(([, value]) => value !== null)
    .map(([tag, value]) => `${tag}  - ${value}`)
    .join('\r\n')
    .concat('\r\n');
}
