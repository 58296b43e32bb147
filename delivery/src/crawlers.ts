/**
 * The files crawlers read at the site's root: /robots.txt, the sitemap index /sitemap.xml and the
 * sitemaps it lists (/sitemap-<kind>-<page>.xml). The API writes them from the catalogue and
 * answers each under CRAWLER_FILES_API_PREFIX by the same name (api/src/routes/crawlers); the
 * site proxies them as it proxies /api (api-proxy.ts), with the site's origin the crawler asked
 * for when it is one of the site's own (security.ts `siteOriginOf`), so that their links are to it. They are at the root because a sitemap may list
 * only the pages under its own folder.
 */
import fastifyHttpProxy from '@fastify/http-proxy';
import { CRAWLER_FILES, CRAWLER_FILES_API_PREFIX } from '@portal/contract/constants';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_TIMEOUT_MS, unavailable } from './api-proxy';
import type { DeploymentOptions } from './deployment';
import { forwardedHeaders } from './security';

export async function registerCrawlerFiles(
  app: FastifyInstance,
  options: DeploymentOptions,
  siteOrigins: readonly string[],
) {
  await app.register(fastifyHttpProxy, {
    upstream: options.apiUrl,
    rewritePrefix: CRAWLER_FILES_API_PREFIX,
    // The index's sitemaps by their common beginning: which there are is the catalogue's affair.
    routes: [CRAWLER_FILES.robots, CRAWLER_FILES.sitemapIndex, '/sitemap-*'],
    httpMethods: ['GET', 'HEAD'],
    replyOptions: {
      rewriteRequestHeaders: forwardedHeaders(siteOrigins),
      timeout: options.apiTimeoutMs ?? API_TIMEOUT_MS,
      onError: (reply, { error }) => unavailable(reply as FastifyReply, error),
    },
  });
}
