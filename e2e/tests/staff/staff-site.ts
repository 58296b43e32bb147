/**
 * A deployment of the workspace's builds for the staff's flows: the API's build on a PGlite folder
 * of its own, seeded as `pnpm start` seeds (demo accounts included) and given a staff account by
 * the API's own command (`pnpm --filter @portal/api staff add`, the password on its standard
 * input), then the site and remotes served in this worker, on ports of their own. An import
 * writes to the catalogue: on the run's own API it would change what the other flows read.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '@portal/delivery';
import { run, startApiBuild, startDeployment } from '../deployment-helpers';

export const STAFF_PORTS = { api: 4196, web: 4197, remotes: 4198 } as const;
export const STAFF_SITE = `http://127.0.0.1:${STAFF_PORTS.web}`;
export const STAFF_API = `http://127.0.0.1:${STAFF_PORTS.api}`;

/** The staff member the set-up creates: a new account, its password given on standard input. */
export const STAFF_ACCOUNT = {
  email: 'e2e-staff@example.org',
  name: 'E2E editor',
  password: 'Staff2026import',
} as const;

export interface StaffSite {
  stop: () => Promise<void>;
}

/** The API's settings for this deployment's database: cheap password hashes, as in its tests. */
const databaseEnv = (dataDir: string) => ({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  PASSWORD_HASH_COST: '10',
});

/** `pnpm --filter @portal/api staff add ...`, as a publisher's administrator runs it. */
function addStaffMember(dataDir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const command = spawn(
      'pnpm',
      [
        '--filter',
        '@portal/api',
        'staff',
        'add',
        STAFF_ACCOUNT.email,
        '--name',
        STAFF_ACCOUNT.name,
      ],
      { cwd: ROOT, env: { ...process.env, ...databaseEnv(dataDir) } },
    );
    let output = '';
    command.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    command.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    command.on('error', reject);
    command.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`The staff command failed:\n${output}`)),
    );
    command.stdin.end(`${STAFF_ACCOUNT.password}\n`);
  });
}

export async function startStaffSite(): Promise<StaffSite> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-staff-'));
  const dataDir = path.join(dir, 'pglite');
  const apiDir = path.join(ROOT, 'api');
  const seeded = await run(process.execPath, [path.join(apiDir, 'dist/seed.js')], {
    cwd: apiDir,
    env: databaseEnv(dataDir),
  });
  if (seeded.code !== 0) throw new Error(`The seed failed:\n${seeded.output}`);
  // Before the API starts: only one process may open a PGlite folder.
  await addStaffMember(dataDir);
  const api = await startApiBuild('staff', STAFF_PORTS.api, databaseEnv(dataDir));
  try {
    const site = await startDeployment(STAFF_PORTS.web, STAFF_PORTS.remotes, STAFF_API);
    return {
      stop: async () => {
        await Promise.all([site.stop(), api.stop()]);
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await api.stop();
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
