/**
 * What each remote exposes, declared once so the shell's `loadRemote` calls and the remotes'
 * `src/exposes/` files are checked against the same types (DESIGN.md section 3: `dts: false`).
 */
import type { ComponentType } from 'react';
import type { RemoteName } from '../remotes';
import type { PortalRoute } from './keep-alive-routes';

/** A remote's whole section: renders its own routes for the paths the shell hands it. */
export type RemoteApp = ComponentType;

/**
 * A small widget the shell's home page composes. The shell draws its frame (heading, loading
 * and failure states); the widget renders the content and a link to the full section.
 */
export type RemoteWidget = ComponentType;

/**
 * A section's module: the section, and its route table, whose pages that load apart a page the
 * site's server rendered loads ahead (`preloadRoute`). A release built before the table was
 * exposed has none.
 */
export interface RemoteAppModule {
  default: RemoteApp;
  routes?: readonly PortalRoute[];
}

/** Every remote's whole section, `<name>/App`, for each remote of the one definition. */
export type RemoteApps = { [Name in RemoteName as `${Name}/App`]: RemoteAppModule };

export interface RemoteModules extends RemoteApps {
  /** The newest issue of a few journals. */
  'journals/LatestIssues': { default: RemoteWidget };
  /** The featured books of the book home. */
  'books/FeaturedBooks': { default: RemoteWidget };
  /** The five newest news items and announcements. */
  'news/LatestNews': { default: RemoteWidget };
}

export type RemoteModuleId = keyof RemoteModules;
