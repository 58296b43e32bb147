/**
 * `@portal/reading`: reading a document. TeX text, what a page tells crawlers and shared
 * links (its title, description, canonical address, Open Graph and `citation_*` tags), "Cite",
 * the access statement and the in-page PDF viewer, for the journals' journal and article pages,
 * the books' book and chapter pages and the news item's page alike.
 *
 * Bundled by each section that uses it (it imports `@portal/shared` by name, never the reverse),
 * so a section ships a change to it with its own release, and the shell's first load (/home)
 * carries none of it. The shell provides it as `@portal/shared/reading` 1.x to the sections built
 * before it, which took it from the page: keep every name of that surface within major version 1.
 * What is heavy loads later still, each part behind a lazy boundary of its
 * own: Temml for TeX the API did not typeset (chunks `tex-text`, `temml`), the access statement and Cite
 * with its formats (one chunk, `reading-parts`, as every document page shows both), the PDF
 * viewer (`pdf-viewer`) and pdf.js (`pdfjs`).
 */
export { TexText } from './tex/tex-text';
export { SafeHtml } from './html/safe-html';
export { useDocumentMeta } from './meta/use-document-meta';
export { useMetaTags, type MetaTag } from './meta/use-meta-tags';
export { useHeadLinks, type HeadLink } from './meta/use-head-links';
export { usePageMeta } from './meta/use-page-meta';
export {
  fullTextPdfUrl,
  plainTeX,
  scholarDate,
  siteOrigin,
  siteUrl,
  titleTextOf,
  type PageMeta,
  type PageType,
} from './meta/page-meta';
export { CitePanel } from './citation/lazy-cite-panel';
export type { CitePanelProps } from './citation/cite-panel';
export type { CitableArticle, CitableBook, CitableChapter, CitableItem } from './citation/citable';
export { AccessStatement } from './access/lazy-access-statement';
export type { AccessStatementProps } from './access/access-statement';
export { PdfViewer } from './pdf-viewer/lazy-pdf-viewer';
export type { PdfViewerProps } from './pdf-viewer/pdf-viewer';
export type { PdfRequest } from './api/get-full-text-pdf';
