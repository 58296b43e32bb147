import { useLayoutEffect, useRef } from 'react';
import { setSafeHtml } from '@portal/shared';

interface TitleMarkupProps {
  /** The title as the API renders it: text escaped, TeX as MathML. */
  markup: string;
  /** The same title as plain text, shown until the markup is in. */
  text: string;
}

/**
 * A title the API rendered as HTML: the browser draws its math natively, so the home page loads no
 * TeX renderer. Sanitized all the same, since it goes into the DOM as HTML (`setSafeHtml`); the plain
 * text until then.
 */
export function TitleMarkup({ markup, text }: TitleMarkupProps) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    return element ? setSafeHtml(element, markup, { fallbackText: text }) : undefined;
  }, [markup, text]);
  // The plain text is what a server's page shows (and a crawler reads), in its place: the markup
  // replaces it without moving the list (issue 17). The content is then the effect's, so a new
  // title is a new element (`key`): React never updates the text it no longer holds.
  return (
    <span key={`${markup}\n${text}`} ref={ref}>
      {text}
    </span>
  );
}
