import type { CitableArticle, CitableBook, CitableChapter, CitableItem } from './citable';
import {
  authorNames,
  bookTitle,
  bookVolume,
  citationUrl,
  citationYear,
  english,
  isForthcoming,
  ordinal,
  pageRange,
} from './cited-fields';
import { initialsName, joinNames } from './names';

function people(names: readonly string[]): string {
  return joinNames(names.map(initialsName));
}

function edLabel(editors: readonly string[]): string {
  return editors.length > 1 ? 'eds.' : 'ed.';
}

/** `L. Garcia (ed.)`, `L. Garcia and D. Brown (eds.)`: an edited book's lead. */
function editedBy(editors: readonly string[]): string {
  return `${people(editors)} (${edLabel(editors)})`;
}

/** `Ann. Pure Appl. Math. 26 (2017), no. 1, 1–15` and the like. */
function articleParts(item: CitableArticle): string[] {
  const parts = [english(item.title)];
  const year = citationYear(item);
  let source = item.journalAbbreviation;
  if (item.volumeNumber !== null) source += ` ${item.volumeNumber}`;
  if (year !== null) source += ` (${year})`;
  parts.push(source);
  if (item.issueNumber !== null) parts.push(`no. ${item.issueNumber}`);
  const pages = pageRange(item.firstPage, item.lastPage, '–');
  if (pages && item.status === 'published') parts.push(pages);
  else if (item.status === 'online_first') parts.push('online first');
  else if (item.status === 'accepted') parts.push('to appear');
  return parts;
}

/** `2nd ed., Series Title, vol. 12, Publisher, 2020`: what follows a book's title. */
function publicationParts(book: Omit<CitableBook, 'kind' | 'url'>, forthcoming: boolean): string[] {
  const parts: string[] = [];
  if (book.edition > 1) parts.push(`${ordinal(book.edition)} ed.`);
  if (book.series) parts.push(english(book.series.title));
  const volume = bookVolume(book);
  if (volume !== null) parts.push(`vol. ${volume}`);
  parts.push(book.publisher);
  const year = citationYear({ ...book, kind: 'book' });
  parts.push(forthcoming || year === null ? 'to appear' : String(year));
  return parts;
}

function bookParts(item: CitableBook): string[] {
  return [bookTitle(item), ...publicationParts(item, isForthcoming(item))];
}

/** `Chapter, Book (E. Editor, ed.), Publisher, 2020, pp. 10–20`. */
function chapterParts(item: CitableChapter): string[] {
  const { book } = item;
  const editors =
    book.editors.length > 0 ? ` (${people(book.editors)}, ${edLabel(book.editors)})` : '';
  const pages = pageRange(item.firstPage, item.lastPage, '–');
  return [
    english(item.title),
    `${bookTitle(book)}${editors}`,
    ...publicationParts(book, isForthcoming(item)),
    ...(pages ? [`${item.firstPage === item.lastPage ? 'p.' : 'pp.'} ${pages}`] : []),
  ];
}

/** Who a reference leads with: the authors, or an edited book's editors marked as such. */
function leadingNames(item: CitableItem): string {
  const authors = authorNames(item);
  if (authors.length > 0) return people(authors);
  return item.kind === 'book' && item.editors.length > 0 ? editedBy(item.editors) : '';
}

/**
 * A reference in the American Mathematical Society's style, as mathematicians cite:
 * `L. Garcia and D. Brown, Title, Ann. Pure Appl. Math. 26 (2017), no. 1, 1–15.`, a book as
 * `L. Garcia, Title, 2nd ed., Series, vol. 3, Publisher, 2020.`, then the DOI or page link.
 */
export function toPlainReference(item: CitableItem): string {
  const parts =
    item.kind === 'article'
      ? articleParts(item)
      : item.kind === 'book'
        ? bookParts(item)
        : chapterParts(item);
  const lead = leadingNames(item);
  const reference = `${[...(lead ? [lead] : []), ...parts].join(', ')}.`;
  const url = citationUrl(item);
  return url ? `${reference} ${url}` : reference;
}
