import { AccessStatement } from '@portal/reading';
import type { ArticleSummary } from '@portal/contract';

/** The name the PDF of an article is saved as: its journal's abbreviation and its id. */
function articlePdfName(article: Pick<ArticleSummary, 'id' | 'journalAbbreviation'>): string {
  const journalSlug = article.journalAbbreviation.replace(/[^A-Za-z0-9]+/g, '-').replace(/-$/, '');
  return `${journalSlug}-${article.id}.pdf`;
}

/**
 * The access statement of an article (`AccessStatement` of @portal/reading): may this reader
 * read it, and why; the PDF, or the ways to sign in and subscribe. On the article's page, and
 * on its full text's where sections are withheld.
 */
export function ArticleAccessStatement({
  article,
}: {
  article: Pick<ArticleSummary, 'id' | 'journalAbbreviation'>;
}) {
  return (
    <AccessStatement
      key={article.id}
      type="article"
      id={article.id}
      fileName={articlePdfName(article)}
    />
  );
}
