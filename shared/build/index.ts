/**
 * Build-time helpers used by the webpack configs of all five apps, so that every build shares
 * the same singletons, timeouts and output layout (DESIGN.md section 3). Node-only: never
 * imported by browser code.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import webpack, { type Configuration, type PathData } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { APPS, HOST_NAME, REMOTE_NAMES, REMOTES, type AppName } from '@portal/shared/remotes/apps';
import { CompileHintsPlugin } from './compile-hints';
import { SharedContractPlugin, type SharedContractOptions } from './shared-contract';
import sharedSurfaces from './shared-surfaces.json';

/** webpack's `output.chunkLoadTimeout` and the MF script loader's timeout (spec section 9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

// The apps, their names and dev ports come from the one definition (shared/src/remotes/remotes.json).
export { REMOTE_NAMES, type RemoteName } from '@portal/shared/remotes/apps';

/** Dev server port of each app (DESIGN.md section 3). */
export const DEV_PORTS = Object.fromEntries(APPS.map((app) => [app.name, app.devPort])) as Record<
  AppName,
  number
>;

/** The app whose package folder is `appDir`, as the definition names it. */
export function appNameOf(appDir: string): AppName {
  const folder = path.basename(appDir);
  const app = APPS.find((each) => each.folder === folder);
  if (!app) throw new Error(`${folder} is not an app of shared/src/remotes/remotes.json`);
  return app.name;
}

/**
 * What the shell's dev server answers for `/remotes.dev.json`: every remote at its own dev
 * server, in the shape of a deployment's `remotes.json`.
 */
export function devRemotesManifest(host = '127.0.0.1') {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [
      name,
      { version: 'dev', entry: `http://${host}:${REMOTES[name].devPort}/mf-manifest.json` },
    ]),
  );
}

type SharedConfig = Record<
  string,
  {
    singleton: true;
    requiredVersion: string | false;
    version?: string;
    strictVersion?: boolean;
    /** The module this build provides, where it is not the key's own package. */
    import?: string;
  }
>;

interface PackageJson {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  module?: string;
  exports?: unknown;
}

function readPackageJson(dir: string): PackageJson {
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;
}

/**
 * The singletons every app shares. Trailing-slash keys share deep imports such as
 * `react/jsx-runtime` and `react-dom/client`; without them React is bundled twice.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router-dom',
  'jotai',
  'jotai/',
  '@tanstack/react-query',
  'i18next',
  'react-i18next',
  'styled-components',
  'dexie',
  'axios',
] as const;

/** The conditions webpack resolves an `import` for the browser with, `default` last. */
const IMPORT_CONDITIONS = new Set(['webpack', 'production', 'browser', 'import', 'module']);

function exportTarget(target: unknown): string | undefined {
  if (typeof target === 'string') return target;
  if (!target || typeof target !== 'object' || Array.isArray(target)) return undefined;
  for (const [condition, value] of Object.entries(target)) {
    if (!IMPORT_CONDITIONS.has(condition) && condition !== 'default') continue;
    const found = exportTarget(value);
    if (found) return found;
  }
  return undefined;
}

function packageDir(packageName: string, fromDir: string): string {
  return path.dirname(require.resolve(`${packageName}/package.json`, { paths: [fromDir] }));
}

/** The ES module file an `import` of the package resolves to in a browser build. */
function esModuleEntry(packageName: string, fromDir: string): string {
  const dir = packageDir(packageName, fromDir);
  const manifest = readPackageJson(dir);
  const exports = manifest.exports as Record<string, unknown> | string | undefined;
  const root = typeof exports === 'object' && exports && '.' in exports ? exports['.'] : exports;
  const entry = exportTarget(root) ?? manifest.module;
  if (!entry) throw new Error(`${packageName} has no ES module entry to tree-shake`);
  return path.join(dir, entry);
}

/**
 * Writes the facade each narrowed shared package is shared as (see shared-surfaces.json): a
 * module re-exporting only the listed names from the package's ES module build. It imports
 * the build by its file path, which no shared key matches, so webpack tree-shakes the package
 * inside the facade's chunk instead of sharing all of it. Returns the facade per package.
 */
