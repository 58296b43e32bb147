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
 * PostgreSQL's own rule for when autovacuum analyses a table again (`autovacuum_analyze_threshold`
 * and `autovacuum_analyze_scale_factor`, at their defaults): once more rows than 50 and a tenth of
 * the table have changed since the last time.
 */
const ANALYZE_THRESHOLD = 50;
const ANALYZE_SCALE_FACTOR = 0.1;

/**
 * The tables among those named whose row count has moved past PostgreSQL's rule since their
 * statistics were gathered (or that never had any): what an import must analyse again. An
 * `analyze` of a large table held PGlite, and every reader, for 0.6-1 s; so did, for 40-70 ms,
 * counting its rows. The count is the planner's own estimate instead: the rows a page held when
 * the table was analysed (`reltuples / relpages`) times the pages it has now, read from the size
 * of its file without reading it.
 */
export async function staleTables(db: DbSession, tables: readonly string[]): Promise<string[]> {
  const stale: string[] = [];
  for (const table of tables) {
    const [row] = await db.query<{ pages: number; analysedPages: number; analysedRows: number }>(
      `select (pg_relation_size(oid) / current_setting('block_size')::int)::float8 as pages,
              relpages::float8 as "analysedPages", reltuples::float8 as "analysedRows"
         from pg_class where oid = $1::regclass`,
      [table],
    );
    if (!row) continue;
    const { pages, analysedPages, analysedRows } = row;
    // Never analysed, or empty then and not now: whatever it holds, the planner knows nothing.
    if (analysedRows < 0 || analysedPages === 0) {
      if (analysedRows < 0 || pages > 0) stale.push(table);
      continue;
    }
    const moved = Math.abs((analysedRows / analysedPages) * pages - analysedRows);
    if (moved > ANALYZE_THRESHOLD + ANALYZE_SCALE_FACTOR * analysedRows) stale.push(table);
  }
  return stale;
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
