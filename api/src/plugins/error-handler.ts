import { STATUS_CODES } from 'node:http';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { failure } from '../lib/envelope';

/**
 * One place that turns every failure into the envelope: 4xx keep their message (it is meant
 * for the caller), 5xx are logged in full and answered with only the status text.
 */
export default fp(
  async (fastify) => {
    fastify.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(status).send(failure(status, STATUS_CODES[status] ?? 'Server error'));
      }
      request.log.info({ status, reason: error.message }, 'request rejected');
      return reply.code(status).send(failure(status, error.message));
    });

    fastify.setNotFoundHandler((request, reply) =>
      reply
        .code(404)
        .send(failure(404, `Route ${request.method} ${request.url.split('?')[0]} not found`)),
    );
  },
  { name: 'error-handler' },
);
