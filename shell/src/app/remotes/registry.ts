import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteModuleId, RemoteModules } from '@portal/shared';

/** One deployed remote: its version and the URL of that version's `mf-manifest.json`. */
export interface DeployedRemote {
  version: string;
  entry: string;
}

export type RemotesManifest = Record<string, DeployedRemote>;

const MANIFEST_TIMEOUT_MS = 30_000;

let registration: Promise<RemotesManifest> | undefined;

async function fetchRemotesManifest(): Promise<RemotesManifest> {
  const response = await fetch(__REMOTES_URL__, {
    cache: 'no-store',
    signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`remotes list: HTTP ${response.status}`);
  return (await response.json()) as RemotesManifest;
}

/**
 * Fetches the deployed `remotes.json` once and registers every remote it names. A failure is
 * not cached: the next call (a reader's retry) asks again.
 */
export function ensureRemotesRegistered(): Promise<RemotesManifest> {
  registration ??= fetchRemotesManifest().then(
    (manifest) => {
      registerRemotes(
        Object.entries(manifest).map(([name, remote]) => ({ name, entry: remote.entry })),
      );
      return manifest;
    },
    (error: unknown) => {
      registration = undefined;
      throw error;
    },
  );
  return registration;
}

/** Loads one exposed module of a remote; rejects (never resolves empty) when it cannot. */
export async function loadRemoteModule<Id extends RemoteModuleId>(
  id: Id,
): Promise<RemoteModules[Id]> {
  await ensureRemotesRegistered();
  const module = await loadRemote<RemoteModules[Id]>(id);
  if (!module) throw new Error(`Remote module ${id} is empty`);
  return module;
}
