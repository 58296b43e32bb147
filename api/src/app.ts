/**
 * Builds the API: plugins, then every area's routes under /api. Does not listen (server.ts
 * does), so tests drive the same app with `inject`.
 */
import os from 'node:os';
import path from 'node:path';
import Fastify, {
  type FastifyError,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DEFAULT_AUTH_CONFIG, type AuthConfig } from './config/auth';
import { DEFAULT_CONTACT_CONFIG, type ContactConfig } from './config/contact';
import { DEFAULT_CORS_ORIGINS } from './config/cors';
import { DEFAULT_IMPORT_CONFIG, type ImportConfig } from './config/imports';
import { DEFAULT_PAYMENT_CONFIG, type PaymentConfig } from './config/payments';
import { DEFAULT_UPLOAD_QUOTA, type UploadConfig } from './config/upload';
import type { Db } from './db/db';
import type { ImportFormats } from './import/import-service';
import { stopSchemaWorker } from './import/xml/schema';
import { failure } from './lib/envelope';
import { redactUrl } from './lib/redact-url';
import { formatSchemaErrors } from './lib/schema-errors';
import wholeNumbersPlugin from './plugins/whole-numbers';
import authPlugin from './plugins/auth';
import catalogueCachePlugin, { type CatalogueCacheConfig } from './plugins/catalogue-cache';
import corsPlugin from './plugins/cors';
import dbPlugin from './plugins/db';
import errorHandlerPlugin from './plugins/error-handler';
import ordersPlugin from './plugins/orders';
import paymentsPlugin from './plugins/payments';
import securityHeadersPlugin from './plugins/security-headers';
import staffPlugin from './plugins/staff';
import swaggerPlugin from './plugins/swagger';
import validTextPlugin from './plugins/valid-text';
import routes from './routes';
import { openUploadStore, type UploadStore } from './uploads/store';

export interface AppOptions {
  /** The catalogue database; the caller opens it and closes it after `app.close()`. */
  db: Db;
  logger?: FastifyServerOptions['logger'];
  /** Sign-in settings; what is left out takes DEFAULT_AUTH_CONFIG's value. */
  auth?: Partial<AuthConfig>;
  /** Card processor settings; what is left out takes DEFAULT_PAYMENT_CONFIG's value. */
  payments?: Partial<PaymentConfig>;
  /** The contact form's rate limit; what is left out takes DEFAULT_CONTACT_CONFIG's value. */
  contact?: Partial<ContactConfig>;
  /**
   * Where uploads are kept and how much one person may upload; what is left out takes
   * DEFAULT_UPLOAD_QUOTA's value, and the storage a folder in the system's temporary directory.
   */
  uploads?: Partial<UploadConfig>;
  /** What one import may send; what is left out takes DEFAULT_IMPORT_CONFIG's value. */
  imports?: Partial<ImportConfig>;
  /**
   * The formats an import reads and how it checks their schemas: the real ones (JATS, ONIX, BITS)
   * unless a test gives a format of its own.
   */
  importFormats?: ImportFormats;
  /** Web origins whose pages may call the API cross-origin; DEFAULT_CORS_ORIGINS when left out. */
  corsOrigins?: string[];
  /** Reuse of public catalogue answers; what is left out takes its default. */
  catalogueCache?: Partial<CatalogueCacheConfig>;
  /**
   * The site's address (config/site.ts) for absolute links to its pages; when left out, the
   * protocol and host each request was sent to (the trusted proxy's X-Forwarded-* behind one).
   */
  publicSiteUrl?: string;
  /**
   * The site's own origins (`SITE_ORIGINS`): without PUBLIC_SITE_URL, a link names the origin a
   * request was sent to only when it is one of these, else the first; none: any (a bare API).
   */
  siteOrigins?: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    contactConfig: ContactConfig;
    uploadConfig: UploadConfig;
    uploadStore: UploadStore;
    importConfig: ImportConfig;
    importFormats: ImportFormats;
    publicSiteUrl: string | undefined;
    siteOrigins: string[];
  }
}

/**
 * Request logs as Fastify writes them, but with the token endpoint's secrets (sent as query
 * parameters) left out of the URL.
 */
function withRedactedUrls(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  return {
    ...(logger === true ? {} : logger),
    serializers: {
      ...(logger === true ? {} : logger.serializers),
      // Fastify hands its serializer the FastifyRequest, though the type names the raw request.
      req: (raw) => {
        const request = raw as unknown as FastifyRequest;
        return {
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        };
      },
    },
  };
}

/**
 * The router's own refusals (a path that is not valid percent-encoded UTF-8, an overlong path
 * parameter) answered in the envelope like every other error.
 */
function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 400;
  void reply.code(status).send(failure(status, error.message));
}

export async function buildApp({
  db,
  logger = false,
  auth,
  payments,
  contact,
  uploads,
  imports,
  importFormats = {},
  corsOrigins = DEFAULT_CORS_ORIGINS,
  catalogueCache,
  publicSiteUrl,
  siteOrigins = [],
}: AppOptions) {
  const authConfig: AuthConfig = { ...DEFAULT_AUTH_CONFIG, ...auth };
  const app = Fastify({
    logger: withRedactedUrls(logger),
    schemaErrorFormatter: formatSchemaErrors,
    frameworkErrors: answerFrameworkError,
    // X-Forwarded-For is believed only from these proxies; with none, the socket's address counts.
    trustProxy: authConfig.trustedProxies.length ? authConfig.trustedProxies : false,
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(corsPlugin, { origins: corsOrigins });
  await app.register(validTextPlugin);
  await app.register(wholeNumbersPlugin);
  await app.register(dbPlugin, { db });
  await app.register(authPlugin, { config: authConfig });
  await app.register(staffPlugin);
  await app.register(catalogueCachePlugin, catalogueCache ?? {});
  const paymentConfig: PaymentConfig = { ...DEFAULT_PAYMENT_CONFIG, ...payments };
  await app.register(paymentsPlugin, { config: paymentConfig });
  await app.register(ordersPlugin, { config: paymentConfig });
  app.decorate('contactConfig', { ...DEFAULT_CONTACT_CONFIG, ...contact });
  const uploadConfig: UploadConfig = {
    storage: { dir: path.join(os.tmpdir(), 'portal-api-uploads') },
    ...DEFAULT_UPLOAD_QUOTA,
    ...uploads,
  };
  app.decorate('uploadConfig', uploadConfig);
  app.decorate('uploadStore', await openUploadStore(uploadConfig.storage));
  app.decorate('importConfig', { ...DEFAULT_IMPORT_CONFIG, ...imports });
  app.decorate('importFormats', importFormats);
  // The import's schema worker (started by the first import) ends with the API.
  app.addHook('onClose', stopSchemaWorker);
  app.decorate('publicSiteUrl', publicSiteUrl);
  app.decorate('siteOrigins', siteOrigins);
  await app.register(swaggerPlugin);
  await app.register(routes);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
