import type { Db } from './db';
import { openPgliteDb } from './pglite';
import { openPostgresDb } from './postgres';

export interface DbConfig {
  /** When set, a PostgreSQL server; otherwise PGlite in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
}

export function openDb({ databaseUrl, dataDir }: DbConfig): Promise<Db> {
  return databaseUrl ? Promise.resolve(openPostgresDb(databaseUrl)) : openPgliteDb({ dataDir });
}
