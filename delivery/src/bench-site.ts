/**
 * The site the benches measure (bench-web.ts, bench-pages.ts, bench-render.ts): the production build served as
 * `pnpm start` serves it, on ports of the bench's own, with the database in a folder of the
 * bench's. Started as a process group of its own, so that stopping it stops the API and every
 * site process with it; a bench stopped by SIGINT or SIGTERM stops it too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { ROOT } from './layout';

export interface BenchPorts {
  web: number;
  remotes: number;
  api: number;
}

export const siteOf = (ports: BenchPorts) => `http://127.0.0.1:${ports.web}`;

/** Refuses a port something listens on already: the bench would measure that instead. */
async function ensureFree(port: number) {
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', () =>
      reject(new Error(`Port ${port} is in use: the bench's site needs it (stop what listens)`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/**
 * Starts `pnpm start`'s servers (without its build) with `env` added; resolves once the site
 * answers, the API behind it included. A database already in `workDir` is kept. `nodeFlags` are
 * given to the site's server alone (`--cpu-prof`, which NODE_OPTIONS may not hold).
 */
export async function startSite(
  ports: BenchPorts,
  workDir: string,
  env: NodeJS.ProcessEnv = {},
  nodeFlags: readonly string[] = [],
): Promise<ChildProcess> {
  for (const port of Object.values(ports)) await ensureFree(port);
  const command =
    nodeFlags.length > 0
      ? ['--filter', '@portal/delivery', 'exec', 'tsx', ...nodeFlags, 'src/start.ts']
      : ['--filter', '@portal/delivery', 'start'];
  const site = spawn('pnpm', command, {
    cwd: ROOT,
    env: {
      ...process.env,
      WEB_PORT: String(ports.web),
      REMOTES_PORT: String(ports.remotes),
      API_URL: `http://127.0.0.1:${ports.api}`,
      DEPLOY_DIR: path.join(workDir, 'deploy'),
      DATA_DIR: path.join(workDir, 'pglite'),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stopGroup = () => {
    process.kill(-site.pid!, 'SIGTERM');
    process.exit(1);
  };
  process.once('SIGINT', stopGroup);
  process.once('SIGTERM', stopGroup);
  site.once('exit', () => {
    process.off('SIGINT', stopGroup);
    process.off('SIGTERM', stopGroup);
  });
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (site.exitCode !== null) throw new Error(`The site stopped (exit ${site.exitCode})`);
    try {
      if ((await fetch(`${siteOf(ports)}/api/health`)).ok) return site;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  await stopSite(site);
  throw new Error(`The site did not answer at ${siteOf(ports)}`);
}

/** Stops the site's process group; resolves once none of its processes is left. */
export async function stopSite(site: ChildProcess): Promise<void> {
  const group = -site.pid!;
  const signal = (name: NodeJS.Signals | 0) => {
    try {
      process.kill(group, name);
      return true;
    } catch {
      return false;
    }
  };
  signal('SIGTERM');
  const deadline = Date.now() + 30_000;
  while (signal(0)) {
    if (Date.now() > deadline) signal('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
