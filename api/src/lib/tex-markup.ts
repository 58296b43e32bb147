/**
 * Titles as HTML for pages that must not load KaTeX (the home page): the text escaped, each
 * `$...$` as MathML, which browsers render natively.
 *
 * Temml writes MathML Core, the part of MathML browsers implement: `\mathbb{C}` becomes the
 * character ℂ rather than a `mathvariant` Chromium ignores, and no `<annotation>` carries the TeX
 * source, which a sanitizer would keep as text beside the formula.
 */
import escapeHtml from 'escape-html';
import { LRUCache } from 'lru-cache';
import temml from 'temml';

/** `$...$` not preceded by a backslash, as the front ends' TeX splitter reads it. */
const INLINE_MATH = /(?<!\\)\$([^$]+?)(?<!\\)\$/g;

/** Text outside the math: `\$` is a dollar sign. */
const escapeText = (text: string) => escapeHtml(text.replace(/\\\$/g, '$'));

/** MathML for `tex`; TeX that does not parse is shown as its source, as written. */
function renderMath(tex: string): string {
  try {
    return temml.renderToString(tex, { throwOnError: true });
  } catch {
    return `<code class="tex-error">${escapeHtml(`$${tex}$`)}</code>`;
  }
}

/** Titles repeat across lists and pages; a few thousand cover the catalogue's hot part. */
const cache = new LRUCache<string, string>({ max: 5000 });

/** `text` as HTML: plain text escaped, each `$...$` as MathML. */
export function texToMarkup(text: string): string {
  const cached = cache.get(text);
  if (cached !== undefined) return cached;
  let markup = '';
  let last = 0;
  for (const match of text.matchAll(INLINE_MATH)) {
    markup += escapeText(text.slice(last, match.index)) + renderMath(match[1] ?? '');
    last = match.index + match[0].length;
  }
  markup += escapeText(text.slice(last));
  cache.set(text, markup);
  return markup;
}
