/**
 * `pnpm bench:web`: what a reader feels, measured by Lighthouse (performance only) in the
 * system's Chromium against the production build served as `pnpm start` serves it, with a fresh
 * database, on ports of its own. Every kind of page a reader lands on (`PAGES` below: the home
 * page, an article and its full text, two long imported full texts, a book, a chapter, the news
 * and a news item, search, ordering, the FAQ, contact, the journal list and a journal's volumes,
 * the book list, the series and one series), the mobile
 * preset (simulated slow 4G and a 4x slower CPU) and the desktop preset, three runs each; prints
 * the median of each figure as a Markdown table.
 *
 * Lighthouse is fetched by npm on first use (`npm exec`), at a pinned version, rather than
 * installed with the workspace: the tests never need it.
 *
 * Settings: BENCH_RUNS (3), BENCH_PRESETS (`mobile,desktop`), BENCH_PAGES (names of the pages
 * below, comma separated: `home,search`), BENCH_JSON_DIR (keep each run's report there), CHROMIUM_PATH (/usr/bin/chromium).
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ApiGetRoutes } from '@portal/contract';
import { PAGES } from '@portal/pages';
import { siteOf, startSite, stopSite } from './bench-site';
import { ROOT } from './layout';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const PORTS = { web: 4480, remotes: 4481, api: 4400 } as const;
const SITE = siteOf(PORTS);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PRESETS = (process.env.BENCH_PRESETS ?? 'mobile,desktop').split(',') as (
  'mobile' | 'desktop'
)[];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const run = promisify(execFile);

/**
 * Full texts longer than the seed's, imported into the bench's database before the site starts
 * (`pnpm catalogue import`, as a publisher loads its articles): real open-access JATS articles,
 * whose sources and licences are in api/test-data/import/SOURCES.md.
 */
const LONG_ARTICLES = [
  // Nova Economia 2018, pages 385-416: a 32-page article, 17 sections, a figure, 30 formulas.
  { name: 'fullTextLong', file: 'api/test-data/import/derived/scielo-neco-2018-tex-math.xml' },
  // Progress of Theoretical and Experimental Physics 2025: 20 sections, 273 TeX formulas.
  {
    name: 'fullTextMath',
    file: 'api/test-data/import/derived/oup-ptep-2025-tex-math-abstract.xml',
  },
] as const;

/** Whether BENCH_PAGES (all pages when unset) names `name`. */
const isChosen = (name: string) => process.env.BENCH_PAGES?.split(',').includes(name) ?? true;

/**
 * Seeds the bench's database as `pnpm start` would, then imports the long articles the run
 * measures; answers each one's page path (the import's report names it).
 */
async function importLongArticles(dataDir: string): Promise<Map<string, string>> {
  const wanted = LONG_ARTICLES.filter((article) => isChosen(article.name));
  const paths = new Map<string, string>();
  if (wanted.length === 0) return paths;
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  await run('pnpm', ['--filter', '@portal/api', 'seed'], { cwd: ROOT, env });
  for (const article of wanted) {
    const { stdout } = await run(
      'pnpm',
      ['--silent', 'catalogue', 'import', path.join(ROOT, article.file)],
      { cwd: ROOT, env, maxBuffer: 16 * 1024 * 1024 },
    );
    const href = /\/JDetail\/(\d+)\/article\?id=(\d+)/.exec(stdout);
    if (!href) throw new Error(`${article.file}: no article in the import's report:\n${stdout}`);
    paths.set(article.name, PAGES.fullText.href({ cid: Number(href[1]), id: Number(href[2]) }));
  }
  return paths;
}

interface Envelope<T> {
  data: T;
}

type ApiPath = keyof ApiGetRoutes;

