/**
 * Full text under /api/resource/pdf: the access check of one object or of a list, the PDF
 * itself (only after the check, on every request) and the recording of views.
 */
import {
  AccessCheck,
  AccessHistoryBody,
  AccessHistoryRecord,
  CheckAuthQuery,
  ContentPermission,
  ContentPermissionQuery,
  ErrorEnvelope,
  Id,
  MAX_PERMISSION_IDS,
} from '@portal/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkAccess, messageFor } from '../../../access/check';
import { envelopeResponses, ok } from '../../../lib/envelope';
import { HttpError, badRequest, notFound } from '../../../lib/http-error';
import { cataloguePdfs, pdfFileName } from '../../../pdf/catalogue-pdfs';
import { createPdfStore } from '../../../pdf/pdf-store';
import { recordView } from '../../../repositories/history-repository';

const TAGS = ['access'];
const MAX_ID = Id.maximum ?? 2_147_483_647;
/** Sent as bytes: Fastify does not serialize binary payloads. */
const PDF_FILE = Type.Unsafe<Uint8Array>({
  type: 'string',
  format: 'binary',
  description: 'application/pdf',
});

const pdfRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const pdfs = createPdfStore(cataloguePdfs(fastify.db, fastify.uploadStore), undefined, () =>
    fastify.catalogueRevision.current(),
  );

  fastify.get(
    '/checkauth',
    {
      schema: {
        tags: TAGS,
        summary: 'May the viewer read (or preview) an article, a book or a chapter, and why',
        querystring: CheckAuthQuery,
        response: envelopeResponses(AccessCheck),
      },
    },
    async (request) => {
      const { type, id, mode = 'read' } = request.query;
      const decision = (await checkAccess(fastify.db, request.viewer, type, [id], mode)).get(id);
      if (!decision) throw notFound(`No ${type} ${id}`);
      return ok({
        allowed: decision.allowed,
        reason: decision.reason,
        message: decision.denial && messageFor(request, decision.denial),
      });
    },
  );

  fastify.get(
    '/check-content-permission',
    {
      schema: {
        tags: TAGS,
        summary:
          'Open or locked, and why, for each of a list of articles, books, chapters or journals',
        querystring: ContentPermissionQuery,
        response: envelopeResponses(Type.Array(ContentPermission)),
      },
    },
    async (request) => {
      const { type, mode = 'read' } = request.query;
      const ids = [...new Set(request.query.ids.split(',').map(Number))];
      if (ids.length > MAX_PERMISSION_IDS) {
        throw badRequest(`querystring/ids must hold at most ${MAX_PERMISSION_IDS} ids`);
      }
      if (ids.some((id) => id < 1 || id > MAX_ID)) {
        throw badRequest(`querystring/ids must be between 1 and ${MAX_ID}`);
      }
      const decisions = await checkAccess(fastify.db, request.viewer, type, ids, mode);
      return ok(
        ids.flatMap((id) => {
          const decision = decisions.get(id);
          return decision ? [{ id, allowed: decision.allowed, reason: decision.reason }] : [];
        }),
      );
    },
  );

  fastify.get(
    '/download',
    {
      schema: {
        tags: TAGS,
        summary: 'The PDF of an article, a book or a chapter (full text or preview), if allowed',
        description:
          'Answers application/pdf, shown inline; 403 with the reason when the viewer may not read it.',
        querystring: CheckAuthQuery,
        response: { 200: PDF_FILE, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const { type, id, mode = 'read' } = request.query;
      const { viewer } = request;
      const decision = (await checkAccess(fastify.db, viewer, type, [id], mode)).get(id);
      if (!decision) throw notFound(`No ${type} ${id}`);
      if (decision.denial) throw new HttpError(403, messageFor(request, decision.denial));
      const pdf = await pdfs.get({ type, id, mode });
      if (!pdf) throw notFound(`No ${type} ${id}`);
      if (viewer.kind !== 'anonymous') await recordView(fastify.db, viewer, type, id);
      return (
        reply
          .header('Content-Type', 'application/pdf')
          .header('Content-Disposition', `inline; filename="${pdfFileName(type, id, mode)}"`)
          // Access is decided per reader and may end: no shared cache may keep or serve it.
          .header('Cache-Control', 'private, no-store')
          .header('Vary', 'Portal-Auth')
          .send(pdf)
      );
    },
  );

  fastify.post(
    '/access-history',
    {
      schema: {
        tags: TAGS,
        summary: 'Records that the viewer opened an article, a book or a chapter (anonymous: not)',
        body: AccessHistoryBody,
        response: envelopeResponses(AccessHistoryRecord),
      },
    },
    async (request) => {
      const { type, id } = request.body;
      const { viewer } = request;
      if (viewer.kind === 'anonymous') {
        const exists = (await checkAccess(fastify.db, viewer, type, [id], 'preview')).has(id);
        if (!exists) throw notFound(`No ${type} ${id}`);
        return ok({ recorded: false, viewedAt: null });
      }
      const viewedAt = await recordView(fastify.db, viewer, type, id);
      if (!viewedAt) throw notFound(`No ${type} ${id}`);
      return ok({ recorded: true, viewedAt });
    },
  );
};

export default pdfRoutes;
