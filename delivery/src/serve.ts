/**
 * Serves an existing deployment (DEPLOY_DIR): the site on WEB_PORT with the API proxied from
 * API_URL, and the remotes on REMOTES_PORT. `pnpm start` assembles one first and starts the API.
 *
 * With WEB_PROCESSES above 1, the site is served by that many processes (node:cluster) sharing
 * its port, as two or more nodes behind the same address would: a page that renders in one does
 * not hold up the pages of the others, and the machine's cores all render. A process that dies
 * is replaced; SIGTERM or SIGINT stops them all.
 */
import cluster from 'node:cluster';
import {
  createRemotesServer,
  createWebServer,
  deploymentOptionsFromEnv,
  type DeploymentOptions,
} from './deployment';

export async function serve(options: DeploymentOptions) {
  const remotes = await createRemotesServer(options);
  await remotes.listen({ port: options.remotesPort, host: options.host });
  const web = await createWebServer(options);
  await web.listen({ port: options.webPort, host: options.host });
  return { web, remotes };
}

/** WEB_PROCESSES: how many processes serve the site's port, 1 (this one) by default. */
export function webProcessesFromEnv(env = process.env): number {
  const processes = Number(env.WEB_PROCESSES ?? 1);
  if (!Number.isInteger(processes) || processes < 1) {
    throw new Error(`WEB_PROCESSES must be a whole number from 1, not ${env.WEB_PROCESSES}`);
  }
  return processes;
}

/**
 * The site in `processes` processes of this file, forked from this one, which serves the remotes
 * itself: they are files a browser caches for good, and this process lives on when a site process
 * dies, so a crash of one never takes the remotes away from the pages the others serve. Resolves
 * once every site process listens.
 */
async function serveInProcesses(options: DeploymentOptions, processes: number): Promise<void> {
  const remotes = await createRemotesServer(options);
  await remotes.listen({ port: options.remotesPort, host: options.host });
  // The site processes run this file, whichever script (`pnpm start`'s) runs this process.
  cluster.setupPrimary({ exec: __filename });
  let stopping = false;
  const stopAll = (code: number) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(code);
    let left = workers.length;
    cluster.on('exit', () => {
      left -= 1;
      if (left === 0) process.exit(code);
    });
    for (const worker of workers) worker?.process.kill('SIGTERM');
  };
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));
  // Each site process listens twice: on the site's port, and on a loopback port of its own where
  // its renderer reads the remotes' server builds (deployment.ts). The first counts.
  const listened = new Set<number>();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const how = signal ?? `exit ${code}`;
    if (!listened.has(worker.id)) {
      // One that never served would fail again: a crash loop helps nobody.
      console.error(`Site process ${worker.process.pid} could not start (${how}); stopping`);
      stopAll(1);
      return;
    }
    console.error(`Site process ${worker.process.pid} ended (${how}); starting another`);
    cluster.fork();
  });
  await new Promise<void>((resolve) => {
    cluster.on('listening', (worker, address) => {
      if (address.port !== options.webPort) return;
      listened.add(worker.id);
      console.log(`Site process ${worker.process.pid} listening`);
      if (listened.size === processes) resolve();
    });
    for (let index = 0; index < processes; index += 1) cluster.fork();
  });
}

/** The site and the remotes, the site in WEB_PROCESSES processes. */
export async function serveSite(options: DeploymentOptions, processes: number): Promise<void> {
  if (processes > 1) await serveInProcesses(options, processes);
  else await serve(options);
}

if (require.main === module) {
  const options = deploymentOptionsFromEnv();
  if (cluster.isWorker) {
    // A site process of serveInProcesses: the port is shared through the primary.
    createWebServer(options)
      .then((web) => web.listen({ port: options.webPort, host: options.host }))
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  } else {
    const processes = webProcessesFromEnv();
    void serveSite(options, processes).then(() =>
      console.log(
        `Serving ${options.deployDir} at http://${options.host}:${options.webPort}/` +
          (processes > 1 ? ` with ${processes} processes` : ''),
      ),
    );
  }
}
