import { createContext, useContext } from 'react';

/** A `<meta>` tag: its name (`citation_title`) or Open Graph property (`og:title`), and content. */
export type MetaTag = readonly [nameOrProperty: string, content: string];

/** A `<link>` of the head: its relation (`canonical`, `alternate`) and attributes. */
export interface HeadLink {
  rel: string;
  href: string;
  type?: string;
  title?: string;
  hreflang?: string;
}

/**
 * What the page being rendered on a server puts in the HTML head: its title, description, meta
 * tags and links, written by the same hooks that set them in a browser (`useDocumentMeta`,
 * `useMetaTags`, the route table's title). A page renders its parts top down, so a later (deeper)
 * writer wins: the page's own title over its route's placeholder.
 */
export interface PageHead {
  title?: string;
  description?: string;
  meta: MetaTag[];
  links: HeadLink[];
}

export function createPageHead(): PageHead {
  return { meta: [], links: [] };
}

/** Present only while a server renders a page; a browser writes the live document instead. */
export const PageHeadContext = createContext<PageHead | null>(null);

/**
 * Writes to the head a server render collects (nothing in a browser, where the caller's effects
 * write the live document). Called during render: a server runs no effects.
 */
export function useServerHead(write: (head: PageHead) => void): void {
  const head = useContext(PageHeadContext);
  if (head) write(head);
}

/** Open Graph and its object types are `property` tags; every other (`citation_*`), `name`. */
export const META_PROPERTY_PREFIXES = /^(og|article|book|profile):/;
