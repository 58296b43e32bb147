/** CMS pages beside news search: home widgets, related news, FAQs and contacts. */
import {
  Contact,
  FaqCategory,
  FaqDetail,
  FaqDetailQuery,
  FaqListQuery,
  HomePage,
  HomePageQuery,
  NewsSummary,
  Page,
  RelatedNewsQuery,
} from '@portal/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok, page, paging } from '../../lib/envelope';
import { notFound } from '../../lib/http-error';
import { homePageNews, relatedNews } from '../../repositories/cms-repository';
import { listContacts } from '../../repositories/contact-repository';
import { findFaq, listFaqs } from '../../repositories/faq-repository';

const cmsPageRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/home-page',
    {
      config: { catalogue: true },
      schema: {
        tags: ['cms'],
        summary: "The home page's widgets: latest news and announcements, pinned items first",
        querystring: HomePageQuery,
        response: envelopeResponses(HomePage),
      },
    },
    async (request) => ok(await homePageNews(fastify.db, request.query.size ?? 5)),
  );

  fastify.get(
    '/related-announcement-page',
    {
      config: { catalogue: true },
      schema: {
        tags: ['cms'],
        summary:
          'News related to one item (same journal or book, else same type), newest first, without the item',
        querystring: RelatedNewsQuery,
        response: envelopeResponses(Page(NewsSummary)),
      },
    },
    async (request) => {
      const pageOf = paging(request.query);
      const related = await relatedNews(fastify.db, request.query.id, pageOf);
      if (!related) throw notFound(`No news item ${request.query.id}`);
      return ok(page(related.records, related.total, pageOf));
    },
  );

  fastify.get(
    '/faq-list',
    {
      config: { catalogue: true },
      schema: {
        tags: ['cms'],
        summary: 'Frequently asked questions by category, optionally searched',
        querystring: FaqListQuery,
        response: envelopeResponses(Type.Array(FaqCategory)),
      },
    },
    async (request) => ok(await listFaqs(fastify.db, request.query.keyword)),
  );

  fastify.get(
    '/faq-detail',
    {
      config: { catalogue: true },
      schema: {
        tags: ['cms'],
        summary: 'One frequently asked question with its HTML answer',
        querystring: FaqDetailQuery,
        response: envelopeResponses(FaqDetail),
      },
    },
    async (request) => {
      const faq = await findFaq(fastify.db, request.query.id);
      if (!faq) throw notFound(`No FAQ ${request.query.id}`);
      return ok(faq);
    },
  );

  fastify.get(
    '/contact',
    {
      config: { catalogue: true },
      schema: {
        tags: ['cms'],
        summary: "The publisher's departments with contact person, e-mail, phone and hours",
        response: envelopeResponses(Type.Array(Contact)),
      },
    },
    async () => ok(await listContacts(fastify.db)),
  );
};

export default cmsPageRoutes;
