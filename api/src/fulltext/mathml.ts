/**
 * Formulas of the full text as MathML Core, which Chromium, Firefox and Safari render and screen
 * readers read from the accessibility tree, with no script or font downloaded for them.
 *
 * TeX (`tex-math`, the seed's `$...$`) is turned into MathML by Temml (`@portal/tex`), with the
 * TeX kept as the formula's `annotation` (a reader copies it; MathML Core renders only the first
 * child of `semantics`). MathML that came in a JATS file is taken as it is. Both leave here
 * through one walk that keeps MathML elements and the attributes that change how they render, and
 * nothing else: no `style` or `class` (the site's Content-Security-Policy would refuse Temml's
 * inline styles anyway), no links, no handlers, no foreign markup.
 */
import { DOMParser, type Element, type Node } from '@xmldom/xmldom';
import escapeHtml from 'escape-html';
import { texErrorMarkup, texToMathml as renderTex } from '@portal/tex/mathml';
import { isElement } from '../import/elements';

export const MATHML_NAMESPACE = 'http://www.w3.org/1998/Math/MathML';

/** MathML Core's elements, and `menclose`, which older MathML in JATS files still uses. */
const ELEMENTS = new Set([
  'math',
  'semantics',
  'annotation',
  'mrow',
  'mi',
  'mn',
  'mo',
  'ms',
  'mtext',
  'mspace',
  'msub',
  'msup',
  'msubsup',
  'munder',
  'mover',
  'munderover',
  'mmultiscripts',
  'mprescripts',
  'none',
  'mfrac',
  'msqrt',
  'mroot',
  'mstyle',
  'merror',
  'mpadded',
  'mphantom',
  'mtable',
  'mtr',
  'mtd',
  'menclose',
]);

/** Attributes that change how a formula renders or reads. */
const ATTRIBUTES = new Set([
  'display',
  'displaystyle',
  'scriptlevel',
  'mathvariant',
  'dir',
  'fence',
  'separator',
  'stretchy',
  'symmetric',
  'largeop',
  'movablelimits',
  'accent',
  'accentunder',
  'lspace',
  'rspace',
  'minsize',
  'maxsize',
  'form',
  'linethickness',
  'width',
  'height',
  'depth',
  'voffset',
  'columnspan',
  'rowspan',
  'columnalign',
  'rowalign',
  'columnlines',
  'rowlines',
  'frame',
  'notation',
  'alttext',
]);

/** An element's name without a prefix (`mml:mi` is `mi`). */
const localName = (element: Element) => element.localName ?? element.nodeName;

function write(node: Node, out: string[]): void {
  if (!isElement(node)) {
    if (node.nodeType === 3 || node.nodeType === 4) out.push(escapeHtml(node.nodeValue ?? ''));
    return;
  }
  const name = localName(node);
  // `annotation-xml` and anything not MathML carry no text a reader sees: dropped whole.
  if (!ELEMENTS.has(name)) return;
  if (name === 'annotation' && node.getAttribute('encoding') !== 'application/x-tex') return;
  out.push(`<${name}`);
  for (const attribute of Array.from(node.attributes)) {
    const attributeName = attribute.localName ?? attribute.name;
    if (attribute.prefix || !ATTRIBUTES.has(attributeName)) continue;
    out.push(` ${attributeName}="${escapeHtml(attribute.value)}"`);
  }
  if (name === 'annotation') out.push(' encoding="application/x-tex"');
  out.push('>');
  for (const child of Array.from(node.childNodes)) write(child, out);
  out.push(`</${name}>`);
}

/** A JATS file's `<mml:math>` as the MathML the site serves; `display` when it stands alone. */
export function mathmlOf(math: Element, display: boolean): string {
  const out: string[] = [];
  write(math, out);
  const markup = out.join('');
  if (!display || /^<math[^>]* display="block"/.test(markup)) return markup;
  return markup.replace(/^<math/, '<math display="block"').replace(/ display="inline"/, '');
}

const parser = new DOMParser();

/**
 * `tex` as MathML (`@portal/tex`, the site's one TeX renderer), with the TeX as its annotation,
 * through the same walk as a file's MathML. TeX that does not parse is shown as it was written,
 * marked as such, rather than as a formula Temml guessed at.
 */
export function texToMathml(tex: string, display: boolean): string {
  const rendered = renderTex(tex, { display, annotate: true });
  const math =
    rendered &&
    parser.parseFromString(
      rendered.replace(/^<math/, `<math xmlns="${MATHML_NAMESPACE}"`),
      'text/xml',
    ).documentElement;
  return math ? mathmlOf(math, display) : texErrorMarkup(tex, display);
}
