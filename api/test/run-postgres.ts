/**
 * Runs the API test suite against a real PostgreSQL server: starts a throwaway cluster from the
 * machine's PostgreSQL binaries (Debian's `postgresql` package, installed when missing and
 * possible), points the suite at it with TEST_DATABASE_URL, and removes the cluster afterwards.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const isRoot = process.getuid?.() === 0;
const require = createRequire(import.meta.url);

function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((version) => fs.existsSync(path.join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

function installPostgres(): void {
  if (!isRoot || !fs.existsSync('/usr/bin/apt-get')) {
    throw new Error('PostgreSQL binaries not found: install Debian package `postgresql`.');
  }
  console.info('PostgreSQL not found: installing Debian package postgresql…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root: as root, its tools run as the `postgres` user. */
function runPg(bin: string, tool: string, args: string[]): void {
  const command = path.join(bin, tool);
  if (isRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
  else execFileSync(command, args, { stdio: 'pipe' });
}

async function main(): Promise<number> {
  let bin = postgresBinDir();
  if (!bin) {
    installPostgres();
    bin = postgresBinDir();
    if (!bin) throw new Error('PostgreSQL was installed but initdb is still missing');
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pg-'));
  const data = path.join(dir, 'data');
  if (isRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const port = await freePort();
  runPg(bin, 'initdb', ['-D', data, '-A', 'trust', '-U', 'portal', '-E', 'UTF8', '--locale=C', '--no-sync']);
  // Durability is not what these tests measure; without fsync the cluster is much faster.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  runPg(bin, 'pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-o', options, '-w', 'start']);
  console.info(`PostgreSQL ${path.basename(path.dirname(bin))} on port ${port}: running the API tests on it`);
  try {
    const jest = spawnSync(
      process.execPath,
      [require.resolve('jest/bin/jest'), ...process.argv.slice(2)],
      {
        stdio: 'inherit',
        env: {
          ...process.env,
          TEST_DATABASE_URL: `postgres://portal@127.0.0.1:${port}/postgres`,
          NODE_OPTIONS: '--experimental-vm-modules --disable-warning=ExperimentalWarning',
        },
      },
    );
    return jest.status ?? 1;
  } finally {
    runPg(bin, 'pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
