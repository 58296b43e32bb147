/** Regions for address forms under /api/area. */
import { Area, AreaSelectQuery } from '@portal/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok } from '../../lib/envelope';
import { notFound } from '../../lib/http-error';
import { areaChildren } from '../../repositories/area-repository';

const areaRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/area-select',
    {
      config: { catalogue: true },
      schema: {
        tags: ['area'],
        summary:
          'The regions under one: the countries and regions of the world (China first), the provinces of CN, the cities of a province',
        querystring: AreaSelectQuery,
        response: envelopeResponses(Type.Array(Area)),
      },
    },
    async (request) => {
      const { parentCode } = request.query;
      const areas = await areaChildren(fastify.db, parentCode);
      if (!areas) throw notFound(`No area ${parentCode}`);
      return ok(areas);
    },
  );
};

export default areaRoutes;
