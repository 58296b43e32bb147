/**
 * Checkout and card payment: an order is made once per checkout, priced from the catalogue,
 * and charged at most once, whatever a browser retries. The routes of
 * routes/bgcloud-order/payment check who asks and answer; the rules are here.
 */
import { createHash, randomInt } from 'node:crypto';
import type {
  CardInput,
  CartLine,
  DeliveryAddress,
  OrderIntent,
  PaymentResult,
} from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_PAYMENT_CONFIG, type PaymentStep } from '../config/payments';
import { SUBSCRIPTION_SALE_YEAR } from '../config/subscriptions';
import type { Db } from '../db/db';
import type { Language } from '../lib/language';
import { cardBrand, cardProblems } from '../payments/card';
import { isPaymentMessage, paymentMessage } from '../payments/messages';
import {
  UnknownIntentError,
  type PaymentIntent,
  type PaymentProcessor,
} from '../payments/processor';
import type { User } from '../repositories/account-repository';
import {
  createOrder,
  findCatalogueBooks,
  findProcessingOrders,
  findUserOrder,
  setOrderIntent,
  settlePayment,
  startPaymentAttempt,
  type OrderRecord,
} from '../repositories/order-repository';
import { orderItems, ownedItems, type OwnedItem } from '../repositories/order-item-repository';
import { findSubscriptionOffers } from '../repositories/subscription-offer-repository';
import { areaProblem } from './address-check';
import { cartDigest, idsOfCart, priceCart } from './cart-pricing';
import { OrderRefusal } from './order-refusal';

const CURRENCY = 'CNY';

/** PO, today (UTC) as YYYYMMDD, eight random digits. */
export function newOrderNo(now = new Date()): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `PO${day}${String(randomInt(100_000_000)).padStart(8, '0')}`;
}

/**
 * The digest of a checkout: its cart and, when something is posted, where to. A changed address
 * is another checkout, so a waiting order is never answered to a reader who corrected it.
 */
function checkoutDigest(cart: string, address: DeliveryAddress | null): string {
  if (!address) return cart;
  const { name, phone, countryCode, regionCode, address: street, postcode } = address;
  const fields = JSON.stringify([name, phone, countryCode, regionCode ?? '', street, postcode]);
  return `${cart}@${createHash('sha256').update(fields).digest('hex').slice(0, 16)}`;
}

/** The card as the processor takes it: digits only, the holder's name trimmed. */
export const normalizeCard = (card: CardInput): CardInput => ({
  ...card,
  number: card.number.replace(/[ -]/g, ''),
  holder: card.holder.trim(),
});

