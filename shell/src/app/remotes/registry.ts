import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { matchRoutes } from 'react-router-dom';
import type { RemoteModuleId, RemoteModules } from '@portal/shared';
import { REMOTE_NAMES, SECTIONS, type RemoteName } from '@portal/shared/remotes';
import type { RemotesManifest } from '../../server/server-contract';

const MANIFEST_TIMEOUT_MS = 30_000;
/**
 * How long a tab trusts the list it has. A section entered later than this asks again, so a
 * release or a rollback reaches tabs already open without a reload.
 */
export const REMOTES_MAX_AGE_MS = 60_000;

interface Registration {
  manifest: RemotesManifest;
  fetchedAt: number;
}

let current: Registration | undefined;
let pending: Promise<RemotesManifest> | undefined;
/**
 * The remotes this tab runs code of, or is loading: they keep their version until the page
 * reloads (two versions of one remote on a page would each have their own state).
 */
const used = new Map<string, 'loading' | 'loaded'>();

async function fetchRemotesManifest(): Promise<RemotesManifest> {
  const response = await fetch(__REMOTES_URL__, {
    cache: 'no-store',
    signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`remotes list: HTTP ${response.status}`);
  return (await response.json()) as RemotesManifest;
}

/**
 * Registers what the list names: every remote the first time, and afterwards the remotes whose
 * version changed and that this tab does not use yet.
 */
function register(manifest: RemotesManifest) {
  const previous = current?.manifest;
  const changed = Object.entries(manifest).filter(
    ([name, remote]) => !previous?.[name] || previous[name].entry !== remote.entry,
  );
  const fresh = changed.filter(([name]) => !previous?.[name]);
  const moved = changed.filter(([name]) => previous?.[name] && !used.has(name));
  if (fresh.length > 0) {
    registerRemotes(fresh.map(([name, remote]) => ({ name, entry: remote.entry })));
  }
  if (moved.length > 0) {
    registerRemotes(
      moved.map(([name, remote]) => ({ name, entry: remote.entry })),
      { force: true },
    );
  }
  // A loaded remote stays at the version the tab has, and so does its line in the list.
  const kept = Object.fromEntries(
    Object.entries(manifest).map(([name, remote]) => [
      name,
      previous?.[name] && used.has(name) ? previous[name] : remote,
    ]),
  );
  current = { manifest: kept, fetchedAt: Date.now() };
  return kept;
}

/**
 * The deployed `remotes.json`, fetched on first use and again when the tab's copy is older than
 * a minute. A failed fetch is not cached: the next call (a reader's retry) asks again, and a
 * tab that has a list keeps using it while the new one cannot be had.
 */
export function ensureRemotesRegistered(): Promise<RemotesManifest> {
  if (current && Date.now() - current.fetchedAt < REMOTES_MAX_AGE_MS) {
    return Promise.resolve(current.manifest);
  }
  pending ??= fetchRemotesManifest()
    .then(register, (error: unknown) => {
      if (current) return current.manifest;
      throw error;
    })
    .finally(() => {
      pending = undefined;
    });
  return pending;
}

let loadBudgetMs: number | undefined;

/**
 * How long a page waits for a remote's module before rendering without it: set on the site's
 * server, where a slow remote is rendered in the browser instead; none in a browser, where the
 * loaders' own clocks apply (the runtime plugin).
 */
export function setRemoteLoadBudget(ms: number | undefined): void {
  loadBudgetMs = ms;
}

function withinBudget<T>(loading: Promise<T>, id: string): Promise<T> {
  if (loadBudgetMs === undefined) return loading;
  const budget = loadBudgetMs;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${id} took over ${budget} ms`)), budget);
  });
  return Promise.race([loading, late]).finally(() => clearTimeout(timer));
}

/** Loads one exposed module of a remote; rejects (never resolves empty) when it cannot. */
export async function loadRemoteModule<Id extends RemoteModuleId>(
  id: Id,
): Promise<RemoteModules[Id]> {
  await ensureRemotesRegistered();
  const remote = id.slice(0, id.indexOf('/'));
  if (used.get(remote) !== 'loaded') used.set(remote, 'loading');
  try {
    const module = await withinBudget(loadRemote<RemoteModules[Id]>(id), id);
    if (!module) throw new Error(`Remote module ${id} is empty`);
    used.set(remote, 'loaded');
    return module;
  } catch (error) {
    // When none of its code runs, a reader's retry takes whichever version is live by then, and
    // asks for the list again: a broken release may have been rolled back meanwhile.
    if (used.get(remote) === 'loading') used.delete(remote);
    if (current) current.fetchedAt = 0;
    throw error;
  }
}

/**
 * On the site's server: the remotes pages are rendered with, each at its server build. Called
 * before every page with what the live `remotes.json` names: a remote whose entry changed (a
 * release or a rollback) is registered again, so the next page renders with that version, with
 * no restart. The server never fetches the list itself.
 */
export function registerServerRemotes(manifest: RemotesManifest): void {
  const previous = current?.manifest;
  const changed = Object.entries(manifest).filter(
    ([name, remote]) => previous?.[name]?.entry !== remote.entry,
  );
  if (changed.length > 0) {
    registerRemotes(
      changed.map(([name, remote]) => ({ name, entry: remote.entry })),
      { force: previous !== undefined },
    );
  }
  current = { manifest, fetchedAt: Number.POSITIVE_INFINITY };
}

/** The remote whose section holds this path, if one does (the shell's own pages have none). */
export function sectionOf(pathname: string): RemoteName | undefined {
  return REMOTE_NAMES.find((remote) =>
    matchRoutes(
      SECTIONS[remote].map((path) => ({ path })),
      pathname,
    ),
  );
}
