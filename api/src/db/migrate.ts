import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from './db';

/** src/db/migrations when run from source; dist/migrations (copied by scripts/build.ts) when built. */
const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');
/** `0001_catalogue.sql`: the number orders the migrations and is the recorded version. */
const MIGRATION_FILE = /^(\d{4})_[a-z0-9_]+\.sql$/;
/** Any constant shared by every instance: serializes concurrent starts against one server. */
const MIGRATION_LOCK_KEY = 7_240_531;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

export async function loadMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  const migrations: Migration[] = [];
  for (const name of names) {
    const version = MIGRATION_FILE.exec(name)?.[1];
    if (!version) throw new Error(`Migration file name ${name} does not match NNNN_name.sql`);
    if (migrations.some((m) => m.version === version)) {
      throw new Error(`Two migrations share version ${version}`);
    }
    migrations.push({ version, name, sql: await readFile(path.join(dir, name), 'utf8') });
  }
  return migrations;
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, in order, in one transaction:
 * either the schema reaches the newest version or it stays as it was.
 * Returns the names of the migrations applied.
 */
export async function migrate(db: Db, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await loadMigrations());
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`create table if not exists schema_migrations (
      version text primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`);
    const applied = new Set(
      (await tx.query<{ version: string }>('select version from schema_migrations')).map(
        (row) => row.version,
      ),
    );
    const pending = all.filter((m) => !applied.has(m.version));
    for (const migration of pending) {
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    }
    return pending.map((m) => m.name);
  });
}
