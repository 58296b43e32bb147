/**
 * Runs the API test suite against a real PostgreSQL server: a throwaway cluster (see
 * postgres-cluster.ts) that the suite reaches through TEST_DATABASE_URL.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { startPostgresCluster } from './postgres-cluster';

const require = createRequire(import.meta.url);

async function main(): Promise<number> {
  const cluster = await startPostgresCluster();
  console.info(`PostgreSQL ${cluster.version}: running the API tests on it`);
  try {
    const jest = spawnSync(
      process.execPath,
      [require.resolve('jest/bin/jest'), ...process.argv.slice(2)],
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
