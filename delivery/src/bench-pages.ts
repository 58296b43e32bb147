/**
 * `pnpm bench:pages`: how many pages a second the site serves, and how fast. Page requests sent
 * at a fixed rate (an open model: each request leaves at its time whatever the answers before it
 * do, and its times are counted from then, so a server that falls behind is not let off by a
 * client that waits for it), over keep-alive connections, for BENCH_SECONDS at each rate. For
 * each rate: the requests sent, the first byte's and the whole answer's p50 and p99
 * (hdr-histogram), the slowest, the answers the site shed (its `Server-Timing: page;desc=shed`,
 * when it sends one), the errors (5xx, failures, no whole answer within 10 s) and the rate of
 * answers achieved.
 *
 * Two mixes: `cached`, a few popular pages in both languages (the home page, the journal list,
 * the news list, the books' home, a few articles and books), each asked by several connections
 * at once first, so that every site process has it; `crawler`, where 9 requests in 10 ask for a
 * page of the long tail that no one asked for before in the run (articles, chapters, books, news
 * items and journals from the site's own sitemaps, in both languages, in a fixed shuffled order)
 * and the tenth a popular one. After the rates, one more run at twice the highest rate whose p99
 * (whole answer) was at most 500 ms with no errors.
 *
 * The site is `pnpm start`'s production build on ports of the bench's own with a fresh database
 * (bench-site.ts), started anew for each count of site processes (WEB_PROCESSES); or, with
 * BENCH_SITE, a site already running anywhere on this machine, as it is (say, an older commit's
 * `pnpm start` on other ports), which nothing here needs to know of beyond its pages, its
 * sitemaps and its API. The requests come from this process, on the same machine as the site:
 * what the bench spends is taken from the site (it reads and counts the bodies, keeping none).
 *
 * Settings: BENCH_SITE (a running site's URL), BENCH_PROCESSES (`1,2`), BENCH_MIXES
 * (`cached,crawler`), BENCH_RATES (pages/s, comma separated, for every mix instead of its own),
 * BENCH_SECONDS (10), BENCH_USER_AGENT (`reader`, Chrome's; or `crawler`, Googlebot's),
 * BENCH_CONNECTIONS (256: the most open at once), BENCH_SITE_PIDS and BENCH_API_PIDS (with
 * BENCH_SITE: the site's processes and the API's, for their CPU time per page; on Linux).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import * as hdr from 'hdr-histogram-js';
import { Pool } from 'undici';
import { PAGES } from '@portal/pages';
import { siteOf, startSite, stopSite, type BenchPorts } from './bench-site';

const PORTS: BenchPorts = { web: 4780, remotes: 4781, api: 4700 };
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TIMEOUT_MS = 10_000;
/** The p99 (whole answer) a rate must keep, with no errors, to count as sustained. */
const P99_BUDGET_MS = 500;
const LANGUAGES = { zh: 'zh-CN,zh;q=0.9,en;q=0.8', en: 'en-US,en;q=0.9' } as const;
const USER_AGENTS = {
  reader:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
  crawler: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
} as const;
const MIXES = {
  cached: { rates: [50, 100, 250, 500, 750, 1000] },
  crawler: { rates: [10, 20, 30, 50, 75, 100] },
} as const;
type MixName = keyof typeof MIXES;

const list = (value: string | undefined) => value?.split(',').map((item) => item.trim());

/** A page as a reader's browser asks for it, in one of the two languages. */
interface Target {
  path: string;
  language: keyof typeof LANGUAGES;
}

/** The site's pages: the popular ones, and the long tail from its sitemaps by kind. */
interface SitePages {
  popular: Target[];
  tail: Target[];
  tailKinds: Record<string, number>;
}

const bothLanguages = (paths: string[]): Target[] =>
  paths.flatMap((page) => [
    { path: page, language: 'zh' as const },
    { path: page, language: 'en' as const },
  ]);

/** The `<loc>`s of a sitemap or sitemap index, as paths of the site. */
async function sitemapPaths(site: string, file: string): Promise<string[]> {
  const response = await fetch(`${site}${file}`);
  if (!response.ok) throw new Error(`${file}: ${response.status}`);
  return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    const url = new URL(loc!.replaceAll('&amp;', '&'));
    return url.pathname + url.search;
  });
}

/** A fixed shuffle (a small linear congruential generator), so every run asks the same pages. */
function shuffled<T>(items: T[]): T[] {
  const result = [...items];
  let seed = 30;
  for (let index = result.length - 1; index > 0; index -= 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const other = seed % (index + 1);
    [result[index], result[other]] = [result[other]!, result[index]!];
  }
  return result;
}

