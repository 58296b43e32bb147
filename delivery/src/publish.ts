/**
 * Publishing a build into a deployment: its version folder appears whole (copied aside, then
 * renamed into place) and never changes afterwards. A release of a version already published
 * with other content is refused: readers' browsers and CDNs keep a version's files for a year.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { readContract } from './contract';
import { appFolder, type Deployment, ROOT, isRemote, type AppName } from './layout';

/** Where the workspace's build of an app is (see `outputDir` in @portal/build). */
export function appBuildDir(app: AppName): string {
  const folder = path.join(ROOT, appFolder(app));
  if (!isRemote(app)) return path.join(folder, 'dist');
  const { version } = JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')) as {
    version: string;
  };
  return path.join(folder, 'dist', version);
}

/**
 * The version a build says it is: its shared-contract.json, or for a build made before those
 * existed, its federation manifest's.
 */
export function buildVersionOf(dir: string): string {
  const contract = readContract(dir);
  if (contract) return contract.version;
  const manifest = path.join(dir, 'mf-manifest.json');
  if (fs.existsSync(manifest)) {
    const parsed = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {
      metaData: { buildInfo: { buildVersion: string } };
    };
    return parsed.metaData.buildInfo.buildVersion;
  }
  throw new Error(`${dir} is not a build of the portal (no shared-contract.json)`);
}

/** One digest of a folder's file names and contents. */
export function digestOf(dir: string): string {
  const hash = createHash('sha256');
  const files = fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(dir, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

export class ImmutableVersionError extends Error {}

export type PublishOutcome = 'published' | 'already published';

/**
 * Puts `buildDir` into the deployment as `version` of `app`. The same content again is a no-op;
 * other content under a published version is refused unless `replace` (`pnpm start` only).
 */
export function publish(
  deployment: Deployment,
  app: AppName,
  buildDir: string,
  version: string,
  { replace = false } = {},
): PublishOutcome {
  const target = deployment.versionDir(app, version);
  if (fs.existsSync(target)) {
    if (digestOf(target) === digestOf(buildDir)) return 'already published';
    if (!replace) {
      throw new ImmutableVersionError(
        `${app} ${version} is already published with other content: a published version never changes. Give the build a new version (package.json) and release that.`,
      );
    }
  }
  const staging = path.join(path.dirname(target), `.${version}.${process.pid}.staging`);
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.cpSync(buildDir, staging, { recursive: true });
  fs.rmSync(target, { recursive: true, force: true });
  fs.renameSync(staging, target);
  return 'published';
}
