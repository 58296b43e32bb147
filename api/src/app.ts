/**
 * Builds the API: plugins, then every area's routes under /api. Does not listen (server.ts
 * does), so tests drive the same app with `inject`.
 */
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
import { DEFAULT_PAYMENT_CONFIG, type PaymentConfig } from './config/payments';
import type { Db } from './db/db';
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
import swaggerPlugin from './plugins/swagger';
import routes from './routes';

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
  /** Web origins whose pages may call the API cross-origin; DEFAULT_CORS_ORIGINS when left out. */
  corsOrigins?: string[];
  /** Reuse of public catalogue answers; what is left out takes its default. */
  catalogueCache?: Partial<CatalogueCacheConfig>;
  /**
   * The site's address (config/site.ts) for absolute links to its pages; when left out, the
   * protocol and host each request was sent to (the trusted proxy's X-Forwarded-* behind one).
   */
  publicSiteUrl?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    contactConfig: ContactConfig;
    publicSiteUrl: string | undefined;
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
  corsOrigins = DEFAULT_CORS_ORIGINS,
  catalogueCache,
  publicSiteUrl,
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
  await app.register(wholeNumbersPlugin);
  await app.register(dbPlugin, { db });
  await app.register(authPlugin, { config: authConfig });
  await app.register(catalogueCachePlugin, catalogueCache ?? {});
  const paymentConfig: PaymentConfig = { ...DEFAULT_PAYMENT_CONFIG, ...payments };
  await app.register(paymentsPlugin, { config: paymentConfig });
  await app.register(ordersPlugin, { config: paymentConfig });
  app.decorate('contactConfig', { ...DEFAULT_CONTACT_CONFIG, ...contact });
  app.decorate('publicSiteUrl', publicSiteUrl);
  await app.register(swaggerPlugin);
  await app.register(routes);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
