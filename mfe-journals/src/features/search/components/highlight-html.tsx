import { useLayoutEffect, useRef } from 'react';
import { setSafeHtml } from '@portal/shared';
import { highlightText } from '../utils/highlight';

/**
 * A highlight from the API (escaped text with `<mark>` around matches) inserted as HTML the way
 * the portal inserts every HTML from the API: sanitized first (`setSafeHtml`: the browser's
 * sanitizer, else DOMPurify), whatever the API promises. Until DOMPurify is in, where it is
 * needed, the text shows without its marks. Render is server-safe: the HTML is set in an effect.
 */
export function HighlightHtml({ html, className }: { html: string; className?: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    return element ? setSafeHtml(element, html, { fallbackText: highlightText(html) }) : undefined;
  }, [html]);
  return <span ref={ref} className={className} />;
}
