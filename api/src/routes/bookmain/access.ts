/** Under /api/bookmain: the books an organization may read and the books a viewer read last. */
import { BookSummary, OrgAuthBooksCount, Page, PageQuery, ViewedBook } from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { organizationOf } from '../../access/check';
import { envelopeResponses, ok, page, paging } from '../../lib/envelope';
import { countOrganizationBooks, organizationBooks } from '../../repositories/access-repository';
import { viewedBooks } from '../../repositories/history-repository';

const TAGS = ['access'];
const ORGANIZATIONS_ONLY = 'Organizations only: a person gets 403, an anonymous visitor none.';

const bookAccessRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/org-auth-books',
    {
      schema: {
        tags: TAGS,
        summary: 'The books the signed-in organization may read, newest first',
        description: ORGANIZATIONS_ONLY,
        querystring: PageQuery,
        response: envelopeResponses(Page(BookSummary)),
      },
    },
    async (request) => {
      const organizationId = organizationOf(request);
      const pageOf = paging(request.query);
      if (organizationId === null) return ok(page([], 0, pageOf));
      const { records, total } = await organizationBooks(fastify.db, organizationId, pageOf);
      return ok(page(records, total, pageOf));
    },
  );

  fastify.get(
    '/org-auth-books-count',
    {
      schema: {
        tags: TAGS,
        summary: 'How many books the signed-in organization may read',
        description: ORGANIZATIONS_ONLY,
        response: envelopeResponses(OrgAuthBooksCount),
      },
    },
    async (request) => {
      const organizationId = organizationOf(request);
      if (organizationId === null) return ok({ total: 0 });
      return ok({ total: await countOrganizationBooks(fastify.db, organizationId) });
    },
  );

  fastify.get(
    '/access-history-books',
    {
      schema: {
        tags: TAGS,
        summary: "The viewer's latest book and chapter views, newest first (anonymous: none)",
        querystring: PageQuery,
        response: envelopeResponses(Page(ViewedBook)),
      },
    },
    async (request) => {
      const pageOf = paging(request.query);
      const { viewer } = request;
      if (viewer.kind === 'anonymous') return ok(page([], 0, pageOf));
      const { records, total } = await viewedBooks(fastify.db, viewer, pageOf);
      return ok(page(records, total, pageOf));
    },
  );
};

export default bookAccessRoutes;