function writeSharedFacades(appDir: string): Map<string, string> {
  const dir = path.join(appDir, 'node_modules', '.cache', 'portal-shared');
  fs.mkdirSync(dir, { recursive: true });
  const facades = new Map<string, string>();
  for (const surface of sharedSurfaces.surfaces) {
    const entry = esModuleEntry(surface.implementation, appDir);
    const file = path.join(dir, `${surface.implementation.replace(/[@/]/g, '_')}.mjs`);
    const source =
      '// Generated by @portal/build from shared-surfaces.json; do not edit.\n' +
      `export { ${surface.exports.join(', ')} } from ${JSON.stringify(entry)};\n`;
    if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== source) {
      fs.writeFileSync(file, source);
    }
    for (const packageName of surface.packages) facades.set(packageName, file);
  }
  return facades;
}

export interface SharedConfigOptions {
  /**
   * Whether narrowed packages are shared as their facades (default true). The server builds
   * share them whole: nothing is downloaded there, and the server renderer needs more of them
   * (`StaticRouter`, `dehydrate`, `ServerStyleSheet`).
   */
  facades?: boolean;
}

function majorRange(version: string): string {
  return `^${version.split('.')[0]}.0.0`;
}

/**
 * The reading parts (@portal/reading) are bundled by each section that uses them, so the journals
 * team ships a change to Cite with journals alone. Sections built before that (up to the stop-20
 * releases) took them from the page as the singleton `@portal/shared/reading` 1.x, which the
 * shell provided and they did not build in. The shell keeps providing that key, from the
 * @portal/reading it depends on (whose 1.x keeps every name the old surface had), so such a
 * section still runs when it is rolled back to. Named by its file: webpack provides a package
 * name only where the build imports it, and the shell does not. Drop it once no release.json
 * names a section built before the split.
 */
function readingForReleasedRemotes(appDir: string): SharedConfig {
  const { version } = readPackageJson(packageDir('@portal/reading', appDir));
  return {
    '@portal/shared/reading': {
      singleton: true,
      version,
      requiredVersion: majorRange(version),
      import: require.resolve('@portal/reading', { paths: [appDir] }),
    },
  };
}

export function sharedConfig(
  appDir: string,
  { facades: narrowed = true }: SharedConfigOptions = {},
): SharedConfig {
  const { dependencies = {} } = readPackageJson(appDir);
  const sharedPackage = readPackageJson(packageDir('@portal/shared', __dirname));
  const facades = narrowed ? writeSharedFacades(appDir) : new Map<string, string>();
  const config: SharedConfig = {};
  for (const key of SHARED_SINGLETONS) {
    const packageName = key.endsWith('/') ? key.slice(0, -1) : key;
    const range = dependencies[packageName];
    if (!range) throw new Error(`${appDir}/package.json must depend on ${packageName}`);
    config[key] = { singleton: true, requiredVersion: range };
    const facade = facades.get(key);
    if (facade) {
      // A facade has no package.json of its own to take the version from.
      const { version } = readPackageJson(packageDir(packageName, appDir));
      config[key] = { ...config[key], import: facade, version };
    }
  }
  // `workspace:*` is not a semver range: the shared package declares its real version, and a
  // rolled-back remote accepts any 1.x copy the shell provides.
  config['@portal/shared'] = {
    singleton: true,
    version: sharedPackage.version,
    requiredVersion: majorRange(sharedPackage.version),
  };
  if (appNameOf(appDir) === HOST_NAME) Object.assign(config, readingForReleasedRemotes(appDir));
  return config;
}

/** The names each narrowed package's facade exports (shared-surfaces.json), by package. */
function facadeExports(): Map<string, string[]> {
  const facades = new Map<string, string[]>();
  for (const surface of sharedSurfaces.surfaces) {
    for (const packageName of surface.packages) facades.set(packageName, surface.exports);
  }
  return facades;
}

/** What a build with this shared configuration provides and requires (shared-contract.ts). */
export function sharedContractOptions(appDir: string, config: SharedConfig): SharedContractOptions {
  const shared: SharedContractOptions['shared'] = {};
  for (const [key, each] of Object.entries(config)) {
    const packageName = key.endsWith('/') ? key.slice(0, -1) : key;
    const version = each.version ?? readPackageJson(packageDir(packageName, appDir)).version;
    shared[key] = { version, requiredVersion: each.requiredVersion };
  }
  return {
    app: appNameOf(appDir),
    version: readPackageJson(appDir).version,
    shared,
    facades: facadeExports(),
  };
}

