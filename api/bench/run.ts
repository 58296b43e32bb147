/**
 * `pnpm bench:api`: catalogue reads under a steady load, on embedded PGlite and on a real
 * PostgreSQL server (a throwaway cluster). Each case runs at a fixed rate (BENCH_RATE requests/s,
 * default 200, over BENCH_SECONDS, default 10) from autocannon in a worker thread against the API
 * listening on loopback in this process, and prints requests/s and latency percentiles.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../src/app';
import type { Db } from '../src/db/db';
import { openPgliteDb } from '../src/db/pglite';
import { openPostgresDb } from '../src/db/postgres';
import { prepareDb } from '../src/db/prepare';
import { startPostgresCluster } from '../test/postgres-cluster';

const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SILENT_LOG = { info: () => undefined, warn: () => undefined };

interface Case {
  name: string;
  path: string;
}

interface Envelope<T> {
  data: T;
}

async function readJson<T>(base: string, url: string): Promise<T> {
  const response = await fetch(`${base}${url}`);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return ((await response.json()) as Envelope<T>).data;
}

/** Picks real ids from the catalogue, so every case reads rows that exist. */
async function casesFor(base: string): Promise<Case[]> {
  const journals = await readJson<{ records: { id: number }[] }>(
    base,
    '/api/periodical/list?size=1',
  );
  const journalId = journals.records[0]?.id ?? 1;
  const cases: Case[] = [
    { name: 'journal list', path: '/api/periodical/list?current=1&size=12' },
    { name: 'book home', path: '/api/bookmain/homepage?current=1&size=12&type=all' },
    { name: 'news search', path: '/api/cms/search-announcements?current=1&size=10&keyword=2026' },
  ];
  // Journal content routes: measured where this build of the API has them.
  const optional: [string, string][] = [
    ['journal detail', `/api/periodical/detail?id=${journalId}`],
  ];
  try {
    const years = await readJson<{ volumes: { issues: { id: number }[] }[] }[]>(
      base,
      `/api/periodical/volumes-by-annual-issue?journalId=${journalId}`,
    );
    const issueId = years[0]?.volumes[0]?.issues[0]?.id;
    if (issueId) {
      optional.push([
        'issue contents',
        `/api/periodical/issue-content-list?issueId=${issueId}&current=1&size=20`,
      ]);
      const articles = await readJson<{ records: { id: number }[] }>(
        base,
        `/api/periodical/issue-content-list?issueId=${issueId}&current=1&size=1`,
      );
      const articleId = articles.records[0]?.id;
      if (articleId)
        optional.push(['article detail', `/api/periodical/issue-content-detail?id=${articleId}`]);
    }
  } catch (error) {
    console.warn(`journal content routes skipped: ${(error as Error).message}`);
  }
  optional.push(['search', '/api/search/search?q=operator&current=1&size=10']);
  for (const [name, url] of optional) {
    const response = await fetch(`${base}${url}`);
    if (response.ok) cases.push({ name, path: url });
    else console.warn(`${name}: ${url} answers ${response.status}; not measured`);
  }
  return cases;
}

interface Row {
  database: string;
  name: string;
  requests: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(database: string, db: Db): Promise<Row[]> {
  const app = await buildApp({ db });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const rows: Row[] = [];
  try {
    for (const { name, path: url } of await casesFor(base)) {
      // Warm caches and prepared plans before measuring.
      await autocannon({ url: `${base}${url}`, connections: 4, amount: 200 });
      const result = await autocannon({
        url: `${base}${url}`,
        connections: 10,
        duration: SECONDS,
        overallRate: RATE,
        // The load comes from a worker thread, so that making requests does not take turns with
        // the API on this process's event loop (which would add the generator's time to every
        // latency measured).
        workers: 1,
      });
      rows.push({
        database,
        name,
        requests: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.non2xx,
      });
    }
  } finally {
    await app.close();
  }
  return rows;
}

async function main() {
  const rows: Row[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  try {
    const pglite = await openPgliteDb({ dataDir: path.join(dataDir, 'pglite') });
    await prepareDb(pglite, SILENT_LOG, { passwordHashCost: 10, demoOrgLoopback: false });
    rows.push(...(await measure('PGlite', pglite)));
    await pglite.close();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const cluster = await startPostgresCluster();
  try {
    const postgres = openPostgresDb(cluster.url);
    await prepareDb(postgres, SILENT_LOG, { passwordHashCost: 10, demoOrgLoopback: false });
    rows.push(...(await measure(`PostgreSQL ${cluster.version}`, postgres)));
    await postgres.close();
  } finally {
    cluster.stop();
  }

  console.info(`\nCatalogue reads at ${RATE} requests/s for ${SECONDS} s each (10 connections):\n`);
  console.info('| database | case | requests/s | p50 ms | p99 ms | errors |');
  console.info('| --- | --- | ---: | ---: | ---: | ---: |');
  for (const row of rows) {
    console.info(
      `| ${row.database} | ${row.name} | ${row.requests.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.errors} |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
