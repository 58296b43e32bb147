/**
 * Reading an ONIX 3.0 message by its reference names, whichever tags it was written with: the
 * reference tags (`<Product>`) or the short ones (`<product>`, `<b244>`), each with or without its
 * namespace. Every problem names the element at fault as a path of reference names and its line.
 */
import type { Element } from '@xmldom/xmldom';
import { namedElements, textOf } from '../elements';
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

export const { children, child, pathOf, problemAt } = namedElements(referenceName);

/** The text of the first child of that name, or null. */
export const childText = (element: Element, name: string): string | null =>
  textOf(child(element, name));
