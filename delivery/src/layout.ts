/**
 * Where everything of a deployment lives, and what is live in it:
 *
 *   <dir>/deployment.json          the site's URL and the remotes' origin (written when assembled)
 *   <dir>/remotes.json             the live version of each remote (served at /remotes.json)
 *   <dir>/web -> shell/<version>   the live shell (a symbolic link, switched by renaming over it)
 *   <dir>/shell/<version>/         every published build of the shell
 *   <dir>/remotes/<name>/<version>/ every published build of each remote (served by the remotes origin)
 *   <dir>/audit.jsonl              one JSON line per release, rollback and refusal
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RemotesManifest } from '@portal/shell/server-contract';
import {
  APPS,
  HOST_NAME,
  REMOTE_NAMES,
  type AppName,
  type RemoteName,
} from '@portal/shared/remotes/apps';

export { APPS, HOST_NAME, REMOTE_NAMES, REMOTES } from '@portal/shared/remotes/apps';
export type { AppName, RemoteName } from '@portal/shared/remotes/apps';

/** The workspace's root folder. */
export const ROOT = path.resolve(__dirname, '../..');

/** The deployment's folder: DEPLOY_DIR, or `.deploy/` (the one `pnpm start` serves). */
export function deployDirFromEnv(env = process.env): string {
  return path.resolve(env.DEPLOY_DIR ?? path.join(ROOT, '.deploy'));
}

/** `remotes.json`, as the shell reads it: each live remote's version and `mf-manifest.json`. */
export type RemotesFile = RemotesManifest;

export interface DeploymentConfig {
  /** The site readers open (the shell's origin), where a check finds the live shell. */
  site: string;
  /** The origin the remotes' version folders are served from. */
  remotesOrigin: string;
}

/** The app's package folder at the workspace root (`shell`, `mfe-books`, ...). */
export function appFolder(app: AppName): string {
  return APPS.find((each) => each.name === app)!.folder;
}

export function isAppName(name: string): name is AppName {
  return name === HOST_NAME || (REMOTE_NAMES as readonly string[]).includes(name);
}

export function isRemote(name: AppName): name is RemoteName {
  return name !== HOST_NAME;
}

export class Deployment {
  constructor(readonly dir: string) {}

  get webDir() {
    return path.join(this.dir, 'web');
  }
  get remotesFile() {
    return path.join(this.dir, 'remotes.json');
  }
  get auditFile() {
    return path.join(this.dir, 'audit.jsonl');
  }
  get configFile() {
    return path.join(this.dir, 'deployment.json');
  }

  /** The folder of one published version of an app. */
  versionDir(app: AppName, version: string): string {
    if (!/^[0-9A-Za-z][0-9A-Za-z.+-]*$/.test(version)) {
      throw new Error(`"${version}" is not a version (digits, letters, dots, + and - only)`);
    }
    return isRemote(app)
      ? path.join(this.dir, 'remotes', app, version)
      : path.join(this.dir, 'shell', version);
  }

  /** Every published version of an app, oldest first by the time it was published. */
  versions(app: AppName): string[] {
    const parent = path.dirname(this.versionDir(app, '0'));
    if (!fs.existsSync(parent)) return [];
    return fs
      .readdirSync(parent, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
      .map((entry) => ({
        name: entry.name,
        at: fs.statSync(path.join(parent, entry.name)).mtimeMs,
      }))
      .sort((a, b) => a.at - b.at || a.name.localeCompare(b.name))
      .map((entry) => entry.name);
  }

  config(): DeploymentConfig {
    if (!fs.existsSync(this.configFile)) {
      throw new Error(`${this.configFile} is missing: no deployment here (run pnpm start)`);
    }
    return JSON.parse(fs.readFileSync(this.configFile, 'utf8')) as DeploymentConfig;
  }

  remotes(): RemotesFile {
    if (!fs.existsSync(this.remotesFile)) return {};
    return JSON.parse(fs.readFileSync(this.remotesFile, 'utf8')) as RemotesFile;
  }

  /** The URL of a remote version's manifest, as remotes.json names it. */
  entryOf(remote: RemoteName, version: string): string {
    return `${this.config().remotesOrigin}/${remote}/${version}/mf-manifest.json`;
  }

  /** The version of an app readers get now, if any. */
  liveVersion(app: AppName): string | undefined {
    if (isRemote(app)) return this.remotes()[app]?.version;
    try {
      return path.basename(fs.readlinkSync(this.webDir));
    } catch {
      return undefined;
    }
  }
}

/** Writes a file whole or not at all: readers see the old content or the new, never a part. */
export function writeAtomically(file: string, content: string) {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  fs.writeFileSync(temporary, content);
  fs.renameSync(temporary, file);
}

/** Points a symbolic link elsewhere in one step (a new link renamed over the old one). */
export function relinkAtomically(link: string, target: string) {
  const temporary = path.join(path.dirname(link), `.${path.basename(link)}.${process.pid}.tmp`);
  fs.rmSync(temporary, { force: true });
  fs.symlinkSync(target, temporary, 'dir');
  // A folder left by an older layout cannot be renamed over; a link can.
  if (fs.existsSync(link) && !fs.lstatSync(link).isSymbolicLink()) {
    fs.rmSync(link, { recursive: true, force: true });
  }
  fs.renameSync(temporary, link);
}
