/**
 * Deployments of their own for the delivery flows: assembled from the workspace's builds like
 * `pnpm start`'s, served in this worker on their own ports, reading the API of the run or another.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assemble, Deployment, ROOT, serve, type DeploymentOptions } from '@portal/delivery';
import { API_PORT } from '../playwright.config';
import { test } from './fixtures';

export interface TestDeployment {
  deployment: Deployment;
  site: string;
  stop: () => Promise<void>;
}

export async function startDeployment(
  webPort: number,
  remotesPort: number,
  apiUrl = `http://127.0.0.1:${API_PORT}`,
  {
    serverRendering = false,
    ...serving
  }: Pick<
    Partial<DeploymentOptions>,
    'serverRendering' | 'streamAfterMs' | 'pageCacheConfig' | 'renderLoad'
  > = {},
): Promise<TestDeployment> {
  const deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-deployment-'));
  const options: DeploymentOptions = {
    deployDir,
    webPort,
    remotesPort,
    apiUrl,
    host: '127.0.0.1',
    serverRendering,
    // No page shed, however busy the machine, unless a flow asks (the run's site does the same).
    renderLoad: { maxInFlight: 64, maxEventLoopDelayMs: 600_000 },
    ...serving,
  };
  assemble(options);
  const { web, remotes } = await serve(options);
  return {
    deployment: new Deployment(deployDir),
    site: `http://127.0.0.1:${webPort}`,
    stop: async () => {
      await Promise.all([web.close(), remotes.close()]);
      fs.rmSync(deployDir, { recursive: true, force: true });
    },
  };
}

/**
 * For flows of what the browser meets when it loads a section or asks the API itself (a remote or
 * a request failing, slow or cancelled): their pages come from a deployment of their own, on
 * these ports, whose pages the browser renders alone, serving the run's API. On the run's site a
 * page loaded whole comes rendered by the server, with its section and its data already there.
 */
export function useBrowserRenderedSite(webPort: number) {
  // One worker runs the file's flows, one after the other, on the one deployment.
  test.describe.configure({ mode: 'default' });
  let site: TestDeployment | undefined;
  test.beforeAll(async () => {
    site = await startDeployment(webPort, webPort + 1, undefined, { serverRendering: false });
  });
  test.afterAll(async () => {
    await site?.stop();
  });
  test.use({ baseURL: `http://127.0.0.1:${webPort}` });
}

export interface CommandResult {
  code: number;
  output: string;
  seconds: number;
}

/** Runs a command without blocking this process (its servers may be what it talks to). */
export function run(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<CommandResult> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      resolve({ code: code ?? 1, output, seconds: (Date.now() - started) / 1000 }),
    );
  });
}

/**
 * Runs `pnpm <command> ...` of the delivery package on a test deployment, as a release manager
 * does. Asynchronously: the deployment's servers answer the check from this same process.
 */
export function delivery(args: string[], deployDir: string): Promise<CommandResult> {
  return run(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
    cwd: path.join(ROOT, 'delivery'),
    env: { DEPLOY_DIR: deployDir, RELEASED_BY: 'e2e' },
  });
}

/**
 * A production build of the remote in `folder` from a copy of its source changed by `edit`, with
 * `version`: the build a release manager would be handed. The workspace packages in `ownCopyOf`
 * (say `@portal/reading`, which a section bundles) are copied too, so that `edit` may change them
 * through the copy's `node_modules`. Returns its folder.
 */
export async function buildVariant(
  folder: string,
  version: string,
  edit: (sourceDir: string) => void,
  { ownCopyOf = [] }: { ownCopyOf?: string[] } = {},
): Promise<string> {
  const original = path.join(ROOT, folder);
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-variant-'));
  // The build helper knows an app by its folder's name.
  const dir = path.join(base, folder);
  const withoutBuilds = (from: string) => (source: string) =>
    !/^(node_modules|dist)(\/|$)/.test(path.relative(from, source));
  fs.cpSync(original, dir, { recursive: true, filter: withoutBuilds(original) });
  linkDependencies(path.join(original, 'node_modules'), path.join(dir, 'node_modules'), (name) => {
    if (!ownCopyOf.includes(name)) return undefined;
    // Beside the app, not inside node_modules: the build compiles no source from node_modules.
    const packageDir = fs.realpathSync(path.join(original, 'node_modules', name));
    const copy = path.join(base, 'packages', name);
    fs.cpSync(packageDir, copy, { recursive: true, filter: withoutBuilds(packageDir) });
    fs.symlinkSync(path.join(packageDir, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
    return copy;
  });
  const manifest = path.join(dir, 'package.json');
  const pkg = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string };
  fs.writeFileSync(manifest, JSON.stringify({ ...pkg, version }, null, 2));
  edit(dir);
  const build = await run(
    path.join(original, 'node_modules', '.bin', 'webpack'),
    ['--mode', 'production'],
    {
      cwd: dir,
      env: { NODE_OPTIONS: '--import=tsx' },
    },
  );
  if (build.code !== 0) throw new Error(`webpack failed:\n${build.output}`);
  return path.join(dir, 'dist', version);
}

/**
 * Links each dependency in `from` into `to`, or the folder `copyOf` gives for it (a package's
 * name, scoped ones included).
 */
function linkDependencies(from: string, to: string, copyOf: (name: string) => string | undefined) {
  fs.mkdirSync(to);
  for (const entry of fs.readdirSync(from)) {
    if (entry.startsWith('@')) {
      fs.mkdirSync(path.join(to, entry));
      for (const scoped of fs.readdirSync(path.join(from, entry))) {
        const name = `${entry}/${scoped}`;
        fs.symlinkSync(copyOf(name) ?? path.join(from, name), path.join(to, name), 'dir');
      }
    } else {
      fs.symlinkSync(path.join(from, entry), path.join(to, entry));
    }
  }
}

/** A production build of the books remote from a changed copy of its source (`buildVariant`). */
export function buildBooksVariant(version: string, edit: (sourceDir: string) => void) {
  return buildVariant('mfe-books', version, edit);
}

/** Replaces one exact piece of a source file (and fails when it is not there). */
export function replaceIn(file: string, from: string, to: string) {
  const source = fs.readFileSync(file, 'utf8');
  if (!source.includes(from)) throw new Error(`${file} has no ${from}`);
  fs.writeFileSync(file, source.replace(from, to));
}

export interface ApiProcess {
  url: string;
  stop: () => Promise<void>;
}

/**
 * The API's build (`api/dist/server.js`) in a process of its own on `port`, with `env` over this
 * one's (its database above all), answering `/api/health` before this resolves. `name` says
 * whose API it is in the errors of one that stops or never answers.
 */
export async function startApiBuild(
  name: string,
  port: number,
  env: Record<string, string>,
): Promise<ApiProcess> {
  const url = `http://127.0.0.1:${port}`;
  const api = spawn(
    process.execPath,
    ['--enable-source-maps', path.join(ROOT, 'api/dist/server.js')],
    {
      cwd: path.join(ROOT, 'api'),
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    },
  );
  let output = '';
  api.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  api.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (api.exitCode !== null) return;
    api.kill('SIGTERM');
    await once(api, 'exit');
  };
  const deadline = Date.now() + 60_000;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (api.exitCode !== null) throw new Error(`The ${name} API stopped:\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return { url, stop };
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = `${String(error)}: ${String((error as { cause?: unknown }).cause)}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`The ${name} API did not answer at ${url} (${last}):\n${output}`);
}