async function sitePages(site: string): Promise<SitePages> {
  const byKind: Record<string, string[]> = {};
  for (const sitemap of await sitemapPaths(site, '/sitemap.xml')) {
    const kind = /sitemap-([a-z]+)-/.exec(sitemap)?.[1] ?? 'other';
    (byKind[kind] ??= []).push(...(await sitemapPaths(site, sitemap)));
  }
  const popular = [
    PAGES.home.href(),
    PAGES.journalHome.href(),
    PAGES.news.href(),
    PAGES.bookHome.href(),
    ...(byKind.articles ?? []).slice(0, 4),
    ...(byKind.books ?? []).slice(0, 3),
  ];
  const tailPaths = Object.values(byKind)
    .flat()
    .filter((page) => !popular.includes(page));
  return {
    popular: bothLanguages(popular),
    tail: shuffled(bothLanguages(tailPaths)),
    tailKinds: Object.fromEntries(
      Object.entries(byKind).map(([kind, paths]) => [kind, paths.length]),
    ),
  };
}

/** CPU seconds the given processes have used so far (Linux: /proc/<pid>/stat). */
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString());

function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      // After the command's closing parenthesis: state is field 3, utime 14 and stime 15.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Ended since it was listed (a site process replaced): its time is lost.
    }
  }
  return ticks / TICKS_PER_SECOND;
}

/** CPU seconds so far of the site's processes and of the API's (NaN when not known). */
interface CpuTime {
  site: number;
  api: number;
}

/**
 * The processes started by the bench in its process group: the site's (`api` false) or the
 * API's.
 */
function groupProcesses(groupId: number, api: boolean): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        return (
          Number(fields[2]) === groupId &&
          readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('api/dist/server.js') === api
        );
      } catch {
        return false;
      }
    });
}

/** What one run at one rate measured. Times are in microseconds. */
class Measure {
  firstByte = hdr.build({ highestTrackableValue: 120_000_000 });
  whole = hdr.build({ highestTrackableValue: 120_000_000 });
  sent = 0;
  answered = 0;
  shed = 0;
  serverErrors = 0;
  failures = 0;
  timeouts = 0;
  bytes = 0;
  /** The site's processes', and the API's. */
  cpuSeconds = NaN;
  apiCpuSeconds = NaN;
  /** This process's own, which the site did not have. */
  benchCpuSeconds = 0;
  seconds = 0;
  /** What went wrong first, for the log. */
  firstFailure: string | undefined;

  get errors() {
    return this.serverErrors + this.failures + this.timeouts;
  }

  p99WholeMs() {
    return this.whole.getValueAtPercentile(99) / 1000;
  }
}

/**
 * Whether the site says it shed the page (its `Server-Timing` metric `page` with `desc=shed`): an
 * answer without the header, as an older site's, is not shed.
 */
export const isShed = (serverTiming: string | string[] | undefined) =>
  /(?:^|,)\s*page\s*;[^,]*\bdesc="?shed\b/.test(String(serverTiming ?? ''));

/**
 * One request, timed from `due`, the moment it was meant to leave: a request that waits for a
 * connection or for this process waits on the clock. A failure or a timeout counts its time too.
 */
async function requestPage(
  pool: Pool,
  target: Target,
  due: number,
  userAgent: string,
  measure: Measure,
) {
  const micros = () => Math.max(1, Math.round((performance.now() - due) * 1000));
  let firstByte = 0;
  try {
    const { statusCode, headers, body } = await pool.request({
      path: target.path,
      method: 'GET',
      headers: {
        'user-agent': userAgent,
        accept: 'text/html,application/xhtml+xml',
        'accept-encoding': 'br, gzip',
        'accept-language': LANGUAGES[target.language],
      },
      signal: AbortSignal.timeout(Math.max(1, Math.ceil(due + TIMEOUT_MS - performance.now()))),
    });
    firstByte = micros();
    for await (const chunk of body) measure.bytes += (chunk as Buffer).length;
    if (statusCode >= 500) measure.serverErrors += 1;
    else measure.answered += 1;
    if (isShed(headers['server-timing'])) measure.shed += 1;
  } catch (error) {
    // The signal's TimeoutError, or undici's HeadersTimeoutError or BodyTimeoutError.
    if ((error as Error).name.endsWith('TimeoutError')) measure.timeouts += 1;
    else measure.failures += 1;
    measure.firstFailure ??= String(error);
  }
  const whole = micros();
  measure.firstByte.recordValue(firstByte || whole);
  measure.whole.recordValue(whole);
}

