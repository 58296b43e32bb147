import { Type } from '@sinclair/typebox';
import { OrderingCategory } from '@portal/shared/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok } from '../../lib/envelope';
import { listOrderingCategories } from '../../repositories/ordering-repository';

const orderingRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/category',
    {
      schema: {
        tags: ['ordering'],
        summary: 'Ordering-information categories with their subcategories, in menu order',
        response: envelopeResponses(Type.Array(OrderingCategory)),
      },
    },
    async () => ok(await listOrderingCategories(fastify.db)),
  );
};

export default orderingRoutes;
