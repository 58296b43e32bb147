/**
 * A title's or abstract's mixed content as the text the site keeps: plain text with each formula
 * as inline TeX between dollars (`$\zeta(s)$`), which the pages render as they render the seed's
 * titles (`@portal/tex`, in the API and the front ends). `tex-math` gives its TeX; MathML is turned
 * into TeX by mathml-to-latex, so both render the same way. Styling elements keep their text.
 */
import { XMLSerializer, type Element, type Node } from '@xmldom/xmldom';
import { MathMLToLaTeX } from 'mathml-to-latex';
import { isElement, squeeze } from '../elements';
import { nameOf } from './dom';

/** The TeX inside a `tex-math`: without a LaTeX document around it or its own math delimiters. */
export function bareTex(source: string): string {
  const body = /\\begin\{document\}([\s\S]*?)\\end\{document\}/.exec(source)?.[1] ?? source;
  const tex = body.trim();
  const delimited =
    /^\$\$([\s\S]*)\$\$$/.exec(tex) ??
    /^\$([\s\S]*)\$$/.exec(tex) ??
    /^\\\(([\s\S]*)\\\)$/.exec(tex) ??
    /^\\\[([\s\S]*)\\\]$/.exec(tex);
  return squeeze(delimited?.[1] ?? tex);
}

const serializer = new XMLSerializer();

function mathmlTex(math: Element): string {
  // xmldom's serializer writes the MathML namespace the element is in, which the converter reads.
  const markup = serializer.serializeToString(math);
  return squeeze(MathMLToLaTeX.convert(markup));
}

function formulaTex(element: Element): string | null {
  if (nameOf(element) === 'tex-math') return bareTex(element.textContent ?? '');
  if (nameOf(element) === 'math') return mathmlTex(element);
  // A formula with alternatives (`alternatives`, `inline-formula`): TeX first, else MathML.
  const found = (name: string) => Array.from(element.getElementsByTagNameNS('*', name))[0];
  const tex = found('tex-math');
  if (tex) return bareTex(tex.textContent ?? '');
  const math = found('math');
  return math ? mathmlTex(math) : null;
}

const FORMULA_ELEMENTS = new Set(['inline-formula', 'tex-math', 'math', 'alternatives']);
/** Parts of mixed content that are not the text a reader reads. */
const SKIPPED = new Set(['xref', 'fn', 'label']);

function collect(node: Node, out: string[], skip: (element: Element) => boolean) {
  for (const part of Array.from(node.childNodes)) {
    if (!isElement(part)) {
      if (part.nodeType === 3 || part.nodeType === 4) out.push(part.nodeValue ?? '');
      continue;
    }
    if (SKIPPED.has(nameOf(part)) || skip(part)) continue;
    if (FORMULA_ELEMENTS.has(nameOf(part))) {
      const tex = formulaTex(part);
      if (tex) out.push(`$${tex}$`);
      continue;
    }
    collect(part, out, skip);
  }
}

/** The text of `element` with its formulas as `$...$`, without the parts `skip` names. */
export function texText(
  element: Element | null | undefined,
  skip: (element: Element) => boolean = () => false,
): string {
  if (!element) return '';
  const out: string[] = [];
  collect(element, out, skip);
  return squeeze(out.join(''));
}
