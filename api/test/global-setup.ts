/**
 * Creates, migrates and seeds one PGlite database per test run (creating one costs seconds and
 * most of a gigabyte) and leaves its dump in a temporary file; each test file opens a copy.
 */
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrate } from '../src/db/migrate';
import { openPgliteDb } from '../src/db/pglite';
import { seedCatalogue } from '../src/db/seed';
import { seedAccounts } from '../src/db/seed/accounts';
import { TEST_DB_DUMP_ENV, TEST_PASSWORD_HASH_COST } from './test-db';

export default async function globalSetup(): Promise<void> {
  const db = await openPgliteDb({ memory: true });
  try {
    await migrate(db);
    await seedCatalogue(db);
    await seedAccounts(db, { passwordHashCost: TEST_PASSWORD_HASH_COST, demoOrgLoopback: false });
    const dump = await db.dumpDataDir();
    const file = path.join(os.tmpdir(), `portal-api-test-db-${process.pid}.tar`);
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    process.env[TEST_DB_DUMP_ENV] = file;
  } finally {
    await db.close();
  }
}
