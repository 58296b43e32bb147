import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, DbSession } from './db';

export interface PgliteDb extends Db {
  readonly kind: 'pglite';
  /** The whole data directory as a tarball, to open copies with `loadDataDir`. */
  dumpDataDir(): Promise<Blob>;
}

export type PgliteLocation =
  | { dataDir: string }
  /** In memory, empty or loaded from a `dumpDataDir()` tarball. */
  | { memory: true; loadDataDir?: Blob };

/**
 * PostgreSQL settings of this instance only (`-c name=value` at start, on top of PGlite's own
 * start parameters); nothing is written to the data directory's configuration.
 */
export type PgliteSettings = Record<string, string>;

const MEMORY = 'memory://';

/**
 * Resolves after the event loop's pending I/O. PGlite runs each statement on this thread, and one
 * answered without I/O resolves the next at once: a route's statements, or an import's, would
 * run one after another while every other request waits (the search's two took 60 ms together).
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function session(target: PGlite | Transaction): DbSession {
  return {
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      await nextTurn();
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

export async function openPgliteDb(
  location: PgliteLocation,
  settings: PgliteSettings = {},
): Promise<PgliteDb> {
  const startParams = Object.entries(settings).flatMap(([name, value]) => [
    '-c',
    `${name}=${value}`,
  ]);
  const options = startParams.length
    ? { startParams: [...PGlite.defaultStartParams, ...startParams] }
    : {};
  let pglite: PGlite;
  if ('dataDir' in location) {
    // PGlite creates only the last folder of its path.
    await mkdir(path.dirname(location.dataDir), { recursive: true });
    pglite = await PGlite.create(location.dataDir, options);
  } else {
    pglite = await PGlite.create(MEMORY, { ...options, loadDataDir: location.loadDataDir });
  }
  return {
    kind: 'pglite',
    ...session(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(session(tx))),
    close: () => pglite.close(),
    dumpDataDir: () => pglite.dumpDataDir('none'),
  };
}
