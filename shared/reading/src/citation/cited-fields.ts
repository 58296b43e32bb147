import type { LocalizedText } from '@portal/contract';
import type { CitableBook, CitableItem } from './citable';

/**
 * What the three formats read alike from an article, a book or a chapter. Citations are in the
 * English texts of the version of record, whatever the reader's language; a text the catalogue
 * has only in Chinese is cited in Chinese.
 */
export function english(text: LocalizedText): string {
  return text.en.trim() || text.zh.trim();
}

/** `Title: Subtitle`, as a book's title is cited. */
export function bookTitle(book: Pick<CitableBook, 'title' | 'subtitle'>): string {
  const title = english(book.title);
  const subtitle = book.subtitle ? english(book.subtitle) : '';
  return subtitle ? `${title}: ${subtitle}` : title;
}

/** The title of what is cited itself: the article's, the book's, the chapter's. */
export function citedTitle(item: CitableItem): string {
  return item.kind === 'book' ? bookTitle(item) : english(item.title);
}

function yearOf(date: string | null): number | null {
  return date ? Number(date.slice(0, 4)) : null;
}

/**
 * The year a citation gives: an article's volume year, else the year it went online; a book's
 * (or the chapter's book's) year of publication.
 */
export function citationYear(item: CitableItem): number | null {
  if (item.kind === 'article') {
    return item.year ?? yearOf(item.publishedDate ?? item.publishedOnlineDate);
  }
  return yearOf(item.kind === 'book' ? item.publishDate : item.book.publishDate);
}

/** The date a record gives (YYYY-MM-DD), or null. */
export function citationDate(item: CitableItem): string | null {
  if (item.kind === 'article') return item.publishedDate ?? item.publishedOnlineDate;
  return item.kind === 'book' ? item.publishDate : item.book.publishDate;
}

/** The authors, given name first. A chapter without its own authors is by the book's authors. */
export function authorNames(item: CitableItem): readonly string[] {
  if (item.kind === 'article') return item.authors.map((author) => author.name);
  if (item.kind === 'chapter' && item.authors.length === 0) return item.book.authors;
  return item.authors;
}

/** Whether a book (or the chapter's book) is announced but not yet published. */
export function isForthcoming(item: CitableItem): boolean {
  if (item.kind === 'article') return false;
  const book = item.kind === 'book' ? item : item.book;
  return book.publishStatus === 'forthcoming';
}

/** The volume a book is cited with: its number in a set, else its number in the series. */
export function bookVolume(book: Pick<CitableBook, 'volumeNumber' | 'series'>): number | null {
  return book.volumeNumber ?? book.series?.number ?? null;
}

export function pageRange(first: number | null, last: number | null, dash: string): string | null {
  if (first === null) return null;
  if (last === null || last === first) return String(first);
  return `${first}${dash}${last}`;
}

export function doiUrl(doi: string): string {
  return `https://doi.org/${doi}`;
}

/** The address a citation links: the article's DOI, or the page of a book or chapter. */
export function citationUrl(item: CitableItem): string | null {
  if (item.kind === 'article') return item.doi ? doiUrl(item.doi) : null;
  return item.url ?? null;
}

/** `1st`, `2nd`, `3rd`, `11th`, `22nd`: an edition in a reference. */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th');
  return `${n}${suffix}`;
}
