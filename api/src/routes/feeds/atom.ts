/**
 * Atom 1.0 documents (RFC 4287), written by the `feed` package. It writes an entry's title,
 * summary and content as `type="html"`, so the plain text given here (titles and abstracts, TeX
 * kept as text) is escaped as HTML text before it goes in: a feed reader shows a title holding `<script>`
 * as those characters and never runs it. Its other elements (feed title, names) are XML text,
 * which it escapes itself.
 */
import escapeHtml from 'escape-html';
import { Feed } from 'feed';

export interface AtomEntry {
  /** A permanent IRI: a DOI's resolver URL, an ISBN URN, or the page's address. */
  id: string;
  /** Plain text. */
  title: string;
  /** The absolute address of the entry's page on the site (rel="alternate"). */
  link: string;
  updated: Date;
  published: Date;
  authors: readonly string[];
  /** Plain text. */
  summary: string;
  /** Lines under the summary: each a plain-text line, or a line ending in a link. */
  details?: readonly AtomDetail[];
}

/** A plain-text line of an entry's content, optionally followed by a link (a DOI). */
export interface AtomDetail {
  text: string;
  link?: { href: string; text: string };
}

export interface AtomDocument {
  /** Plain text. */
  title: string;
  subtitle?: string;
  /** The feed's own absolute address (rel="self"), also its id. */
  self: string;
  /** The site's page showing what the feed does (rel="alternate"). */
  alternate: string;
  /** Who publishes it: the author of entries that name none. */
  publisher: { name: string; uri: string };
  entries: readonly AtomEntry[];
}

/**
 * Plain text as HTML text: `&`, `<` and `>` escaped, which is all text between tags needs (quotes
 * are left as they are, so a reader reading the element's text without decoding HTML still reads
 * `Hilbert's`).
 */
const htmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An empty feed was last changed at no known time: the epoch, rather than the moment asked. */
const NEVER = new Date(0);

/** The entry's summary and its details as HTML, every text escaped. */
function contentHtml(entry: AtomEntry): string {
  const lines = (entry.details ?? []).map(({ text, link }) => {
    const anchor = link ? ` <a href="${escapeHtml(link.href)}">${htmlText(link.text)}</a>` : '';
    return `<p>${htmlText(text)}${anchor}</p>`;
  });
  return [`<p>${htmlText(entry.summary)}</p>`, ...lines].join('');
}

export function writeAtom(document: AtomDocument): string {
  const updated = document.entries.reduce(
    (newest, entry) => (entry.updated > newest ? entry.updated : newest),
    NEVER,
  );
  const feed = new Feed({
    id: document.self,
    title: document.title,
    description: document.subtitle,
    link: document.alternate,
    feed: document.self,
    updated,
    author: { name: document.publisher.name, link: document.publisher.uri },
    copyright: `© ${document.publisher.name}`,
    generator: false,
  });
  for (const entry of document.entries) {
    feed.addItem({
      id: entry.id,
      title: htmlText(entry.title),
      link: entry.link,
      date: entry.updated,
      published: entry.published,
      author: entry.authors.map((name) => ({ name })),
      description: htmlText(entry.summary),
      content: contentHtml(entry),
    });
  }
  return feed.atom1();
}
