/** The card processor the configuration names. */
import type { PaymentConfig } from '../config/payments';
import type { Db } from '../db/db';
import { databaseIntentStore } from './intent-store';
import type { PaymentProcessor } from './processor';
import { createSandboxProcessor } from './sandbox';

export function createPaymentProcessor(config: PaymentConfig, db: Db): PaymentProcessor {
  switch (config.processor) {
    case 'sandbox':
      return createSandboxProcessor({
        delayMs: config.sandboxDelayMs,
        store: databaseIntentStore(db),
      });
  }
}
