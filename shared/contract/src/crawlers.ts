/**
 * The files crawlers read (CRAWLER_FILES): robots.txt and the sitemaps (sitemaps.org 0.9) of
 * every page of the catalogue, each an absolute link to the site's page.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id } from './common';

/** Which sitemap of a kind's series: the pages whose ids fall in its range. */
export const SitemapPageParams = Type.Object({ page: Id });
export type SitemapPageParams = Static<typeof SitemapPageParams>;
