import { BookHomepageCount, BookHomepageQuery, BookSummary, Page } from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok, page, paging } from '../../lib/envelope';
import { countHomepageBooks, listHomepageBooks } from '../../repositories/book-repository';
import bookAccessRoutes from './access';
import bookCatalogueRoutes from './catalogue';
import bookOnixRoutes from './onix';

const bookRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  await fastify.register(bookAccessRoutes);
  await fastify.register(bookCatalogueRoutes);
  await fastify.register(bookOnixRoutes);

  fastify.get(
    '/homepage',
    {
      config: { catalogue: true },
      schema: {
        tags: ['books'],
        summary: 'Books of the book home page: all, recent, forthcoming or featured',
        querystring: BookHomepageQuery,
        response: envelopeResponses(Page(BookSummary)),
      },
    },
    async (request) => {
      const pageOf = paging(request.query);
      const { records, total } = await listHomepageBooks(
        fastify.db,
        request.query.type ?? 'all',
        pageOf,
      );
      return ok(page(records, total, pageOf));
    },
  );

  fastify.get(
    '/homepage-count',
    {
      config: { catalogue: true },
      schema: {
        tags: ['books'],
        summary: 'How many books each list of the book home page holds',
        response: envelopeResponses(BookHomepageCount),
      },
    },
    async () => ok(await countHomepageBooks(fastify.db)),
  );
};

export default bookRoutes;