/** Requests at `rate` a second for `seconds`, each at its time; resolves when all are answered. */
async function paced(
  pool: Pool,
  rate: number,
  seconds: number,
  next: () => Target,
  userAgent: string,
  cpu: () => CpuTime,
): Promise<Measure> {
  const measure = new Measure();
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const cpuBefore = cpu();
  const ownBefore = process.cpuUsage();
  const start = performance.now();
  const requests: Promise<void>[] = [];
  while (measure.sent < total) {
    const due = start + measure.sent * interval;
    const ahead = due - performance.now();
    if (ahead > 0) await sleep(ahead);
    // Every request whose time has come leaves now, however late this process is.
    while (measure.sent < total && start + measure.sent * interval <= performance.now()) {
      requests.push(requestPage(pool, next(), start + measure.sent * interval, userAgent, measure));
      measure.sent += 1;
    }
  }
  await Promise.all(requests);
  measure.seconds = (performance.now() - start) / 1000;
  const cpuAfter = cpu();
  measure.cpuSeconds = cpuAfter.site - cpuBefore.site;
  measure.apiCpuSeconds = cpuAfter.api - cpuBefore.api;
  const own = process.cpuUsage(ownBefore);
  measure.benchCpuSeconds = (own.user + own.system) / 1e6;
  return measure;
}

/**
 * Waits for the site to finish what it still does after a run (pages whose readers gave up wait
 * their turn all the same): until its processes use under a fifth of a core, a minute at most; a
 * second when their CPU time is not known.
 */
async function settle(cpu: () => CpuTime) {
  const used = () => cpu().site;
  for (let waited = 0; waited < 60_000; waited += 500) {
    const before = used();
    await sleep(Number.isNaN(before) ? 1000 : 500);
    if (Number.isNaN(before) || used() - before < 0.1) return;
  }
}

/**
 * Every popular page asked by `connections` connections at once: the site's processes take the
 * connections in turn, so each of them renders (and may keep) every one.
 */
async function warmUp(pool: Pool, popular: Target[], connections: number, userAgent: string) {
  const measure = new Measure();
  for (const target of popular) {
    await Promise.all(
      Array.from({ length: connections }, () =>
        requestPage(pool, target, performance.now(), userAgent, measure),
      ),
    );
  }
  if (measure.errors) console.error(`warm-up: ${measure.errors} errors, ${measure.firstFailure}`);
}

const ms = (micros: number) =>
  micros >= 1_000_000 ? `${(micros / 1_000_000).toFixed(1)} s` : `${Math.round(micros / 1000)} ms`;

/** CPU seconds spent per page, in milliseconds, to a tenth under 10 ms. */
const cpuPerPage = (seconds: number, pages: number) => {
  const perPage = (seconds * 1000) / Math.max(1, pages);
  return `${perPage < 10 ? perPage.toFixed(1) : Math.round(perPage)} ms`;
};

function row(label: string, measure: Measure) {
  const errors = [
    measure.serverErrors && `${measure.serverErrors} 5xx`,
    measure.failures && `${measure.failures} failed`,
    measure.timeouts && `${measure.timeouts} timed out`,
  ].filter(Boolean);
  const cells = [
    label,
    measure.sent,
    ms(measure.firstByte.getValueAtPercentile(50)),
    ms(measure.firstByte.getValueAtPercentile(99)),
    ms(measure.whole.getValueAtPercentile(50)),
    ms(measure.whole.getValueAtPercentile(99)),
    ms(measure.whole.maxValue),
    measure.shed,
    errors.length ? errors.join(', ') : 0,
    (measure.answered / measure.seconds).toFixed(1),
    `${(measure.bytes / 1024 / Math.max(1, measure.answered)).toFixed(1)} KB`,
    Number.isNaN(measure.cpuSeconds) ? '-' : cpuPerPage(measure.cpuSeconds, measure.answered),
    Number.isNaN(measure.apiCpuSeconds) ? '-' : cpuPerPage(measure.apiCpuSeconds, measure.answered),
  ];
  return `| ${cells.join(' | ')} |`;
}

/** The pages a mix asks for, one after the other. */
function requestsOf(mix: MixName, pages: SitePages) {
  let popular = 0;
  let tail = 0;
  let count = 0;
  const nextPopular = () => pages.popular[popular++ % pages.popular.length]!;
  return {
    next: (): Target => {
      count += 1;
      if (mix === 'cached' || count % 10 === 0 || pages.tail.length === 0) return nextPopular();
      return pages.tail[tail++ % pages.tail.length]!;
    },
    tailAsked: () => tail,
  };
}

