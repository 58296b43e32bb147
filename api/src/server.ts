/**
 * Starts the API: reads the environment, prepares the database, listens.
 *
 * With API_PROCESSES above 1 (on PostgreSQL), this process prepares the database and then runs
 * that many copies of the API with node:cluster, sharing the port; a copy that dies is replaced.
 * They share one token secret (a random one drawn here when TOKEN_SECRET is unset), so a sign-in
 * made through one copy is valid on the others.
 */
import cluster, { type Worker } from 'node:cluster';
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { buildApp } from './app';
import { readEnv, type Env } from './config/env';
import { openDb } from './db/open-db';
import { prepareDb } from './db/prepare';

const env = readEnv();
const logger = {
  level: env.logLevel,
  // Readable logs for a person at a terminal; JSON lines for anything collecting them.
  ...(process.stdout.isTTY && { transport: { target: 'pino-pretty' } }),
};

/** The copy of the API in this process: prepares the database unless the primary did. */
async function serve(env: Env, { prepare, reconcile }: { prepare: boolean; reconcile: boolean }) {
  const db = await openDb(env);
  const app = await buildApp({
    db,
    logger,
    auth: env.auth,
    payments: env.payments,
    contact: env.contact,
    uploads: env.uploads,
    imports: env.imports,
    corsOrigins: env.corsOrigins,
    publicSiteUrl: env.publicSiteUrl,
    siteOrigins: env.siteOrigins,
    catalogueCache: { pollMs: env.cataloguePollMs },
  });
  if (prepare) {
    await prepareDb(db, app.log, {
      demoAccounts: env.demoAccounts,
      passwordHashCost: env.auth.passwordHashCost,
      demoOrgLoopback: env.demoOrgLoopback,
    });
  }
  // Payments under way when the API last stopped (a deploy, a crash) end as the processor says,
  // and so do those interrupted later, on a schedule: nobody may be looking at them.
  let reconciling: NodeJS.Timeout | undefined;
  if (reconcile) {
    await app.orders.reconcile(app.log);
    const { reconcileIntervalMs } = env.payments;
    const next = () => {
      reconciling = setTimeout(async () => {
        try {
          await app.orders.reconcile(app.log);
        } catch (error) {
          app.log.error({ err: error }, 'could not reconcile the payments under way');
        }
        next();
      }, reconcileIntervalMs).unref();
    };
    if (reconcileIntervalMs > 0) next();
  }

  let closing = false;
  const shutDown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    clearTimeout(reconciling);
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
  return typeof address === 'object' && address ? address.port : env.port;
}

/** Prepares the database once, then runs `env.processes` copies of the API and keeps them up. */
async function supervise(env: Env) {
  const log = pino(logger);
  const db = await openDb(env);
  await prepareDb(db, log, {
    demoAccounts: env.demoAccounts,
    passwordHashCost: env.auth.passwordHashCost,
    demoOrgLoopback: env.demoOrgLoopback,
  });
  await db.close();
  if (!env.auth.tokenSecret) {
    log.warn(
      'TOKEN_SECRET is not set: the API processes share a random secret, so sign-ins end when the API restarts',
    );
  }
  const workerEnv = { TOKEN_SECRET: env.auth.tokenSecret ?? randomBytes(32).toString('base64url') };

  let stopping = false;
  let listening = 0;
  // The copy that reconciles payments, at its start and then on a schedule; a copy that replaces
  // it takes that over, so the schedule outlives a crash.
  let reconciler: Worker | undefined;
  const fork = (reconcile: boolean) => {
    const worker = cluster.fork({ ...workerEnv, API_RECONCILE: reconcile ? '1' : '0' });
    if (reconcile) reconciler = worker;
  };
  cluster.on('listening', (_worker, address) => {
    listening += 1;
    if (listening === env.processes) {
      console.info(
        `Portal API listening on http://${env.host}:${address.port}/api with ${env.processes} processes (docs: /api/docs)`,
      );
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    log.error({ pid: worker.process.pid, code, signal }, 'an API process ended; starting another');
    fork(worker === reconciler);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down the API processes');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    let left = Object.keys(cluster.workers ?? {}).length;
    if (!left) process.exit(0);
    cluster.on('exit', () => {
      left -= 1;
      if (!left) process.exit(0);
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // One copy settles the payments left waiting; the others only serve.
  for (let index = 0; index < env.processes; index += 1) fork(index === 0);
}

if (env.processes > 1 && cluster.isPrimary) {
  await supervise(env);
} else {
  const port = await serve(env, {
    prepare: cluster.isPrimary,
    reconcile: cluster.isPrimary || process.env.API_RECONCILE === '1',
  });
  if (cluster.isPrimary) {
    console.info(`Portal API listening on http://${env.host}:${port}/api (docs: /api/docs)`);
  }
}
