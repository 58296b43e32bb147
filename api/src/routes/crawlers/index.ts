/**
 * The files crawlers read at the site's root (CRAWLER_FILES), answered here under
 * /api/crawlers and served by the site at its root under the same names: robots.txt, the
 * sitemap index and its sitemaps, every link absolute to the site (PUBLIC_SITE_URL, or the host
 * the reader asked, lib/site-pages.ts). Public catalogue reads, cached and revalidated like the
 * others.
 *
 * An index rather than one sitemap: the articles alone are thousands and grow every month, and
 * one file holds at most 50,000 URLs. Each kind of page (SITEMAP_KINDS) is a series of sitemaps
 * of SITEMAP_PAGE_SIZE ids each, listed by the index when it holds pages.
 */
import { CRAWLER_FILES, ErrorEnvelope, SITEMAP_KINDS, SitemapPageParams } from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { PAGES } from '@portal/pages';
import type { Db } from '../../db/db';
import { notFound } from '../../lib/http-error';
import { siteUrlOf } from '../../lib/site-pages';
import {
  sitemapArticles,
  sitemapBooks,
  sitemapChapters,
  sitemapJournals,
  sitemapNews,
  sitemapSeries,
  type SitemapKind,
  type SitemapRow,
} from '../../repositories/sitemap-repository';
import { writeRobots } from './robots';
import {
  SITEMAP_MEDIA_TYPE,
  writeSitemapIndex,
  writeUrlset,
  type SitemapEntry,
} from './sitemap-xml';

/**
 * Ids per sitemap: under the protocol's 50,000 (MAX_SITEMAP_URLS), so that one answer stays near a megabyte (kept
 * whole by the catalogue cache, written in milliseconds) and the index lists few files.
 */
export const SITEMAP_PAGE_SIZE = 10_000;

/** Each kind's pages in one sitemap of its series, as paths of the site with their last change. */
const PAGES_OF: Record<
  SitemapKind,
  (db: Db, page: number, size: number) => Promise<{ path: string; lastmod: string | null }[]>
> = {
  journals: async (db, page, size) =>
    (await sitemapJournals(db, page, size)).map(withPath((cid) => PAGES.journal.href({ cid }))),
  articles: async (db, page, size) =>
    (await sitemapArticles(db, page, size)).map((row) => ({
      path: PAGES.article.href({ cid: row.journalId, id: row.id }),
      lastmod: row.lastmod,
    })),
  books: async (db, page, size) =>
    (await sitemapBooks(db, page, size)).map(withPath((id) => PAGES.book.href({ id }))),
  chapters: async (db, page, size) =>
    (await sitemapChapters(db, page, size)).map(withPath((id) => PAGES.chapter.href({ id }))),
  news: async (db, page, size) =>
    (await sitemapNews(db, page, size)).map(withPath((id) => PAGES.newsItem.href({ id }))),
};

function withPath(pathOf: (id: number) => string) {
  return (row: SitemapRow) => ({ path: pathOf(row.id), lastmod: row.lastmod });
}

/** Who reads what a sitemap lists, in the OpenAPI document. */
const TAGS: Record<SitemapKind, string> = {
  journals: 'journals',
  articles: 'journals',
  books: 'books',
  chapters: 'books',
  news: 'cms',
};

/** The OpenAPI description of an answer: a document of `mediaType`, or the error envelope. */
const fileResponses = (mediaType: string, description: string) => ({
  200: { description, content: { [mediaType]: { schema: { type: 'string' } } } },
  '4xx': ErrorEnvelope,
  '5xx': ErrorEnvelope,
});

const sendXml = (reply: FastifyReply, xml: string) =>
  reply.header('Content-Type', `${SITEMAP_MEDIA_TYPE}; charset=utf-8`).send(xml);

const crawlerRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    CRAWLER_FILES.robots,
    {
      config: { catalogue: true },
      schema: {
        tags: ['system'],
        summary: "The site's robots.txt: what crawlers may read, and where the sitemap index is",
        response: fileResponses('text/plain', 'robots.txt (RFC 9309)'),
      },
    },
    async (request, reply) =>
      reply
        .header('Content-Type', 'text/plain; charset=utf-8')
        .send(writeRobots(siteUrlOf(request, fastify.publicSiteUrl))),
  );

  fastify.get(
    CRAWLER_FILES.sitemapIndex,
    {
      config: { catalogue: true },
      schema: {
        tags: ['system'],
        summary: 'The sitemap index: every sitemap of the catalogue, with its newest change',
        response: fileResponses(SITEMAP_MEDIA_TYPE, 'A sitemap index (sitemaps.org 0.9)'),
      },
    },
    async (request, reply) => {
      const series = await sitemapSeries(fastify.db, SITEMAP_PAGE_SIZE);
      const siteUrl = siteUrlOf(request, fastify.publicSiteUrl);
      return sendXml(
        reply,
        writeSitemapIndex(
          series.map(({ kind, page, lastmod }) => ({
            loc: `${siteUrl}${CRAWLER_FILES.sitemap(kind, page)}`,
            lastmod,
          })),
        ),
      );
    },
  );

  for (const kind of SITEMAP_KINDS) {
    fastify.get(
      // CRAWLER_FILES.sitemap(kind, page), with the page as a parameter.
      `/sitemap-${kind}-:page.xml`,
      {
        config: { catalogue: true },
        schema: {
          tags: [TAGS[kind]],
          summary: `A sitemap of ${kind}: the pages whose ids are in its range of ${SITEMAP_PAGE_SIZE}`,
          params: SitemapPageParams,
          response: fileResponses(
            SITEMAP_MEDIA_TYPE,
            'A sitemap (sitemaps.org 0.9); 404 for a page the index does not list',
          ),
        },
      },
      async (request, reply) => {
        const { page } = request.params;
        const pages = await PAGES_OF[kind](fastify.db, page, SITEMAP_PAGE_SIZE);
        if (pages.length === 0) throw notFound(`No sitemap ${kind} ${page}`);
        const siteUrl = siteUrlOf(request, fastify.publicSiteUrl);
        const entries: SitemapEntry[] = pages.map(({ path, lastmod }) => ({
          loc: `${siteUrl}${path}`,
          lastmod,
        }));
        return sendXml(reply, writeUrlset(entries));
      },
    );
  }
};

export default crawlerRoutes;
