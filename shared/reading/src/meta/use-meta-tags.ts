import { useEffect } from 'react';
import { META_PROPERTY_PREFIXES, useServerHead, type MetaTag } from '@portal/shared';

export type { MetaTag } from '@portal/shared';

/**
 * Puts these `<meta>` tags in the document's head while the page is on screen, and takes exactly
 * those away when it goes (also when a kept-alive page is hidden) or the tags change. Nothing
 * while `tags` is undefined (the data is still loading). Compared by content: a new array with
 * the same tags changes nothing. Rendered on a server, they go into the page's HTML head.
 */
export function useMetaTags(tags: readonly MetaTag[] | undefined): void {
  useServerHead((head) => {
    if (tags) head.meta.push(...tags);
  });
  const key = tags ? JSON.stringify(tags) : '';
  useEffect(() => {
    if (!key) return;
    const added = (JSON.parse(key) as MetaTag[]).map(([name, content]) => {
      // The server's copy of the same tag, left in the head by the page's HTML, is this one now.
      const attribute = META_PROPERTY_PREFIXES.test(name) ? 'property' : 'name';
      const meta = document.createElement('meta');
      meta.setAttribute(attribute, name);
      meta.content = content;
      document.head.append(meta);
      return meta;
    });
    return () => {
      for (const meta of added) meta.remove();
    };
  }, [key]);
}
