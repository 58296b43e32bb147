/**
 * `pnpm catalogue import <files|folders> [--dry-run] [--lang zh|en]` from the repository root (or
 * `pnpm --filter @portal/api catalogue ...`): imports into the configured database (DATABASE_URL,
 * or DATA_DIR's PGlite, which only one process may open: stop the API first) and keeps PDFs in
 * the upload store the API reads (UPLOAD_DIR or UPLOAD_S3_*). See catalogue-command.ts.
 */
import os from 'node:os';
import { readEnv } from '../config/env';
import { openUploadStore } from '../uploads/store';
import { CatalogueCommandError, runCatalogueCommand } from './catalogue-command';
import { migrate } from './migrate';
import { openDb } from './open-db';

const env = readEnv();
const db = await openDb(env);
try {
  await migrate(db);
  process.exitCode = await runCatalogueCommand(db, process.argv.slice(2), {
    // pnpm runs the script in the package's folder; the paths typed are the caller's.
    cwd: process.env.INIT_CWD ?? process.cwd(),
    actor: os.userInfo().username,
    store: await openUploadStore(env.uploads.storage),
    out: (line) => console.info(line),
  });
} catch (error) {
  if (!(error instanceof CatalogueCommandError)) throw error;
  console.error(error.message);
  process.exitCode = 2;
} finally {
  await db.close();
}