/**
 * The runtime plugin that puts the shell's federation runtime on the page for the remotes, as
 * `experiments.provideExternalRuntime` does, but in its ES module build. That option resolves
 * the plugin with `require.resolve`, so its CommonJS build pulled in a CommonJS copy of the
 * whole runtime beside the ES module one the bundler runtime uses (about 14 KB compressed).
 */
function externalRuntimeProvider(): string {
  const commonJsEntry = require.resolve('@module-federation/inject-external-runtime-core-plugin');
  const esmEntry = path.join(path.dirname(commonJsEntry), 'index.js');
  if (!fs.existsSync(esmEntry)) throw new Error(`No ES module build of ${commonJsEntry}`);
  return esmEntry;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The site's check that refuses Internet Explorer 6 to 9 (`browser-check.js`), as the shell's
 * build emits it: a file, since the site's Content-Security-Policy runs no inline script, named
 * by its content, since the deployment caches every file but the page for good.
 */
export function browserCheckAsset(): { name: string; source: string } {
  const source = fs.readFileSync(path.resolve(__dirname, 'browser-check.js'), 'utf8');
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 10);
  return { name: `browser-check.${hash}.js`, source };
}

/**
 * An app's page, from the template `index.html` (its `{{title}}`, and the block between the
 * `browser-check` comments, kept only with `browserCheck`: the script tag of
 * `browserCheckAsset()`, before the bundles, which wait for it by `defer` order). Rendered here,
 * not by html-webpack-plugin's template compiler: that child compilation would build a second
 * time, into the output, every module the app provides by its file (the shell's
 * @portal/shared/reading).
 */
export function pageHtml(title: string, { browserCheck }: { browserCheck: boolean }): string {
  const template = fs.readFileSync(path.resolve(__dirname, 'index.html'), 'utf8');
  return template
    .replace('{{title}}', escapeHtml(title))
    .replace(/ *<!-- browser-check -->\n([\s\S]*?) *<!-- \/browser-check -->\n/, (_block, check) =>
      browserCheck ? check.replace('{{browserCheck}}', browserCheckAsset().name) : '',
    );
}

/** Emits the browser check's file (`browserCheckAsset`) into the shell's build, as written. */
class BrowserCheckPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('BrowserCheckPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BrowserCheckPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const { name, source } = browserCheckAsset();
          // Left unminified: it is ES3 for the browsers it refuses, and a few hundred bytes.
          compilation.emitAsset(name, new webpack.sources.RawSource(source), { minimized: true });
        },
      );
    });
  }
}

/** Files a deployment serves compressed; source maps are fetched only by developer tools. */
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;

/**
 * Brotli and gzip copies of every asset, made once at build time at the highest settings, which
 * are too slow to run per request (brotli 11 sends about 15% less than the quality a server
 * compresses on the fly with). The deployment servers send them (`preCompressed`).
 */
function precompressionPlugins(): webpack.WebpackPluginInstance[] {
  return [
    new CompressionPlugin<zlib.BrotliOptions>({
      test: COMPRESSIBLE,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 1024,
      minRatio: 0.9,
    }),
    new CompressionPlugin({
      test: COMPRESSIBLE,
      algorithm: 'gzip',
      filename: '[path][base].gz',
      compressionOptions: { level: 9 },
      threshold: 1024,
      minRatio: 0.9,
    }),
  ];
}

export interface AppBuildOptions {
  /**
   * Absolute path of the app's folder. Its federation name (`shell` or a remote's import prefix)
   * and dev port are the definition's for that folder.
   */
  appDir: string;
  /** For remotes: what the app exposes, from `src/exposes/`. */
  exposes?: Record<string, string>;
  /** Page title of the standalone HTML. */
  title: string;
}

type Mode = 'development' | 'production';

/**
 * Content-hashed names for long-term caching. webpack 5.111 asks the federation runtime module
 * for a chunk's path while chunk hashes are still being computed (module-federation/core#5077);
 * at that moment only the folder matters, so the name is given without the hash.
 */
function hashedFilename(pathData: PathData): string {
  const chunk = pathData.chunk;
  const hasContentHash = Boolean(chunk && 'contentHash' in chunk && chunk.contentHash?.javascript);
  return hasContentHash ? '[name].[contenthash:10].js' : '[name].js';
}

/**
 * Where a build goes. The shell is the site root; each remote builds into a folder named after
 * its version so a deployment keeps old versions side by side and rolls back by editing
 * `remotes.json`.
 */
