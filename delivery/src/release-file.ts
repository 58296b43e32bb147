/**
 * Each app's `release.json`, kept in the repository beside its package.json: the pages a check
 * of the app visits, and the commit of every version released (`pnpm release` appends to it, and
 * the version-skew flows build the last one again from its commit).
 */
import fs from 'node:fs';
import path from 'node:path';
import { appFolder, ROOT, type AppName } from './layout';

export interface ReleaseRecord {
  version: string;
  commit: string;
  at: string;
  by: string;
}

export interface ReleaseFile {
  $comment?: string;
  /** Pages a release check opens (a remote's home-page widgets are checked on /home too). */
  checkPaths: string[];
  releases: ReleaseRecord[];
}

export function releaseFilePath(app: AppName, root = ROOT): string {
  return path.join(root, appFolder(app), 'release.json');
}

export function readReleaseFile(app: AppName, root = ROOT): ReleaseFile {
  return JSON.parse(fs.readFileSync(releaseFilePath(app, root), 'utf8')) as ReleaseFile;
}

/** The last release recorded for the app, which the version-skew flows run against. */
export function lastRelease(app: AppName, root = ROOT): ReleaseRecord | undefined {
  return readReleaseFile(app, root).releases.at(-1);
}

export function recordRelease(app: AppName, record: ReleaseRecord, root = ROOT) {
  const file = readReleaseFile(app, root);
  file.releases.push(record);
  fs.writeFileSync(releaseFilePath(app, root), `${JSON.stringify(file, null, 2)}\n`);
}
