import { useLayoutEffect, useRef } from 'react';
import { setSafeHtml } from '@portal/shared';

/**
 * A title the API made HTML (text escaped, TeX as MathML, which the browser draws itself: the
 * header loads no TeX renderer). Sanitized all the same, as everything inserted as HTML (`setSafeHtml`);
 * the plain text shows until the markup is in.
 */
export function SearchTitleMarkup({ markup, text }: { markup: string; text: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    return element ? setSafeHtml(element, markup, { fallbackText: text }) : undefined;
  }, [markup, text]);
  // The content is the effect's: React keeps no children here to reconcile.
  return <span ref={ref} />;
}