/** The `data` of a GET of the API, typed by its contract. */
async function apiData<P extends ApiPath>(
  path: P,
  query?: ApiGetRoutes[P]['query'],
): Promise<ApiGetRoutes[P]['data']> {
  const search = new URLSearchParams(
    Object.entries(query ?? {}).map(([key, value]) => [key, String(value)]),
  );
  const url = `${path}${search.size > 0 ? `?${search}` : ''}`;
  const response = await fetch(`${SITE}${url}`);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return ((await response.json()) as Envelope<ApiGetRoutes[P]['data']>).data;
}

/** The search measured: a page of hits with their matches marked (books of the seed). */
const SEARCH_WORDS = 'spectral';

/**
 * The pages measured, by the name BENCH_PAGES takes: fixed ones, and the newest article, book,
 * chapter, news item and series of the seed, its first journal and its first ordering entry.
 */
async function pages(longArticles: Map<string, string>): Promise<{ name: string; path: string }[]> {
  const first = { current: 1, size: 1 };
  const [[article], [book], [newsItem], [journal], [series], categories] = await Promise.all([
    apiData('/api/periodical/online-first-articles-list', first).then((page) => page.records),
    apiData('/api/bookmain/homepage', { type: 'recent', ...first }).then((page) => page.records),
    apiData('/api/cms/search-announcements', first).then((page) => page.records),
    apiData('/api/periodical/list', first).then((page) => page.records),
    apiData('/api/bookmain/bookseries', first).then((page) => page.records),
    apiData('/api/baseinfoordering/category'),
  ]);
  const [detail, articleDetail] = await Promise.all([
    apiData('/api/bookmain/bookdetail', { id: book!.id }),
    apiData('/api/periodical/issue-content-detail', { id: article!.id }),
  ]);
  const ordering = categories.findIndex((category) => category.children.length > 0);
  const all = [
    { name: 'home', path: PAGES.home.href() },
    { name: 'article', path: PAGES.article.href({ cid: article!.journalId, id: article!.id }) },
    // The same article's full text (issue 32), read in the page, as the seed gives recent ones.
    ...(articleDetail.hasFullText
      ? [
          {
            name: 'fullText',
            path: PAGES.fullText.href({ cid: article!.journalId, id: article!.id }),
          },
        ]
      : []),
    ...[...longArticles].map(([name, path]) => ({ name, path })),
    { name: 'book', path: PAGES.book.href({ id: book!.id }) },
    ...(detail.chapters[0]
      ? [{ name: 'chapter', path: PAGES.chapter.href({ id: detail.chapters[0].id }) }]
      : []),
    { name: 'news', path: PAGES.news.href() },
    { name: 'newsItem', path: PAGES.newsItem.href({ id: newsItem!.id }) },
    { name: 'search', path: PAGES.search.href({ q: SEARCH_WORDS }) },
    {
      name: 'ordering',
      path: PAGES.ordering.href(ordering < 0 ? {} : { p: `${ordering}-0` }),
    },
    { name: 'faq', path: PAGES.faq.href() },
    { name: 'contact', path: PAGES.contact.href() },
    { name: 'journalHome', path: PAGES.journalHome.href() },
    { name: 'volumes', path: PAGES.journalView.href({ cid: journal!.id, view: 'volumes' }) },
    { name: 'bookList', path: PAGES.bookList.href() },
    { name: 'seriesList', path: PAGES.seriesList.href() },
    { name: 'series', path: PAGES.series.href({ id: series!.id }) },
  ];
  const chosen = process.env.BENCH_PAGES?.split(',');
  if (chosen) {
    const unknown = chosen.filter((name) => !all.some((page) => page.name === name));
    if (unknown.length > 0) throw new Error(`BENCH_PAGES: no page named ${unknown.join(', ')}`);
  }
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
  const longArticles = await importLongArticles(path.join(workDir, 'pglite'));
  const site = await startSite(PORTS, workDir);
  const jsonDir = process.env.BENCH_JSON_DIR ?? workDir;
  mkdirSync(jsonDir, { recursive: true });
  try {
    const rows: string[] = [];
    for (const page of await pages(longArticles)) {
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
    await stopSite(site);
    if (!process.env.BENCH_JSON_DIR) rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
