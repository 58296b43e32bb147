/**
 * `pnpm --filter @portal/api build`: the server and the database CLI as plain JavaScript in
 * dist/ (server.js, seed.js, and the import's schema-worker.js), which Node 20 runs without a
 * TypeScript loader. Type checking is `pnpm typecheck`, not this.
 *
 * The workspace's @portal/shared is published as TypeScript source, which Node cannot load, so it
 * is bundled in; npm packages stay imports, resolved from api/node_modules at run time as any
 * installed dependency. The SQL migrations and the import's tag set schemas, read at run time, are
 * copied beside the bundles.
 */
import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const API_DIR = path.resolve(import.meta.dirname, '..');
const DIST = path.join(API_DIR, 'dist');

const started = Date.now();
const { dependencies } = JSON.parse(await readFile(path.join(API_DIR, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const npmPackages = Object.keys(dependencies).filter((name) => !name.startsWith('@portal/'));

await rm(DIST, { recursive: true, force: true });
const { metafile } = await build({
  // All in dist/ itself, so that each finds dist/migrations and dist/schemas beside it, and the
  // server its import's schema worker (src/import/xml/schema-thread.ts).
  entryPoints: {
    server: 'src/server.ts',
    seed: 'src/db/cli.ts',
    'schema-worker': 'src/import/xml/schema-worker.ts',
  },
  absWorkingDir: API_DIR,
  outdir: DIST,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: npmPackages.flatMap((name) => [name, `${name}/*`]),
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
});

// A package imported by the code but missing from `dependencies` would be bundled silently and
// then be absent from a production install's node_modules: refuse it here instead.
const bundled = Object.keys(metafile.inputs).filter((input) => input.includes('node_modules/'));
const strays = bundled.filter((input) => !/node_modules\/@portal\//.test(input));
if (strays.length) {
  throw new Error(`Bundled npm code; add these packages to dependencies:\n${strays.join('\n')}`);
}

await cp(path.join(API_DIR, 'src/db/migrations'), path.join(DIST, 'migrations'), {
  recursive: true,
});
// The tag sets' DTDs and schemas that import validation reads (SCHEMAS_DIR in
// src/import/xml/libxml-validation.ts).
await cp(path.join(API_DIR, 'src/import/xml/schemas'), path.join(DIST, 'schemas'), {
  recursive: true,
});
console.info(
  `Built the API to ${path.relative(process.cwd(), DIST) || '.'} in ${Date.now() - started} ms`,
);
