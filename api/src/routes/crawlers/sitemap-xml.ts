/**
 * Sitemaps and sitemap indexes (sitemaps.org protocol 0.9), written here rather than by the
 * `sitemap` package: the documents are two elements deep and hold nothing but absolute URLs and
 * dates, and the package brings a streaming API and a parser we would not use. What the protocol
 * asks of the text is kept here: UTF-8, and `&`, `'`, `"`, `<` and `>` as entities.
 */

export const SITEMAP_MEDIA_TYPE = 'application/xml';

/** The protocol's limit of URLs in one sitemap (and of sitemaps in one index). */
export const MAX_SITEMAP_URLS = 50_000;

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A page, or a sitemap of an index: where it is, and when it last changed (W3C Datetime). */
export interface SitemapEntry {
  /** Absolute. */
  loc: string;
  lastmod?: string | null;
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  "'": '&apos;',
  '"': '&quot;',
  '<': '&lt;',
  '>': '&gt;',
};

const xmlText = (text: string) => text.replace(/[&'"<>]/g, (char) => ENTITIES[char] ?? char);

function writeDocument(
  root: 'urlset' | 'sitemapindex',
  entry: 'url' | 'sitemap',
  entries: readonly SitemapEntry[],
) {
  if (entries.length > MAX_SITEMAP_URLS) {
    throw new Error(`${entries.length} entries: a ${root} holds at most ${MAX_SITEMAP_URLS}`);
  }
  const lines = entries.map(({ loc, lastmod }) => {
    const date = lastmod ? `<lastmod>${xmlText(lastmod)}</lastmod>` : '';
    return `<${entry}><loc>${xmlText(loc)}</loc>${date}</${entry}>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${root} xmlns="${NAMESPACE}">`,
    ...lines,
    `</${root}>`,
    '',
  ].join('\n');
}

/** A sitemap: the pages, each with its last change when known. */
export const writeUrlset = (pages: readonly SitemapEntry[]) =>
  writeDocument('urlset', 'url', pages);

/** A sitemap index: the sitemaps, each with the newest last change of its pages. */
export const writeSitemapIndex = (sitemaps: readonly SitemapEntry[]) =>
  writeDocument('sitemapindex', 'sitemap', sitemaps);
