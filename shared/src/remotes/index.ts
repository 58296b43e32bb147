/**
 * The portal's apps, from the one definition in `remotes.json`: each remote's federation name,
 * package folder, dev port and the path groups the shell hands it (DESIGN.md section 3). Plain
 * data, safe in the browser and in Node; the shell bundles it (it is not a shared singleton).
 */
import definition from './remotes.json';

/** A remote's federation name: the prefix of its modules (`journals/App`). */
export type RemoteName = keyof typeof definition.remotes;
/** The host's federation name. */
export type HostName = keyof typeof definition.host;
export type AppName = HostName | RemoteName;

export interface AppDefinition {
  /** The app's package folder at the workspace root. */
  folder: string;
  /** Its dev server's port on 127.0.0.1. */
  devPort: number;
}

export interface RemoteDefinition extends AppDefinition {
  /** The path groups the shell's router hands the remote (react-router patterns). */
  paths: readonly string[];
}

export const HOST: Readonly<Record<HostName, AppDefinition>> = definition.host;
export const HOST_NAME = Object.keys(HOST)[0] as HostName;

export const REMOTES: Readonly<Record<RemoteName, RemoteDefinition>> = definition.remotes;
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

/** Every app, host first: its name and definition. */
export const APPS: readonly (AppDefinition & { name: AppName })[] = [
  { name: HOST_NAME, ...HOST[HOST_NAME] },
  ...REMOTE_NAMES.map((name) => ({ name, ...REMOTES[name] })),
];
