import { Type } from '@sinclair/typebox';
import { OrderingCategory, OrderingDetail, OrderingDetailQuery } from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok } from '../../lib/envelope';
import { notFound } from '../../lib/http-error';
import { findOrderingDetail } from '../../repositories/ordering-detail-repository';
import { listOrderingCategories } from '../../repositories/ordering-repository';

const orderingRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/category',
    {
      config: { catalogue: true },
      schema: {
        tags: ['ordering'],
        summary: 'Ordering-information categories with their subcategories, in menu order',
        response: envelopeResponses(Type.Array(OrderingCategory)),
      },
    },
    async () => ok(await listOrderingCategories(fastify.db)),
  );

  fastify.get(
    '/detail',
    {
      config: { catalogue: true },
      schema: {
        tags: ['ordering'],
        summary: 'The page of one subcategory: prices, how to order, whom to contact (HTML)',
        querystring: OrderingDetailQuery,
        response: envelopeResponses(OrderingDetail),
      },
    },
    async (request) => {
      const detail = await findOrderingDetail(fastify.db, request.query.id);
      if (!detail) throw notFound(`No ordering information page ${request.query.id}`);
      return ok(detail);
    },
  );
};

export default orderingRoutes;
