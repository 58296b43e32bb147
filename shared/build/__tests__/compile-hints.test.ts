/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { COMPILE_HINT, CompileHintsPlugin } from '../compile-hints';

// V8 compiles a hinted script whole, off the main thread, as it arrives: the hint belongs on code
// a page runs at once, at the very top of the file as the browser receives it, and not on a
// library a page uses a small part of.

let outDir: string;

beforeAll(() => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-hints-'));
  fs.mkdirSync(path.join(outDir, 'node_modules', 'big-library'), { recursive: true });
  fs.writeFileSync(
    path.join(outDir, 'node_modules', 'big-library', 'index.js'),
    'export function render(text) { return `<b>${text}</b>`; }\n',
  );
  fs.writeFileSync(path.join(outDir, 'page.js'), 'export function page() { return "page"; }\n');
  fs.writeFileSync(
    path.join(outDir, 'entry.js'),
    [
      '/*! A licence comment that the minifier keeps aside */',
      'import("./page").then(({ page }) => console.log(page()));',
      'import("big-library").then(({ render }) => console.log(render("x")));',
    ].join('\n'),
  );
});
afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

function build(): Promise<Map<string, string>> {
  const compiler = webpack({
    mode: 'production',
    context: outDir,
    entry: './entry.js',
    devtool: 'source-map',
    output: { path: path.join(outDir, 'dist'), chunkFilename: '[name].[contenthash].js' },
    target: 'web',
    plugins: [new CompileHintsPlugin({ partlyUsed: /[\\/]node_modules[\\/]big-library[\\/]/ })],
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) return reject(error ?? new Error(stats?.toString()));
      const dir = path.join(outDir, 'dist');
      const files = fs.readdirSync(dir).filter((file) => file.endsWith('.js'));
      resolve(new Map(files.map((file) => [file, fs.readFileSync(path.join(dir, file), 'utf8')])));
    });
  });
}

it('opens the entry and the page code with the hint, and leaves the partly used library alone', async () => {
  const files = await build();
  const hinted = [...files].filter(([, text]) => text.startsWith(`${COMPILE_HINT}\n`));
  const plain = [...files].filter(([, text]) => !text.includes(COMPILE_HINT));
  expect(hinted).toHaveLength(2);
  expect(hinted.map(([, text]) => text)).toEqual(
    expect.arrayContaining([
      expect.stringContaining('console.log'),
      expect.stringContaining('"page"'),
    ]),
  );
  expect(plain.map(([, text]) => text)).toEqual([expect.stringContaining('<b>')]);
});

it('keeps the source map in step with the line it adds', async () => {
  const files = await build();
  const [name, text] = [...files].find(([, source]) => source.includes('"page"'))!;
  const map = JSON.parse(fs.readFileSync(path.join(outDir, 'dist', `${name}.map`), 'utf8')) as {
    mappings: string;
  };
  // The first line, the hint, maps to nothing: the mappings start with an empty line.
  expect(text.split('\n')[0]).toBe(COMPILE_HINT);
  expect(map.mappings.startsWith(';')).toBe(true);
});
