/**
 * Orders and payment under /api/bgcloud-order/payment: the cart's current prices (anyone), and
 * for a signed-in person checkout, card payment, its result, their orders and what they bought.
 * Prices always come from the catalogue; an order is made once per checkout and charged at most
 * once, whatever a browser retries.
 */
import { randomInt } from 'node:crypto';
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
  type CardInput,
  type CartLine,
} from '@portal/shared/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { envelopeResponses, ok, page, paging } from '../../../lib/envelope';
import { HttpError, badRequest } from '../../../lib/http-error';
import { preferredLanguage } from '../../../lib/language';
import { cardBrand, cardProblems } from '../../../payments/card';
import {
  MEDIUM_NAMES_ZH,
  isPaymentMessage,
  paymentMessage,
  type PaymentMessage,
} from '../../../payments/messages';
import { UnknownIntentError, type PaymentIntent } from '../../../payments/processor';
import { findUser, type User } from '../../../repositories/account-repository';
import { findBooksByIds } from '../../../repositories/book-repository';
import {
  boughtBooks,
  createOrder,
  findCatalogueBooks,
  findUserOrder,
  orderItems,
  setOrderIntent,
  settlePayment,
  startPaymentAttempt,
  userOrders,
  type NewOrderLine,
  type OrderRecord,
} from '../../../repositories/order-repository';

const MAX_ID = 2_147_483_647;
const TAGS = ['orders'];
const CURRENCY = 'CNY';

/** PO, today (UTC) as YYYYMMDD, eight random digits. */
function newOrderNo(now = new Date()): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `PO${day}${String(randomInt(100_000_000)).padStart(8, '0')}`;
}

/** The cart as one text: the same lines in any order give the same digest. */
const cartDigest = (lines: readonly CartLine[]) =>
  lines
    .map((line) => `${line.bookId}:${line.medium}:${line.quantity}`)
    .sort()
    .join(',');

const parseIds = (ids: string) => [
  ...new Set(
    ids
      .split(',')
      .filter(Boolean)
      .map(Number)
      .filter((id) => id >= 1 && id <= MAX_ID),
  ),
];

const paymentRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const fail = (
    request: FastifyRequest,
    status: number,
    key: PaymentMessage,
    values: Record<string, string | number> = {},
  ) =>
    new HttpError(
      status,
      paymentMessage(key, preferredLanguage(request.headers['accept-language']), values),
    );

  /** The signed-in person; anyone else is refused with `message` (401). */
  async function requirePerson(request: FastifyRequest, message: PaymentMessage): Promise<User> {
    const { viewer } = request;
    const user = viewer.kind === 'personal' ? await findUser(fastify.db, viewer.userId) : undefined;
    if (!user) throw fail(request, 401, message);
    return user;
  }

  async function requireOrder(request: FastifyRequest, user: User, orderNo: string) {
    const order = await findUserOrder(fastify.db, user.id, orderNo);
    if (!order) throw fail(request, 404, 'unknownOrder', { orderNo });
    return order;
  }

  /** The order's processor intent, made now if the order has none yet. */
  async function intentOf(order: OrderRecord): Promise<string> {
    if (order.processorIntentId) return order.processorIntentId;
    // Keyed by the order number: a second call, even a concurrent one, answers the same intent.
    const intent = await fastify.payments.createIntent({
      amount: order.amountMinor,
      currency: order.currency,
      reference: order.orderNo,
      idempotencyKey: order.orderNo,
    });
    await setOrderIntent(fastify.db, order.id, fastify.payments.name, intent.id);
    return intent.id;
  }

  /** Asks the processor about a payment still processing and records its outcome. */
  async function refresh(request: FastifyRequest, order: OrderRecord): Promise<OrderRecord> {
    if (order.status !== 'waiting' || order.attempt?.status !== 'processing') return order;
    let intent: PaymentIntent;
    try {
      intent = await fastify.payments.retrieve(order.attempt.processorRef);
    } catch (error) {
      if (!(error instanceof UnknownIntentError)) throw error;
      request.log.warn({ orderNo: order.orderNo }, 'the processor no longer knows the payment');
      intent = {
        id: order.attempt.processorRef,
        status: 'failed',
        amount: order.amountMinor,
        currency: order.currency,
        failure: { code: 'intent_lost', message: 'The processor no longer knows this payment' },
      };
    }
    await settlePayment(fastify.db, order.id, intent);
    return (await findUserOrder(fastify.db, order.userId, order.orderNo)) ?? order;
  }

  function result(request: FastifyRequest, order: OrderRecord): PaymentResult {
    const language = preferredLanguage(request.headers['accept-language']);
    switch (order.status) {
      case 'paid':
        return {
          orderNo: order.orderNo,
          status: 'success',
          message: paymentMessage('paymentSucceeded', language),
        };
      case 'failed': {
        const code = order.failureCode ?? '';
        const reason = isPaymentMessage(code)
          ? paymentMessage(code, language)
          : (order.failureReason ?? undefined);
        return {
          orderNo: order.orderNo,
          status: 'failure',
          message: paymentMessage('paymentFailed', language),
          ...(reason && { reason }),
        };
      }
      case 'waiting':
        return {
          orderNo: order.orderNo,
          status: 'waiting',
          message: paymentMessage(order.attempt ? 'gettingResults' : 'waitingForPayment', language),
        };
    }
  }

  /** Prices the cart from the catalogue; refuses what cannot be ordered, naming the book. */
  async function priceCart(request: FastifyRequest, lines: readonly CartLine[]) {
    const seen = new Set<string>();
    for (const { bookId, medium } of lines) {
      const key = `${bookId}:${medium}`;
      if (seen.has(key)) {
        throw fail(request, 400, 'repeatedItem', {
          bookId,
          medium,
          mediumZh: MEDIUM_NAMES_ZH[medium],
        });
      }
      seen.add(key);
    }
    const books = await findCatalogueBooks(
      fastify.db,
      lines.map((line) => line.bookId),
    );
    let totalFen = 0;
    const priced = lines.map((line): NewOrderLine => {
      const book = books.get(line.bookId);
      if (!book) throw fail(request, 400, 'unknownBook', { bookId: line.bookId });
      if (book.publishStatus !== 'published') {
        throw fail(request, 400, 'forthcomingBook', { bookId: line.bookId });
      }
      if (book.medium !== line.medium) {
        throw fail(request, 400, 'wrongMedium', {
          bookId: line.bookId,
          sold: book.medium,
          asked: line.medium,
          soldZh: MEDIUM_NAMES_ZH[book.medium],
          askedZh: MEDIUM_NAMES_ZH[line.medium],
        });
      }
      // Whole fen, so that no float error reaches the total.
      totalFen += Math.round(book.listPrice * 100) * line.quantity;
      return { ...line, unitPrice: book.listPrice };
    });
    return { lines: priced, totalAmount: totalFen / 100 };
  }

  async function intentAnswer(order: OrderRecord): Promise<OrderIntent> {
    const items = await orderItems(fastify.db, [order.id]);
    return {
      orderNo: order.orderNo,
      status: order.status,
      amount: order.amount,
      currency: order.currency,
      items: items.get(order.id) ?? [],
    };
  }

  const normalizeCard = (card: CardInput): CardInput => ({
    ...card,
    number: card.number.replace(/[ -]/g, ''),
    holder: card.holder.trim(),
  });

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
      const { items, idempotencyKey } = request.body;
      const { lines, totalAmount } = await priceCart(request, items);
      const digest = cartDigest(items);
      let order: OrderRecord | undefined;
      // A new order number only repeats by chance; then the insert is tried again.
      for (let attempt = 0; attempt < 3 && !order; attempt++) {
        order = await createOrder(fastify.db, {
          orderNo: newOrderNo(),
          userId: user.id,
          tenantId: user.tenantId,
          idempotencyKey,
          cartDigest: digest,
          totalAmount,
          currency: CURRENCY,
          lines,
        });
      }
      if (!order) throw new Error('Could not draw an unused order number');
      if (order.idempotencyKey === idempotencyKey && order.cartDigest !== digest) {
        throw fail(request, 409, 'keyReused');
      }
      if (order.status === 'waiting') await intentOf(order);
      return ok(await intentAnswer(order));
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
      const order = await requireOrder(request, user, request.body.orderNo);
      if (order.status === 'failed') {
        throw fail(request, 409, 'orderFailed', { orderNo: order.orderNo });
      }
      if (order.status === 'paid' || order.attempt) {
        return ok(result(request, await refresh(request, order)));
      }
      const card = normalizeCard(request.body.card);
      const [problem] = cardProblems(card);
      if (problem) {
        const key = (
          { number: 'invalidCardNumber', expiry: 'cardExpired', cvc: 'invalidCvc' } as const
        )[problem];
        throw fail(request, 400, key);
      }
      const intentId = await intentOf(order);
      const started = await startPaymentAttempt(fastify.db, {
        orderId: order.id,
        processor: fastify.payments.name,
        processorRef: intentId,
        amount: order.amount,
        currency: order.currency,
        cardBrand: cardBrand(card.number),
        cardLast4: card.number.slice(-4),
      });
      // Another confirmation of this order got there first: it charges, this one does not.
      if (started) {
        const intent = await fastify.payments.confirm(intentId, card);
        await settlePayment(fastify.db, order.id, intent);
      }
      const current = await findUserOrder(fastify.db, user.id, order.orderNo);
      return ok(result(request, current ?? order));
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
      const order = await requireOrder(request, user, request.query.orderNo);
      return ok(result(request, await refresh(request, order)));
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
