/**
 * The portal's apps for the build helper, the deployment and dev scripts and their tests, from
 * the one definition in `remotes.json`: every app's package folder and dev port. Node-side: the
 * browser needs only the section map (`./index`).
 */
import definition from './remotes.json';
import { REMOTE_NAMES, SECTIONS, type RemoteName } from './index';

export type AppName = keyof typeof definition.apps;
/** The host: the one app that is no section. */
export type HostName = Exclude<AppName, RemoteName>;

export interface AppDefinition {
  /** The app's package folder at the workspace root. */
  folder: string;
  /** Its dev server's port on 127.0.0.1. */
  devPort: number;
}

export interface RemoteDefinition extends AppDefinition {
  /** The path groups the shell's router hands the remote. */
  paths: readonly string[];
}

// Every section is an app: a remote missing from `apps` does not compile.
const APP_DEFINITIONS: Readonly<Record<AppName, AppDefinition>> &
  Readonly<Record<RemoteName, AppDefinition>> = definition.apps;

export const HOST_NAME = (Object.keys(APP_DEFINITIONS) as AppName[]).find(
  (name) => !(name in SECTIONS),
) as HostName;
export const REMOTES = Object.fromEntries(
  REMOTE_NAMES.map((name) => [name, { ...APP_DEFINITIONS[name], paths: SECTIONS[name] }]),
) as Readonly<Record<RemoteName, RemoteDefinition>>;

/** Every app, host first: its name and definition. */
export const APPS: readonly (AppDefinition & { name: AppName })[] = [
  { name: HOST_NAME, ...APP_DEFINITIONS[HOST_NAME] },
  ...REMOTE_NAMES.map((name) => ({ name, ...APP_DEFINITIONS[name] })),
];

export { REMOTE_NAMES, type RemoteName } from './index';
