/**
 * `pnpm start` after the build: the API with its embedded database, and the deployment servers
 * of deployment.ts. Prints the one URL to open. The API trusts the X-Forwarded-For of the site's
 * proxy alone, so each visitor has an address of their own (sign-in limits, organization access),
 * and answers cross-origin calls from the site's origins alone (`apiEnvironment`). The site runs in
 * WEB_PROCESSES processes (serve.ts).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { apiEnvironment, assemble, deploymentOptionsFromEnv } from './deployment';
import { ROOT } from './layout';
import { serveSite, webProcessesFromEnv } from './serve';

async function waitForApi(apiUrl: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${apiUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The API did not answer at ${apiUrl} within ${timeoutMs / 1000} s`);
}

async function main() {
  const options = deploymentOptionsFromEnv();
  const processes = webProcessesFromEnv();
  const manifest = assemble(options);
  const apiPort = new URL(options.apiUrl).port || '3100';
  // The API's build (made by the root `pnpm build`), not its TypeScript source.
  const apiServer = path.join(ROOT, 'api/dist/server.js');
  if (!existsSync(apiServer)) throw new Error(`${apiServer} is missing: run pnpm build first`);
  const api = spawn(process.execPath, ['--enable-source-maps', apiServer], {
    cwd: path.join(ROOT, 'api'),
    env: { ...process.env, PORT: apiPort, HOST: options.host, ...apiEnvironment(options) },
    stdio: 'inherit',
  });
  const stop = () => {
    api.kill('SIGTERM');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  api.on('exit', (code) => {
    console.error(`The API stopped (exit ${code ?? 'signal'})`);
    process.exit(code ?? 1);
  });

  await serveSite(options, processes);
  await waitForApi(options.apiUrl, 180_000);

  console.log(`Remotes deployed: ${JSON.stringify(manifest)}`);
  console.log(`\n  Portal ready: http://${options.host}:${options.webPort}/\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
