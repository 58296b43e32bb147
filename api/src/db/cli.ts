/**
 * `pnpm --filter @portal/api seed`: migrates the configured database and reloads the seed
 * catalogue and, unless DEMO_ACCOUNTS=0, the demo accounts (ending every session).
 */
import { readEnv } from '../config/env';
import { migrate } from './migrate';
import { openDb } from './open-db';
import { loadReferenceData } from './reference';
import { seedCatalogue } from './seed';
import { seedAccounts } from './demo/accounts';

const env = readEnv();
const started = Date.now();
const db = await openDb(env);
try {
  const applied = await migrate(db);
  console.info(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Schema up to date');
  await loadReferenceData(db);
  await seedCatalogue(db);
  if (env.demoAccounts) {
    await seedAccounts(db, {
      passwordHashCost: env.auth.passwordHashCost,
      demoOrgLoopback: env.demoOrgLoopback,
    });
  }
  const where = env.databaseUrl ? 'DATABASE_URL' : env.dataDir;
  const what = env.demoAccounts ? 'the catalogue and the demo accounts' : 'the catalogue';
  console.info(`Seeded ${what} in ${where} (${Date.now() - started} ms)`);
} finally {
  await db.close();
}
