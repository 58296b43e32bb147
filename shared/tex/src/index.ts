/**
 * `@portal/tex`: the site's one way of turning TeX into what a reader sees. Every formula, in a
 * title on the home page, an abstract, a book's contents or an article's full text, becomes
 * MathML Core by Temml, with the same options, whether the API renders it (titles in lists, full
 * texts) or a page does (text that comes as TeX). Chromium, Firefox and Safari draw MathML Core
 * themselves, and screen readers read it from the accessibility tree: no math font or stylesheet
 * is downloaded for it.
 */
import escapeHtml from 'escape-html';
import temml from 'temml';

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

/**
 * TeX as equation editors and older LaTeX write it, as what it means to TeX: `eqnarray` is three
 * columns (right-aligned, centred, left-aligned); `\mathop \sum` is `\mathop{\sum}`; a `$` left
 * over from the delimiters in a formula (MathType writes them) means nothing there.
 */
function normalized(tex: string): string {
  return tex
    .replace(/(?<!\\)\$/g, '')
    .replace(/\\mathop\s+(\\[A-Za-z]+)/g, '\\mathop{$1}')
    .replace(/\\begin\{eqnarray\*?\}/g, '\\begin{array}{rcl}')
    .replace(/\\end\{eqnarray\*?\}/g, '\\end{array}');
}

export interface MathOptions {
  /** A formula standing alone (`display="block"`), rather than in a line of text. */
  display?: boolean;
  /**
   * Keep the TeX as the formula's `<annotation encoding="application/x-tex">`, which MathML Core
   * does not draw and a reader can copy. Off for markup that goes through an HTML sanitizer, which
   * drops `semantics` but keeps its text, so that the TeX would show beside the formula.
   */
  annotate?: boolean;
}

/**
 * `tex` as a `<math>` element, or `null` when it does not parse: a page then shows the TeX as
 * written rather than a formula Temml guessed at. Temml builds the markup itself from the TeX (no
 * HTML passes through: `\href`, `\url` and `\html...` are refused with `trust` off).
 */
export function texToMathml(tex: string, { display = false, annotate = false }: MathOptions = {}) {
  try {
    return temml.renderToString(normalized(tex), {
      displayMode: display,
      annotate,
      throwOnError: true,
      trust: false,
    });
  } catch {
    return null;
  }
}

/** TeX that did not parse, as written, marked so that a page can style it. */
export function texErrorMarkup(tex: string, display = false): string {
  return `<code class="tex-error">${escapeHtml(display ? `\\[${tex}\\]` : `$${tex}$`)}</code>`;
}

/** `text` as HTML: plain text escaped, each `$...$` as MathML (or its source, marked). */
export function texToMarkup(text: string, options: Omit<MathOptions, 'display'> = {}): string {
  return splitTex(text)
    .map((segment) =>
      segment.kind === 'text'
        ? escapeHtml(segment.value)
        : (texToMathml(segment.value, options) ?? texErrorMarkup(segment.value)),
    )
    .join('');
}
