/**
 * A card processor inside the API, for development, tests and demonstrations: it charges no
 * one. Test cards decide the outcome (api/docs/orders.md):
 *
 * - 4242 4242 4242 4242 (and the other brands' success cards below): succeeds at once;
 * - 4000 0000 0000 0002: declined;
 * - 4000 0000 0000 3220: processing for `delayMs`, then succeeded;
 * - any other number: declined as not a test card, so that a real card is never "charged".
 *
 * Its intents are kept in a store of their own (intent-store.ts): in the database, as a real
 * processor's state outlives our process, so a payment under way when the API restarts ends as
 * it would have. An intent left unconfirmed for a day expires, as a processor cancels it.
 */
import { randomBytes } from 'node:crypto';
import { cardBrand, cardProblems } from './card';
import type { IntentStore, StoredIntent } from './intent-store';
import {
  UnknownIntentError,
  type CardDetails,
  type CreateIntentRequest,
  type PaymentIntent,
  type PaymentProcessor,
} from './processor';

export const SANDBOX_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  delayed: '4000000000003220',
} as const;

/** Further cards that succeed, one per brand, so a form's brand logos can be tried. */
const OTHER_SUCCESS_CARDS = new Set([
  '5555555555554444',
  '2223003122003222',
  '378282246310005',
  '6200000000000005',
  '3566002020360505',
]);

const FAILURES = {
  declined: { code: 'card_declined', message: 'Your card was declined.' },
  notTestCard: {
    code: 'not_test_card',
    message: 'The sandbox accepts only test cards; no real card is ever charged.',
  },
  invalidCard: { code: 'invalid_card', message: 'The card number, expiry date or CVC is invalid.' },
  expired: {
    code: 'intent_expired',
    message: 'This payment expired before it was made; nothing was charged.',
  },
} as const;

/** How long an intent waits for its card before it expires. */
export const INTENT_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface SandboxOptions {
  delayMs: number;
  store: IntentStore;
  /** The clock, for tests. */
  now?: () => number;
}

export function createSandboxProcessor({
  delayMs,
  store,
  now = Date.now,
}: SandboxOptions): PaymentProcessor {
  /** The intent as it stands now: a processing one whose time came has succeeded. */
  const find = async (intentId: string): Promise<StoredIntent> => {
    const intent = await store.get(intentId);
    if (!intent) throw new UnknownIntentError(intentId);
    if (intent.status === 'processing' && intent.settlesAt !== undefined) {
      if (now() >= intent.settlesAt) {
        const settled: StoredIntent = { ...intent, status: 'succeeded', settlesAt: undefined };
        await store.update(settled, 'processing');
        return (await store.get(intentId)) ?? settled;
      }
    }
    return intent;
  };

  const answer = ({ settlesAt: _settlesAt, createdAt: _createdAt, ...intent }: StoredIntent) =>
    structuredClone(intent) as PaymentIntent;

  /** What confirming with `card` makes of an intent waiting for its card. */
  function charged(intent: StoredIntent, card: CardDetails): StoredIntent {
    const given = {
      ...intent,
      card: { brand: cardBrand(card.number), last4: card.number.slice(-4) },
    };
    if (now() - intent.createdAt > INTENT_LIFETIME_MS) {
      return { ...intent, status: 'failed', failure: FAILURES.expired };
    }
    if (cardProblems(card, new Date(now())).length > 0) {
      return { ...given, status: 'failed', failure: FAILURES.invalidCard };
    }
    if (card.number === SANDBOX_CARDS.delayed) {
      return { ...given, status: 'processing', settlesAt: now() + delayMs };
    }
    if (card.number === SANDBOX_CARDS.success || OTHER_SUCCESS_CARDS.has(card.number)) {
      return { ...given, status: 'succeeded' };
    }
    const failure =
      card.number === SANDBOX_CARDS.declined ? FAILURES.declined : FAILURES.notTestCard;
    return { ...given, status: 'failed', failure };
  }

  return {
    name: 'sandbox',

    async createIntent({ amount, currency, idempotencyKey }: CreateIntentRequest) {
      const intent = await store.insert(
        {
          id: `pi_sandbox_${randomBytes(12).toString('hex')}`,
          status: 'requires_payment_method',
          amount,
          currency,
          createdAt: now(),
        },
        idempotencyKey,
      );
      return answer(await find(intent.id));
    },

    async confirm(intentId: string, card: CardDetails) {
      const intent = await find(intentId);
      if (intent.status !== 'requires_payment_method') return answer(intent);
      // Only from waiting for a card: a concurrent confirmation that got there first wins.
      await store.update(charged(intent, card), 'requires_payment_method');
      return answer(await find(intentId));
    },

    async retrieve(intentId: string) {
      return answer(await find(intentId));
    },

    async cancel(intentId: string) {
      const intent = await find(intentId);
      if (intent.status !== 'requires_payment_method') return answer(intent);
      await store.update({ ...intent, status: 'canceled' }, 'requires_payment_method');
      return answer(await find(intentId));
    },
  };
}
