/**
 * A throwaway PostgreSQL cluster from the machine's PostgreSQL binaries (Debian's `postgresql`
 * package, installed when missing and possible), for the test suite's second run and the
 * benchmark. Durability is off: nothing here needs to survive a crash.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const isRoot = process.getuid?.() === 0;

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

/** A port no process listens on now, for a server about to start. */
export function freePort(): Promise<number> {
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
  if (isRoot)
    execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
  else execFileSync(command, args, { stdio: 'pipe' });
}

export interface PostgresCluster {
  /** URL of the maintenance database, for a user allowed to create databases. */
  url: string;
  version: string;
  stop(): void;
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
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
  runPg(bin, 'initdb', [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'portal',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  runPg(bin, 'pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'server.log'),
    '-o',
    options,
    '-w',
    'start',
  ]);
  const pgBin = bin;
  return {
    url: `postgres://portal@127.0.0.1:${port}/postgres`,
    version: path.basename(path.dirname(bin)),
    stop() {
      runPg(pgBin, 'pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
