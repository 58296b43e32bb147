import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db';
import { migrate } from './migrate';
import { isCatalogueEmpty, seedCatalogue } from './seed';
import {
  applyDemoOrgLoopback,
  hasNoAccounts,
  seedAccounts,
  type AccountSeedOptions,
} from './seed/accounts';

/**
 * Brings the schema up to date; on a fresh database loads the seed catalogue, and the demo
 * accounts where there are none; gives or takes the demo organization's loopback ranges.
 */
export async function prepareDb(
  db: Db,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  accounts: AccountSeedOptions,
): Promise<void> {
  const applied = await migrate(db);
  if (applied.length) log.info({ migrations: applied }, 'applied database migrations');
  if (await isCatalogueEmpty(db)) {
    await seedCatalogue(db);
    log.info('seeded the catalogue');
  }
  if (await hasNoAccounts(db)) {
    await seedAccounts(db, accounts);
    log.info('seeded the demo accounts (api/docs/sign-in.md)');
  }
  await applyDemoOrgLoopback(db, accounts.demoOrgLoopback);
  if (accounts.demoOrgLoopback) {
    log.warn(
      'DEMO_ORG_LOOPBACK=1: requests from this machine (127.0.0.0/8, ::1) sign in as the demo organization',
    );
  }
}
