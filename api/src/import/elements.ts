/**
 * What the readers of every tag set need of an xmldom tree: its elements, their text, where each
 * starts in its file, and their path of names for a problem's field. Each tag set names elements
 * its own way: JATS and BITS by their local name, ONIX by its reference name for either of its
 * two tags (`namedElements`).
 */
import type { Element, Node } from '@xmldom/xmldom';
import type { ImportProblem } from './types';

const ELEMENT_NODE = 1;

export const isElement = (node: Node): node is Element => node.nodeType === ELEMENT_NODE;

export const childElements = (parent: Element): Element[] =>
  Array.from(parent.childNodes).filter(isElement);

/** Text with its runs of white space made one space, trimmed. */
export const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/** An element's text squeezed, or null when it has none. */
export const textOf = (element: Element | null | undefined): string | null =>
  squeeze(element?.textContent ?? '') || null;

/** Where a node starts in its file: xmldom keeps the line and column of each. */
export const positionOf = (
  node: Node | null | undefined,
): { line: number | null; column: number | null } => {
  const located = node as (Node & { lineNumber?: number; columnNumber?: number }) | null;
  return { line: located?.lineNumber ?? null, column: located?.columnNumber ?? null };
};

/** The path of names from the document's root (left out) to `element`: `front/article-meta`. */
export function namePath(element: Element, nameOf: (element: Element) => string): string {
  const names: string[] = [];
  for (let at: Node | null = element; at && isElement(at); at = at.parentNode) {
    names.unshift(nameOf(at));
  }
  return names.slice(1).join('/');
}

/** Finding elements, and naming them in problems, by the names a tag set gives them. */
export function namedElements(nameOf: (element: Element) => string) {
  const children = (parent: Element, name: string): Element[] =>
    childElements(parent).filter((element) => nameOf(element) === name);
  const pathOf = (element: Element) => namePath(element, nameOf);
  return {
    children,
    child: (parent: Element, name: string): Element | undefined => children(parent, name)[0],
    pathOf,
    problemAt: (
      element: Element,
      message: ImportProblem['message'],
      field = pathOf(element),
    ): ImportProblem => ({ ...positionOf(element), field, message }),
  };
}
