/**
 * Prints the compressed size of each app's production build (run by `pnpm build`), so a change
 * that bloats a bundle shows in review. What a first visit to /home downloads is measured in a
 * browser by e2e/tests/bundle-budget.spec.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { APPS, HOST_NAME } from '@portal/shared/remotes/apps';

const ROOT = path.resolve(__dirname, '../..');

interface Totals {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

function measure(dir: string, extension: string): Totals {
  const totals: Totals = { files: 0, raw: 0, gzip: 0, brotli: 0 };
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(extension)) continue;
    const content = fs.readFileSync(path.join(entry.parentPath, entry.name));
    totals.files += 1;
    totals.raw += content.length;
    totals.gzip += zlib.gzipSync(content, { level: 9 }).length;
    totals.brotli += zlib.brotliCompressSync(content).length;
  }
  return totals;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function buildDir(appDir: string, isHost: boolean): string {
  const dist = path.join(ROOT, appDir, 'dist');
  if (isHost) return dist;
  const { version } = JSON.parse(
    fs.readFileSync(path.join(ROOT, appDir, 'package.json'), 'utf8'),
  ) as {
    version: string;
  };
  return path.join(dist, version);
}

const rows = APPS.map(({ name, folder: appDir }) => {
  const dir = buildDir(appDir, name === HOST_NAME);
  const js = measure(dir, '.js');
  const css = measure(dir, '.css');
  return { appDir, js, css };
});

console.info('\nBuild sizes (all chunks of each app; gzip / brotli):');
console.info('app            JS files   JS raw      JS gzip     JS brotli   CSS gzip');
for (const { appDir, js, css } of rows) {
  console.info(
    `${appDir.padEnd(14)} ${String(js.files).padStart(8)}   ${kb(js.raw).padEnd(11)} ${kb(js.gzip).padEnd(11)} ${kb(js.brotli).padEnd(11)} ${kb(css.gzip)}`,
  );
}
