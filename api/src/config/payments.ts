/** Which card processor the API charges through, the sandbox's settings and reconciliation's. */

export const PAYMENT_PROCESSORS = ['sandbox'] as const;
export type PaymentProcessorName = (typeof PAYMENT_PROCESSORS)[number];

/**
 * The steps of paying, in order, at which the order service reports its progress: checkout
 * (`order-created`, `intent-created`), confirmation (`attempt-recorded`, `processor-confirmed`,
 * `payment-settled`) and reconciliation (`intent-cancelled`). The kill test stops the API at each.
 */
export const PAYMENT_STEPS = [
  'order-created',
  'intent-created',
  'attempt-recorded',
  'processor-confirmed',
  'payment-settled',
  'intent-cancelled',
] as const;
export type PaymentStep = (typeof PAYMENT_STEPS)[number];

export interface PaymentConfig {
  /** `sandbox`: the test processor inside the API (payments/sandbox.ts). */
  processor: PaymentProcessorName;
  /** How long the sandbox's delayed test card (4000 0000 0000 3220) stays processing. */
  sandboxDelayMs: number;
  /**
   * How long a payment recorded but not yet confirmed with the processor may be in flight
   * before it is taken for interrupted (the API died in between): then its intent is cancelled
   * and the order closed unpaid. Longer than any confirmation call takes.
   */
  confirmGraceMs: number;
  /** How often the API asks the processor about payments under way; 0: only at start. */
  reconcileIntervalMs: number;
  /**
   * Test only (TEST_ONLY_KILL_AT_PAYMENT_STEP): the API kills itself with SIGKILL when paying
   * reaches this step, as a crash would; unset (always, outside the kill test), nothing happens.
   */
  testOnlyKillAt?: PaymentStep;
}

export const DEFAULT_PAYMENT_CONFIG: PaymentConfig = {
  processor: 'sandbox',
  sandboxDelayMs: 3000,
  confirmGraceMs: 30_000,
  reconcileIntervalMs: 60_000,
};
