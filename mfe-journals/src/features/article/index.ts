export { ArticlePage, articleHref, type ArticlePageProps } from './components/article-page';
export type { PdfViewerSlot, PdfViewerSlotProps } from './components/article-access';
