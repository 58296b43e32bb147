/**
 * The site's proxy to the API (`/api/*`). It passes each request on as the visitor sent it, with
 * the visitor's address (security.ts), and answers itself, in the API's own error envelope
 * `{ code, success: false, data: null, msg }` in the visitor's language, what the API could not
 * answer sensibly through it:
 *
 * - a body with a Content-Encoding (the API reads bodies as sent, uncompressed): 415;
 * - a body over the proxy's limit, before a byte of it reaches the API: 413 (the API refusing it
 *   half-read would close the connection under the proxy's feet);
 * - no answer from the API within `apiTimeoutMs` (5 s by default), or no API at all: 503.
 *
 * `Expect: 100-continue` (curl sends it for bodies over 1 MB) is the proxy's to answer, which
 * Node does; it is not passed on. No low-level message of the proxy ever reaches the visitor.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import fastifyHttpProxy from '@fastify/http-proxy';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { forwardedHeaders } from './security';

/** How long the API may take to answer before the visitor is told it is unavailable. */
export const API_TIMEOUT_MS = 5_000;
/** The API's own limit of a body other than a file upload (Fastify's default `bodyLimit`). */
export const API_BODY_LIMIT = 1024 * 1024;
/** A file upload's (`multipart/form-data`): the API's largest kind of file (100 MB) and its form. */
export const API_UPLOAD_LIMIT = 101 * 1024 * 1024;

export interface ApiProxyOptions {
  /** The API as this server reaches it (`http://127.0.0.1:3100`). */
  apiUrl: string;
  /** The site's own origins, the API's links name (security.ts `forwardedHeaders`). */
  siteOrigins: readonly string[];
  /** See API_TIMEOUT_MS. */
  apiTimeoutMs?: number;
  /** See API_BODY_LIMIT. */
  bodyLimit?: number;
  /** See API_UPLOAD_LIMIT. */
  uploadLimit?: number;
}

const MESSAGES = {
  encoding: {
    en: 'Content-Encoding {encoding} is not supported: send the body uncompressed',
    zh: '不支持 Content-Encoding {encoding}：请发送未压缩的请求体',
  },
  tooLarge: {
    en: 'The request body is larger than {limit} bytes',
    zh: '请求体超过 {limit} 字节',
  },
  badUrl: {
    en: 'The address is not valid: not UTF-8 once its %-sequences are decoded',
    zh: '地址无效：其 % 编码解码后不是有效的 UTF-8',
  },
  unreadable: {
    en: 'The request could not be read',
    zh: '无法读取该请求',
  },
  unavailable: {
    en: 'The service is not answering at the moment. Please try again shortly',
    zh: '服务暂时没有响应，请稍后再试',
  },
};
type MessageKey = keyof typeof MESSAGES;

/** A refusal of the proxy's own, answered in the API's envelope. */
class ProxyRefusal extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: MessageKey,
    readonly values: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

function languageOf(request: { headers: IncomingHttpHeaders }): 'en' | 'zh' {
  const best = new Negotiator({
    headers: { 'accept-language': request.headers['accept-language'] },
  }).language(['en', 'zh']);
  return best === 'zh' ? 'zh' : 'en';
}

function answer(
  request: { headers: IncomingHttpHeaders; raw: { complete: boolean } },
  reply: FastifyReply,
  refusal: ProxyRefusal,
) {
  const template = MESSAGES[refusal.key][languageOf(request)];
  const msg = template.replace(/\{(\w+)\}/g, (_whole, name: string) =>
    String(refusal.values[name] ?? ''),
  );
  // What the proxy sent may be half-read: a connection is not reused after a refusal.
  if (!request.raw.complete) reply.header('connection', 'close');
  return reply
    .code(refusal.statusCode)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ code: refusal.statusCode, success: false, data: null, msg });
}

/** Passes a body on, failing with a 413 refusal past `limit` bytes (a body sent in chunks). */
class LimitedBody extends Transform {
  private received = 0;

  constructor(private readonly limit: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.received += chunk.length;
    if (this.received > this.limit) done(new ProxyRefusal(413, 'tooLarge', { limit: this.limit }));
    else done(null, chunk);
  }
}

function limitOf(request: FastifyRequest, options: ApiProxyOptions): number {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data')
    ? (options.uploadLimit ?? API_UPLOAD_LIMIT)
    : (options.bodyLimit ?? API_BODY_LIMIT);
}

/** The refusal an error of the request to the API stands for (it may be one of ours, wrapped). */
function refusalOf(error: Error & { cause?: unknown }): ProxyRefusal {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof ProxyRefusal) return cause;
  }
  return new ProxyRefusal(503, 'unavailable');
}

/**
 * The site's router's own refusals (an address that is not percent-encoded UTF-8): for /api in
 * the API's envelope, as the API itself answers them; for a page or a file in plain words.
 */
export function answerFrameworkError(
  _error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (/^\/api(\/|$)/.test(request.url)) {
    return answer(request, reply, new ProxyRefusal(400, 'badUrl'));
  }
  return reply.code(400).type('text/plain').send('Bad request');
}

/** The 503 of a request the API did not answer (a timeout, no API), in the API's envelope. */
export function unavailable(reply: FastifyReply, error: Error) {
  return answer(reply.request, reply, refusalOf(error));
}

export async function registerApiProxy(app: FastifyInstance, options: ApiProxyOptions) {
  const forwarded = forwardedHeaders(options.siteOrigins);
  await app.register(async (scope) => {
    // Bodies pass through as streams, never parsed here: only counted against the limit.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (request, payload, done) => {
      const limit = limitOf(request, options);
      if (Number(request.headers['content-length'] ?? 0) > limit) {
        done(new ProxyRefusal(413, 'tooLarge', { limit }));
        return;
      }
      const body = new LimitedBody(limit);
      payload.on('error', (error) => body.destroy(error));
      done(null, (payload as Readable).pipe(body));
    });
    scope.addHook('onRequest', async (request) => {
      const encoding = request.headers['content-encoding']?.trim().toLowerCase();
      if (encoding && encoding !== 'identity') {
        throw new ProxyRefusal(415, 'encoding', { encoding });
      }
    });
    scope.setErrorHandler((error: FastifyError, request, reply) =>
      answer(
        request,
        reply,
        error instanceof ProxyRefusal
          ? error
          : // Fastify's own refusals (a request it cannot read) are the visitor's to mend.
            error.statusCode && error.statusCode < 500
            ? new ProxyRefusal(400, 'unreadable')
            : refusalOf(error),
      ),
    );
    await scope.register(fastifyHttpProxy, {
      upstream: options.apiUrl,
      prefix: '/api',
      rewritePrefix: '/api',
      proxyPayloads: false,
      // The site's compression of answers stays; a request's body is never decompressed here.
      config: { decompress: false },
      replyOptions: {
        rewriteRequestHeaders: (request, headers) => {
          const { expect: _expect, ...rest } = forwarded(request, headers);
          return rest;
        },
        timeout: options.apiTimeoutMs ?? API_TIMEOUT_MS,
        // reply-from's reply is typed for any kind of server; this one is Node's HTTP server.
        onError: (reply, { error }) => unavailable(reply as FastifyReply, error),
      },
    });
  });
}
