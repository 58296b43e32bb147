import { CatalogueRevision } from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok } from '../../lib/envelope';
import { HttpError } from '../../lib/http-error';

/**
 * The catalogue's revision, for the site's page cache (delivery/src/page-cache.ts): a page
 * rendered at one revision is served until the revision changes. It is read from the database at
 * each call, and the answer is the revision this process's own answer cache
 * (plugins/catalogue-cache.ts) serves: the pages rendered after the site asked read answers of
 * that revision from this process. While the cache reads its answers anew at a newer one, and
 * while an import holds the revision, it is the one before, as the answers are: the site's pages
 * change with the API's answers, without waiting for them. Never kept by anyone
 * (`private, no-store`, as every answer outside the catalogue).
 */
const catalogueRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/revision',
    {
      schema: {
        tags: ['system'],
        summary: "The catalogue's revision now: it changes whenever the public catalogue does",
        response: envelopeResponses(CatalogueRevision),
      },
    },
    async () => {
      const revision = await fastify.catalogueRevision.served();
      // Before the migrations, or while the database is away: the site caches no page then.
      if (revision === undefined) throw new HttpError(503, 'Catalogue revision unavailable');
      return ok({ revision });
    },
  );
};

export default catalogueRoutes;
