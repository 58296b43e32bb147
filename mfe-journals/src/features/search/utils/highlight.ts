/**
 * A highlight of the search is HTML of one exact form (`SearchHighlight` in the contract): the
 * source text escaped as escape-html does, with `<mark>...</mark>` around the matches and, in
 * titles, each formula as MathML Core (Temml's output). Read as that form and nothing else, it is
 * a tree the page renders as React elements, on the server as in the browser, with no HTML
 * inserted: anything else is refused, and left to the sanitizer (`HighlightHtml`).
 */
import MATHML_CORE from './mathml-core.json';

/** A mark or a MathML element, with its attributes (MathML's presentation ones only). */
export interface HighlightElement {
  name: string;
  attributes: Readonly<Record<string, string>>;
  children: readonly HighlightNode[];
}

/** Text, or an element. */
export type HighlightNode = string | HighlightElement;

const MATHML_ELEMENTS: ReadonlySet<string> = new Set(MATHML_CORE.elements);
const MATHML_ATTRIBUTES: ReadonlySet<string> = new Set(MATHML_CORE.attributes);

/**
 * A start tag (with double-quoted attributes), an end tag, an escape escape-html writes, a run of
 * other text, or a `<` or `&` of none of these.
 */
const TOKEN =
  /<(\/?)([a-z]+)((?:\s+[a-z-]+="[^"<>]*")*)\s*(\/?)>|&(?:amp|lt|gt|quot|#39|#x27);|[^<&]+|[<&]/g;
const ATTRIBUTE = /([a-z-]+)="([^"<>]*)"/g;

const ESCAPES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};

/** Text with escape-html's escapes read, or null when it has another (`&nbsp;`, a bare `&`). */
function unescape(text: string): string | null {
  let plain = '';
  for (const [token] of text.matchAll(/&[^;&]*;|&|[^&]+/g)) {
    if (!token.startsWith('&')) plain += token;
    else if (ESCAPES[token] === undefined) return null;
    else plain += ESCAPES[token];
  }
  return plain;
}

/** The attributes of a start tag, or null when one is not MathML's presentation. */
function attributesOf(source: string): Record<string, string> | null {
  const attributes: Record<string, string> = {};
  for (const [, name = '', value = ''] of source.matchAll(ATTRIBUTE)) {
    const plain = unescape(value);
    if (!MATHML_ATTRIBUTES.has(name) || plain === null) return null;
    attributes[name] = plain;
  }
  return attributes;
}

interface Open {
  name: string;
  attributes: Record<string, string>;
  children: HighlightNode[];
}

/**
 * The highlight as a tree, or null when it is not of the contract's form: any other element or
 * attribute, a bare `<` or `&`, an unknown entity, tags unclosed or crossed, a mark in a mark or
 * MathML outside `<math>`.
 */
export function parseHighlight(html: string): HighlightNode[] | null {
  const root: Open = { name: '', attributes: {}, children: [] };
  const open: Open[] = [root];
  const inMath = () => open.some((element) => element.name === 'math');
  for (const [token, closing, name, attributeSource = '', selfClosing] of html.matchAll(TOKEN)) {
    const parent = open[open.length - 1]!;
    if (name === undefined) {
      const text = unescape(token);
      if (text === null || token === '<') return null;
      // An escape is a token of its own: the text around it is one run.
      const last = parent.children.length - 1;
      if (typeof parent.children[last] === 'string') parent.children[last] += text;
      else parent.children.push(text);
    } else if (closing) {
      if (attributeSource || selfClosing || parent.name !== name || parent === root) return null;
      open.pop();
      open[open.length - 1]!.children.push(parent);
    } else {
      const isMark = name === 'mark';
      const allowed = isMark
        ? !attributeSource && !open.some((element) => element.name === 'mark') && !inMath()
        : MATHML_ELEMENTS.has(name) && (name === 'math') !== inMath();
      const attributes = isMark ? {} : attributesOf(attributeSource);
      if (!allowed || attributes === null) return null;
      const element: Open = { name, attributes, children: [] };
      if (selfClosing) parent.children.push(element);
      else open.push(element);
    }
  }
  return open.length === 1 ? root.children : null;
}
