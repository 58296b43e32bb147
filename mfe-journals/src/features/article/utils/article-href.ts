/** An article's page, in its journal's frame. */
export function articleHref(journalId: number, articleId: number) {
  return `/JDetail/${journalId}/article?id=${articleId}`;
}
