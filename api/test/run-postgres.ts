/**
 * Runs the API tests that exercise SQL (jest.postgres.config.cjs) against a real PostgreSQL
 * server: one throwaway cluster (see postgres-cluster.ts) for the whole run, which every jest
 * worker reaches through TEST_DATABASE_URL. Arguments go to jest; with a `--config` of their own
 * (say `--config jest.config.cjs`, the whole suite) they replace the default choice of tests.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { startPostgresCluster } from './postgres-cluster';

const require = createRequire(import.meta.url);

function jestArguments(args: string[]): string[] {
  const hasConfig = args.some((arg) => /^(-c|--config)(=|$)/.test(arg));
  const sqlTests = path.join(import.meta.dirname, '..', 'jest.postgres.config.cjs');
  return hasConfig ? args : ['--config', sqlTests, ...args];
}

async function main(): Promise<number> {
  const cluster = await startPostgresCluster();
  console.info(`PostgreSQL ${cluster.version}: running the API tests on it`);
  try {
    const jest = spawnSync(
      process.execPath,
      [require.resolve('jest/bin/jest'), ...jestArguments(process.argv.slice(2))],
      {
        stdio: 'inherit',
        env: {
          ...process.env,
          TEST_DATABASE_URL: cluster.url,
          NODE_OPTIONS: '--experimental-vm-modules --disable-warning=ExperimentalWarning',
        },
      },
    );
    return jest.status ?? 1;
  } finally {
    cluster.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
