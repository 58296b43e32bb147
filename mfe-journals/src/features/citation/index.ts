export { CitePanel } from './components/cite-panel';
export {
  formatCitation,
  toBibtex,
  toRis,
  toPlainReference,
  type CitableArticle,
  type CitationFormat,
} from './utils/citation-formats';
