import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db';
import { migrate } from './migrate';
import { isCatalogueEmpty, seedCatalogue } from './seed';

/** Brings the schema up to date and, on a fresh database, loads the seed catalogue. */
export async function prepareDb(db: Db, log: Pick<FastifyBaseLogger, 'info'>): Promise<void> {
  const applied = await migrate(db);
  if (applied.length) log.info({ migrations: applied }, 'applied database migrations');
  if (await isCatalogueEmpty(db)) {
    await seedCatalogue(db);
    log.info('seeded the catalogue');
  }
}
