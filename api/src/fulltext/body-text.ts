/**
 * An article's body as the words search reads (`articles.body_text`, migration 0032): the text of
 * its paragraphs, headings, captions and tables, one block per line-worth of space, without its
 * formulas (TeX or MathML, which would match words like `frac` and read as noise in a hit's
 * context) and without the parts the page shows elsewhere (footnote marks' labels stay).
 */
import { DOMParser, type Node } from '@xmldom/xmldom';
import { isElement, squeeze } from '../import/elements';

/** Elements whose text is not prose: formulas, and what only a machine reads. */
const LEFT_OUT = new Set(['tex-math', 'math', 'alternatives', 'graphic', 'object-id']);
/** Elements after which a word ends even without a space in the file. */
const BLOCKS = new Set(['p', 'title', 'label', 'td', 'th', 'caption', 'statement', 'sec', 'fn']);

function collect(node: Node, words: string[]): void {
  if (isElement(node)) {
    const name = node.localName ?? node.nodeName;
    if (LEFT_OUT.has(name)) {
      words.push(' ');
      return;
    }
    for (const child of Array.from(node.childNodes)) collect(child, words);
    if (BLOCKS.has(name)) words.push(' ');
  } else if (node.nodeType === node.TEXT_NODE || node.nodeType === node.CDATA_SECTION_NODE) {
    words.push(node.nodeValue ?? '');
  }
}

/** The body's words, or null for no body (or one that is not XML). */
export function bodyText(body: string | null): string | null {
  if (!body) return null;
  let root: Node | null = null;
  try {
    root = new DOMParser({ onError: () => undefined }).parseFromString(
      body,
      'text/xml',
    ).documentElement;
  } catch {
    return null;
  }
  if (!root) return null;
  const words: string[] = [];
  collect(root, words);
  return squeeze(words.join('')) || null;
}
