import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import tokenRoutes from './bgcloud-auth/oauth';
import paymentRoutes from './bgcloud-order/payment';
import orderingRoutes from './baseinfoordering';
import bookRoutes from './bookmain';
import cmsRoutes from './cms';
import coverRoutes from './covers';
import healthRoutes from './health';
import periodicalRoutes from './periodical';

/** Each area's routes under its URL prefix; the folder of an area is its prefix. */
const AREAS: readonly [FastifyPluginAsyncTypebox, string][] = [
  [healthRoutes, '/api/health'],
  [periodicalRoutes, '/api/periodical'],
  [orderingRoutes, '/api/baseinfoordering'],
  [bookRoutes, '/api/bookmain'],
  [cmsRoutes, '/api/cms'],
  [paymentRoutes, '/api/bgcloud-order/payment'],
  [tokenRoutes, '/api/bgcloud-auth/oauth'],
  [coverRoutes, '/api/covers'],
];

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  for (const [plugin, prefix] of AREAS) await fastify.register(plugin, { prefix });
};

export default routes;
