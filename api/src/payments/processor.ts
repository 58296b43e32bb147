/**
 * What the API needs of a card processor. The sandbox (sandbox.ts) implements it inside the API;
 * a real processor's client implements the same four calls, and the routes do not change.
 * Amounts are in the currency's minor unit (fen for CNY), as processors count them.
 */

export interface CardDetails {
  /** Digits only. */
  number: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
  cvc: string;
  holder: string;
}

export interface CreateIntentRequest {
  amount: number;
  currency: string;
  /** The order number, shown in the processor's records. */
  reference: string;
  /** The same key answers the same intent: a retried call never makes a second one. */
  idempotencyKey: string;
}

export type IntentStatus =
  | 'requires_payment_method'
  | 'processing'
  | 'succeeded'
  | 'failed'
  /** Closed before a card was given: it can never be charged. */
  | 'canceled';

export interface PaymentIntent {
  id: string;
  status: IntentStatus;
  amount: number;
  currency: string;
  /** What a receipt may show of the card, once one was given. */
  card?: { brand: string; last4: string };
  /** Why it failed, for `failed`: a code and a sentence for the reader (English). */
  failure?: { code: string; message: string };
}

export interface PaymentProcessor {
  readonly name: string;
  createIntent(request: CreateIntentRequest): Promise<PaymentIntent>;
  /**
   * Charges the card for the intent. Confirming an intent that is already processing, succeeded
   * or failed answers it as it is and charges nothing.
   */
  confirm(intentId: string, card: CardDetails): Promise<PaymentIntent>;
  retrieve(intentId: string): Promise<PaymentIntent>;
  /**
   * Closes an intent still waiting for its card, so that nothing can charge it later. An intent
   * confirmed meanwhile (processing, succeeded or failed) is answered as it is, not cancelled:
   * of a confirmation and a cancellation racing, exactly one wins.
   */
  cancel(intentId: string): Promise<PaymentIntent>;
}

/** The processor does not know the intent (say, the sandbox restarted since). */
export class UnknownIntentError extends Error {
  override readonly name = 'UnknownIntentError';

  constructor(readonly intentId: string) {
    super(`Unknown payment intent ${intentId}`);
  }
}
