import { bibtexKey, toBibtex } from './bibtex';
import type { CitableItem } from './citable';
import { toPlainReference } from './plain-reference';
import { toRis } from './ris';

export const CITATION_FORMATS = ['bibtex', 'ris', 'plain'] as const;
export type CitationFormat = (typeof CITATION_FORMATS)[number];

export const CITATION_FILES: Record<CitationFormat, { extension: string; mimeType: string }> = {
  bibtex: { extension: 'bib', mimeType: 'application/x-bibtex' },
  ris: { extension: 'ris', mimeType: 'application/x-research-info-systems' },
  plain: { extension: 'txt', mimeType: 'text/plain' },
};

/** The citation of an article, a book or a chapter in one of the three formats. */
export function formatCitation(item: CitableItem, format: CitationFormat): string {
  if (format === 'bibtex') return toBibtex(item);
  if (format === 'ris') return toRis(item);
  return toPlainReference(item);
}

/** `Garcia2017holomorphic.bib`: a file name that says what it holds. */
export function citationFileName(item: CitableItem, format: CitationFormat): string {
  return `${bibtexKey(item)}.${CITATION_FILES[format].extension}`;
}
