/**
 * Reading an ONIX 3.0 message by its reference names, whichever tags it was written with: the
 * reference tags (`<Product>`) or the short ones (`<product>`, `<b244>`), each with or without its
 * namespace. Every problem names the element at fault as a path of reference names and its line.
 */
import type { Element, Node } from '@xmldom/xmldom';
import type { ImportProblem } from '../types';
import shortTags from './short-tags.json';

export const ONIX_REFERENCE_NAMESPACE = 'http://ns.editeur.org/onix/3.0/reference';
export const ONIX_SHORT_NAMESPACE = 'http://ns.editeur.org/onix/3.0/short';

const REFERENCE_NAMES: ReadonlyMap<string, string> = new Map(
  Object.entries(shortTags).filter(([tag]) => !tag.startsWith('$')),
);

/** An element's reference name (`b244` and `IDValue` both give `IDValue`). */
export function referenceName(element: Element): string {
  const name = element.localName ?? element.nodeName;
  return REFERENCE_NAMES.get(name) ?? name;
}

export const childElements = (element: Element): Element[] =>
  Array.from(element.childNodes).filter(
    (node): node is Element => node.nodeType === node.ELEMENT_NODE,
  ) as Element[];

export const children = (element: Element, name: string): Element[] =>
  childElements(element).filter((child) => referenceName(child) === name);

export const child = (element: Element, name: string): Element | undefined =>
  children(element, name)[0];

/** The trimmed text of an element, with its inner white space collapsed. */
export const textOf = (element: Element | undefined): string | null => {
  const text = element?.textContent?.replace(/\s+/g, ' ').trim();
  return text ? text : null;
};

/** The text of the first child of that name, or null. */
export const childText = (element: Element, name: string): string | null =>
  textOf(child(element, name));

/** The line an element starts on, as xmldom records it. */
export const lineOf = (element: Element): number | null =>
  (element as Element & { lineNumber?: number }).lineNumber ?? null;

const columnOf = (element: Element): number | null =>
  (element as Element & { columnNumber?: number }).columnNumber ?? null;

/** The element's path of reference names from the message's root (`Product/DescriptiveDetail`). */
export function pathOf(element: Element): string {
  const names: string[] = [];
  for (let node: Node | null = element; node?.nodeType === 1; node = node.parentNode) {
    names.unshift(referenceName(node as Element));
  }
  return names.slice(1).join('/');
}

export function problemAt(
  element: Element,
  message: ImportProblem['message'],
  field = pathOf(element),
): ImportProblem {
  return { line: lineOf(element), column: columnOf(element), field, message };
}
