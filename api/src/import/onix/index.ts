/** The ONIX 3.0 reader of imports: a message of book `Product`s (reference or short tags). */
import type { Element as XmlElement, Document as XmlDocument } from '@xmldom/xmldom';
import type { FormatReader } from '../types';
import { groupBooks, readProducts, setsFirst } from './read';
import { writeOnixBooks } from './write';
import { ONIX_REFERENCE_NAMESPACE, ONIX_SHORT_NAMESPACE, referenceName } from './xml';

const ONIX_NAMESPACES = new Set([ONIX_REFERENCE_NAMESPACE, ONIX_SHORT_NAMESPACE, null, '']);

export const onixReader: FormatReader = {
  format: 'onix',
  accepts(root) {
    const element = root as unknown as XmlElement;
    return (
      referenceName(element) === 'ONIXMessage' && ONIX_NAMESPACES.has(element.namespaceURI ?? null)
    );
  },
  read(document) {
    const root = (document as unknown as XmlDocument).documentElement;
    if (!root) return { record: null, problems: [] };
    const { products, problems, notices } = readProducts(root);
    if (problems.length) return { record: null, problems, notices };
    const books = setsFirst(groupBooks(products));
    return {
      record: {
        format: 'onix',
        keys: products.map((p) => ({
          key: p.digits,
          line: p.line,
          field: 'Product/ProductIdentifier/IDValue',
        })),
        write: (tx, context) => writeOnixBooks(tx, context, books),
      },
      problems: [],
      notices,
    };
  },
};
