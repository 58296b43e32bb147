import { getApiConfig, useDocumentMeta, useMetaTags, type MetaTag } from '@portal/shared';
import type { ArticleDetail } from '@portal/shared/contract';

/** `2017/06/15`: the date form Google Scholar's inclusion guidelines ask for. */
function scholarDate(date: string | null): string | null {
  return date ? date.replace(/-/g, '/') : null;
}

/**
 * The absolute address of the article's PDF (the server checks access on every download). Read
 * during render, so no `window`: where there is no location (a server), the address is the
 * API's own.
 */
export function articlePdfUrl(
  articleId: number,
  origin = globalThis.location?.origin ?? '',
): string {
  const base = getApiConfig().baseURL.replace(/\/$/, '');
  const absolute = /^https?:/.test(base) ? base : `${origin}${base}`;
  return `${absolute}/resource/pdf/download?type=article&id=${articleId}&mode=read`;
}

/**
 * The `citation_*` tags Google Scholar and reference managers read, in the English texts of the
 * version of record, whatever the reader's language.
 */
export function citationMetaTags(article: ArticleDetail): MetaTag[] {
  const tags: [string, string | number | null][] = [
    ['citation_title', article.title.en],
    ...article.authors.map((author): [string, string] => ['citation_author', author.name]),
    [
      'citation_publication_date',
      scholarDate(article.publishedDate ?? article.publishedOnlineDate),
    ],
    ['citation_online_date', scholarDate(article.publishedOnlineDate)],
    ['citation_journal_title', article.journalTitle.en],
    ['citation_journal_abbrev', article.journalAbbreviation],
    ['citation_volume', article.volumeNumber],
    ['citation_issue', article.issueNumber],
    ['citation_firstpage', article.firstPage],
    ['citation_lastpage', article.lastPage],
    ['citation_doi', article.doi],
    ['citation_keywords', article.keywords.en.join('; ') || null],
    ['citation_pdf_url', articlePdfUrl(article.id)],
  ];
  return tags
    .filter((tag): tag is [string, string | number] => tag[1] !== null)
    .map(([name, value]) => [name, String(value)]);
}

/**
 * While the article is on screen: the page title and description in the reader's language and
 * the `citation_*` tags; all of it goes when the page does (also when a kept-alive page is
 * hidden). A passive effect runs after the route table's layout effect, so this title wins.
 */
export function useCitationMeta(
  article: ArticleDetail | undefined,
  { title, description }: { title: string; description: string },
) {
  useDocumentMeta(article && title, article && description);
  useMetaTags(article && citationMetaTags(article));
}
