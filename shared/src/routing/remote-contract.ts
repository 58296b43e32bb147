/**
 * What each remote exposes, declared once so the shell's `loadRemote` calls and the remotes'
 * `src/exposes/` files are checked against the same types (DESIGN.md section 3: `dts: false`).
 */
import type { ComponentType } from 'react';

/** A remote's whole section: renders its own routes for the paths the shell hands it. */
export type RemoteApp = ComponentType;

/**
 * A small widget the shell's home page composes. The shell draws its frame (heading, loading
 * and failure states); the widget renders the content and a link to the full section.
 */
export type RemoteWidget = ComponentType;

export interface RemoteModules {
  'journals/App': { default: RemoteApp };
  'books/App': { default: RemoteApp };
  'news/App': { default: RemoteApp };
  'commerce/App': { default: RemoteApp };
  /** The newest issue of a few journals. */
  'journals/LatestIssues': { default: RemoteWidget };
  /** The featured books of the book home. */
  'books/FeaturedBooks': { default: RemoteWidget };
  /** The five newest news items and announcements. */
  'news/LatestNews': { default: RemoteWidget };
}

export type RemoteModuleId = keyof RemoteModules;
