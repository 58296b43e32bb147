/**
 * Uploads under /api/upload: signed-in people send images, video or audio of the
 * specification's types; each file is received as it arrives (never held whole), checked by
 * extension, content and size, kept in the upload store within its owner's quota, and served
 * back from /file/:id. Each person's uploads are rate-limited.
 */
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
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
import {
  findUpload,
  readUploadLimits,
  readUploadUsage,
  saveUpload,
} from '../../repositories/upload-repository';
import { FileTooLargeError, receiveFile, type ReceivedFile } from '../../uploads/receive';
import { ContentCheck } from './file-type';
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
  const { uploadConfig: config, uploadStore: store } = fastify;
  await fastify.register(multipart);
  await fastify.register(rateLimit, {
    global: false,
    max: config.rateLimit,
    timeWindow: config.rateWindowMs,
    // Per person: one reader cannot use up another's uploads behind a shared address.
    keyGenerator: (request) =>
      request.viewer.kind === 'personal'
        ? `upload user ${request.viewer.userId}`
        : `upload ${normalizeIP(request.ip)}`,
    errorResponseBuilder: (request, { ttl }) =>
      new HttpError(
        429,
        uploadMessages.tooManyUploads(Math.max(1, Math.ceil(ttl / 1000)))[
          preferredLanguage(request.headers['accept-language'])
        ],
      ),
  });

  fastify.post(
    '/upload',
    {
      preValidation: fastify.rateLimit(),
      schema: {
        tags: TAGS,
        summary:
          'Upload one image (png, jpg, jpeg, bmp, gif, webp, psd, svg, tiff), video (mp4, mov) or audio (mp3) file as multipart field "file"; personal accounts only',
        description:
          `At most ${config.rateLimit} uploads per person in ${config.rateWindowMs / 1000} seconds ` +
          `(429 after); each person keeps at most ${config.quotaFiles} files and ` +
          `${config.quotaBytes} bytes in all (413 past that).`,
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

      const quota = { files: config.quotaFiles, bytes: config.quotaBytes };
      const quotaRefusal = (refusal: 'quotaFiles' | 'quotaBytes') =>
        refuse(413, uploadMessages[refusal](quota[refusal === 'quotaFiles' ? 'files' : 'bytes']));
      // Refused before a byte of the file is read when the quota is already used up.
      const usage = await readUploadUsage(fastify.db, viewer.userId);
      if (usage.files >= quota.files) throw quotaRefusal('quotaFiles');
      if (usage.bytes >= quota.bytes) throw quotaRefusal('quotaBytes');

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

      const maxSize = limits.maxSize[kind];
      const roomLeft = quota.bytes - usage.bytes;
      const check = new ContentCheck(extension);
      const spooled = store.spoolPath();
      let file: ReceivedFile;
      try {
        file = await receiveFile(part.file, spooled, {
          maxBytes: Math.min(maxSize, roomLeft),
          inspect: (chunk) => check.push(chunk),
        });
      } catch (error) {
        const tooLarge =
          error instanceof fastify.multipartErrors.RequestFileTooLargeError ||
          error instanceof FileTooLargeError;
        if (!tooLarge) throw malformed(error);
        throw roomLeft < maxSize
          ? quotaRefusal('quotaBytes')
          : refuse(413, uploadMessages.tooLarge(maxSize));
      }
      if (file.size < limits.minSize || !check.matches()) {
        await rm(spooled, { force: true });
        throw file.size < limits.minSize
          ? refuse(400, uploadMessages.tooSmall)
          : refuse(400, uploadMessages.typeError);
      }

      const storageKey = `${viewer.userId}/${randomUUID()}`;
      await store
        .keep(spooled, storageKey, { size: file.size, mimeType })
        .catch(async (error: unknown) => {
          await rm(spooled, { force: true });
          throw error;
        });
      const saved = await saveUpload(
        fastify.db,
        {
          ownerId: viewer.userId,
          name,
          mimeType,
          size: file.size,
          sha256: file.sha256,
          storageKey,
        },
        quota,
      ).catch(async (error: unknown) => {
        await store.remove(storageKey);
        throw error;
      });
      if ('refusal' in saved || !saved.keptNewBytes) await store.remove(storageKey);
      if ('refusal' in saved) throw quotaRefusal(saved.refusal);
      const { id } = saved;
      return ok({ id, url: `/api/upload/file/${id}`, name, size: file.size, mimeType });
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
          200: Type.Unsafe<Buffer | Readable>({ type: 'string', format: 'binary' }),
          '4xx': ErrorEnvelope,
          '5xx': ErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const file = await findUpload(fastify.db, request.params.id);
      if (!file) throw notFound(`No uploaded file ${request.params.id}`);
      const content =
        'content' in file.bytes ? file.bytes.content : await store.read(file.bytes.storageKey);
      if (!content) throw new Error(`upload ${request.params.id}: its bytes are missing`);
      // An SVG can carry script: offered as a download, and sandboxed should it be opened.
      const disposition = file.mimeType === 'image/svg+xml' ? 'attachment' : 'inline';
      return reply
        .header('content-type', file.mimeType)
        .header('content-disposition', contentDisposition(disposition, file.name))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('etag', `"${file.sha256}"`)
        .header('content-length', file.size)
        .send(content);
    },
  );
};

export default uploadRoutes;
