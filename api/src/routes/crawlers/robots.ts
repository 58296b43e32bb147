/**
 * The site's robots.txt (RFC 9309): crawlers may read every page a reader can open, not the
 * pages of one reader's own (cart, payment, account) nor sign-in and registration, and find the
 * pages through the sitemap index.
 *
 * The API is closed to crawlers except the reads the public pages are made of: the pages render
 * in the browser from those reads, and a crawler that renders pages (as Google's does) fetches
 * them under the same rules; closing all of /api would leave it pages without their content.
 * The other routes of those areas answer a signed-in reader only.
 */
import { CRAWLER_FILES } from '@portal/contract';
import { PAGES } from '@portal/pages';

/** The pages of one reader, and signing in: the commerce section and the shell's forms. */
const PRIVATE_PAGES = [PAGES.cart, PAGES.paid, PAGES.mine, PAGES.login, PAGES.register].map(
  (page) => page.href(),
);

/** The API areas whose reads make the public pages: catalogue, news, ordering, covers, feeds. */
const PAGE_READS = [
  '/api/periodical/',
  '/api/bookmain/',
  '/api/cms/',
  '/api/baseinfoordering/',
  '/api/search/',
  '/api/covers/',
  '/api/feeds/',
];

/**
 * robots.txt for the site at `siteUrl` (its origin, and its base path when it is served under
 * one: the rules name the paths under it).
 */
export function writeRobots(siteUrl: string): string {
  const base = new URL(siteUrl).pathname.replace(/\/$/, '');
  return [
    'User-agent: *',
    ...PRIVATE_PAGES.map((path) => `Disallow: ${base}${path}`),
    `Disallow: ${base}/api/`,
    ...PAGE_READS.map((path) => `Allow: ${base}${path}`),
    '',
    `Sitemap: ${siteUrl}${CRAWLER_FILES.sitemapIndex}`,
    '',
  ].join('\n');
}
