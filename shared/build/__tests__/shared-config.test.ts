/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { SHARED_SINGLETONS, sharedConfig } from '../index';
import sharedSurfaces from '../shared-surfaces.json';

const shellDir = path.resolve(__dirname, '../../../shell');

function reexportedNames(file: string): string[] {
  const match = /export \{ ([^}]+) \} from/.exec(fs.readFileSync(file, 'utf8'));
  return match?.[1]?.split(', ').sort() ?? [];
}

describe('sharedConfig', () => {
  const config = sharedConfig(shellDir);

  it('shares every singleton of DESIGN.md and @portal/shared, none taken from the page only', () => {
    const remote = sharedConfig(path.resolve(__dirname, '../../../mfe-journals'));
    expect(Object.keys(remote).sort()).toEqual([...SHARED_SINGLETONS, '@portal/shared'].sort());
    for (const entry of [...Object.values(config), ...Object.values(remote)]) {
      expect(entry.singleton).toBe(true);
      expect(entry).not.toHaveProperty('import', false);
    }
  });

  it('has the shell provide @portal/reading as the sections built before it expect it', () => {
    expect(config['@portal/shared/reading']).toEqual({
      singleton: true,
      version: '1.0.0',
      requiredVersion: '^1.0.0',
      import: path.resolve(__dirname, '../../reading/src/index.ts'),
    });
  });

  it.each(sharedSurfaces.surfaces.flatMap((surface) => surface.packages))(
    'shares %s as a facade of exactly its listed names, at the installed version',
    (packageName) => {
      const surface = sharedSurfaces.surfaces.find((s) => s.packages.includes(packageName));
      const entry = config[packageName];
      const facade = entry?.import;
      expect(typeof facade).toBe('string');
      expect(reexportedNames(facade || '')).toEqual([...(surface?.exports ?? [])].sort());
      const installed = JSON.parse(
        fs.readFileSync(
          require.resolve(`${packageName}/package.json`, { paths: [shellDir] }),
          'utf8',
        ),
      ) as { version: string };
      expect(entry?.version).toBe(installed.version);
    },
  );

  it('shares both router packages as one module, so there is one router context', () => {
    expect(config['react-router']?.import).toBe(config['react-router-dom']?.import);
  });

  it('shares the other singletons whole', () => {
    for (const key of ['react', 'react-dom/', 'axios', 'dexie', 'i18next'] as const) {
      expect(config[key]?.import).toBeUndefined();
    }
  });
});

describe('shared-surfaces.json', () => {
  it.each(sharedSurfaces.surfaces.map((surface) => [surface.implementation, surface.exports]))(
    'names only exports %s really has',
    async (implementation, exports) => {
      const module = (await import(
        require.resolve(implementation as string, { paths: [shellDir] })
      )) as Record<string, unknown>;
      const missing = (exports as string[]).filter((name) => module[name] === undefined);
      expect(missing).toEqual([]);
    },
  );
});
