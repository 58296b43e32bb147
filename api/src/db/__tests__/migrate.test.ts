import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openTestDb } from '../../../test/test-db';
import type { Db, DbSession } from '../db';
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

describe('0010_book_editions on a database of books without editions', () => {
  /** Migrations up to `last` applied in a schema of their own, rolled back when `fn` ends. */
  async function inScratchSchema(last: string, fn: (tx: DbSession) => Promise<void>) {
    const rolledBack = new Error('rolled back');
    await expect(
      db.transaction(async (tx) => {
        await tx.exec('create schema upgrade_probe; set local search_path to upgrade_probe');
        for (const migration of await loadMigrations()) {
          if (migration.version <= last) await tx.exec(migration.sql);
        }
        await fn(tx);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
  }

  it('sells every book in its own medium, at its price, with a dollar price ending in .95', async () => {
    await inScratchSchema('0009', async (tx) => {
      await tx.exec(`insert into books (title_zh, title_en, publish_date, medium, binding,
                                        list_price, isbn, publish_status) values
        ('代数', 'Algebra', '2020-01-01', 'print', 'hardcover', 128, '978-7-5611-2037-8', 'published'),
        ('几何', 'Geometry', '2021-01-01', 'electronic', 'electronic', 58.5, '978-7-5611-2074-3', 'published')`);
      const [migration] = (await loadMigrations()).filter((m) => m.version === '0010');
      await tx.exec(migration?.sql ?? '');
      const editions = await tx.query(
        `select b.title_en, e.medium, e.binding, e.isbn, e.list_price::float8 as cny,
                e.list_price_usd::float8 as usd
           from book_editions e join books b on b.id = e.book_id order by b.id`,
      );
      expect(editions).toEqual([
        {
          title_en: 'Algebra',
          medium: 'print',
          binding: 'hardcover',
          isbn: '978-7-5611-2037-8',
          cny: 128,
          usd: 17.95,
        },
        {
          title_en: 'Geometry',
          medium: 'electronic',
          binding: 'electronic',
          isbn: '978-7-5611-2074-3',
          cny: 58.5,
          usd: 8.95,
        },
      ]);
    });
  });

  it('keeps the books row and its first edition in agreement', async () => {
    const [book] = await db.query<{ id: number; isbn: string }>(
      `select id, isbn from books where medium = 'print' order by id limit 1`,
    );
    await db.query('update book_editions set list_price = 99 where book_id = $1 and isbn = $2', [
      book?.id,
      book?.isbn,
    ]);
    const [row] = await db.query<{ price: number }>(
      'select list_price::float8 as price from books where id = $1',
      [book?.id],
    );
    expect(row?.price).toBe(99);
    await expect(
      db.transaction((tx) =>
        tx.query('delete from book_editions where book_id = $1 and isbn = $2', [
          book?.id,
          book?.isbn,
        ]),
      ),
    ).rejects.toThrow(/books_first_edition_fkey/);
    await expect(
      db.query('update books set list_price = 1 where id = $1', [book?.id]),
    ).rejects.toThrow(/books_first_edition_fkey/);
  });
});
