import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db';
import { migrate } from './migrate';
import { loadReferenceData } from './reference';
import { isCatalogueEmpty, seedCatalogue } from './seed';
import { gatherStatistics, hasStatistics } from './statistics';
import {
  applyDemoOrgLoopback,
  hasNoAccounts,
  seedAccounts,
  type AccountSeedOptions,
} from './demo/accounts';

export interface DemoOptions extends AccountSeedOptions {
  /** Whether a database without accounts gets the demo accounts (DEMO_ACCOUNTS). */
  demoAccounts: boolean;
}

/**
 * Brings the schema and its reference data (regions, site settings) up to date; on a fresh database loads the seed catalogue, and the demo
 * accounts where there are none and they are wanted; gives or takes the demo organization's
 * loopback ranges.
 */
export async function prepareDb(
  db: Db,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  demo: DemoOptions,
): Promise<void> {
  const applied = await migrate(db);
  if (applied.length) log.info({ migrations: applied }, 'applied database migrations');
  await loadReferenceData(db);
  if (await isCatalogueEmpty(db)) {
    await seedCatalogue(db);
    log.info('seeded the catalogue');
  } else if (!(await hasStatistics(db))) {
    // A database loaded before statistics were gathered with the seed, or by other means.
    await gatherStatistics(db);
    log.info("gathered the planner's statistics");
  }
  if (demo.demoAccounts && (await hasNoAccounts(db))) {
    await seedAccounts(db, demo);
    log.info('seeded the demo accounts (api/docs/sign-in.md)');
  }
  await applyDemoOrgLoopback(db, demo.demoOrgLoopback);
  if (demo.demoOrgLoopback) {
    log.warn(
      'DEMO_ORG_LOOPBACK=1: requests from this machine (127.0.0.0/8, ::1) sign in as the demo organization',
    );
  }
}
