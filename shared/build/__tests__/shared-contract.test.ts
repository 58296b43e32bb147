/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { sharedConfig, sharedContractOptions } from '../index';
import { SharedContractPlugin, type SharedContract } from '../shared-contract';

// A release check refuses a remote that needs what the live shell does not provide, so the
// contract must list every name the code really imports, and nothing it does not.

const shellDir = path.resolve(__dirname, '../../../shell');
let outDir: string;

beforeAll(() => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-contract-'));
});
afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

function compile(source: string): Promise<SharedContract> {
  const entry = path.join(outDir, 'entry.mjs');
  fs.writeFileSync(entry, source);
  const options = sharedContractOptions(shellDir, sharedConfig(shellDir));
  const compiler = webpack({
    mode: 'production',
    context: outDir,
    entry,
    output: { path: path.join(outDir, 'dist') },
    // The libraries themselves do not matter here, only what is imported from them.
    externals: ['react-router', 'react-router-dom', 'styled-components', '@tanstack/react-query'],
    externalsType: 'commonjs',
    target: 'node',
    plugins: [new SharedContractPlugin(options)],
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) return reject(error ?? new Error(stats?.toString()));
      const file = path.join(outDir, 'dist', 'shared-contract.json');
      resolve(JSON.parse(fs.readFileSync(file, 'utf8')) as SharedContract);
    });
  });
}

it('lists the names imported from each narrowed library, default and namespace uses included', async () => {
  const contract = await compile(`
    import { Link, useBlocker } from 'react-router';
    import styled, { css } from 'styled-components';
    import * as query from '@tanstack/react-query';
    import 'react-router-dom';
    export const used = [Link, useBlocker, styled, css, query.useQuery, query];
  `);
  expect(contract.requires['react-router']?.imports).toEqual(['Link', 'useBlocker']);
  expect(contract.requires['styled-components']?.imports).toEqual(['css', 'default']);
  expect(contract.requires['@tanstack/react-query']?.imports).toEqual(['*', 'useQuery']);
  // An import for its side effects needs no name.
  expect(contract.requires['react-router-dom']?.imports).toEqual([]);
});

it('states what the build provides and the versions it accepts', async () => {
  const contract = await compile(`export const nothing = 1;`);
  expect(contract).toMatchObject({ app: 'shell', version: expect.any(String) });
  expect(contract.provides['react-router']?.exports).toContain('useSearchParams');
  expect(contract.provides.react?.version).toMatch(/^19\./);
  expect(contract.requires.react?.requiredVersion).toMatch(/^\^19\./);
  // What the sections built before @portal/reading take from the page, the shell provides.
  expect(contract.provides['@portal/shared/reading']).toEqual({ version: '1.0.0' });
});
