/**
 * `pnpm bench`: how fast each catalogue read can be asked for while its p99 stays at or under
 * 50 ms, with no errors.
 *
 * The API runs as it is deployed (`src/server.ts` in its own processes, logging at info to
 * /dev/null), over embedded PGlite, over a real PostgreSQL server (a throwaway cluster), and over
 * PostgreSQL with two API processes (API_PROCESSES=2). Each read is asked for at evenly spaced
 * moments from a worker thread (paced-worker.mjs), at rising rates, BENCH_SECONDS (default 5)
 * per rate; a read's figure is the highest rate that held. Each read is measured twice: whole
 * answers (200), and revalidations of a kept answer (If-None-Match, answered 304).
 *
 * BENCH_DATABASES (`pglite`, `postgres`, `postgres-2`; default all), BENCH_CASES (names, comma-
 * separated) and BENCH_RATES (requests/s, rising) narrow a run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startPostgresCluster } from '../test/postgres-cluster';
import { catalogueReads, pacedLoad, type Figures } from './catalogue-reads';

const API_DIR = path.resolve(import.meta.dirname, '..');
const BUDGET_P99_MS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const RATES = (process.env.BENCH_RATES ?? '100,200,300,500,1000,2000,3000,4000,5000')
  .split(',')
  .map(Number);
/** Where the search starts; it goes up from here while the budget holds, down when it does not. */
const FIRST_RATE = RATES.includes(300) ? 300 : RATES[0]!;
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres,postgres-2').split(',');
const CASES = process.env.BENCH_CASES?.split(',');

interface Row {
  setup: string;
  name: string;
  mode: 'whole answers' | 'revalidated (304)';
  held?: Figures;
  failed?: Figures;
}

const holds = ({ p99, errors }: Figures) => errors === 0 && p99 <= BUDGET_P99_MS;

/** The highest of RATES that holds the budget, and the first above it that does not. */
async function highestRate(url: string, etag?: string) {
  let index = RATES.indexOf(FIRST_RATE);
  let held: Figures | undefined;
  let failed: Figures | undefined;
  let figures = await pacedLoad(url, RATES[index]!, SECONDS, etag);
  if (holds(figures)) {
    held = figures;
    while (++index < RATES.length) {
      figures = await pacedLoad(url, RATES[index]!, SECONDS, etag);
      if (!holds(figures)) {
        failed = figures;
        break;
      }
      held = figures;
    }
  } else {
    failed = figures;
    while (--index >= 0) {
      figures = await pacedLoad(url, RATES[index]!, SECONDS, etag);
      if (holds(figures)) {
        held = figures;
        break;
      }
      failed = figures;
    }
  }
  return { held, failed };
}

/** `src/server.ts` in its own process(es), answering once /api/health does. */
async function startApi(
  env: Record<string, string>,
): Promise<{ base: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const logs = fs.openSync('/dev/null', 'w');
  const api: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { ...process.env, ...env, PORT: String(port), PASSWORD_HASH_COST: '10' },
    stdio: ['ignore', logs, 'inherit'],
  });
  fs.closeSync(logs);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (api.exitCode !== null) throw new Error(`the API exited with ${api.exitCode}`);
    const up = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error('the API did not answer within 3 minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    stop: () =>
      new Promise((resolve) => {
        api.once('exit', () => resolve());
        api.kill('SIGTERM');
      }),
  };
}

async function measure(setup: string, env: Record<string, string>): Promise<Row[]> {
  const { base, stop } = await startApi(env);
  const rows: Row[] = [];
  try {
    const cases = (await catalogueReads(base)).filter(({ name }) => !CASES || CASES.includes(name));
    for (const { name, path: url } of cases) {
      // Warm the caches and the prepared plans of every process first.
      await pacedLoad(`${base}${url}`, 100, 2);
      const whole = await highestRate(`${base}${url}`);
      rows.push({ setup, name, mode: 'whole answers', ...whole });
      report(rows.at(-1)!);
      const etag = (await fetch(`${base}${url}`)).headers.get('etag');
      if (!etag) throw new Error(`${url} answers without an ETag`);
      const revalidated = await highestRate(`${base}${url}`, etag);
      rows.push({ setup, name, mode: 'revalidated (304)', ...revalidated });
      report(rows.at(-1)!);
    }
  } finally {
    await stop();
  }
  return rows;
}

const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));

function cells({ held, failed }: Row): string {
  const heldCells = held
    ? `${held.rate} | ${ms(held.p50)} | ${ms(held.p99)} | ${held.errors}`
    : `below ${RATES[0]} | | |`;
  const failedCells = failed
    ? `${failed.rate}: p99 ${ms(failed.p99)} ms, ${failed.errors} errors`
    : `none up to ${RATES.at(-1)}`;
  return `${heldCells} | ${failedCells}`;
}

const HEADER =
  '| setup | read | answers | highest rate held (req/s) | p50 ms | p99 ms | errors | next rate up |\n' +
  '| --- | --- | --- | ---: | ---: | ---: | ---: | --- |';

function report(row: Row) {
  console.info(`| ${row.setup} | ${row.name} | ${row.mode} | ${cells(row)} |`);
}

async function main() {
  console.info(
    `Catalogue reads: the highest of ${RATES.join(', ')} requests/s at which p99 <= ${BUDGET_P99_MS} ms ` +
      `with no errors, ${SECONDS} s per rate, on ${os.cpus().length} cores\n`,
  );
  console.info(HEADER);
  const rows: Row[] = [];
  if (DATABASES.includes('pglite')) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
    try {
      rows.push(...(await measure('PGlite, 1 process', { DATA_DIR: dataDir })));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (DATABASES.some((name) => name.startsWith('postgres'))) {
    const cluster = await startPostgresCluster();
    try {
      for (const processes of [1, 2]) {
        if (!DATABASES.includes(processes === 1 ? 'postgres' : `postgres-${processes}`)) continue;
        rows.push(
          ...(await measure(
            `PostgreSQL ${cluster.version}, ${processes} process${processes > 1 ? 'es' : ''}`,
            { DATABASE_URL: cluster.url, API_PROCESSES: String(processes) },
          )),
        );
      }
    } finally {
      cluster.stop();
    }
  }
  console.info(`\nAll together:\n\n${HEADER}`);
  for (const row of rows) report(row);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
