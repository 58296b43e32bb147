/**
 * A deployment of the workspace's builds on a hostile copy of the catalogue: the API's build on
 * its own PGlite folder (hostile-database.ts) and port, and the site and remotes served in this
 * worker, on ports of their own so the other flows' deployment goes on as it is.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApiBuild, startDeployment } from '../deployment-helpers';
import { createHostileDatabase, type HostileDatabase } from './hostile-database';

// Not 4190, which browsers and fetch refuse (a "bad port": ManageSieve).
export const HOSTILE_PORTS = { api: 4193, web: 4191, remotes: 4192 } as const;
export const HOSTILE_SITE = `http://127.0.0.1:${HOSTILE_PORTS.web}`;
export const HOSTILE_API = `http://127.0.0.1:${HOSTILE_PORTS.api}`;

export interface HostileSite {
  database: HostileDatabase;
  stop: () => Promise<void>;
}

export async function startHostileSite(): Promise<HostileSite> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-hostile-'));
  const dataDir = path.join(dir, 'pglite');
  const database = await createHostileDatabase(dataDir);
  const api = await startApiBuild('hostile', HOSTILE_PORTS.api, {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // This machine's `X-Forwarded-For` is believed: a flow calling the API directly with an
    // address of the demo organization is one of its readers, and reads its hostile name.
    TRUSTED_PROXIES: 'loopback',
  });
  try {
    const site = await startDeployment(HOSTILE_PORTS.web, HOSTILE_PORTS.remotes, HOSTILE_API);
    return {
      database,
      stop: async () => {
        await Promise.all([site.stop(), api.stop()]);
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await api.stop();
    throw error;
  }
}
