/**
 * Builds the API: plugins, then every area's routes under /api. Does not listen (server.ts
 * does), so tests drive the same app with `inject`.
 */
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Db } from './db/db';
import { formatSchemaErrors } from './lib/schema-errors';
import corsPlugin from './plugins/cors';
import dbPlugin from './plugins/db';
import errorHandlerPlugin from './plugins/error-handler';
import swaggerPlugin from './plugins/swagger';
import routes from './routes';

export interface AppOptions {
  /** The catalogue database; the caller opens it and closes it after `app.close()`. */
  db: Db;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp({ db, logger = false }: AppOptions) {
  const app = Fastify({
    logger,
    schemaErrorFormatter: formatSchemaErrors,
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(errorHandlerPlugin);
  await app.register(corsPlugin);
  await app.register(dbPlugin, { db });
  await app.register(swaggerPlugin);
  await app.register(routes);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
