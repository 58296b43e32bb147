/**
 * Release, rollback and the audit log: one app switched at a time, and only after its check.
 *
 * A switch holds the deployment's lock from reading what is live until the new state is written
 * (so two release managers never check against a state the other is replacing), writes
 * remotes.json (or the shell's link) by renaming a complete new one over it, and appends one
 * audit record whatever the outcome.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { checkCandidate, type CheckOptions, type CheckResult } from './check';
import {
  appFolder,
  type Deployment,
  isRemote,
  relinkAtomically,
  ROOT,
  writeAtomically,
  type AppName,
} from './layout';
import { appBuildDir, buildVersionOf, ImmutableVersionError, publish } from './publish';
import { recordRelease } from './release-file';

export interface AuditRecord {
  at: string;
  by: string;
  action: 'release' | 'rollback';
  app: AppName;
  from: string | null;
  to: string;
  result: 'switched' | 'refused' | 'already live';
  check: { ok: boolean; problems: string[]; notes: string[]; pages: number } | null;
  /** Milliseconds each step took. */
  durations: Record<string, number>;
  commit?: string;
  /** Why a release was refused before its check (a published version with other content). */
  reason?: string;
}

export function whoIsReleasing(): string {
  return process.env.RELEASED_BY ?? os.userInfo().username;
}

export function readAudit(deployment: Deployment): AuditRecord[] {
  if (!fs.existsSync(deployment.auditFile)) return [];
  return fs
    .readFileSync(deployment.auditFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as AuditRecord);
}

function appendAudit(deployment: Deployment, record: AuditRecord) {
  // One write of one line: appends of whole lines under the lock never interleave.
  fs.appendFileSync(deployment.auditFile, `${JSON.stringify(record)}\n`);
}

async function withSwitchLock<T>(deployment: Deployment, work: () => Promise<T>): Promise<T> {
  const release = await lockfile.lock(deployment.dir, {
    lockfilePath: path.join(deployment.dir, 'switch.lock'),
    // Another release's check takes seconds: wait for it rather than fail.
    retries: { retries: 120, minTimeout: 250, maxTimeout: 1_000 },
    stale: 60_000,
  });
  try {
    return await work();
  } finally {
    await release();
  }
}

function makeLive(deployment: Deployment, app: AppName, version: string) {
  if (isRemote(app)) {
    const remotes = deployment.remotes();
    remotes[app] = { version, entry: deployment.entryOf(app, version) };
    writeAtomically(deployment.remotesFile, `${JSON.stringify(remotes, null, 2)}\n`);
  } else {
    relinkAtomically(
      deployment.webDir,
      path.relative(deployment.dir, deployment.versionDir(app, version)),
    );
  }
}

const since = (start: number) => Date.now() - start;

export interface SwitchOutcome {
  record: AuditRecord;
  check: CheckResult | null;
}

/** Checks a published version and, if it passes, makes it live; records the outcome. */
async function checkAndSwitch(
  deployment: Deployment,
  app: AppName,
  version: string,
  action: AuditRecord['action'],
  durations: Record<string, number>,
  started: number,
  options: CheckOptions & { commit?: string },
): Promise<SwitchOutcome> {
  return withSwitchLock(deployment, async () => {
    const from = deployment.liveVersion(app) ?? null;
    const base = {
      at: new Date().toISOString(),
      by: whoIsReleasing(),
      action,
      app,
      from,
      to: version,
    };
    const commit = options.commit ? { commit: options.commit } : {};
    if (from === version) {
      const record: AuditRecord = {
        ...base,
        result: 'already live',
        check: null,
        durations: { ...durations, total: since(started) },
        ...commit,
      };
      appendAudit(deployment, record);
      return { record, check: null };
    }
    let step = Date.now();
    const check = await checkCandidate(deployment, app, version, options);
    durations.check = since(step);
    step = Date.now();
    if (check.ok) {
      makeLive(deployment, app, version);
      durations.switch = since(step);
    }
    const record: AuditRecord = {
      ...base,
      result: check.ok ? 'switched' : 'refused',
      check: {
        ok: check.ok,
        problems: check.problems,
        notes: check.notes,
        pages: check.pages.length,
      },
      durations: { ...durations, total: since(started) },
      ...commit,
    };
    appendAudit(deployment, record);
    return { record, check };
  });
}

function git(args: string[]): string {
  return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
}