export function outputDir(appDir: string, name: string): string {
  if (name === HOST_NAME) return path.join(appDir, 'dist');
  return path.join(appDir, 'dist', readPackageJson(appDir).version);
}

export function createAppConfig(options: AppBuildOptions, mode: Mode): Configuration {
  const { appDir, exposes, title } = options;
  const name = appNameOf(appDir);
  const isProduction = mode === 'production';
  const isHost = name === HOST_NAME;
  const port = DEV_PORTS[name];
  const devServer: DevServerConfiguration = {
    port,
    host: '127.0.0.1',
    hot: true,
    // Pages whose last segment holds dots (a journal abbreviation, /J.Algebr.Struct.) included.
    historyApiFallback: { disableDotRule: true },
    // Remotes are fetched cross-origin by the shell.
    headers: { 'Access-Control-Allow-Origin': '*' },
    proxy: [{ context: ['/api'], target: process.env.API_URL ?? 'http://127.0.0.1:3100' }],
    static: false,
    // The shell finds the remotes' dev servers here, as a deployment's page finds remotes.json.
    setupMiddlewares: (middlewares) =>
      isHost
        ? [
            {
              name: 'remotes-dev-json',
              path: '/remotes.dev.json',
              middleware: (_request: IncomingMessage, response: ServerResponse) => {
                response.setHeader('Content-Type', 'application/json');
                response.setHeader('Cache-Control', 'no-store');
                response.end(JSON.stringify(devRemotesManifest()));
              },
            },
            ...middlewares,
          ]
        : middlewares,
    client: { overlay: { warnings: false, errors: true } },
  };

  const shared = sharedConfig(appDir);
  return {
    mode,
    context: appDir,
    entry: './src/index.ts',
    devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: outputDir(appDir, name),
      publicPath: 'auto',
      uniqueName: `portal_${name}`,
      filename: isProduction ? hashedFilename : '[name].js',
      chunkFilename: isProduction ? hashedFilename : '[name].js',
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      crossOriginLoading: 'anonymous',
      // A remote's folder is its version's own; older versions live on in the deployment. Its
      // server build (`createServerConfig`), built at the same time, has the `server` folder.
      clean: { keep: (asset: string) => asset.startsWith(`${SERVER_DIR}/`) },
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
    },
    module: {
      // JSON modules (message files, the section map) as object literals, not JSON.parse('…')
      // strings: a few bytes smaller each, and no slower at these sizes.
      generator: { json: { JSONParse: false } },
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                target: 'es2020',
                transform: {
                  react: { runtime: 'automatic', development: !isProduction, refresh: false },
                },
              },
            },
          },
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: exposes ?? {},
        shared,
        shareStrategy: 'loaded-first',
        runtimePlugins: isHost
          ? [path.join(appDir, 'src/app/remotes/runtime-plugin.ts'), externalRuntimeProvider()]
          : [],
        manifest: isHost ? false : { fileName: 'mf-manifest.json' },
        dts: false,
        // One copy of the federation runtime on the page: the shell's, which it provides with
        // `externalRuntimeProvider()`. Remotes built for a deployment use it instead of bundling
        // their own (about 18 KB compressed per remote entry); a remote's dev server, where it
        // may run alone, keeps its own. `target: 'web'` drops the runtime's Node.js loaders.
        experiments: {
          ...(isHost ? {} : { externalRuntime: isProduction }),
          optimization: { target: 'web' },
        },
      }),
      new webpack.DefinePlugin({
        // The deployed remotes.json is served `no-store` next to the shell's index.html.
        __REMOTES_URL__: JSON.stringify(isProduction ? '/remotes.json' : '/remotes.dev.json'),
      }),
      new HtmlWebpackPlugin({
        // Only the site's own page refuses Internet Explorer 6 to 9 (see index.html).
        templateContent: pageHtml(title, { browserCheck: isHost }),
        // A remote's own page (when it runs alone) is served at its dev server's root, where deep
        // links need absolute script URLs; in a deployment only the shell's page is used.
        publicPath: isHost || !isProduction ? '/' : 'auto',
        scriptLoading: 'defer',
      }),
      ...(isHost ? [new BrowserCheckPlugin()] : []),
      new SharedContractPlugin(sharedContractOptions(appDir, shared)),
      ...(isProduction
        ? [
            new CompileHintsPlugin({ partlyUsed: /[\\/]node_modules[\\/](temml|pdfjs-dist)[\\/]/ }),
            ...precompressionPlugins(),
          ]
        : []),
    ],
    performance: { hints: false },
    optimization: {
      moduleIds: 'deterministic',
      splitChunks: {
        cacheGroups: {
          // Temml in a chunk that says what it is (`temml`, beside the TeX component's
          // `tex-text`), rather than in a numbered chunk of libraries.
          temml: {
            test: /[\\/]temml[\\/]dist[\\/][^/\\]+\.m?js$/,
            name: 'temml',
            chunks: 'async',
            priority: 10,
          },
          // A shared library in pieces (`jotai`, `jotai/utils`, `react/jsx-runtime`, react-dom's
          // two entries) would otherwise come as a chunk per piece, five for jotai, each a
          // request with its own headers on a first visit: one chunk per library instead.
          ...Object.fromEntries(
            Object.entries({
              react: 'react',
              'react-dom': 'react-dom|scheduler',
              jotai: 'jotai',
            }).map(([library, packages]) => [
              library,
              {
                test: new RegExp(`[\\\\/]node_modules[\\\\/](${packages})[\\\\/]`),
                name: library,
                chunks: 'async' as const,
                enforce: true,
                priority: 10,
              },
            ]),
          ),
        },
      },
      // swc minifies several times faster than terser, which matters on two CI cores.
      minimizer: [
        new TerserPlugin({
          minify: TerserPlugin.swcMinify,
          terserOptions: { compress: { passes: 2 } },
        }),
      ],
    },
    devServer,
    stats: isProduction ? 'errors-warnings' : 'minimal',
  };
}

