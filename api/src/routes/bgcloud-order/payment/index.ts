import { Type } from '@sinclair/typebox';
import { BookSummary, CartDetailQuery, MAX_CART_IDS } from '@portal/shared/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok } from '../../../lib/envelope';
import { badRequest } from '../../../lib/http-error';
import { findBooksByIds } from '../../../repositories/book-repository';

const MAX_ID = 2_147_483_647;

const paymentRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/get-shopping-cart-obj-detail-list',
    {
      schema: {
        tags: ['orders'],
        summary: 'Current details and prices of the books in a cart',
        querystring: CartDetailQuery,
        response: envelopeResponses(Type.Array(BookSummary)),
      },
    },
    async (request) => {
      const ids = [...new Set(request.query.ids.split(',').filter(Boolean).map(Number))];
      if (ids.length > MAX_CART_IDS) throw badRequest(`At most ${MAX_CART_IDS} ids are accepted`);
      // An id beyond the integer range names no book.
      return ok(
        await findBooksByIds(
          fastify.db,
          ids.filter((id) => id >= 1 && id <= MAX_ID),
        ),
      );
    },
  );
};

export default paymentRoutes;
