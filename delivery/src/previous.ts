/**
 * `pnpm build:previous`: builds every app again at its last release (the commit its release.json
 * records), in a git worktree of that commit, for the version-skew flows of `pnpm test`: the
 * shell at HEAD with each remote as released, and each remote at HEAD with the shell as
 * released. Builds are kept by commit in node_modules/.cache, so a commit is built once.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPS, appFolder, ROOT, isRemote, type AppName } from './layout';
import { lastRelease } from './release-file';

const CACHE = path.join(ROOT, 'node_modules', '.cache', 'portal-previous');

/** Where the build of `app` at `commit` is kept once built. */
export function previousBuildDir(app: AppName, commit: string): string {
  return path.join(CACHE, commit, app);
}

/**
 * Each app's last release and the folder of its build, for the version-skew flows. A remote not
 * released yet has no older version to mix, and is left out; the shell always has one.
 */
export function previousReleases() {
  return APPS.flatMap((app) => {
    const release = lastRelease(app.name);
    if (!release && isRemote(app.name)) return [];
    if (!release) throw new Error(`${app.folder}/release.json records no release`);
    return [{ app: app.name, ...release, dir: previousBuildDir(app.name, release.commit) }];
  });
}

function run(command: string, args: string[], cwd: string) {
  try {
    execFileSync(command, args, {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
    });
  } catch (error) {
    // A failed build says why on stdout (webpack) or stderr.
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    process.stderr.write(`${stdout?.toString() ?? ''}${stderr?.toString() ?? ''}`);
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
  }
}

function buildAt(commit: string, apps: AppName[]) {
  try {
    run('git', ['cat-file', '-e', `${commit}^{commit}`], ROOT);
  } catch {
    throw new Error(
      `Commit ${commit} of a release.json is not in this clone: fetch it (git fetch --unshallow)`,
    );
  }
  const worktree = path.join(os.tmpdir(), `portal-previous-${commit.slice(0, 12)}`);
  fs.rmSync(worktree, { recursive: true, force: true });
  run('git', ['worktree', 'prune'], ROOT);
  run('git', ['worktree', 'add', '--detach', '--force', worktree, commit], ROOT);
  try {
    const folders = apps.map((app) => `./${appFolder(app)}`);
    // The apps with their dependencies, and the shared package's own devDependencies (its
    // build helper's webpack plugins), which a filtered install leaves out otherwise.
    const filters = [...folders.map((folder) => `${folder}...`), './shared'].flatMap((filter) => [
      '--filter',
      filter,
    ]);
    // From the store this clone's install filled: the network only for packages it lacks.
    run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline', ...filters], worktree);
    run('pnpm', [...folders.flatMap((folder) => ['--filter', folder]), 'build'], worktree);
    for (const [index, app] of apps.entries()) {
      const appDir = path.join(worktree, folders[index]!);
      const { version } = JSON.parse(
        fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'),
      ) as {
        version: string;
      };
      const built = isRemote(app) ? path.join(appDir, 'dist', version) : path.join(appDir, 'dist');
      const target = previousBuildDir(app, commit);
      fs.rmSync(target, { recursive: true, force: true });
      fs.cpSync(built, target, { recursive: true });
    }
  } finally {
    run('git', ['worktree', 'remove', '--force', worktree], ROOT);
  }
}

function main() {
  const started = Date.now();
  const byCommit = new Map<string, AppName[]>();
  for (const release of previousReleases()) {
    if (
      fs.existsSync(path.join(release.dir, 'index.html')) ||
      fs.existsSync(path.join(release.dir, 'mf-manifest.json'))
    ) {
      console.log(
        `${release.app} ${release.version} (${release.commit.slice(0, 7)}): built before`,
      );
      continue;
    }
    byCommit.set(release.commit, [...(byCommit.get(release.commit) ?? []), release.app]);
  }
  for (const [commit, apps] of byCommit) {
    const step = Date.now();
    console.log(`Building ${apps.join(', ')} at ${commit.slice(0, 7)} in a git worktree ...`);
    buildAt(commit, apps);
    console.log(`  done in ${((Date.now() - step) / 1000).toFixed(0)} s`);
  }
  console.log(
    `Previous releases ready in ${path.relative(ROOT, CACHE)} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
}

if (require.main === module) main();
