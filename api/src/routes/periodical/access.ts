/**
 * Under /api/periodical: what an organization may read, a person's subscriptions and the
 * articles a viewer read last.
 */
import {
  OrgAuthJournal,
  OrgAuthVolume,
  OrgAuthVolumesQuery,
  Page,
  PageQuery,
  Subscription,
  ViewedArticle,
} from '@portal/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { messageFor, organizationOf } from '../../access/check';
import { envelopeResponses, ok, page, paging } from '../../lib/envelope';
import { HttpError, notFound } from '../../lib/http-error';
import { organizationJournals, organizationVolumes } from '../../repositories/access-repository';
import { viewedArticles } from '../../repositories/history-repository';
import { journalExists } from '../../repositories/journal-repository';
import { userSubscriptions } from '../../repositories/subscription-repository';

const TAGS = ['access'];

const periodicalAccessRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/org-auth-periodical',
    {
      schema: {
        tags: TAGS,
        summary: "The signed-in organization's journals: granted whole or in some volumes",
        description: 'Organizations only: a person gets 403, an anonymous visitor an empty page.',
        querystring: PageQuery,
        response: envelopeResponses(Page(OrgAuthJournal)),
      },
    },
    async (request) => {
      const organizationId = organizationOf(request);
      const pageOf = paging(request.query);
      if (organizationId === null) return ok(page([], 0, pageOf));
      const { records, total } = await organizationJournals(fastify.db, organizationId, pageOf);
      return ok(page(records, total, pageOf));
    },
  );

  fastify.get(
    '/org-auth-volumes',
    {
      schema: {
        tags: TAGS,
        summary: 'The volumes of one journal the signed-in organization may read, newest first',
        description: 'Organizations only: a person gets 403, an anonymous visitor an empty page.',
        querystring: OrgAuthVolumesQuery,
        response: envelopeResponses(Page(OrgAuthVolume)),
      },
    },
    async (request) => {
      const organizationId = organizationOf(request);
      const { journalId } = request.query;
      if (!(await journalExists(fastify.db, journalId))) throw notFound(`No journal ${journalId}`);
      const pageOf = paging(request.query);
      if (organizationId === null) return ok(page([], 0, pageOf));
      const { records, total } = await organizationVolumes(
        fastify.db,
        organizationId,
        journalId,
        pageOf,
      );
      return ok(page(records, total, pageOf));
    },
  );

  fastify.get(
    '/access-history-periodical-content',
    {
      schema: {
        tags: TAGS,
        summary: "The viewer's latest article views, newest first (anonymous: none)",
        querystring: PageQuery,
        response: envelopeResponses(Page(ViewedArticle)),
      },
    },
    async (request) => {
      const pageOf = paging(request.query);
      const { viewer } = request;
      if (viewer.kind === 'anonymous') return ok(page([], 0, pageOf));
      const { records, total } = await viewedArticles(fastify.db, viewer, pageOf);
      return ok(page(records, total, pageOf));
    },
  );

  fastify.get(
    '/my-subscriptions',
    {
      schema: {
        tags: TAGS,
        summary: "The signed-in person's journal subscriptions, active ones first",
        description: 'Anonymous: an empty list; an organization gets 403.',
        response: envelopeResponses(Type.Array(Subscription)),
      },
    },
    async (request) => {
      const { viewer } = request;
      if (viewer.kind === 'anonymous') return ok([]);
      if (viewer.kind === 'organization') {
        throw new HttpError(403, messageFor(request, 'personalOnly'));
      }
      return ok(await userSubscriptions(fastify.db, viewer.userId));
    },
  );
};

export default periodicalAccessRoutes;