/** Every rate of a mix, then twice the highest that kept p99 within budget; a Markdown table. */
async function benchMix(
  pool: Pool,
  mix: MixName,
  pages: SitePages,
  userAgent: string,
  cpu: () => CpuTime,
): Promise<string[]> {
  const rates = (list(process.env.BENCH_RATES) ?? MIXES[mix].rates).map(Number);
  const requests = requestsOf(mix, pages);
  const rows: string[] = [];
  let highest: number | undefined;
  const runAt = async (rate: number, label: string) => {
    const measure = await paced(pool, rate, SECONDS, requests.next, userAgent, cpu);
    rows.push(row(label, measure));
    console.error(
      `${mix} ${label}: ${rows.at(-1)} the bench's CPU: ` +
        `${cpuPerPage(measure.benchCpuSeconds, measure.sent)}/request ${measure.firstFailure ?? ''}`,
    );
    await settle(cpu);
    return measure;
  };
  for (const rate of rates) {
    const measure = await runAt(rate, `${rate}/s`);
    if (measure.errors === 0 && measure.p99WholeMs() <= P99_BUDGET_MS) highest = rate;
  }
  let final = `no rate kept p99 at or under ${P99_BUDGET_MS} ms with no errors`;
  if (highest !== undefined) {
    const measure = await runAt(2 * highest, `${2 * highest}/s (2 × ${highest})`);
    final =
      `highest rate with p99 ≤ ${P99_BUDGET_MS} ms: ${highest} pages/s; at twice that, ` +
      `the slowest answer took ${ms(measure.whole.maxValue)}, with ` +
      `${measure.serverErrors} 5xx and ${measure.shed} shed`;
  }
  const tailNote =
    mix === 'crawler'
      ? [
          `long tail asked: ${requests.tailAsked()} of ${pages.tail.length} pages` +
            (requests.tailAsked() > pages.tail.length
              ? ' (too short: the tail was asked again from its start, and may be cached)'
              : ' (each asked once)'),
        ]
      : [];
  return [
    '| rate | sent | first byte p50 | p99 | whole p50 | p99 | max | shed | errors | answers/s | size | site CPU/page | API CPU/page |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    ...tailNote,
    final,
  ];
}

/** Each mix against the site at `site`; the site's processes' CPU time by `cpu`. */
async function benchSite(site: string, title: string, cpu: () => CpuTime): Promise<string[]> {
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 256);
  const userAgent =
    USER_AGENTS[(process.env.BENCH_USER_AGENT ?? 'reader') as keyof typeof USER_AGENTS];
  if (!userAgent) throw new Error('BENCH_USER_AGENT is `reader` or `crawler`');
  const pool = new Pool(site, {
    connections,
    headersTimeout: TIMEOUT_MS,
    bodyTimeout: TIMEOUT_MS,
  });
  try {
    const pages = await sitePages(site);
    console.error(
      `${title}: ${pages.popular.length} popular pages; long tail ${pages.tail.length} ` +
        `(${JSON.stringify(pages.tailKinds)} in the sitemaps, each in both languages)`,
    );
    // As many connections as the processes have turns to share out, and a few more.
    await warmUp(pool, pages.popular, 8, userAgent);
    const output: string[] = [];
    for (const mix of (list(process.env.BENCH_MIXES) ?? Object.keys(MIXES)) as MixName[]) {
      if (!MIXES[mix]) throw new Error(`BENCH_MIXES: no mix ${mix}`);
      output.push(
        `### ${mix} pages, ${title}`,
        '',
        ...(await benchMix(pool, mix, pages, userAgent, cpu)),
        '',
      );
    }
    return output;
  } finally {
    await pool.close();
  }
}

async function main() {
  const output = [
    `Paced page requests, ${SECONDS} s a rate, ${process.env.BENCH_USER_AGENT ?? 'reader'}'s ` +
      `user agent; times from each request's due moment (hdr-histogram); errors: 5xx, ` +
      `failures, no whole answer in ${TIMEOUT_MS / 1000} s. The requests come from the same machine.`,
    '',
  ];
  if (process.env.BENCH_SITE) {
    const pids = (list(process.env.BENCH_SITE_PIDS) ?? []).map(Number);
    const apiPids = (list(process.env.BENCH_API_PIDS) ?? []).map(Number);
    output.push(
      ...(await benchSite(process.env.BENCH_SITE, `the site at ${process.env.BENCH_SITE}`, () => ({
        site: pids.length ? cpuSeconds(pids) : NaN,
        api: apiPids.length ? cpuSeconds(apiPids) : NaN,
      }))),
    );
  } else {
    const workDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-pages-'));
    try {
      for (const processes of (list(process.env.BENCH_PROCESSES) ?? ['1', '2']).map(Number)) {
        // The same database for every count: seeded by the first start, kept by the next.
        const site = await startSite(PORTS, workDir, { WEB_PROCESSES: String(processes) });
        try {
          output.push(
            ...(await benchSite(
              siteOf(PORTS),
              `${processes} site process${processes > 1 ? 'es' : ''}`,
              () => ({
                site: cpuSeconds(groupProcesses(site.pid!, false)),
                api: cpuSeconds(groupProcesses(site.pid!, true)),
              }),
            )),
          );
        } finally {
          await stopSite(site);
        }
      }
    } finally {
      rmSync(workDir, { recursive: true, force: true });
    }
  }
  console.log(output.join('\n'));
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
