/**
 * The production build served as `pnpm start` serves it, with a fresh database, on ports of the
 * bench's own: what the benches (bench-web.ts, bench-render.ts) measure.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './layout';

export interface BenchPorts {
  web: number;
  remotes: number;
  api: number;
}

export interface BenchSite {
  /** The site's address: `http://127.0.0.1:<web>`. */
  url: string;
  /** `pnpm start`'s process group: pnpm, the site's server and the API. */
  process: ChildProcess;
  /** Stops the whole group and resolves when pnpm has exited. */
  stop: () => Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`)).ok;
  } catch {
    return false;
  }
}

/**
 * Starts the site in `workDir` (its deployment and database) and resolves once it answers.
 * `env` is added to the site's and the API's environment (`PAGE_CACHE`, ...); `nodeFlags` are
 * given to the site's server alone (`--cpu-prof`, which NODE_OPTIONS may not hold).
 */
export async function startSite(
  workDir: string,
  ports: BenchPorts,
  { env = {}, nodeFlags = [] }: { env?: NodeJS.ProcessEnv; nodeFlags?: string[] } = {},
): Promise<BenchSite> {
  const url = `http://127.0.0.1:${ports.web}`;
  // Another site there would be measured instead, and this one would not start.
  if (await answers(url)) throw new Error(`Something already answers at ${url}`);
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
  const exited = new Promise<void>((resolve) => site.once('exit', () => resolve()));
  const stop = async () => {
    if (site.exitCode === null && site.signalCode === null) process.kill(-site.pid!, 'SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (await answers(url)) return { url, process: site, stop };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  await stop();
  throw new Error(`The site did not answer at ${url}`);
}
