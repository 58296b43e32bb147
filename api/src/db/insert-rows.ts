import type { DbSession } from './db';

/** PostgreSQL accepts at most 65535 parameters per statement. */
const MAX_PARAMS = 65_535;
const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/**
 * Inserts rows with multi-row `insert ... values` statements, as few as the parameter limit
 * allows. Table and column names come from code, never from requests; they are still checked.
 */
export async function insertRows(
  tx: DbSession,
  table: string,
  rows: readonly object[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  for (const name of [table, ...columns]) {
    if (!IDENTIFIER.test(name)) throw new Error(`Not a plain SQL identifier: ${name}`);
  }
  const rowsPerStatement = Math.floor(MAX_PARAMS / columns.length);
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    const chunk = rows.slice(start, start + rowsPerStatement);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => {
      const values = row as Record<string, unknown>;
      const placeholders = columns.map((column) => {
        params.push(values[column]);
        return `$${params.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    await tx.query(
      `insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}`,
      params,
    );
  }
}
