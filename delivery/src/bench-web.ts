/**
 * `pnpm bench:web`: what a reader feels, measured by Lighthouse (performance only) in the
 * system's Chromium against the production build served as `pnpm start` serves it, with a fresh
 * database, on ports of its own. Five pages (the home page, an article, a book, a chapter, the
 * news list), the mobile preset (simulated slow 4G and a 4x slower CPU) and the desktop preset,
 * three runs each; prints the median of each figure as a Markdown table.
 *
 * Lighthouse is fetched by npm on first use (`npm exec`), at a pinned version, rather than
 * installed with the workspace: the tests never need it.
 *
 * Settings: BENCH_RUNS (3), BENCH_PRESETS (`mobile,desktop`), BENCH_PAGES (names of PAGES, comma
 * separated), BENCH_JSON_DIR (keep each run's report there), CHROMIUM_PATH (/usr/bin/chromium).
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PAGES } from '@portal/pages';
import { startSite } from './bench-site';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const PORTS = { web: 4480, remotes: 4481, api: 4400 } as const;
const SITE = `http://127.0.0.1:${PORTS.web}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PRESETS = (process.env.BENCH_PRESETS ?? 'mobile,desktop').split(',') as (
  'mobile' | 'desktop'
)[];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const run = promisify(execFile);

interface Envelope<T> {
  data: T;
}

async function apiData<T>(url: string): Promise<T> {
  const response = await fetch(`${SITE}${url}`);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return ((await response.json()) as Envelope<T>).data;
}

/** The pages measured: fixed ones, and an article, a book and a chapter of the seed. */
async function pages(): Promise<{ name: string; path: string }[]> {
  const [article] = (
    await apiData<{ records: { id: number; journalId: number }[] }>(
      '/api/periodical/online-first-articles-list?current=1&size=1',
    )
  ).records;
  const [book] = (
    await apiData<{ records: { id: number }[] }>(
      '/api/bookmain/homepage?type=recent&current=1&size=1',
    )
  ).records;
  const detail = await apiData<{ chapters: { id: number }[] }>(
    `/api/bookmain/bookdetail?id=${book!.id}`,
  );
  const all = [
    { name: 'home', path: PAGES.home.href() },
    { name: 'article', path: PAGES.article.href({ cid: article!.journalId, id: article!.id }) },
    { name: 'book', path: PAGES.book.href({ id: book!.id }) },
    ...(detail.chapters[0]
      ? [{ name: 'chapter', path: PAGES.chapter.href({ id: detail.chapters[0].id }) }]
      : []),
    { name: 'news', path: PAGES.news.href() },
  ];
  const chosen = process.env.BENCH_PAGES?.split(',');
  return chosen ? all.filter((page) => chosen.includes(page.name)) : all;
}

interface Figures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

interface Report {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue?: number; details?: { items?: NetworkRequest[] } }>;
}

/** One Lighthouse run of `url` under `preset`. */
async function lighthouse(url: string, preset: 'mobile' | 'desktop', output: string) {
  await run(
    'npm',
    [
      'exec',
      '--yes',
      `--package=${LIGHTHOUSE}`,
      '--',
      'lighthouse',
      url,
      '--quiet',
      '--only-categories=performance',
      '--output=json',
      `--output-path=${output}`,
      `--chrome-path=${CHROMIUM}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      ...(preset === 'desktop' ? ['--preset=desktop'] : []),
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(readFileSync(output, 'utf8')) as Report;
  const requests = report.audits['network-requests']?.details?.items ?? [];
  return {
    score: report.categories.performance.score,
    lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: report.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    jsBytes: requests
      .filter((request) => request.resourceType === 'Script')
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
  } satisfies Figures;
}

/**
 * Lighthouse now and then fails to record a page load ("NO_NAVSTART ... Please run Lighthouse
 * again"): a run is tried up to three times.
 */
async function withRetries<T>(attempt: () => Promise<T>, tries = 3): Promise<T> {
  for (let left = tries - 1; ; left -= 1) {
    try {
      return await attempt();
    } catch (error) {
      if (left === 0) throw error;
      console.error(`Lighthouse failed, trying again: ${String(error).split('\n')[0]}`);
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const range = (values: number[], format: (value: number) => string) => {
  const low = format(Math.min(...values));
  const high = format(Math.max(...values));
  return low === high ? low : `${low}-${high}`;
};

async function main() {
  const workDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-web-'));
  const site = await startSite(workDir, PORTS);
  const jsonDir = process.env.BENCH_JSON_DIR ?? workDir;
  mkdirSync(jsonDir, { recursive: true });
  try {
    const rows: string[] = [];
    for (const page of await pages()) {
      for (const preset of PRESETS) {
        const runs: Figures[] = [];
        for (let index = 0; index < RUNS; index += 1) {
          const output = path.join(jsonDir, `${page.name}-${preset}-${index + 1}.json`);
          runs.push(await withRetries(() => lighthouse(`${SITE}${page.path}`, preset, output)));
        }
        const of = (key: keyof Figures) => runs.map((figures) => figures[key]);
        const row = [
          `\`${page.path}\``,
          preset,
          median(of('score')).toFixed(2),
          `${(median(of('lcpMs')) / 1000).toFixed(1)} s`,
          `${Math.round(median(of('tbtMs')))} ms`,
          median(of('cls')).toFixed(3),
          `${(median(of('jsBytes')) / 1024).toFixed(0)} KB`,
          `${range(of('score'), (value) => value.toFixed(2))}`,
        ];
        rows.push(`| ${row.join(' | ')} |`);
        console.error(`${page.name} ${preset}: ${row.slice(2).join(', ')}`);
      }
    }
    console.log(
      [
        `Lighthouse 13 (${LIGHTHOUSE}), performance, ${CHROMIUM}, median of ${RUNS} runs:`,
        '',
        '| page | preset | score | LCP | TBT | CLS | JS transferred | scores |',
        '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
        ...rows,
      ].join('\n'),
    );
  } finally {
    await site.stop();
    if (!process.env.BENCH_JSON_DIR) rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
