/**
 * The one database interface the API uses. Both implementations speak the PostgreSQL dialect:
 * embedded PGlite (default) and a `pg` pool when DATABASE_URL is set.
 *
 * The drivers parse some types differently (pg returns int8 and numeric as strings, PGlite
 * returns numbers), so queries cast what they return: counts `::int`, prices `::float8`,
 * dates and times formatted with `to_char`.
 */
import type { DatabaseKind } from '@portal/contract';

export type Row = Record<string, unknown>;

/** What can run inside a transaction as well as outside one. */
export interface DbSession {
  /** One statement with `$1`-style parameters; returns its rows. */
  query<T extends object = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several statements without parameters (migrations, truncation). */
  exec(sql: string): Promise<void>;
}

export interface Db extends DbSession {
  readonly kind: DatabaseKind;
  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: DbSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
