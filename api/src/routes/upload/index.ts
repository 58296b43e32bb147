/**
 * Uploads under /api/upload: signed-in people send images, video or audio of the
 * specification's types; each file is checked by extension, content and size, stored, and
 * served back from /file/:id.
 */
import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  ErrorEnvelope,
  UPLOAD_FIELD,
  UPLOAD_TYPES,
  UploadedFile,
  UploadedFileParams,
  type UploadExtension,
} from '@portal/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok } from '../../lib/envelope';
import { HttpError, notFound } from '../../lib/http-error';
import { preferredLanguage } from '../../lib/language';
import { findUpload, readUploadLimits, saveUpload } from '../../repositories/upload-repository';
import { contentMatches } from './file-type';
import { uploadMessages } from './messages';

const TAGS = ['upload'];
/** Longest file name kept; longer ones keep their end (with the extension). */
const MAX_NAME_LENGTH = 200;

const isUploadExtension = (extension: string): extension is UploadExtension =>
  Object.hasOwn(UPLOAD_TYPES, extension);

/** The name without folders or control characters, at most MAX_NAME_LENGTH characters. */
function cleanFileName(filename: string): string {
  const base = filename.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return [...clean].slice(-MAX_NAME_LENGTH).join('');
}

/** `Content-Disposition` with the name in ASCII and, for other characters, RFC 5987 UTF-8. */
function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

const uploadRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  await fastify.register(multipart);

  fastify.post(
    '/upload',
    {
      schema: {
        tags: TAGS,
        summary:
          'Upload one image (png, jpg, jpeg, bmp, gif, webp, psd, svg, tiff), video (mp4, mov) or audio (mp3) file as multipart field "file"; personal accounts only',
        consumes: ['multipart/form-data'],
        response: envelopeResponses(UploadedFile),
      },
    },
    async (request) => {
      const language = preferredLanguage(request.headers['accept-language']);
      const refuse = (status: number, message: Record<typeof language, string>) =>
        new HttpError(status, message[language]);
      // A body busboy cannot parse (no boundary, cut off) is the caller's mistake, not ours.
      const malformed = (error: unknown) =>
        error instanceof Error && 'statusCode' in error && Number(error.statusCode) < 500
          ? error
          : refuse(400, uploadMessages.notMultipart);
      const { viewer } = request;
      if (viewer.kind === 'anonymous') throw refuse(401, uploadMessages.signInRequired);
      if (viewer.kind !== 'personal') throw refuse(403, uploadMessages.personalOnly);
      if (!request.isMultipart()) throw refuse(415, uploadMessages.notMultipart);

      const limits = await readUploadLimits(fastify.db);
      const largest = Math.max(...Object.values(limits.maxSize));
      const part = await request
        .file({ limits: { fileSize: largest, files: 1, fields: 10 } })
        .catch((error: unknown) => {
          throw malformed(error);
        });
      if (!part || part.fieldname !== UPLOAD_FIELD) throw refuse(400, uploadMessages.notMultipart);

      const name = cleanFileName(part.filename);
      const extension = name.includes('.') ? name.split('.').pop()?.toLowerCase() : undefined;
      if (!extension || !isUploadExtension(extension)) {
        part.file.resume();
        throw refuse(400, uploadMessages.typeError);
      }
      const { kind, mimeType } = UPLOAD_TYPES[extension];

      let content: Buffer;
      try {
        content = await part.toBuffer();
      } catch (error) {
        if (error instanceof fastify.multipartErrors.RequestFileTooLargeError) {
          throw refuse(413, uploadMessages.tooLarge(limits.maxSize[kind]));
        }
        throw malformed(error);
      }
      if (content.length > limits.maxSize[kind]) {
        throw refuse(413, uploadMessages.tooLarge(limits.maxSize[kind]));
      }
      if (content.length < limits.minSize) throw refuse(400, uploadMessages.tooSmall);
      if (!contentMatches(extension, content)) throw refuse(400, uploadMessages.typeError);

      const id = await saveUpload(fastify.db, {
        ownerId: viewer.userId,
        name,
        mimeType,
        sha256: createHash('sha256').update(content).digest('hex'),
        content,
      });
      return ok({ id, url: `/api/upload/file/${id}`, name, size: content.length, mimeType });
    },
  );

  fastify.get(
    '/file/:id',
    {
      schema: {
        tags: TAGS,
        summary:
          'An uploaded file with its content type; SVG as a download, never rendered in place',
        params: UploadedFileParams,
        response: {
          200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }),
          '4xx': ErrorEnvelope,
          '5xx': ErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const file = await findUpload(fastify.db, request.params.id);
      if (!file) throw notFound(`No uploaded file ${request.params.id}`);
      // An SVG can carry script: offered as a download, and sandboxed should it be opened.
      const disposition = file.mimeType === 'image/svg+xml' ? 'attachment' : 'inline';
      return reply
        .header('content-type', file.mimeType)
        .header('content-disposition', contentDisposition(disposition, file.name))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('etag', `"${file.sha256}"`)
        .send(file.content);
    },
  );
};

export default uploadRoutes;
