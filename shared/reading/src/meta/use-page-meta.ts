import { useTranslation } from 'react-i18next';
import { toLanguage } from '@portal/shared';
import { metaDescription, pageMetaTags, siteOrigin, siteUrl, type PageMeta } from './page-meta';
import { useDocumentMeta } from './use-document-meta';
import { useHeadLinks } from './use-head-links';
import { useMetaTags } from './use-meta-tags';

/**
 * While a document's page (a journal, an article, a book, a chapter, a news item) is on screen:
 * its title and description, its canonical address, the Open Graph tags of a shared link and
 * the tags of its kind; all of it goes when the page does. Nothing while `page` is undefined
 * (the data is still loading). Rendered on a server, it is the page's HTML head.
 */
export function usePageMeta(page: PageMeta | undefined): void {
  const { t, i18n } = useTranslation('common');
  const siteName = t('siteName');
  const origin = siteOrigin();
  useDocumentMeta(
    page && (page.documentTitle ?? `${page.title} | ${siteName}`),
    page && metaDescription(page.description),
  );
  useMetaTags(
    page && pageMetaTags(page, { siteName, language: toLanguage(i18n.language), origin }),
  );
  useHeadLinks(page && [{ rel: 'canonical', href: siteUrl(page.path, origin) }]);
}
