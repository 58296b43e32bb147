/**
 * Titles and abstracts as HTML, typeset once here rather than in each reader's browser: the text
 * escaped, each `$...$` as MathML by `@portal/tex`, the site's one TeX renderer. News bodies,
 * already HTML, get the same MathML for their `$...$` with the rest of their markup left as it is.
 *
 * Temml writes MathML Core, the part of MathML browsers implement: `\mathbb{C}` becomes the
 * character ℂ rather than a `mathvariant` Chromium ignores. No `<annotation>` carries the TeX
 * source here: front ends sanitize this markup, and a sanitizer drops `semantics` but keeps its
 * text, which would show beside the formula.
 */
import { LRUCache } from 'lru-cache';
import { INLINE_MATH } from '@portal/tex';
import { texErrorMarkup, texToMarkup as render, texToMathml } from '@portal/tex/mathml';

/** MathML for `tex`; TeX that does not parse is shown as its source, as written. */
const renderMath = (tex: string) => texToMathml(tex) ?? texErrorMarkup(tex);

/** Titles repeat across lists and pages; a few thousand cover the catalogue's hot part. */
const cache = new LRUCache<string, string>({ max: 5000 });

/** `text` as HTML: plain text escaped, each `$...$` as MathML. */
export function texToMarkup(text: string): string {
  const cached = cache.get(text);
  if (cached !== undefined) return cached;
  const markup = render(text);
  cache.set(text, markup);
  return markup;
}

/** Elements whose text is not prose: a `$` in them stays as written. */
const VERBATIM = new Set(['code', 'pre', 'kbd', 'samp', 'script', 'style', 'textarea', 'math']);

/** A comment, or a start or end tag (quoted attribute values may hold `>`). */
const TAG = /<!--[\s\S]*?-->|<(\/?)([A-Za-z][^\s/>]*)(?:"[^"]*"|'[^']*'|[^'">])*>/g;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** HTML text as the characters it stands for: the TeX between `$`s in an HTML body. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

/** One run of HTML text: each `$...$` as MathML, `\$` as a dollar sign, the rest as it is. */
function textToMarkup(text: string): string {
  let markup = '';
  let last = 0;
  for (const match of text.matchAll(INLINE_MATH)) {
    markup +=
      text.slice(last, match.index).replace(/\\\$/g, '$') +
      renderMath(decodeEntities(match[1] ?? ''));
    last = match.index + match[0].length;
  }
  return markup + text.slice(last).replace(/\\\$/g, '$');
}

/** News bodies are few and read often: the rendered ones are kept. */
const htmlCache = new LRUCache<string, string>({ max: 500 });

/**
 * `html` with the `$...$` of its text rendered as MathML (HTML entities in the TeX read as the
 * characters they stand for) and everything else left as it is: tags, attributes (a `$` in a link
 * stays), comments, and the text of code, pre and other verbatim elements. A formula does not
 * cross a tag. The result is as trustworthy as `html`: front ends sanitize it before inserting it.
 */
export function htmlTexToMarkup(html: string): string {
  if (!html.includes('$')) return html;
  const cached = htmlCache.get(html);
  if (cached !== undefined) return cached;
  let markup = '';
  let last = 0;
  let verbatimDepth = 0;
  for (const tag of html.matchAll(TAG)) {
    const text = html.slice(last, tag.index);
    markup += (verbatimDepth > 0 ? text : textToMarkup(text)) + tag[0];
    last = tag.index + tag[0].length;
    const name = tag[2]?.toLowerCase();
    if (name && VERBATIM.has(name)) verbatimDepth = Math.max(0, verbatimDepth + (tag[1] ? -1 : 1));
  }
  const rest = html.slice(last);
  markup += verbatimDepth > 0 ? rest : textToMarkup(rest);
  htmlCache.set(html, markup);
  return markup;
}
