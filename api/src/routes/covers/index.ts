import { CoverParams } from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { coverSvg } from '../../lib/cover-svg';
import { notFound } from '../../lib/http-error';
import { findCoverText } from '../../repositories/cover-repository';

/** Covers change only with a title, which the catalogue hardly ever renames. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

const coverRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/:kind/:id.svg',
    {
      schema: {
        tags: ['covers'],
        summary: 'A generated SVG cover of a journal, book or news item',
        params: CoverParams,
      },
    },
    async (request, reply) => {
      const { kind, id } = request.params;
      const text = await findCoverText(fastify.db, kind, id);
      if (!text) throw notFound(`No ${kind} ${id}`);
      return reply
        .header('Content-Type', 'image/svg+xml; charset=utf-8')
        .header('Cache-Control', CACHE_CONTROL)
        .send(coverSvg(kind, id, text));
    },
  );
};

export default coverRoutes;
