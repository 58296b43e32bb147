/** Walking an xmldom document by local names (JATS has no namespace; MathML and XLink do). */
import type { Element } from '@xmldom/xmldom';
import { childElements, namePath, positionOf, squeeze } from '../elements';
import type { ImportProblem } from '../types';

export const XLINK = 'http://www.w3.org/1999/xlink';
export const XML = 'http://www.w3.org/XML/1998/namespace';

export const nameOf = (element: Element): string => element.localName ?? element.nodeName;

export const children = (parent: Element, name?: string): Element[] =>
  childElements(parent).filter((node) => name === undefined || nameOf(node) === name);

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

export const textOf = (element: Element | null | undefined) =>
  element ? squeeze(element.textContent ?? '') : '';

/** The path of names from the article's root to `element` (`front/article-meta/article-id`). */
export function fieldOf(element: Element, attribute?: string): string {
  const path = namePath(element, nameOf);
  return attribute ? `${path}[@${attribute}]` : path;
}

export const problemAt = (
  element: Element | null,
  field: string,
  message: { zh: string; en: string },
): ImportProblem => ({ ...positionOf(element), field, message });