/** The commit a workspace build of `app` was made from, or why it cannot be named. */
function sourceCommit(app: AppName): { commit: string; clean: boolean } {
  const folder = appFolder(app);
  const commit = git(['rev-parse', 'HEAD']);
  const changes = git(['status', '--porcelain', '--', folder, 'shared', 'pnpm-lock.yaml']);
  return { commit, clean: changes === '' };
}

export interface ReleaseOptions extends CheckOptions {
  /** A build folder to release instead of the workspace's build of the app. */
  buildDir?: string;
  /** Take the workspace's existing build instead of building again. */
  noBuild?: boolean;
  log?: (line: string) => void;
}

export interface ReleaseOutcome extends SwitchOutcome {
  version: string;
  /** Why release.json did not get the release, when it did not. */
  unrecorded?: string;
}

/** `pnpm release <app>`: build, publish (immutable), check, switch, audit, record. */
export async function release(
  deployment: Deployment,
  app: AppName,
  { buildDir, noBuild = false, log = () => undefined, ...checkOptions }: ReleaseOptions = {},
): Promise<ReleaseOutcome> {
  const started = Date.now();
  const durations: Record<string, number> = {};
  let step = Date.now();
  const fromWorkspace = !buildDir;
  const dir = buildDir ?? appBuildDir(app);
  if (fromWorkspace && !noBuild) {
    const folder = appFolder(app);
    log(`Building ${app} (pnpm --filter ./${folder} build) ...`);
    execFileSync('pnpm', ['--filter', `./${folder}`, 'build'], { cwd: ROOT, stdio: 'ignore' });
    durations.build = since(step);
  }
  if (!fs.existsSync(dir)) throw new Error(`${dir} is missing: build ${app} first`);
  const version = buildVersionOf(dir);
  step = Date.now();
  let published;
  try {
    published = publish(deployment, app, dir, version);
  } catch (error) {
    if (error instanceof ImmutableVersionError) {
      appendAudit(deployment, {
        at: new Date().toISOString(),
        by: whoIsReleasing(),
        action: 'release',
        app,
        from: deployment.liveVersion(app) ?? null,
        to: version,
        result: 'refused',
        check: null,
        durations: { ...durations, total: since(started) },
        reason: error.message,
      });
    }
    throw error;
  }
  durations.publish = since(step);
  log(
    `${app} ${version}: ${published} in ${path.relative(ROOT, deployment.versionDir(app, version))}`,
  );
  const source = fromWorkspace ? sourceCommit(app) : undefined;
  log(`Checking ${app} ${version} against the live site in Chromium ...`);
  const outcome = await checkAndSwitch(deployment, app, version, 'release', durations, started, {
    ...checkOptions,
    commit: source && `${source.commit}${source.clean ? '' : '+uncommitted'}`,
  });
  let unrecorded: string | undefined;
  if (outcome.record.result === 'switched') {
    if (!source) unrecorded = 'a build from outside the workspace has no commit to record';
    else if (!source.clean)
      unrecorded = `uncommitted changes to ${app} or shared: commit them and release again to record it`;
    else
      recordRelease(app, {
        version,
        commit: source.commit,
        at: outcome.record.at,
        by: outcome.record.by,
      });
  }
  return { ...outcome, version, unrecorded };
}

/**
 * `pnpm rollback <app> [--to <version>]`: back to the version live before the current one (or
 * the one named), after the same check. Nothing is built.
 */
export async function rollback(
  deployment: Deployment,
  app: AppName,
  { to, ...checkOptions }: CheckOptions & { to?: string } = {},
): Promise<SwitchOutcome & { version: string }> {
  const started = Date.now();
  const live = deployment.liveVersion(app);
  const version = to ?? previousVersion(deployment, app, live);
  if (!version) throw new Error(`${app} has no earlier version to roll back to`);
  if (!fs.existsSync(deployment.versionDir(app, version))) {
    throw new Error(`${app} ${version} is not published here (pnpm deployments lists what is)`);
  }
  const outcome = await checkAndSwitch(
    deployment,
    app,
    version,
    'rollback',
    {},
    started,
    checkOptions,
  );
  return { ...outcome, version };
}

/** The version live before `live`: from the audit log, else the one published before it. */
export function previousVersion(deployment: Deployment, app: AppName, live: string | undefined) {
  const switches = readAudit(deployment).filter(
    (record) =>
      record.app === app && record.result === 'switched' && record.to === live && record.from,
  );
  const fromAudit = switches.at(-1)?.from;
  if (fromAudit) return fromAudit;
  const versions = deployment.versions(app);
  const index = live ? versions.indexOf(live) : -1;
  return index > 0 ? versions[index - 1] : undefined;
}
