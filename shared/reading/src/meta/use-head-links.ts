import { useEffect } from 'react';
import { useServerHead, type HeadLink } from '@portal/shared';

export type { HeadLink } from '@portal/shared';

/**
 * Puts these `<link>` elements (the page's canonical address, its alternates) in the document's
 * head while the page is on screen, and takes exactly those away when it goes (also when a
 * kept-alive page is hidden) or the links change. Nothing while `links` is undefined (the data is
 * still loading). Compared by content: a new array with the same links changes nothing. Rendered
 * on a server, they go into the page's HTML head.
 */
export function useHeadLinks(links: readonly HeadLink[] | undefined): void {
  useServerHead((head) => {
    if (links) head.links.push(...links);
  });
  const key = links ? JSON.stringify(links) : '';
  useEffect(() => {
    if (!key) return;
    const added = (JSON.parse(key) as HeadLink[]).map((link) => {
      // The server's copy of the same link, left in the head by the page's HTML, is this one now.
      const element = document.createElement('link');
      for (const [name, value] of Object.entries(link)) {
        if (typeof value === 'string') element.setAttribute(name, value);
      }
      document.head.append(element);
      return element;
    });
    return () => {
      for (const element of added) element.remove();
    };
  }, [key]);
}
