/**
 * What each remote exposes, declared once so the shell's `loadRemote` calls and the remotes'
 * `src/exposes/` files are checked against the same types (DESIGN.md section 3: `dts: false`).
 */
import type { ComponentType } from 'react';

/** A remote's whole section: renders its own routes for the paths the shell hands it. */
export type RemoteApp = ComponentType;

/** A small widget the shell's home page composes. */
export type RemoteWidget = ComponentType;

export interface RemoteModules {
  'journals/App': { default: RemoteApp };
  'books/App': { default: RemoteApp };
  'news/App': { default: RemoteApp };
  'commerce/App': { default: RemoteApp };
}

export type RemoteModuleId = keyof RemoteModules;
