import { useLayoutEffect, useRef } from 'react';
import { setSafeHtml } from '@portal/shared';

interface TitleMarkupProps {
  /** The title as the API renders it: text escaped, TeX as MathML. */
  markup: string;
  /** The same title as plain text, shown until the markup is in. */
  text: string;
}

/**
 * A title the API rendered as HTML: the browser draws its math natively, so the home page needs no
 * KaTeX. Sanitized all the same, since it goes into the DOM as HTML (`setSafeHtml`).
 */
export function TitleMarkup({ markup, text }: TitleMarkupProps) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    return element ? setSafeHtml(element, markup, { fallbackText: text }) : undefined;
  }, [markup, text]);
  // The content is the effect's: React keeps no children here to reconcile.
  return <span ref={ref} />;
}
