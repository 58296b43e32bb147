/**
 * Imports under /api/staff/imports (issue 31): a staff member sends JATS, ONIX or BITS files with
 * their PDFs and gets the import's report (import/import-service.ts, the one write path the
 * command line uses too); the imports made so far are listed. The staff area's check
 * (`requireStaff`) runs before a byte of a file is read.
 */
import multipart from '@fastify/multipart';
import {
  IMPORT_FILES_FIELD,
  ImportQuery,
  ImportRecord,
  ImportReport,
  Page,
  PageQuery,
} from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { importFiles } from '../../import/import-service';
import type { ImportSource } from '../../import/types';
import { envelopeResponses, ok, page, paging } from '../../lib/envelope';
import { HttpError } from '../../lib/http-error';
import { preferredLanguage } from '../../lib/language';
import { listImports } from '../../repositories/import-repository';
import { importMessages } from './messages';

const TAGS = ['staff'];
/** Longest file name kept; longer ones keep their end (with the extension). */
const MAX_NAME_LENGTH = 200;

/** The name without folders or control characters, at most MAX_NAME_LENGTH characters. */
function cleanFileName(filename: string, position: number): string {
  const base = filename.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return [...clean].slice(-MAX_NAME_LENGTH).join('') || `file-${position}`;
}

const importRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { importConfig: config } = fastify;
  await fastify.register(multipart, {
    limits: {
      fileSize: config.maxFileBytes,
      files: config.maxFiles,
      fields: 10,
      parts: config.maxFiles + 10,
    },
  });

  fastify.post(
    '/imports',
    {
      schema: {
        tags: TAGS,
        summary:
          'Import JATS articles with their PDFs and figure images, ONIX 3.0 book records, and BITS chapters with their PDFs: one or many multipart parts named "files"',
        description:
          "Needs `Admin-Auth` (a staff sign-in). Each file is checked (well-formed, its schema, the portal's rules) and written in its own transaction; the report says per file what was (with `dryRun=true`, the default: would be) created, updated or left, or why it was refused. " +
          `At most ${config.maxFiles} files, ${config.maxFileBytes} bytes each and ${config.maxRequestBytes} bytes in all (413 past that).`,
        consumes: ['multipart/form-data'],
        querystring: ImportQuery,
        response: envelopeResponses(ImportReport),
      },
    },
    async (request) => {
      const language = preferredLanguage(request.headers['accept-language']);
      const refuse = (status: number, message: Record<typeof language, string>) =>
        new HttpError(status, message[language]);
      const { staff } = request;
      // requireStaff, the area's preHandler, has set it or refused the request.
      if (!staff) throw new Error('staff route reached without the staff check');
      if (!request.isMultipart()) throw refuse(415, importMessages.notMultipart);

      const { multipartErrors: errors } = fastify;
      const sources: ImportSource[] = [];
      let total = 0;
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          if (part.fieldname !== IMPORT_FILES_FIELD) {
            part.file.resume();
            throw refuse(400, importMessages.notMultipart);
          }
          const chunks: Buffer[] = [];
          for await (const chunk of part.file as AsyncIterable<Buffer>) {
            total += chunk.length;
            if (total > config.maxRequestBytes) {
              throw refuse(413, importMessages.requestTooLarge(config.maxRequestBytes));
            }
            chunks.push(chunk);
          }
          if (part.file.truncated) {
            throw refuse(413, importMessages.fileTooLarge(config.maxFileBytes));
          }
          sources.push({
            name: cleanFileName(part.filename, sources.length + 1),
            bytes: Buffer.concat(chunks),
          });
        }
      } catch (error) {
        if (error instanceof HttpError) throw error;
        if (error instanceof errors.RequestFileTooLargeError) {
          throw refuse(413, importMessages.fileTooLarge(config.maxFileBytes));
        }
        if (
          error instanceof errors.FilesLimitError ||
          error instanceof errors.PartsLimitError ||
          error instanceof errors.FieldsLimitError
        ) {
          throw refuse(413, importMessages.tooManyFiles(config.maxFiles));
        }
        // A body busboy cannot parse (no boundary, cut off) is the caller's mistake, not ours.
        throw refuse(400, importMessages.notMultipart);
      }
      if (!sources.length) throw refuse(400, importMessages.noFiles);

      const dryRun = request.query.dryRun ?? true;
      const report = await importFiles(fastify.db, sources, {
        ...fastify.importFormats,
        dryRun,
        actor: { via: 'api', staffUserId: staff.userId, name: staff.email },
        store: fastify.uploadStore,
        // Readers keep the cached catalogue while it writes; its end reads the revision again,
        // so this process's answers show the import at once, not at the next poll.
        revision: fastify.catalogueRevision,
      });
      return ok(report);
    },
  );

  fastify.get(
    '/imports',
    {
      schema: {
        tags: TAGS,
        summary: 'The imports made so far, newest first: who sent which files when, and the result',
        description: 'Needs `Admin-Auth` (a staff sign-in).',
        querystring: PageQuery,
        response: envelopeResponses(Page(ImportRecord)),
      },
    },
    async (request) => {
      const pageOf = paging(request.query);
      const { records, total } = await listImports(fastify.db, pageOf);
      return ok(page(records, total, pageOf));
    },
  );
};

export default importRoutes;
