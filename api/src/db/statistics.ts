/**
 * The planner's statistics (how many rows each table holds, how its values spread). A PostgreSQL
 * server gathers them by itself (autovacuum); embedded PGlite runs no background workers, so a
 * database it holds has none until it is asked. Without them the planner takes every table for a
 * few hundred rows and picks plans that read all of them: an article's "cited by" read each of
 * the 12,000 readable articles (20 ms of the API's CPU on every article page not yet cached)
 * instead of the one index entry (0.05 ms). So they are gathered after every load of the
 * catalogue, and on start for a database that has never had them.
 */
import type { DbSession } from './db';

/**
 * Gathers the statistics of every table (about a second for the seed catalogue on PGlite), or of
 * the tables named (what an import wrote: a fraction of that, while readers wait on PGlite).
 */
export async function gatherStatistics(
  db: DbSession,
  tables: readonly string[] = [],
): Promise<void> {
  await db.exec(`analyze ${tables.join(', ')}`);
}

/**
 * Whether the articles table's statistics were ever gathered: PostgreSQL marks a table never
 * analysed (nor vacuumed) with `reltuples` -1.
 */
export async function hasStatistics(db: DbSession): Promise<boolean> {
  const [row] = await db.query<{ analysed: boolean }>(
    `select reltuples >= 0 as analysed from pg_class where oid = 'articles'::regclass`,
  );
  return row?.analysed ?? false;
}
