/**
 * The site's robots.txt (RFC 9309): crawlers may read every page a reader can open, not the
 * pages of one reader's own (cart, payment, account) nor sign-in and registration, and find the
 * pages through the sitemap index.
 *
 * The staff's pages (`/staff/...`) are closed too: each says `noindex` itself, but is better not
 * fetched at all.
 *
 * The API is closed to crawlers except the reads the public pages are made of: the pages render
 * in the browser from those reads, and a crawler that renders pages (as Google's does) fetches
 * them under the same rules; closing all of /api would leave it pages without their content.
 * The other routes of those areas answer a signed-in reader only. The full-text PDFs are open
 * in the form the pages' `citation_pdf_url` names (`/api/resource/pdf/download?type=article&id=…`),
 * so that Google Scholar and other crawlers can index open-access texts; the download itself
 * refuses a crawler whatever its access does not cover, as it refuses anyone.
 */
import { CONTENT_TYPES, CRAWLER_FILES } from '@portal/contract';
import { PAGES } from '@portal/pages';

/**
 * The pages of one reader, and signing in: the commerce section and the shell's forms; and the
 * staff's section, under `/staff/` (not `/staff` alone, which would close `/staffing…` too).
 */
const PRIVATE_PAGES = [
  ...[PAGES.cart, PAGES.paid, PAGES.mine, PAGES.login, PAGES.register].map((page) => page.href()),
  `${PAGES.staff.href()}/`,
];

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

/** The full-text PDFs as `citation_pdf_url` names them (@portal/reading's `fullTextPdfUrl`). */
const FULL_TEXT_PDFS = CONTENT_TYPES.map((type) => `/api/resource/pdf/download?type=${type}&`);

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
    ...[...PAGE_READS, ...FULL_TEXT_PDFS].map((path) => `Allow: ${base}${path}`),
    '',
    `Sitemap: ${siteUrl}${CRAWLER_FILES.sitemapIndex}`,
    '',
  ].join('\n');
}
