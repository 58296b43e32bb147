import DOMPurify from 'dompurify';
import { useMemo } from 'react';

const PROFILES = { USE_PROFILES: { html: true, mathMl: true } };

/**
 * A title the API rendered as HTML (text escaped, TeX as MathML): the browser draws the math
 * natively, so the home page needs no KaTeX. Sanitized all the same: it goes into the DOM as HTML.
 */
export function TitleMarkup({ markup }: { markup: string }) {
  const html = useMemo(() => DOMPurify.sanitize(markup, PROFILES), [markup]);
  return <span dangerouslySetInnerHTML={{ __html: html }} />;
}
