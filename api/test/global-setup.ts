/**
 * Creates, migrates and seeds one PGlite database per test run (creating one costs seconds and
 * most of a gigabyte) and leaves its dump in a temporary file; each test file opens a copy.
 */
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { loadReferenceData } from '../src/db/reference';
import { openPgliteDb } from '../src/db/pglite';
import { openPostgresDb } from '../src/db/postgres';
import { seedCatalogue } from '../src/db/seed';
import { seedAccounts } from '../src/db/demo/accounts';
import {
  databaseUrl,
  onServer,
  POSTGRES_TEMPLATE_DB,
  TEST_DATABASE_URL_ENV,
  TEST_DB_DUMP_ENV,
  TEST_PASSWORD_HASH_COST,
} from './test-db';

const SMALL_WAL = { min_wal_size: '32MB', max_wal_size: '32MB' };

async function prepare(db: Db): Promise<void> {
  await migrate(db);
  await loadReferenceData(db);
  await seedCatalogue(db);
  await seedAccounts(db, { passwordHashCost: TEST_PASSWORD_HASH_COST, demoOrgLoopback: false });
}

/** On a PostgreSQL server: a seeded template database that each test file copies. */
async function preparePostgresTemplate(serverUrl: string): Promise<void> {
  await onServer(serverUrl, `DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE_DB}`);
  await onServer(serverUrl, `CREATE DATABASE ${POSTGRES_TEMPLATE_DB}`);
  const db = openPostgresDb(databaseUrl(serverUrl, POSTGRES_TEMPLATE_DB));
  try {
    await prepare(db);
  } finally {
    await db.close();
  }
}

export default async function globalSetup(): Promise<void> {
  const serverUrl = process.env[TEST_DATABASE_URL_ENV];
  if (serverUrl) {
    await preparePostgresTemplate(serverUrl);
    return;
  }
  // Every test file untars the dump into its own memory: with PostgreSQL's default WAL sizes
  // (80 MB kept, 1 GB between checkpoints) the seed's WAL made half of a 200 MB dump. Keeping
  // two 16 MB segments and checkpointing before the dump leaves 130 MB, which opens about twice
  // as fast; the copies themselves start with the default settings.
  const db = await openPgliteDb({ memory: true }, SMALL_WAL);
  try {
    await prepare(db);
    await db.exec('CHECKPOINT');
    const dump = await db.dumpDataDir();
    const file = path.join(os.tmpdir(), `portal-api-test-db-${process.pid}.tar`);
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    process.env[TEST_DB_DUMP_ENV] = file;
  } finally {
    await db.close();
  }
}