/** Where an order stands, in the words a reader is shown. */
export function paymentResult(order: OrderRecord, language: Language): PaymentResult {
  switch (order.status) {
    case 'paid':
      return {
        orderNo: order.orderNo,
        status: 'success',
        message: paymentMessage('paymentSucceeded', language),
      };
    case 'failed': {
      const reason = failureReasonIn(language)(order.failureCode, order.failureReason);
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

/** A payment the processor does not know: failed, and so never charged. */
function lostIntent(order: OrderRecord, intentId: string): PaymentIntent {
  return {
    id: intentId,
    status: 'failed',
    amount: order.amountMinor,
    currency: order.currency,
    failure: { code: 'intent_lost', message: 'The processor no longer knows this payment' },
  };
}

/**
 * What a cancelled intent makes of its order: failed, with nothing charged. The API recorded
 * the payment but never confirmed it with the processor (it stopped in between), and the card is
 * not kept, so the reader pays again by checking out again.
 */
function interruptedIntent(intent: PaymentIntent): PaymentIntent {
  return {
    ...intent,
    status: 'failed',
    failure: {
      code: 'payment_interrupted',
      message: 'The payment was interrupted before the card was charged; nothing was charged.',
    },
  };
}

/** The intent as the order records it: a cancelled one is a failure. */
const outcomeOf = (intent: PaymentIntent): PaymentIntent =>
  intent.status === 'canceled' ? interruptedIntent(intent) : intent;

/**
 * Checkout of what the reader already has: refused before any order or charge, naming it (the
 * books first; once they are out of the cart, the subscriptions).
 */
function alreadyOwned(owned: readonly OwnedItem[]): OrderRefusal {
  const books = owned.filter((item) => item.kind === 'book');
  const items = books.length ? books : owned;
  return new OrderRefusal(409, books.length ? 'alreadyBought' : 'alreadySubscribed', {
    titlesEn: items.map((item) => `“${item.title.en}”`).join(', '),
    titlesZh: items.map((item) => `《${item.title.zh}》`).join('、'),
    year: SUBSCRIPTION_SALE_YEAR,
  });
}

export interface OrderServiceDeps {
  db: Db;
  payments: PaymentProcessor;
  /**
   * How long a payment recorded but not confirmed with the processor may still be on its way
   * (PaymentConfig.confirmGraceMs); after that it was interrupted, and is cancelled.
   */
  confirmGraceMs?: number;
  /** The clock, for tests. */
  now?: () => number;
  /** Told each step of paying as it is done; the kill test stops the API there. */
  onStep?: (step: PaymentStep) => void;
}

export type OrderService = ReturnType<typeof createOrderService>;

export function createOrderService({
  db,
  payments,
  confirmGraceMs = DEFAULT_PAYMENT_CONFIG.confirmGraceMs,
  now = Date.now,
  onStep,
}: OrderServiceDeps) {
  /** The person's order with this number; 404 for anyone else's. */
  async function requireOrder(user: User, orderNo: string): Promise<OrderRecord> {
    const order = await findUserOrder(db, user.id, orderNo);
    if (!order) throw new OrderRefusal(404, 'unknownOrder', { orderNo });
    return order;
  }

  /** The order's processor intent, made now if the order has none yet. */
  async function intentOf(order: OrderRecord): Promise<string> {
    if (order.processorIntentId) return order.processorIntentId;
    // Keyed by the order number: a second call, even a concurrent one, answers the same intent.
    const intent = await payments.createIntent({
      amount: order.amountMinor,
      currency: order.currency,
      reference: order.orderNo,
      idempotencyKey: order.orderNo,
    });
    onStep?.('intent-created');
    await setOrderIntent(db, order.id, payments.name, intent.id);
    return intent.id;
  }

  /**
   * Asks the processor about a payment still processing and records its outcome. A payment
   * recorded but never confirmed (the intent still waits for its card) past the grace time was
   * interrupted: its intent is cancelled, so that nothing can charge it later, and the order
   * closes unpaid. Every state of an attempt thus ends: the processor settles what it was given,
   * and what it was not given is cancelled.
   */
  async function refresh(order: OrderRecord, log?: FastifyBaseLogger): Promise<OrderRecord> {
    if (order.status !== 'waiting' || order.attempt?.status !== 'processing') return order;
    const { processorRef, startedTime } = order.attempt;
    let intent: PaymentIntent;
    try {
      intent = await payments.retrieve(processorRef);
      if (
        intent.status === 'requires_payment_method' &&
        now() - Date.parse(startedTime) >= confirmGraceMs
      ) {
        // A confirmation still on its way and this cancellation cannot both win at the processor.
        intent = await payments.cancel(processorRef);
        if (intent.status === 'canceled') {
          log?.warn({ orderNo: order.orderNo }, 'an interrupted payment was cancelled');
          onStep?.('intent-cancelled');
        }
      }
    } catch (error) {
      if (!(error instanceof UnknownIntentError)) throw error;
      log?.warn({ orderNo: order.orderNo }, 'the processor no longer knows the payment');
      intent = lostIntent(order, processorRef);
    }
    await settlePayment(db, order.id, outcomeOf(intent));
    return (await findUserOrder(db, order.userId, order.orderNo)) ?? order;
  }

  async function intentAnswer(order: OrderRecord): Promise<OrderIntent> {
    const items = await orderItems(db, [order.id]);
    return {
      orderNo: order.orderNo,
      status: order.status,
      amount: order.amount,
      currency: order.currency,
      items: items.get(order.id) ?? [],
    };
  }

  return {
    /**
     * Checkout: the order of this cart, ready to be paid. The same key, or the same cart (and
     * address) while its order waits, answers the same order; a waiting order of another
     * checkout whose payment was interrupted is closed first, and a new order made. A cart with
     * something posted needs `address`, which is kept with the order; without, an address is not
     * asked for and not kept.
     */
    async checkout(
      user: User,
      items: readonly CartLine[],
      idempotencyKey: string,
      givenAddress?: DeliveryAddress,
      log?: FastifyBaseLogger,
    ): Promise<OrderIntent> {
      const { bookIds, journalIds } = idsOfCart(items);
      const [books, subscriptions] = await Promise.all([
        findCatalogueBooks(db, bookIds),
        findSubscriptionOffers(db, journalIds, SUBSCRIPTION_SALE_YEAR),
      ]);
      const { lines, totalAmount, needsDelivery } = priceCart(items, { books, subscriptions });
      const address = needsDelivery ? (givenAddress ?? null) : null;
      if (needsDelivery && !address) throw new OrderRefusal(400, 'addressRequired');
      if (address) {
        const problem = await areaProblem(db, address);
        if (problem) throw new OrderRefusal(400, problem);
      }
      // A retried checkout (the same key) is about its own order, which may be paid by now.
      const owned = await ownedItems(
        db,
        user.id,
        { bookIds, journalIds, year: SUBSCRIPTION_SALE_YEAR },
        { idempotencyKey },
      );
      if (owned.length) throw alreadyOwned(owned);
      const digest = checkoutDigest(cartDigest(lines), address);
      let order: OrderRecord | undefined;
      // A new order number only repeats by chance, and another checkout's order of this cart
      // may close on a look at its payment: then the insert is tried again.
      for (let tries = 0; tries < 3 && !order; tries++) {
        order = await createOrder(db, {
          orderNo: newOrderNo(),
          userId: user.id,
          tenantId: user.tenantId,
          idempotencyKey,
          cartDigest: digest,
          totalAmount,
          currency: CURRENCY,
          lines,
          address,
        });
        onStep?.('order-created');
        // Another checkout's order stands in this one's way only while its payment may end paid.
        if (order && order.idempotencyKey !== idempotencyKey && order.attempt) {
          if ((await refresh(order, log)).status !== 'waiting') order = undefined;
        }
      }
      if (!order) throw new Error('Could not draw an unused order number');
      if (order.idempotencyKey === idempotencyKey && order.cartDigest !== digest) {
        throw new OrderRefusal(409, 'keyReused');
      }
      if (order.status === 'waiting') await intentOf(order);
      return intentAnswer(order);
    },

    /**
     * Pays a waiting order by card, once: a paid order, or one with a payment under way, is
     * answered as it stands and not charged again.
     */
    async pay(
      user: User,
      orderNo: string,
      cardInput: CardInput,
      log: FastifyBaseLogger,
    ): Promise<OrderRecord> {
      const order = await requireOrder(user, orderNo);
      if (order.status === 'failed') {
        throw new OrderRefusal(409, 'orderFailed', { orderNo: order.orderNo });
      }
      if (order.status === 'paid' || order.attempt) return refresh(order, log);
      const card = normalizeCard(cardInput);
      const [problem] = cardProblems(card);
      if (problem) {
        const key = (
          { number: 'invalidCardNumber', expiry: 'cardExpired', cvc: 'invalidCvc' } as const
        )[problem];
        throw new OrderRefusal(400, key);
      }
      // Another order may have bought the same since this one was made: no second charge.
      const lines = (await orderItems(db, [order.id])).get(order.id) ?? [];
      const owned = await ownedItems(
        db,
        user.id,
        {
          bookIds: lines.flatMap((line) => (line.bookId === undefined ? [] : [line.bookId])),
          journalIds: lines.flatMap((line) =>
            line.subscription ? [line.subscription.journalId] : [],
          ),
          year: SUBSCRIPTION_SALE_YEAR,
        },
        { id: order.id },
      );
      if (owned.length) throw alreadyOwned(owned);
      const intentId = await intentOf(order);
      const started = await startPaymentAttempt(db, {
        orderId: order.id,
        processor: payments.name,
        processorRef: intentId,
        amount: order.amount,
        currency: order.currency,
        cardBrand: cardBrand(card.number),
        cardLast4: card.number.slice(-4),
      });
      // Another confirmation of this order got there first: it charges, this one does not.
      if (started) {
        onStep?.('attempt-recorded');
        let intent: PaymentIntent;
        try {
          intent = outcomeOf(await payments.confirm(intentId, card));
          onStep?.('processor-confirmed');
        } catch (error) {
          if (!(error instanceof UnknownIntentError)) throw error;
          // The processor cannot charge what it does not know: the order closes, unpaid.
          log.warn({ orderNo: order.orderNo }, 'the processor does not know the payment');
          await settlePayment(db, order.id, lostIntent(order, intentId));
          throw new OrderRefusal(409, 'paymentLost', { orderNo: order.orderNo });
        }
        await settlePayment(db, order.id, intent);
        onStep?.('payment-settled');
        if (intent.failure?.code === 'intent_expired') {
          throw new OrderRefusal(409, 'paymentExpired', { orderNo: order.orderNo });
        }
      }
      return (await findUserOrder(db, user.id, order.orderNo)) ?? order;
    },

    /**
     * At start and on a schedule: every payment under way (say, when the API stopped) is asked
     * about again, so an order paid meanwhile is paid, one the processor never charged is closed,
     * and one never confirmed is cancelled and closed (see `refresh`). A payment still
     * processing stays waiting, and the next look at it asks again.
     */
    async reconcile(log: FastifyBaseLogger): Promise<{ orderNo: string; status: string }[]> {
      const settled = [];
      for (const order of await findProcessingOrders(db)) {
        const now = await refresh(order, log);
        settled.push({ orderNo: now.orderNo, status: now.status });
      }
      if (settled.length) log.info({ orders: settled }, 'payments under way reconciled');
      return settled;
    },

    /** The person's order as it stands now, asking the processor about a payment under way. */
    async currentOrder(user: User, orderNo: string, log: FastifyBaseLogger): Promise<OrderRecord> {
      return refresh(await requireOrder(user, orderNo), log);
    },
  };
}

/**
 * Why an order failed, in `language`: the processor's code in our words where we have them, else
 * the processor's own text.
 */
export const failureReasonIn =
  (language: Language) =>
  (code: string | null, reason: string | null): string | undefined =>
    code !== null && isPaymentMessage(code)
      ? paymentMessage(code, language)
      : (reason ?? undefined);
