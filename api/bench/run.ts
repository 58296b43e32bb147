/**
 * `pnpm bench:api`: catalogue reads under load, on embedded PGlite and on a real PostgreSQL
 * server (a throwaway cluster), against the API listening on loopback in this process. Each case
 * runs at BENCH_RATE requests/s (default 200) for BENCH_SECONDS (default 10), twice, the load
 * coming from a worker thread each time:
 * - steady: one request every 1/BENCH_RATE s, as independent readers arrive (paced-worker.mjs);
 *   the budget (p99 under 50 ms at 200 requests/s on PGlite) is read on this one;
 * - bursts: autocannon with 10 connections, whose rate limit sends each second's requests back
 *   to back at the start of the second (mcollina/autocannon#174): ten requests at a time queue
 *   behind one another, a harsher load than the same rate spread evenly.
 * It prints requests/s and latency percentiles of both.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { buildApp } from '../src/app';
import type { Db } from '../src/db/db';
import { openPgliteDb } from '../src/db/pglite';
import { openPostgresDb } from '../src/db/postgres';
import { prepareDb } from '../src/db/prepare';
import { startPostgresCluster } from '../test/postgres-cluster';

const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Which databases to measure: `pglite`, `postgres` or both (default), comma-separated. */
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
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

interface Figures {
  requests: number;
  p50: number;
  p99: number;
  errors: number;
}

interface Row {
  database: string;
  name: string;
  steady: Figures;
  bursts: Figures;
}

/** Requests at evenly spaced moments from a worker thread; see paced-worker.mjs. */
function steadyLoad(url: string): Promise<Figures> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./paced-worker.mjs', import.meta.url), {
      workerData: { url, rate: RATE, seconds: SECONDS },
    });
    worker.once('message', (figures: Figures) => {
      resolve(figures);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

async function burstLoad(url: string): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: 10,
    duration: SECONDS,
    overallRate: RATE,
    // A worker thread, so that making requests does not take turns with the API on this
    // process's event loop (which would add the generator's time to every latency measured).
    workers: 1,
  });
  return {
    requests: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
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
      rows.push({
        database,
        name,
        steady: await steadyLoad(`${base}${url}`),
        bursts: await burstLoad(`${base}${url}`),
      });
    }
  } finally {
    await app.close();
  }
  return rows;
}

async function main() {
  const rows: Row[] = [];
  if (DATABASES.includes('pglite')) rows.push(...(await measurePglite()));
  if (DATABASES.includes('postgres')) rows.push(...(await measurePostgres()));
  printTable(rows);
}

async function measurePglite(): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  try {
    const pglite = await openPgliteDb({ dataDir: path.join(dataDir, 'pglite') });
    await prepareDb(pglite, SILENT_LOG, { passwordHashCost: 10, demoOrgLoopback: false });
    const rows = await measure('PGlite', pglite);
    await pglite.close();
    return rows;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measurePostgres(): Promise<Row[]> {
  const cluster = await startPostgresCluster();
  try {
    const postgres = openPostgresDb(cluster.url);
    await prepareDb(postgres, SILENT_LOG, { passwordHashCost: 10, demoOrgLoopback: false });
    const rows = await measure(`PostgreSQL ${cluster.version}`, postgres);
    await postgres.close();
    return rows;
  } finally {
    cluster.stop();
  }
}

function printTable(rows: Row[]) {
  const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));
  const cells = ({ requests, p50, p99 }: Figures) =>
    `${requests.toFixed(0)} | ${ms(p50)} | ${ms(p99)}`;
  console.info(
    `\nCatalogue reads at ${RATE} requests/s for ${SECONDS} s each: steady (one request every ` +
      `${(1000 / RATE).toFixed(1)} ms) and in autocannon's bursts (10 connections)\n`,
  );
  console.info(
    '| database | case | steady req/s | p50 ms | p99 ms | bursts req/s | p50 ms | p99 ms | errors |',
  );
  console.info('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const { database, name, steady, bursts } of rows) {
    console.info(
      `| ${database} | ${name} | ${cells(steady)} | ${cells(bursts)} | ${steady.errors + bursts.errors} |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