/** The folder of a build that holds its server build, beside the browser build's files. */
export const SERVER_DIR = 'server';

/** The server build's container, in its folder: what the site's server registers for a remote. */
export const SERVER_ENTRY = 'remoteEntry.js';

/** The shell's server build's entry, in its folder: it exports the page renderer. */
export const SERVER_RENDERER = 'renderer.js';

/**
 * An app's server build (DESIGN.md section 6): the same modules built for Node, as a federation
 * container (`target: 'async-node'`, `commonjs-module`, asynchronous start-up) whose remotes load
 * through `@module-federation/node`'s runtime plugin, published in the `server` folder beside the
 * browser build. The shell's also has the page renderer (`src/server/renderer.tsx`) as its entry;
 * the site's server loads it, and it loads the remotes' server containers from the same
 * `remotes.json` as the pages. Not minified: nobody downloads it, and it builds faster.
 */
export function createServerConfig(options: AppBuildOptions): Configuration {
  const { appDir, exposes } = options;
  const name = appNameOf(appDir);
  const isHost = name === HOST_NAME;
  const shared = sharedConfig(appDir, { facades: false });
  return {
    name: 'server',
    mode: 'production',
    context: appDir,
    target: 'async-node',
    entry: isHost ? { renderer: './src/server/renderer.tsx' } : {},
    devtool: 'source-map',
    output: {
      path: path.join(outputDir(appDir, name), SERVER_DIR),
      // The runtime plugin resolves chunks beside the container that was loaded.
      publicPath: '',
      uniqueName: `portal_${name}_server`,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      library: { type: 'commonjs-module' },
      chunkFormat: 'commonjs',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] },
    module: {
      generator: { json: { JSONParse: false } },
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                target: 'es2022',
                transform: { react: { runtime: 'automatic', development: false, refresh: false } },
              },
            },
          },
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: SERVER_ENTRY,
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        exposes: exposes ?? {},
        shared,
        shareStrategy: 'loaded-first',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: false,
        dts: false,
        experiments: { asyncStartup: true },
      }),
      new webpack.DefinePlugin({ __REMOTES_URL__: JSON.stringify('/remotes.json') }),
    ],
    performance: { hints: false },
    optimization: { minimize: false, moduleIds: 'deterministic' },
    stats: 'errors-warnings',
  };
}

/**
 * What an app's webpack config builds: in production its browser build and its server build
 * (one compiler each, run side by side); in development the browser build only.
 */
export function createAppConfigs(options: AppBuildOptions, mode: Mode): Configuration[] {
  const browser = createAppConfig(options, mode);
  return mode === 'production' ? [browser, createServerConfig(options)] : [browser];
}
