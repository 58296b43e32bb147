import { INLINE_MATH } from '@portal/tex';
import type { CitableBook, CitableChapter, CitableItem } from './citable';
import {
  authorNames,
  bookTitle,
  bookVolume,
  citationUrl,
  citationYear,
  citedTitle,
  english,
  isForthcoming,
  pageRange,
} from './cited-fields';
import { invertedName, splitName } from './names';

/** BibTeX counts every brace, escaped or not. */
function bracesBalance(text: string): boolean {
  let depth = 0;
  for (const char of text) {
    if (char === '{') depth += 1;
    else if (char === '}') depth -= 1;
    if (depth < 0) return false;
  }
  return depth === 0;
}

const BIBTEX_TEXT_ESCAPES: Record<string, string> = {
  '\\': '\\textbackslash{}',
  // BibTeX counts every brace, escaped or not, so a lone brace would end the field early.
  '{': '\\textbraceleft{}',
  '}': '\\textbraceright{}',
  '&': '\\&',
  '%': '\\%',
  '#': '\\#',
  _: '\\_',
  $: '\\$',
  '^': '\\textasciicircum{}',
  '~': '\\textasciitilde{}',
};

function escapeBibtexText(text: string): string {
  return text
    .replace(/\\\$/g, '$')
    .replace(/[\\{}&%#_$^~]/g, (char) => BIBTEX_TEXT_ESCAPES[char] ?? char);
}

/**
 * A text as the value of a BibTeX field: TeX math kept and wrapped in braces (so that styles
 * do not change its case), everything else escaped, braces always balanced.
 */
export function bibtexValue(text: string): string {
  let result = '';
  let last = 0;
  for (const match of text.matchAll(INLINE_MATH)) {
    const math = match[0];
    result += escapeBibtexText(text.slice(last, match.index));
    result += bracesBalance(math) ? `{${math}}` : escapeBibtexText(math);
    last = match.index + math.length;
  }
  return result + escapeBibtexText(text.slice(last));
}

/** Names containing the word `and` are braced, or BibTeX would split them in two. */
function bibtexName(name: string): string {
  const value = bibtexValue(invertedName(name));
  return /\band\b/i.test(name) ? `{${value}}` : value;
}

function bibtexNames(names: readonly string[]): string | null {
  return names.map(bibtexName).join(' and ') || null;
}

const KEY_STOP_WORDS = new Set([
  'a',
  'an',
  'the',
  'on',
  'of',
  'in',
  'for',
  'and',
  'to',
  'with',
  'some',
  'note',
  'remark',
  'remarks',
]);

function asciiLetters(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z]/g, '');
}

/**
 * `Garcia2017holomorphic`: the first author's family name (a book without authors: its first
 * editor's), the year and the first significant word of the title.
 */
export function bibtexKey(item: CitableItem): string {
  const first = authorNames(item)[0] ?? (item.kind === 'book' ? item.editors[0] : undefined);
  const family = first ? asciiLetters(splitName(first).family) : '';
  const year = citationYear(item) ?? '';
  const word =
    citedTitle(item)
      .replace(INLINE_MATH, ' ')
      .split(/\s+/)
      .map((candidate) => asciiLetters(candidate).toLowerCase())
      .find((candidate) => candidate.length > 2 && !KEY_STOP_WORDS.has(candidate)) ?? '';
  return `${family || item.kind}${year}${word}` || `${item.kind}${item.id}`;
}

const EDITION_WORDS = ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh'];

/** BibTeX's edition is a capitalized ordinal word (`Second`); none for a first edition. */
function bibtexEdition(edition: number): string | null {
  if (edition <= 1) return null;
  return EDITION_WORDS[edition - 1] ?? `${edition}th`;
}

type Field = [name: string, value: string | number | null];

/** What a book's entry and a chapter's entry say alike of the book, after its title. */
function bookFields(book: Omit<CitableBook, 'kind' | 'url'>): Field[] {
  return [
    ['publisher', bibtexValue(book.publisher)],
    ['year', citationYear({ ...book, kind: 'book' })],
    ['series', book.series ? bibtexValue(english(book.series.title)) : null],
    ['volume', bookVolume(book)],
    ['edition', bibtexEdition(book.edition)],
  ];
}

function articleEntry(item: Extract<CitableItem, { kind: 'article' }>): Field[] {
  const note =
    item.status === 'published'
      ? null
      : item.status === 'online_first'
        ? 'Online first'
        : 'To appear';
  return [
    ['author', bibtexNames(authorNames(item))],
    ['title', bibtexValue(english(item.title))],
    ['journal', bibtexValue(english(item.journalTitle))],
    ['year', citationYear(item)],
    ['volume', item.volumeNumber],
    ['number', item.issueNumber],
    ['pages', pageRange(item.firstPage, item.lastPage, '--')],
    ['doi', item.doi],
    ['url', citationUrl(item)],
    ['note', note],
  ];
}

/** A book by its authors, or an edited book by its editors: BibTeX styles take one of the two. */
function bookEntry(item: CitableBook): Field[] {
  return [
    item.authors.length > 0
      ? ['author', bibtexNames(item.authors)]
      : ['editor', bibtexNames(item.editors)],
    ['title', bibtexValue(bookTitle(item))],
    ...bookFields(item),
    ['isbn', item.isbn],
    ['url', citationUrl(item)],
    ['note', isForthcoming(item) ? 'Forthcoming' : null],
  ];
}

function chapterEntry(item: CitableChapter): Field[] {
  return [
    ['author', bibtexNames(authorNames(item))],
    ['title', bibtexValue(english(item.title))],
    ['booktitle', bibtexValue(bookTitle(item.book))],
    ['editor', bibtexNames(item.book.editors)],
    ...bookFields(item.book),
    ['pages', pageRange(item.firstPage, item.lastPage, '--')],
    ['isbn', item.book.isbn],
    ['url', citationUrl(item)],
    ['note', isForthcoming(item) ? 'Forthcoming' : null],
  ];
}

const ENTRY_TYPES = { article: 'article', book: 'book', chapter: 'incollection' } as const;

/**
 * A BibTeX entry: `@article` for an article, `@book` for a book, `@incollection` for a chapter
 * (with the book as `booktitle`, its editors and the chapter's pages).
 */
export function toBibtex(item: CitableItem): string {
  const fields =
    item.kind === 'article'
      ? articleEntry(item)
      : item.kind === 'book'
        ? bookEntry(item)
        : chapterEntry(item);
  const present = fields.filter((field): field is [string, string | number] => field[1] !== null);
  const width = Math.max(...present.map(([name]) => name.length));
  const body = present.map(([name, value]) => `  ${name.padEnd(width)} = {${value}},`).join('\n');
  return `@${ENTRY_TYPES[item.kind]}{${bibtexKey(item)},\n${body}\n}\n`;
}
