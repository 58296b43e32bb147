import { JournalListQuery, JournalSummary, Page } from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok, page, paging } from '../../lib/envelope';
import { listJournals } from '../../repositories/journal-repository';
import periodicalAccessRoutes from './access';
import articleFullTextRoutes from './article-fulltext';
import articleJatsRoutes from './article-jats';
import journalContentRoutes from './journal-content';
import paramRoutes from './param';

const periodicalRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  await fastify.register(paramRoutes, { prefix: '/param' });
  await fastify.register(journalContentRoutes);
  await fastify.register(periodicalAccessRoutes);
  await fastify.register(articleJatsRoutes);
  await fastify.register(articleFullTextRoutes);

  fastify.get(
    '/list',
    {
      config: { catalogue: true },
      schema: {
        tags: ['journals'],
        summary: 'Journals, filtered and sorted, one page at a time',
        querystring: JournalListQuery,
        response: envelopeResponses(Page(JournalSummary)),
      },
    },
    async (request) => {
      const pageOf = paging(request.query);
      const { records, total } = await listJournals(fastify.db, request.query, pageOf);
      return ok(page(records, total, pageOf));
    },
  );
};

export default periodicalRoutes;
