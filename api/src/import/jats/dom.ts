/** Walking an xmldom document by local names (JATS has no namespace; MathML and XLink do). */
import type { Element, Node } from '@xmldom/xmldom';
import type { ImportProblem } from '../types';

export const XLINK = 'http://www.w3.org/1999/xlink';
export const XML = 'http://www.w3.org/XML/1998/namespace';

const ELEMENT_NODE = 1;

export const nameOf = (element: Element): string => element.localName ?? element.nodeName;

export const isElement = (node: Node): node is Element => node.nodeType === ELEMENT_NODE;

export const children = (parent: Element, name?: string): Element[] =>
  Array.from(parent.childNodes).filter(
    (node): node is Element => isElement(node) && (name === undefined || nameOf(node) === name),
  );

export const child = (parent: Element | null | undefined, name: string): Element | null =>
  (parent && children(parent, name)[0]) ?? null;

/** Every element named `name` under `parent`, in document order. */
export const descendants = (parent: Element, name: string): Element[] =>
  Array.from(parent.getElementsByTagNameNS('*', name));

/** `xml:lang`, whichever way the file spells it (with the namespace or with the bare prefix). */
export const langOf = (element: Element): string | null =>
  element.getAttributeNS(XML, 'lang') || element.getAttribute('xml:lang') || null;

export const hrefOf = (element: Element): string | null =>
  element.getAttributeNS(XLINK, 'href') || element.getAttribute('xlink:href') || null;

/** Text with its runs of white space made one space, trimmed. */
export const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

export const textOf = (element: Element | null | undefined) =>
  element ? squeeze(element.textContent ?? '') : '';

/** Where an element starts in its file: xmldom keeps the line and column of each node. */
export const lineOf = (
  node: Node | null | undefined,
): { line: number | null; column: number | null } => {
  const located = node as (Node & { lineNumber?: number; columnNumber?: number }) | null;
  return { line: located?.lineNumber ?? null, column: located?.columnNumber ?? null };
};

/** The path of names from the article's root to `element` (`front/article-meta/article-id`). */
export function fieldOf(element: Element, attribute?: string): string {
  const names: string[] = [];
  let at: Node | null = element;
  while (at && isElement(at) && at.parentNode && isElement(at.parentNode)) {
    names.unshift(nameOf(at));
    at = at.parentNode;
  }
  return attribute ? `${names.join('/')}[@${attribute}]` : names.join('/');
}

export const problemAt = (
  element: Element | null,
  field: string,
  message: { zh: string; en: string },
): ImportProblem => ({ ...lineOf(element), field, message });
