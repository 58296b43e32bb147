import fp from 'fastify-plugin';
import type { PaymentConfig } from '../config/payments';
import { createPaymentProcessor } from '../payments';
import type { PaymentProcessor } from '../payments/processor';

declare module 'fastify' {
  interface FastifyInstance {
    /** The card processor orders are paid through (PAYMENT_PROCESSOR). */
    payments: PaymentProcessor;
  }
}

/** `fastify.payments`: the configured card processor, one per app. */
export default fp<{ config: PaymentConfig }>(
  async (fastify, { config }) => {
    fastify.decorate('payments', createPaymentProcessor(config, fastify.db));
  },
  { name: 'payments', dependencies: ['db'] },
);
