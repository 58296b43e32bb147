import { useEffect } from 'react';

/** A `<meta>` tag: its name (`citation_title`) or Open Graph property (`og:title`), and content. */
export type MetaTag = readonly [nameOrProperty: string, content: string];

/** Open Graph and its object types are `property` tags; every other (`citation_*`), `name`. */
const PROPERTY_PREFIXES = /^(og|article|book|profile):/;

/**
 * Puts these `<meta>` tags in the document's head while the page is on screen, and takes exactly
 * those away when it goes (also when a kept-alive page is hidden) or the tags change. Nothing
 * while `tags` is undefined (the data is still loading). Compared by content: a new array with
 * the same tags changes nothing.
 */
export function useMetaTags(tags: readonly MetaTag[] | undefined): void {
  const key = tags ? JSON.stringify(tags) : '';
  useEffect(() => {
    if (!key) return;
    const added = (JSON.parse(key) as MetaTag[]).map(([name, content]) => {
      const meta = document.createElement('meta');
      meta.setAttribute(PROPERTY_PREFIXES.test(name) ? 'property' : 'name', name);
      meta.content = content;
      document.head.append(meta);
      return meta;
    });
    return () => {
      for (const meta of added) meta.remove();
    };
  }, [key]);
}
