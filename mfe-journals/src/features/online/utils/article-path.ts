import type { ArticleSummary } from '@portal/contract';

/**
 * The path of an article's page inside its journal. A module of its own so that the home widget
 * links to articles without bundling the article lists.
 */
export function articlePath(article: Pick<ArticleSummary, 'id' | 'journalId'>): string {
  return `/JDetail/${article.journalId}/article?id=${article.id}`;
}
