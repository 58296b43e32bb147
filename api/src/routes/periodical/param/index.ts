import { SystemParam, SystemParamQuery } from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok } from '../../../lib/envelope';
import { notFound } from '../../../lib/http-error';
import { findSystemParam } from '../../../repositories/system-param-repository';

const paramRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/detail',
    {
      config: { catalogue: true },
      schema: {
        tags: ['system'],
        summary: 'One system parameter (copyright line, technical-support link, ...)',
        querystring: SystemParamQuery,
        response: envelopeResponses(SystemParam),
      },
    },
    async (request) => {
      const param = await findSystemParam(fastify.db, request.query.paramKey);
      if (!param) throw notFound(`No system parameter ${request.query.paramKey}`);
      return ok(param);
    },
  );
};

export default paramRoutes;
