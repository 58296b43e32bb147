import { rm } from 'node:fs/promises';
import { TEST_DB_DUMP_ENV } from './test-db';

export default async function globalTeardown(): Promise<void> {
  const file = process.env[TEST_DB_DUMP_ENV];
  if (file) await rm(file, { force: true });
}
