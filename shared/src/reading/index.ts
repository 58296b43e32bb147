/**
 * Reading a document: TeX text, the page's title, description and meta tags, "Cite", the access
 * statement and the in-page PDF viewer, for the journals' article page and the books' book and
 * chapter pages alike. What is heavy loads on first use, each part in a chunk of its own
 * (KaTeX, the citation formats, the access statement, the viewer, pdf.js), so the shell's first
 * load carries only the small boundaries below.
 */
export { TexText } from './tex/tex-text';
export { useDocumentMeta } from './meta/use-document-meta';
export { useMetaTags, type MetaTag } from './meta/use-meta-tags';
export { CitePanel } from './citation/lazy-cite-panel';
export type { CitePanelProps } from './citation/cite-panel';
export type { CitableArticle, CitableBook, CitableChapter, CitableItem } from './citation/citable';
export { AccessStatement } from './access/lazy-access-statement';
export type { AccessStatementProps } from './access/access-statement';
export { PdfViewer } from './pdf-viewer/lazy-pdf-viewer';
export type { PdfViewerProps } from './pdf-viewer/pdf-viewer';
export type { PdfRequest } from './api/get-full-text-pdf';
