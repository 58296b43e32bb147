/**
 * Orders and payment under /api/bgcloud-order/payment: the cart's current prices (anyone), and
 * for a signed-in person checkout, card payment, its result, their orders and what they bought.
 * Each route checks who asks, calls `fastify.orders` (services/order-service.ts, where pricing
 * and settlement live) or a repository, and answers.
 */
import { Type } from '@sinclair/typebox';
import {
  BookSummary,
  CartDetailQuery,
  ConfirmPaymentBody,
  CreatePaymentIntentBody,
  MAX_CART_IDS,
  MyOrdersQuery,
  Order,
  OrderIntent,
  OrderedBooksQuery,
  Page,
  PaymentResult,
  PaymentResultQuery,
} from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { envelopeResponses, ok, page, paging } from '../../../lib/envelope';
import { HttpError, badRequest } from '../../../lib/http-error';
import { preferredLanguage } from '../../../lib/language';
import { paymentMessage, type PaymentMessage } from '../../../payments/messages';
import { findUser, type User } from '../../../repositories/account-repository';
import { findBooksByIds } from '../../../repositories/book-repository';
import { boughtBooks } from '../../../repositories/order-item-repository';
import { userOrders } from '../../../repositories/order-repository';
import { OrderRefusal } from '../../../services/order-refusal';
import { failureReasonIn, paymentResult } from '../../../services/order-service';

const MAX_ID = 2_147_483_647;
const TAGS = ['orders'];

const parseIds = (ids: string) => [
  ...new Set(
    ids
      .split(',')
      .filter(Boolean)
      .map(Number)
      .filter((id) => id >= 1 && id <= MAX_ID),
  ),
];

const languageOf = (request: FastifyRequest) =>
  preferredLanguage(request.headers['accept-language']);

const paymentRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  // The service's refusals, written in the reader's language; thrown on, they reach the app's
  // error handler, which answers them in the envelope like every other error.
  fastify.setErrorHandler((error, request) => {
    if (error instanceof OrderRefusal) {
      throw new HttpError(
        error.statusCode,
        paymentMessage(error.key, languageOf(request), error.values),
      );
    }
    throw error;
  });

  /** The signed-in person; anyone else is refused with `message` (401). */
  async function requirePerson(request: FastifyRequest, message: PaymentMessage): Promise<User> {
    const { viewer } = request;
    const user = viewer.kind === 'personal' ? await findUser(fastify.db, viewer.userId) : undefined;
    if (!user) throw new HttpError(401, paymentMessage(message, languageOf(request)));
    return user;
  }

  fastify.get(
    '/get-shopping-cart-obj-detail-list',
    {
      schema: {
        tags: TAGS,
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

  fastify.post(
    '/create-payment-intent',
    {
      schema: {
        tags: TAGS,
        summary: 'Checkout: the order of a cart, priced from the catalogue, ready to be paid',
        description:
          'Idempotent: the same idempotencyKey, or the same cart while its order waits, answers the same order. Signed-in people only.',
        body: CreatePaymentIntentBody,
        response: envelopeResponses(OrderIntent),
      },
    },
    async (request) => {
      const user = await requirePerson(request, 'loginBeforePayment');
      const { items, idempotencyKey, address } = request.body;
      return ok(await fastify.orders.checkout(user, items, idempotencyKey, address, request.log));
    },
  );

  fastify.post(
    '/confirm-payment',
    {
      schema: {
        tags: TAGS,
        summary:
          'Pays a waiting order by card, once: a paid or processing order is not charged again',
        body: ConfirmPaymentBody,
        response: envelopeResponses(PaymentResult),
      },
    },
    async (request) => {
      const user = await requirePerson(request, 'loginBeforePayment');
      const { orderNo, card } = request.body;
      const order = await fastify.orders.pay(user, orderNo, card, request.log);
      return ok(paymentResult(order, languageOf(request)));
    },
  );

  fastify.get(
    '/payment-result-check',
    {
      schema: {
        tags: TAGS,
        summary: "A payment's result: waiting, success or failure, with the message to show",
        querystring: PaymentResultQuery,
        response: envelopeResponses(PaymentResult),
      },
    },
    async (request) => {
      const user = await requirePerson(request, 'loginBeforePayment');
      const order = await fastify.orders.currentOrder(user, request.query.orderNo, request.log);
      return ok(paymentResult(order, languageOf(request)));
    },
  );

  fastify.get(
    '/my-orders-page',
    {
      schema: {
        tags: TAGS,
        summary: "The signed-in person's orders, newest first, with their items",
        querystring: MyOrdersQuery,
        response: envelopeResponses(Page(Order)),
      },
    },
    async (request) => {
      const user = await requirePerson(request, 'loginForOrders');
      const pageOf = paging(request.query);
      const { records, total } = await userOrders(
        fastify.db,
        user.id,
        request.query.status,
        pageOf,
        failureReasonIn(languageOf(request)),
      );
      return ok(page(records, total, pageOf));
    },
  );

  fastify.get(
    '/check-obj-is-ordered',
    {
      schema: {
        tags: TAGS,
        summary:
          'Which of these books the signed-in person has bought (in a paid order); none for anyone else',
        querystring: OrderedBooksQuery,
        response: envelopeResponses(Type.Array(Type.Integer())),
      },
    },
    async (request) => {
      const ids = parseIds(request.query.ids);
      if (ids.length > MAX_CART_IDS) throw badRequest(`At most ${MAX_CART_IDS} ids are accepted`);
      // Book pages ask this for every reader: anyone but a signed-in person has bought nothing,
      // which is an answer, not a reason to send them to the login page (a 401 would).
      const { viewer } = request;
      if (viewer.kind !== 'personal') return ok([]);
      const user = await requirePerson(request, 'loginForOrders');
      return ok(await boughtBooks(fastify.db, user.id, ids));
    },
  );
};

export default paymentRoutes;
