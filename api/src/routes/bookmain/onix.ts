/** A book's ONIX 3.0 record under /api/bookmain: what the import reads back unchanged. */
import { BookOnixParams, ErrorEnvelope, ONIX_MEDIA_TYPE } from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { writeOnixMessage } from '../../import/onix/message';
import { notFound } from '../../lib/http-error';
import { findOnixBook } from '../../repositories/book-onix-repository';

const bookOnixRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    // bookOnixPath(id), with the id as a parameter.
    '/book/:id.onix.xml',
    {
      config: { catalogue: true },
      schema: {
        tags: ['books'],
        summary: "A book's ONIX 3.0 record: one Product per edition, with its set or volumes",
        params: BookOnixParams,
        response: {
          200: {
            description: 'ONIX 3.0 (reference tags); 404 for an unknown book',
            content: { [ONIX_MEDIA_TYPE]: { schema: { type: 'string' } } },
          },
          '4xx': ErrorEnvelope,
          '5xx': ErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const book = await findOnixBook(fastify.db, request.params.id);
      if (!book) throw notFound(`No book ${request.params.id}`);
      return reply
        .header('Content-Type', `${ONIX_MEDIA_TYPE}; charset=utf-8`)
        .send(writeOnixMessage(book, new Date()));
    },
  );
};

export default bookOnixRoutes;
