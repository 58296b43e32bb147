/**
 * An XML file as a DOM whose nodes know their line and column (`lineNumber`, `columnNumber`), or
 * the problem that makes it not XML, with its line. xmldom does not load external entities or
 * DTDs, so a DOCTYPE naming one costs nothing and reaches nothing.
 */
import { DOMParser, type Document as XmlDocument } from '@xmldom/xmldom';
import type { ImportProblem } from '../types';

export interface ParsedXml {
  /** The file as text (UTF-8), as it was parsed: what a schema check reads too. */
  text: string;
  document: Document | null;
  problems: ImportProblem[];
}

interface Located {
  locator?: { lineNumber?: number; columnNumber?: number };
}

/** A line or column from 1; xmldom says 0 where there is none (no root element at all). */
const position = (value: number | undefined) => (value && value >= 1 ? value : null);

const notXml = (detail: string, at: Located['locator']): ImportProblem => ({
  line: position(at?.lineNumber),
  column: position(at?.columnNumber),
  field: '',
  message: {
    zh: `不是格式正确的 XML：${detail}`,
    en: `Not well-formed XML: ${detail}`,
  },
});

export function parseXml(bytes: Uint8Array): ParsedXml {
  const problems: ImportProblem[] = [];
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  let document: XmlDocument | undefined;
  try {
    document = new DOMParser({
      onError: (level, message, context: Located) => {
        if (level !== 'warning') problems.push(notXml(message, context.locator));
      },
    }).parseFromString(text, 'text/xml');
  } catch (error) {
    // xmldom throws the fatal error it has just reported to onError: said once.
    const located = error as Error & Located;
    const problem = notXml(located.message.split('\n')[0] ?? '', located.locator);
    if (!problems.some((known) => known.message.en === problem.message.en)) problems.push(problem);
  }
  if (!document?.documentElement && problems.length === 0) {
    problems.push(notXml('no root element', undefined));
  }
  // xmldom's DOM implements the standard interfaces the readers use (Element, Node, attributes).
  return problems.length
    ? { text, document: null, problems }
    : { text, document: document as unknown as Document, problems };
}
