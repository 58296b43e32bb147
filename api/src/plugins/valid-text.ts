import { Stream } from 'node:stream';
import type { LocalizedText } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';
import { preferredLanguage } from '../lib/language';
import { messageCatalog } from '../lib/messages';

/**
 * A NUL character, which PostgreSQL's text cannot hold (it answered 22021 with a 500), or half
 * of a UTF-16 surrogate pair, which is no character at all (JSON's `"\ud800"`).
 */
const INVALID_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const message = messageCatalog({
  invalidText: {
    en: '{where} contains a NUL character or malformed text',
    zh: '{where} 含有空字符（NUL）或无效的文字',
  },
} satisfies Record<string, LocalizedText>);

/** Where in `value` (a name or an entry, at any depth) invalid text is, if anywhere. */
function invalidTextIn(
  value: unknown,
  where: string,
  seen = new Set<object>(),
): string | undefined {
  if (typeof value === 'string') return INVALID_TEXT.test(value) ? where : undefined;
  // A file's bytes (a stream, a buffer) are not text; a multipart part names its siblings.
  if (typeof value !== 'object' || value === null || seen.has(value)) return undefined;
  if (value instanceof Stream || ArrayBuffer.isView(value)) return undefined;
  seen.add(value);
  for (const [name, entry] of Object.entries(value)) {
    const path = `${where}/${name}`;
    if (INVALID_TEXT.test(name)) return path;
    const found = invalidTextIn(entry, path, seen);
    if (found) return found;
  }
  return undefined;
}

/**
 * Every input a route reads (its query, path parameters, headers and parsed body) is refused
 * with 400 when it holds text PostgreSQL or any reader could not use, once for all routes and
 * before any route's own code, so that no such text reaches SQL. Thrown, so that each area's
 * error handler answers in its own shape (the envelope; OAuth style at the token endpoint).
 */
export default fp(
  async (fastify) => {
    const refuse = (request: FastifyRequest, where: string) =>
      new HttpError(
        400,
        message('invalidText', preferredLanguage(request.headers['accept-language']), { where }),
      );
    // Before any other hook, so that no cached answer or rate limit is reached with such text.
    fastify.addHook('onRequest', async (request) => {
      const where =
        invalidTextIn(request.query, 'querystring') ??
        invalidTextIn(request.params, 'params') ??
        invalidTextIn(request.headers, 'headers');
      if (where) throw refuse(request, where);
    });
    fastify.addHook('preValidation', async (request) => {
      const where = invalidTextIn(request.body, 'body');
      if (where) throw refuse(request, where);
    });
  },
  { name: 'valid-text' },
);
