import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openTestDb } from '../../../test/test-db';
import type { Db } from '../db';
import { loadMigrations, migrate, type Migration } from '../migrate';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db.close();
});

describe('migrate', () => {
  it('finds the numbered migration files in order', async () => {
    const migrations = await loadMigrations();
    expect(migrations[0]).toMatchObject({ version: '0001', name: '0001_catalogue.sql' });
    expect(migrations[1]).toMatchObject({ version: '0002', name: '0002_accounts.sql' });
    const versions = migrations.map((m) => m.version);
    expect(versions).toEqual([...versions].sort());
  });

  it('records what it applied and applies nothing twice', async () => {
    const recorded = await db.query<{ version: string }>(
      'select version from schema_migrations order by version',
    );
    expect(recorded.map((r) => r.version)).toEqual((await loadMigrations()).map((m) => m.version));
    expect(await migrate(db)).toEqual([]);
  });

  it('applies only new migrations, in order', async () => {
    const existing = await loadMigrations();
    const added: Migration[] = [
      { version: '9001', name: '9001_a.sql', sql: 'create table migration_probe (step text)' },
      {
        version: '9002',
        name: '9002_b.sql',
        sql: "insert into migration_probe values ('after a')",
      },
    ];
    expect(await migrate(db, [...existing, ...added])).toEqual(['9001_a.sql', '9002_b.sql']);
    expect(await db.query('select step from migration_probe')).toEqual([{ step: 'after a' }]);
    await db.exec(
      "drop table migration_probe; delete from schema_migrations where version like '900%'",
    );
  });

  it('leaves the schema untouched when a migration fails', async () => {
    const existing = await loadMigrations();
    const broken: Migration[] = [
      { version: '9101', name: '9101_ok.sql', sql: 'create table half_done (id int)' },
      { version: '9102', name: '9102_bad.sql', sql: 'create tabel oops (id int)' },
    ];
    await expect(migrate(db, [...existing, ...broken])).rejects.toThrow(/syntax error/);
    const [row] = await db.query<{ exists: boolean }>(
      "select to_regclass('half_done') is not null as exists",
    );
    expect(row?.exists).toBe(false);
    const versions = await db.query<{ version: string }>('select version from schema_migrations');
    expect(versions.map((v) => v.version)).not.toContain('9101');
  });

  it('refuses migration files that are not named NNNN_name.sql', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'migrations-'));
    try {
      await writeFile(path.join(dir, 'add-things.sql'), 'select 1');
      await expect(loadMigrations(dir)).rejects.toThrow('does not match NNNN_name.sql');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
