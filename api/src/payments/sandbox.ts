/**
 * A card processor inside the API, for development, tests and demonstrations: it charges no
 * one. Test cards decide the outcome (api/README.md, "Payments"):
 *
 * - 4242 4242 4242 4242 (and the other brands' success cards below): succeeds at once;
 * - 4000 0000 0000 0002: declined;
 * - 4000 0000 0000 3220: processing for `delayMs`, then succeeded;
 * - any other number: declined as not a test card, so that a real card is never "charged".
 *
 * Intents live in this process's memory, as they would at a remote processor: a restart forgets
 * them, and an order still processing then stays waiting.
 */
import { randomBytes } from 'node:crypto';
import { cardBrand, cardProblems } from './card';
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
} as const;

interface SandboxIntent extends PaymentIntent {
  /** When a processing intent succeeds (ms since the epoch). */
  settlesAt?: number;
}

export interface SandboxOptions {
  delayMs: number;
  /** The clock, for tests. */
  now?: () => number;
}

export function createSandboxProcessor({
  delayMs,
  now = Date.now,
}: SandboxOptions): PaymentProcessor {
  const intents = new Map<string, SandboxIntent>();
  const byIdempotencyKey = new Map<string, string>();

  const find = (intentId: string): SandboxIntent => {
    const intent = intents.get(intentId);
    if (!intent) throw new UnknownIntentError(intentId);
    if (intent.status === 'processing' && intent.settlesAt !== undefined) {
      if (now() >= intent.settlesAt) {
        intent.status = 'succeeded';
        delete intent.settlesAt;
      }
    }
    return intent;
  };

  // A copy, so callers cannot change the sandbox's record.
  const answer = ({ settlesAt: _settlesAt, ...intent }: SandboxIntent): PaymentIntent =>
    structuredClone(intent);

  return {
    name: 'sandbox',

    async createIntent({ amount, currency, idempotencyKey }: CreateIntentRequest) {
      const known = byIdempotencyKey.get(idempotencyKey);
      if (known) return answer(find(known));
      const intent: SandboxIntent = {
        id: `pi_sandbox_${randomBytes(12).toString('hex')}`,
        status: 'requires_payment_method',
        amount,
        currency,
      };
      intents.set(intent.id, intent);
      byIdempotencyKey.set(idempotencyKey, intent.id);
      return answer(intent);
    },

    async confirm(intentId: string, card: CardDetails) {
      const intent = find(intentId);
      if (intent.status !== 'requires_payment_method') return answer(intent);
      intent.card = { brand: cardBrand(card.number), last4: card.number.slice(-4) };
      if (cardProblems(card, new Date(now())).length > 0) {
        intent.status = 'failed';
        intent.failure = FAILURES.invalidCard;
      } else if (card.number === SANDBOX_CARDS.delayed) {
        intent.status = 'processing';
        intent.settlesAt = now() + delayMs;
      } else if (card.number === SANDBOX_CARDS.success || OTHER_SUCCESS_CARDS.has(card.number)) {
        intent.status = 'succeeded';
      } else {
        intent.status = 'failed';
        intent.failure =
          card.number === SANDBOX_CARDS.declined ? FAILURES.declined : FAILURES.notTestCard;
      }
      return answer(intent);
    },

    async retrieve(intentId: string) {
      return answer(find(intentId));
    },
  };
}
