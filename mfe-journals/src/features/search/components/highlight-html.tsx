import { useLayoutEffect, useRef } from 'react';
import { setSafeHtml } from '@portal/shared';
import { highlightText } from '../utils/highlight';

/**
 * A highlight from the API (escaped text with `<mark>` around matches; in titles, formulas as
 * MathML) inserted as HTML the way the portal inserts every HTML from the API: sanitized first
 * (`setSafeHtml`: the browser's sanitizer, else DOMPurify), whatever the API promises. Until
 * DOMPurify is in, where it is needed, `fallbackText` shows (by default the highlight's text
 * without its marks). Render is server-safe: the HTML is set in an effect.
 */
export function HighlightHtml({
  html,
  fallbackText,
  className,
}: {
  html: string;
  fallbackText?: string;
  className?: string;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    return element
      ? setSafeHtml(element, html, { fallbackText: fallbackText ?? highlightText(html) })
      : undefined;
  }, [html, fallbackText]);
  return <span ref={ref} className={className} />;
}
