/**
 * `@portal/tex/mathml`: TeX as MathML Core, by Temml (see `./index.ts`). The API renders with it;
 * a page loads it in a chunk of its own, with the first formula it draws.
 */
import escapeHtml from 'escape-html';
import temml from 'temml';
import { splitTex } from './index';

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
