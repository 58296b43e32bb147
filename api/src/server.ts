/** Starts the API: reads the environment, prepares the database, listens. */
import { buildApp } from './app';
import { readEnv } from './config/env';
import { openDb } from './db/open-db';
import { prepareDb } from './db/prepare';

const env = readEnv();
const logger = {
  level: env.logLevel,
  // Readable logs for a person at a terminal; JSON lines for anything collecting them.
  ...(process.stdout.isTTY && { transport: { target: 'pino-pretty' } }),
};

const db = await openDb(env);
const app = await buildApp({
  db,
  logger,
  auth: env.auth,
  payments: env.payments,
  contact: env.contact,
});
await prepareDb(db, app.log, {
  passwordHashCost: env.auth.passwordHashCost,
  demoOrgLoopback: env.demoOrgLoopback,
});
// Payments under way when the API last stopped (a deploy, a crash) end as the processor says.
await app.orders.reconcile(app.log);

let closing = false;
const shutDown = async (signal: NodeJS.Signals) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await db.close();
  process.exit(0);
};
process.on('SIGINT', shutDown);
process.on('SIGTERM', shutDown);

try {
  await app.listen({ host: env.host, port: env.port });
} catch (error) {
  app.log.error({ err: error }, 'could not start listening');
  await db.close();
  process.exit(1);
}
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : env.port;
console.info(`Portal API listening on http://${env.host}:${port}/api (docs: /api/docs)`);
