import type { FullTextHeading } from '@portal/contract';

/** A heading of the table of contents, with the headings of its subsections. */
export interface ContentsEntry {
  heading: FullTextHeading;
  entries: ContentsEntry[];
}

/**
 * The headings, in text order, as a tree: each under the last heading before it of a higher
 * level (a smaller number), so a level skipped in the text does not lose a heading.
 */
export function contentsTree(headings: readonly FullTextHeading[]): ContentsEntry[] {
  const top: ContentsEntry[] = [];
  const open: ContentsEntry[] = [];
  for (const heading of headings) {
    let parent = open.at(-1);
    while (parent && parent.heading.level >= heading.level) {
      open.pop();
      parent = open.at(-1);
    }
    const entry: ContentsEntry = { heading, entries: [] };
    (parent?.entries ?? top).push(entry);
    open.push(entry);
  }
  return top;
}

/**
 * A heading's HTML as the text of a link to it: without the footnote marks, links and ids it
 * may hold (a link cannot hold a link, and an id is the text's own). The server writes them in
 * one form (`<sup class="footnote-ref">…</sup>`, `<a …>`), which is what this removes.
 */
export function contentsTitle(html: string): string {
  return html
    .replace(/<sup class="footnote-ref">.*?<\/sup>/g, '')
    .replace(/<\/?a\b[^>]*>/g, '')
    .replace(/\s+id="[^"]*"/g, '');
}
