import {
  NewsDetail,
  NewsDetailQuery,
  NewsSearchQuery,
  NewsSummary,
  Page,
  PageQuery,
} from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok, page, paging } from '../../lib/envelope';
import { HttpError, notFound } from '../../lib/http-error';
import { preferredLanguage } from '../../lib/language';
import { findNews, readerNews, searchNews } from '../../repositories/news-repository';
import contactMessageRoutes from './contact-message';
import { myNewsMessage } from './messages';
import cmsPageRoutes from './pages';

const cmsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  await fastify.register(cmsPageRoutes);
  await fastify.register(contactMessageRoutes);

  fastify.get(
    '/search-announcements',
    {
      config: { catalogue: true },
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
      config: { catalogue: true },
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

  fastify.get(
    '/my-news',
    {
      schema: {
        tags: ['cms'],
        summary:
          "News about the signed-in person's subscribed journals and bought books, newest first",
        description: 'Personal accounts only: anyone else is asked to log in (401).',
        querystring: PageQuery,
        response: envelopeResponses(Page(NewsSummary)),
      },
    },
    async (request) => {
      const { viewer } = request;
      if (viewer.kind !== 'personal') {
        const language = preferredLanguage(request.headers['accept-language']);
        throw new HttpError(401, myNewsMessage('loginForNews', language));
      }
      const pageOf = paging(request.query);
      const { records, total } = await readerNews(fastify.db, viewer.userId, pageOf);
      return ok(page(records, total, pageOf));
    },
  );
};

export default cmsRoutes;
