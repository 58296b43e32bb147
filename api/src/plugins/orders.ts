import fp from 'fastify-plugin';
import { createOrderService, type OrderService } from '../services/order-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Checkout and card payment (services/order-service.ts). */
    orders: OrderService;
  }
}

/** `fastify.orders`: the order service over the app's database and card processor. */
export default fp(
  async (fastify) => {
    fastify.decorate('orders', createOrderService({ db: fastify.db, payments: fastify.payments }));
  },
  { name: 'orders', dependencies: ['db', 'payments'] },
);
