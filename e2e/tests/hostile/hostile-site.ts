/**
 * A deployment of the workspace's builds on a hostile copy of the catalogue: the API's build on
 * its own PGlite folder (hostile-database.ts) and port, and the site and remotes served in this
 * worker, on ports of their own so the other flows' deployment goes on as it is.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '@portal/delivery';
import { startDeployment } from '../deployment-helpers';
import { createHostileDatabase, type HostileDatabase } from './hostile-database';

// Not 4190, which browsers and fetch refuse (a "bad port": ManageSieve).
export const HOSTILE_PORTS = { api: 4193, web: 4191, remotes: 4192 } as const;
export const HOSTILE_SITE = `http://127.0.0.1:${HOSTILE_PORTS.web}`;
export const HOSTILE_API = `http://127.0.0.1:${HOSTILE_PORTS.api}`;

export interface HostileSite {
  database: HostileDatabase;
  stop: () => Promise<void>;
}

async function waitForHealth(url: string, api: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (api.exitCode !== null) throw new Error(`The hostile API stopped:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = `${String(error)}: ${String((error as { cause?: unknown }).cause)}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The hostile API did not answer at ${url} (${last}):\n${output()}`);
}

export async function startHostileSite(): Promise<HostileSite> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-hostile-'));
  const dataDir = path.join(dir, 'pglite');
  const database = await createHostileDatabase(dataDir);
  const api = spawn(
    process.execPath,
    ['--enable-source-maps', path.join(ROOT, 'api/dist/server.js')],
    {
      cwd: path.join(ROOT, 'api'),
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(HOSTILE_PORTS.api),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // This machine's `X-Forwarded-For` is believed: a flow calling the API directly with an
        // address of the demo organization is one of its readers, and reads its hostile name.
        TRUSTED_PROXIES: 'loopback',
      },
    },
  );
  let output = '';
  api.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  api.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stopApi = async () => {
    if (api.exitCode !== null) return;
    api.kill('SIGTERM');
    await once(api, 'exit');
  };
  try {
    await waitForHealth(HOSTILE_API, api, () => output);
    const site = await startDeployment(HOSTILE_PORTS.web, HOSTILE_PORTS.remotes, HOSTILE_API);
    return {
      database,
      stop: async () => {
        await Promise.all([site.stop(), stopApi()]);
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await stopApi();
    throw error;
  }
}
