import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import areaRoutes from './area';
import tokenRoutes from './bgcloud-auth/oauth';
import paymentRoutes from './bgcloud-order/payment';
import userRoutes from './bgcloud-user';
import orderingRoutes from './baseinfoordering';
import bookRoutes from './bookmain';
import catalogueRoutes from './catalogue';
import cmsRoutes from './cms';
import coverRoutes from './covers';
import crawlerRoutes from './crawlers';
import feedRoutes from './feeds';
import healthRoutes from './health';
import periodicalRoutes from './periodical';
import uploadRoutes from './upload';
import pdfRoutes from './resource/pdf';
import searchRoutes from './search';
import staffRoutes from './staff';

/** Each area's routes under its URL prefix; the folder of an area is its prefix. */
const AREAS: readonly [FastifyPluginAsyncTypebox, string][] = [
  [healthRoutes, '/api/health'],
  [catalogueRoutes, '/api/catalogue'],
  [periodicalRoutes, '/api/periodical'],
  [orderingRoutes, '/api/baseinfoordering'],
  [bookRoutes, '/api/bookmain'],
  [cmsRoutes, '/api/cms'],
  [paymentRoutes, '/api/bgcloud-order/payment'],
  [userRoutes, '/api/bgcloud-user'],
  [tokenRoutes, '/api/bgcloud-auth/oauth'],
  [coverRoutes, '/api/covers'],
  [uploadRoutes, '/api/upload'],
  [areaRoutes, '/api/area'],
  [pdfRoutes, '/api/resource/pdf'],
  [searchRoutes, '/api/search'],
  [feedRoutes, '/api/feeds'],
  [crawlerRoutes, '/api/crawlers'],
  [staffRoutes, '/api/staff'],
];

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  for (const [plugin, prefix] of AREAS) await fastify.register(plugin, { prefix });
};

export default routes;
