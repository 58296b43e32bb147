import { Health } from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok } from '../../lib/envelope';
import { HttpError } from '../../lib/http-error';

const healthRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  // '' rather than '/': the route is /api/health itself, without a trailing-slash twin.
  fastify.get(
    '',
    {
      schema: {
        tags: ['system'],
        summary: 'Whether the API and its database answer',
        response: envelopeResponses(Health),
      },
    },
    async (request) => {
      try {
        await fastify.db.query('select 1');
      } catch (error) {
        request.log.error({ err: error }, 'database health check failed');
        throw new HttpError(503, 'Database unavailable');
      }
      return ok({ status: 'ok' as const, database: fastify.db.kind });
    },
  );
};

export default healthRoutes;
