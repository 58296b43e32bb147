import fp from 'fastify-plugin';
import type { PaymentConfig } from '../config/payments';
import { createOrderService, type OrderService } from '../services/order-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Checkout and card payment (services/order-service.ts). */
    orders: OrderService;
  }
}

/** `fastify.orders`: the order service over the app's database and card processor. */
export default fp<{ config: PaymentConfig }>(
  async (fastify, { config }) => {
    const { confirmGraceMs, testOnlyKillAt } = config;
    fastify.decorate(
      'orders',
      createOrderService({
        db: fastify.db,
        payments: fastify.payments,
        confirmGraceMs,
        // Test only: the kill test's crash at one step of paying, as abrupt as `kill -9`.
        ...(testOnlyKillAt && {
          onStep: (step) => {
            if (step === testOnlyKillAt) process.kill(process.pid, 'SIGKILL');
          },
        }),
      }),
    );
  },
  { name: 'orders', dependencies: ['db', 'payments'] },
);
