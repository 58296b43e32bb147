/**
 * `@portal/tex`: the site's one way of turning TeX into what a reader sees. Every formula, in a
 * title on the home page, an abstract, a book's contents or an article's full text, becomes
 * MathML Core by Temml, with the same options, whether the API renders it (titles in lists, full
 * texts) or a page does (text that comes as TeX). Chromium, Firefox and Safari draw MathML Core
 * themselves, and screen readers read it from the accessibility tree: no math font or stylesheet
 * is downloaded for it.
 *
 * This entry reads TeX in text (where its formulas are) and loads nothing; `@portal/tex/mathml`
 * renders them, with Temml, which a page therefore loads only when it has a formula to draw.
 */
/**
 * `$...$` not preceded by a backslash: inline math in a title, an abstract or a keyword, as the
 * catalogue writes it. `\$` is a dollar sign. Global: use it with `matchAll`, `replace` or
 * `search`, which do not keep its `lastIndex`.
 */
export const INLINE_MATH = /(?<!\\)\$([^$]+?)(?<!\\)\$/g;

/** The text with its escaped dollars as dollars: what plain text without math shows. */
export function unescapeDollars(text: string): string {
  return text.replace(/\\\$/g, '$');
}

/** Whether `text` holds inline math. */
export function hasInlineMath(text: string): boolean {
  return text.search(INLINE_MATH) >= 0;
}

export interface TexSegment {
  kind: 'text' | 'math';
  /** Plain text (`\$` already a dollar), or the TeX source between the dollar signs. */
  value: string;
}

/** Splits `text` into plain text and inline math. */
export function splitTex(text: string): TexSegment[] {
  const segments: TexSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE_MATH)) {
    if (match.index > last) {
      segments.push({ kind: 'text', value: unescapeDollars(text.slice(last, match.index)) });
    }
    segments.push({ kind: 'math', value: match[1] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ kind: 'text', value: unescapeDollars(text.slice(last)) });
  return segments;
}
