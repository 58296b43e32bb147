import { readFile } from 'node:fs/promises';
import pg from 'pg';
import type { Db } from '../src/db/db';
import { openPgliteDb } from '../src/db/pglite';
import { openPostgresDb } from '../src/db/postgres';

/**
 * log2 of scrypt's N for the test database's demo passwords and the apps' stand-in hash: 2^10
 * keeps a sign-in around a millisecond instead of tens of them.
 */
export const TEST_PASSWORD_HASH_COST = 10;

/** Where global-setup.ts tells the test files it left the seeded database's dump. */
export const TEST_DB_DUMP_ENV = 'PORTAL_API_TEST_DB_DUMP';

/**
 * Set to a PostgreSQL server's URL (a database the user may CREATE DATABASE from) to run the
 * whole suite on that server instead of PGlite: test/run-postgres.ts does so in `pnpm test`.
 */
export const TEST_DATABASE_URL_ENV = 'TEST_DATABASE_URL';
export const POSTGRES_TEMPLATE_DB = 'portal_test_template';

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs one statement on the server's maintenance database (CREATE/DROP DATABASE). */
export async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

let copies = 0;

/** A private copy of the seeded template database on the PostgreSQL server; dropped on close. */
async function openPostgresCopy(serverUrl: string): Promise<Db> {
  copies += 1;
  const name = `portal_test_${process.pid}_${copies}`;
  await onServer(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${POSTGRES_TEMPLATE_DB}`);
  const db = openPostgresDb(databaseUrl(serverUrl, name));
  return {
    ...db,
    async close() {
      await db.close();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name}`);
    },
  };
}

/** A private copy of the seeded test database: in memory on PGlite, or on a PostgreSQL server. */
export async function openTestDb(): Promise<Db> {
  const serverUrl = process.env[TEST_DATABASE_URL_ENV];
  if (serverUrl) return openPostgresCopy(serverUrl);
  const file = process.env[TEST_DB_DUMP_ENV];
  if (!file)
    throw new Error(`${TEST_DB_DUMP_ENV} is not set: run the tests through jest.config.cjs`);
  return openPgliteDb({ memory: true, loadDataDir: new Blob([await readFile(file)]) });
}
