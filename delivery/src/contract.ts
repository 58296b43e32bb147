/**
 * Whether a shell provides what a remote requires of the page's share scope, from the
 * `shared-contract.json` each build writes (@portal/build/shared-contract.ts). On the page
 * the shell's copy of every singleton wins (`loaded-first`), so a remote gets the live shell's
 * React, router and the rest, and only the names the shell's facades export.
 */
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import type { SharedContract } from '@portal/build/shared-contract';

export type { SharedContract };

export function readContract(buildDir: string): SharedContract | undefined {
  const file = path.join(buildDir, 'shared-contract.json');
  if (!fs.existsSync(file)) return undefined;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as SharedContract;
}

/** Every way `remote` would break on a page whose shared modules come from `shell`. */
export function contractProblems(shell: SharedContract, remote: SharedContract): string[] {
  const problems: string[] = [];
  const who = `${remote.app} ${remote.version}`;
  const host = `the shell ${shell.version}`;
  for (const [key, required] of Object.entries(remote.requires)) {
    const provided = shell.provides[key];
    if (!provided) {
      problems.push(
        `${key}: ${host} does not provide it (${who} requires ${required.requiredVersion || 'it'})`,
      );
      continue;
    }
    if (
      required.requiredVersion &&
      !semver.satisfies(provided.version, required.requiredVersion, { includePrerelease: true })
    ) {
      problems.push(
        `${key}: ${host} provides ${provided.version}, ${who} requires ${required.requiredVersion}`,
      );
    }
    if (!required.imports || !provided.exports) continue;
    const exported = new Set(provided.exports);
    // A namespace used whole needs every name the remote's own facade has.
    const needed = required.imports.flatMap((name) =>
      name === '*' ? (remote.provides[key]?.exports ?? []) : [name],
    );
    const missing = [...new Set(needed)].filter((name) => !exported.has(name)).sort();
    if (missing.length > 0) {
      problems.push(
        `${key}: ${who} imports ${missing.join(', ')}, which the facade of ${host} lacks (shared-surfaces.json: deploy a shell that provides ${missing.length > 1 ? 'them' : 'it'} first)`,
      );
    }
  }
  return problems;
}
