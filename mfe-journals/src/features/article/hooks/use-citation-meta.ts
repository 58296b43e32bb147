import {
  fullTextPdfUrl,
  plainTeX,
  scholarDate,
  siteOrigin,
  siteUrl,
  titleTextOf,
  usePageMeta,
  type MetaTag,
} from '@portal/reading';
import type { ArticleDetail } from '@portal/contract';
import { PAGES } from '@portal/pages';

/**
 * The `citation_*` tags Google Scholar and reference managers read, in the English texts of the
 * version of record whatever the reader's language (the title and keywords as plain text, their
 * TeX as Unicode), with the PDF and, when it has one, the full text to read in the page; and when
 * it was published, for a shared link (`article:published_time`).
 */
export function citationMetaTags(article: ArticleDetail, origin = siteOrigin()): MetaTag[] {
  const published = article.publishedDate ?? article.publishedOnlineDate;
  const tags: [string, string | number | null][] = [
    ['citation_title', titleTextOf(article).en],
    ...article.authors.map((author): [string, string] => ['citation_author', author.name]),
    ['citation_publication_date', published && scholarDate(published)],
    [
      'citation_online_date',
      article.publishedOnlineDate && scholarDate(article.publishedOnlineDate),
    ],
    ['citation_journal_title', article.journalTitle.en],
    ['citation_journal_abbrev', article.journalAbbreviation],
    ['citation_volume', article.volumeNumber],
    ['citation_issue', article.issueNumber],
    ['citation_firstpage', article.firstPage],
    ['citation_lastpage', article.lastPage],
    ['citation_doi', article.doi],
    ['citation_keywords', article.keywords.en.map(plainTeX).join('; ') || null],
    ['citation_pdf_url', fullTextPdfUrl('article', article.id, origin)],
    [
      'citation_fulltext_html_url',
      article.hasFullText
        ? siteUrl(PAGES.fullText.href({ cid: article.journalId, id: article.id }), origin)
        : null,
    ],
    ['article:published_time', published],
  ];
  return tags
    .filter((tag): tag is [string, string | number] => tag[1] !== null)
    .map(([name, value]) => [name, String(value)]);
}

/**
 * While the article is on screen: the page title and description in the reader's language, its
 * address, the Open Graph tags of an article and the `citation_*` tags; all of it goes when the
 * page does (also when a kept-alive page is hidden). A passive effect runs after the route
 * table's layout effect, so this title wins.
 */
export function useCitationMeta(
  article: ArticleDetail | undefined,
  {
    title,
    documentTitle,
    description,
  }: { title: string; documentTitle: string; description: string },
) {
  usePageMeta(
    article && {
      title,
      documentTitle,
      description,
      path: PAGES.article.href({ cid: article.journalId, id: article.id }),
      type: 'article',
      tags: citationMetaTags(article),
    },
  );
}
