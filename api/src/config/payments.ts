/** Which card processor the API charges through, and the sandbox's settings. */

export const PAYMENT_PROCESSORS = ['sandbox'] as const;
export type PaymentProcessorName = (typeof PAYMENT_PROCESSORS)[number];

export interface PaymentConfig {
  /** `sandbox`: the test processor inside the API (payments/sandbox.ts). */
  processor: PaymentProcessorName;
  /** How long the sandbox's delayed test card (4000 0000 0000 3220) stays processing. */
  sandboxDelayMs: number;
}

export const DEFAULT_PAYMENT_CONFIG: PaymentConfig = {
  processor: 'sandbox',
  sandboxDelayMs: 3000,
};
