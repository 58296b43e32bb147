import {
  NewsDetail,
  NewsDetailQuery,
  NewsSearchQuery,
  NewsSummary,
  Page,
} from '@portal/shared/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok, page, paging } from '../../lib/envelope';
import { notFound } from '../../lib/http-error';
import { findNews, searchNews } from '../../repositories/news-repository';
import contactMessageRoutes from './contact-message';
import cmsPageRoutes from './pages';

const cmsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  await fastify.register(cmsPageRoutes);
  await fastify.register(contactMessageRoutes);

  fastify.get(
    '/search-announcements',
    {
      schema: {
        tags: ['cms'],
        summary:
          'News and announcements, pinned items first, then newest; searched: best match first',
        querystring: NewsSearchQuery,
        response: envelopeResponses(Page(NewsSummary)),
      },
    },
    async (request) => {
      const pageOf = paging(request.query);
      const { records, total } = await searchNews(fastify.db, request.query, pageOf);
      return ok(page(records, total, pageOf));
    },
  );

  fastify.get(
    '/announcement-detail',
    {
      schema: {
        tags: ['cms'],
        summary:
          'One news item or announcement: its HTML body (TeX as MathML), subject and neighbours',
        querystring: NewsDetailQuery,
        response: envelopeResponses(NewsDetail),
      },
    },
    async (request) => {
      const news = await findNews(fastify.db, request.query.id);
      if (!news) throw notFound(`No news item ${request.query.id}`);
      return ok(news);
    },
  );
};

export default cmsRoutes;
