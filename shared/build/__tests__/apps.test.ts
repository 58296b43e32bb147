/**
 * @jest-environment node
 *
 * The portal's apps are listed once (src/remotes/remotes.json); these checks catch an app folder,
 * webpack config or expose that has drifted from the list.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Configuration } from 'webpack';
import { APPS, HOST_NAME, REMOTE_NAMES, REMOTES } from '@portal/shared/remotes/apps';
import definition from '@portal/shared/remotes/remotes.json';
import { appNameOf, devRemotesManifest } from '../index';

const ROOT = path.resolve(__dirname, '../../..');

type Mode = 'development' | 'production';
type ConfigFactory = (env: unknown, argv: { mode: Mode }) => Configuration[];

/** An app's own webpack configs, as webpack loads them. */
async function loadConfigs(folder: string, mode: Mode): Promise<Configuration[]> {
  const file = path.join(ROOT, folder, 'webpack.config.ts');
  const { default: factory } = (await import(file)) as { default: ConfigFactory };
  return factory(undefined, { mode });
}

/** An app's browser build in development, as its dev server runs it. */
async function loadConfig(folder: string): Promise<Configuration> {
  const [browser] = await loadConfigs(folder, 'development');
  return browser as Configuration;
}

describe.each(APPS.map((app) => [app.name, app] as const))('app %s', (name, app) => {
  const dir = path.join(ROOT, app.folder);

  it('has its package folder with a webpack config built by @portal/build', () => {
    expect(fs.existsSync(path.join(dir, 'package.json'))).toBe(true);
    const source = fs.readFileSync(path.join(dir, 'webpack.config.ts'), 'utf8');
    expect(source).toMatch(/from '@portal\/build'/);
    expect(appNameOf(dir)).toBe(name);
  });

  it('builds for the server beside its browser build in production only', async () => {
    const [browser, server, ...more] = await loadConfigs(app.folder, 'production');
    expect(more).toEqual([]);
    expect(server?.target).toBe('async-node');
    expect(server?.output?.library).toEqual({ type: 'commonjs-module' });
    expect(server?.output?.path).toBe(path.join(browser?.output?.path as string, 'server'));
    expect(await loadConfigs(app.folder, 'development')).toHaveLength(1);
  });

  it('builds under its name, on its dev port', async () => {
    const config = await loadConfig(app.folder);
    expect(config.output?.uniqueName).toBe(`portal_${name}`);
    expect((config as { devServer?: { port?: number } }).devServer?.port).toBe(app.devPort);
  });

  if (name !== HOST_NAME) {
    it('exposes ./App from src/exposes/app.tsx', () => {
      const source = fs.readFileSync(path.join(dir, 'webpack.config.ts'), 'utf8');
      expect(source).toContain(`'./App': './src/exposes/app.tsx'`);
      expect(fs.existsSync(path.join(dir, 'src/exposes/app.tsx'))).toBe(true);
    });
  }
});

it('lists every app folder of the workspace', () => {
  const withWebpackConfig = fs
    .readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .filter((entry) => fs.existsSync(path.join(ROOT, entry.name, 'webpack.config.ts')))
    .map((entry) => entry.name);
  expect(withWebpackConfig.sort()).toEqual(APPS.map((app) => app.folder).sort());
});

it('lists every section among the apps, and one host besides', () => {
  expect(Object.keys(definition.apps).sort()).toEqual([HOST_NAME, ...REMOTE_NAMES].sort());
  expect(HOST_NAME).toBe('shell');
});

it('gives every app its own dev port and every path group one remote', () => {
  const ports = APPS.map((app) => app.devPort);
  expect(new Set(ports).size).toBe(ports.length);
  const paths = REMOTE_NAMES.flatMap((name) => REMOTES[name].paths);
  expect(new Set(paths).size).toBe(paths.length);
  for (const pattern of paths) expect(pattern).toMatch(/^\//);
});

it("points the shell's dev remotes list at each remote's dev server", () => {
  expect(devRemotesManifest()).toEqual(
    Object.fromEntries(
      REMOTE_NAMES.map((name) => [
        name,
        {
          version: 'dev',
          entry: `http://127.0.0.1:${REMOTES[name].devPort}/mf-manifest.json`,
        },
      ]),
    ),
  );
});
