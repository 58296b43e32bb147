import { readFile } from 'node:fs/promises';
import { openPgliteDb, type PgliteDb } from '../src/db/pglite';

/**
 * log2 of scrypt's N for the test database's demo passwords and the apps' stand-in hash: 2^10
 * keeps a sign-in around a millisecond instead of tens of them.
 */
export const TEST_PASSWORD_HASH_COST = 10;

/** Where global-setup.ts tells the test files it left the seeded database's dump. */
export const TEST_DB_DUMP_ENV = 'PORTAL_API_TEST_DB_DUMP';

/** A private in-memory copy of the seeded test database. */
export async function openTestDb(): Promise<PgliteDb> {
  const file = process.env[TEST_DB_DUMP_ENV];
  if (!file)
    throw new Error(`${TEST_DB_DUMP_ENV} is not set: run the tests through jest.config.cjs`);
  return openPgliteDb({ memory: true, loadDataDir: new Blob([await readFile(file)]) });
}
