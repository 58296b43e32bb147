import { siteOrigin, siteUrl, type MetaTag } from '@portal/reading';
import type { NewsDetail } from '@portal/contract';

/**
 * The Open Graph details of a news item shared as an article: when it was published, and its
 * picture if it has one. (Its title, summary and address are `usePageMeta`'s.)
 */
export function newsMetaTags(item: NewsDetail, origin = siteOrigin()): MetaTag[] {
  return [
    ['article:published_time', item.publishedAt],
    ...(item.coverUrl ? [['og:image', siteUrl(item.coverUrl, origin)] as const] : []),
  ];
}
