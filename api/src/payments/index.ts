/** The card processor the configuration names. */
import type { PaymentConfig } from '../config/payments';
import type { PaymentProcessor } from './processor';
import { createSandboxProcessor } from './sandbox';

export function createPaymentProcessor(config: PaymentConfig): PaymentProcessor {
  switch (config.processor) {
    case 'sandbox':
      return createSandboxProcessor({ delayMs: config.sandboxDelayMs });
  }
}
