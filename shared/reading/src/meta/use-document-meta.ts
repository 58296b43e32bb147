import { useEffect } from 'react';
import { useServerHead } from '@portal/shared';

function descriptionMeta(): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  return meta;
}

/**
 * Sets the page's title and description for the view on screen. A passive effect runs after
 * the route table's layout effect, so the view's own title wins over the route's placeholder;
 * the previous description comes back when the view goes. Rendered on a server, they are the
 * page's HTML title and description.
 */
export function useDocumentMeta(title: string | undefined, description: string | undefined) {
  useServerHead((head) => {
    if (title) head.title = title;
    if (description !== undefined) head.description = description;
  });
  useEffect(() => {
    // Not restored on leaving: the next route's layout effect has set its own title by then.
    if (title) document.title = title;
  }, [title]);
  useEffect(() => {
    if (description === undefined) return;
    const meta = descriptionMeta();
    const previous = meta.content;
    meta.content = description;
    return () => {
      meta.content = previous;
    };
  }, [description]);
}
