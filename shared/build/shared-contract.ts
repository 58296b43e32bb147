/**
 * The run-time contract of one build with the page's share scope, written beside its output as
 * `shared-contract.json`. A release check compares a remote's `requires` with the live shell's
 * `provides` before any reader gets the remote: a singleton version the shell's copy does not
 * satisfy, or a name of a narrowed library (shared-surfaces.json) the shell's facade lacks, is
 * an error in readers' browsers that only shows once the code runs.
 */
import webpack from 'webpack';

export const SHARED_CONTRACT_FILE = 'shared-contract.json';

export interface SharedContract {
  /** The app's federation name and package version. */
  app: string;
  version: string;
  /** What this build puts into the share scope: each key's version, and a facade's names. */
  provides: Record<string, { version: string; exports?: string[] }>;
  /** What this build takes from it: each key's accepted range, and the names it imports. */
  requires: Record<string, { requiredVersion: string | false; imports?: string[] }>;
}

export interface SharedContractOptions {
  app: string;
  version: string;
  /** Every shared key with the version this build provides and the range it accepts. */
  shared: Record<string, { version: string; requiredVersion: string | false }>;
  /** The narrowed packages, each with the names its facade exports. */
  facades: Map<string, string[]>;
}

/** What an import of a package uses: its ids (`['Link']`, `['default']`) or none at all. */
interface ImportWithIds {
  request?: string;
  getIds?: (moduleGraph: webpack.ModuleGraph) => string[];
}

/**
 * Every name this compilation's modules import from the narrowed packages: named and default
 * imports, re-exports, and `*` for a namespace used as a whole (which needs every name).
 */
export function importedNames(
  modules: Iterable<webpack.Module>,
  moduleGraph: webpack.ModuleGraph,
  packages: Set<string>,
): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const module of modules) {
    for (const dependency of module.dependencies as ImportWithIds[]) {
      const { request } = dependency;
      // A side-effect import has no ids: it uses no name.
      if (!request || !packages.has(request) || !dependency.getIds) continue;
      const [name = '*'] = dependency.getIds(moduleGraph);
      const names = found.get(request) ?? new Set<string>();
      names.add(name);
      found.set(request, names);
    }
  }
  return found;
}

/** Writes the build's `shared-contract.json` (see above). */
export class SharedContractPlugin {
  constructor(private readonly options: SharedContractOptions) {}

  apply(compiler: webpack.Compiler) {
    const { app, version, shared, facades } = this.options;
    const packages = new Set(facades.keys());
    compiler.hooks.thisCompilation.tap('SharedContractPlugin', (compilation) => {
      let imports = new Map<string, Set<string>>();
      // Before the modules are concatenated, while each one still has its own dependencies.
      compilation.hooks.finishModules.tap('SharedContractPlugin', (modules) => {
        imports = importedNames(modules, compilation.moduleGraph, packages);
      });
      compilation.hooks.processAssets.tap(
        { name: 'SharedContractPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const contract: SharedContract = { app, version, provides: {}, requires: {} };
          for (const [key, each] of Object.entries(shared).sort(([a], [b]) => a.localeCompare(b))) {
            const exportsOf = facades.get(key);
            contract.provides[key] = {
              version: each.version,
              ...(exportsOf ? { exports: [...exportsOf].sort() } : {}),
            };
            contract.requires[key] = {
              requiredVersion: each.requiredVersion,
              ...(exportsOf ? { imports: [...(imports.get(key) ?? [])].sort() } : {}),
            };
          }
          compilation.emitAsset(
            SHARED_CONTRACT_FILE,
            new webpack.sources.RawSource(`${JSON.stringify(contract, null, 2)}\n`),
          );
        },
      );
    });
  }
}
