/**
 * Feed entries of the catalogue's articles, books and news, in English (the site's first
 * language for a reader who has not chosen; DESIGN.md section 7). Titles and summaries are plain
 * text, as a feed reader shows them: their TeX as Unicode characters (lib/tex-text).
 */
import type { NewsSummary } from '@portal/contract';
import { PAGES } from '@portal/pages';
import type { FeedArticle, FeedBook } from '../../repositories/feed-repository';
import type { AtomDetail, AtomEntry } from './atom';
import { doiUrl } from '../../lib/site-pages';
import { texToText } from '../../lib/tex-text';

/** A `YYYY-MM-DD` date as midnight UTC. */
const day = (date: string) => new Date(`${date}T00:00:00Z`);

/** Where an article appeared: `J. Abbrev. 12 (2026), no. 3, 45–67`, or online first. */
function sourceOf(article: FeedArticle): string {
  if (article.volumeNumber === null || article.issueNumber === null) {
    return `${article.journalAbbreviation}, online first ${article.publishedOnlineDate ?? ''}`;
  }
  const pages =
    article.firstPage === null
      ? ''
      : article.lastPage === null || article.lastPage === article.firstPage
        ? `, ${article.firstPage}`
        : `, ${article.firstPage}–${article.lastPage}`;
  return `${article.journalAbbreviation} ${article.volumeNumber} (${article.year ?? ''}), no. ${article.issueNumber}${pages}`;
}

/**
 * An article: its id is its DOI's resolver URL (the same wherever the feed is read), its content
 * the abstract, where it appeared and the DOI as a link.
 */
export function articleEntry(article: FeedArticle, siteUrl: string): AtomEntry {
  const page = `${siteUrl}${PAGES.article.href({ cid: article.journalId, id: article.id })}`;
  const online = article.publishedOnlineDate ?? article.publishedDate ?? article.acceptedDate;
  // The table's checks give every status its own date (in print, online, accepted).
  if (!online) throw new Error(`article ${article.id} has no date`);
  const details: AtomDetail[] = [{ text: sourceOf(article) }];
  if (article.doi) {
    details.push({ text: 'DOI:', link: { href: doiUrl(article.doi), text: article.doi } });
  }
  return {
    id: article.doi ? doiUrl(article.doi) : page,
    title: texToText(article.title.en),
    link: page,
    published: day(online),
    // In an issue since its issue came out; online first until then.
    updated: day(article.publishedDate ?? online),
    authors: article.authors.map((author) => author.name),
    summary: texToText(article.abstract.en),
    details,
  };
}

/** A book: its id is its ISBN as a URN (RFC 3187). */
export function bookEntry(book: FeedBook, siteUrl: string): AtomEntry {
  const published = day(book.publishDate);
  const details: AtomDetail[] = [
    ...(book.subtitle ? [{ text: texToText(book.subtitle.en) }] : []),
    ...(book.seriesTitle ? [{ text: texToText(book.seriesTitle.en) }] : []),
    { text: `ISBN ${book.isbn}` },
  ];
  return {
    id: `urn:isbn:${book.isbn}`,
    // The title as the book's page heads it; the subtitle follows in the content.
    title: texToText(book.title.en),
    link: `${siteUrl}${PAGES.book.href({ id: book.id })}`,
    published,
    updated: published,
    authors: book.authors,
    summary: texToText(book.description.en),
    details,
  };
}

export function newsEntry(item: NewsSummary, siteUrl: string): AtomEntry {
  const page = `${siteUrl}${PAGES.newsItem.href({ id: item.id })}`;
  const published = new Date(item.publishedAt);
  return {
    id: page,
    title: texToText(item.title.en),
    link: page,
    published,
    updated: published,
    authors: [],
    summary: texToText(item.summary.en),
  };
}
