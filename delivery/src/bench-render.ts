/**
 * `pnpm bench:render`: what a server render costs. Starts the production build as `pnpm start`
 * serves it (bench-site.ts, on ports of its own, with no page cache: `PAGE_CACHE=off`), then asks
 * for each kind of page (home, the journal list, a journal, an article, an issue, a book, a
 * chapter, the news list, a news item, a search) several times, one request at a time, as a
 * crawler does (which is sent the page whole), each time at another address (an unused query
 * parameter) so that no cache answers it. Prints per kind of page the CPU time the site's server
 * and the API spent per page (from /proc/<pid>/stat, all threads) and the wall time per page, as
 * a Markdown table.
 *
 * Settings: BENCH_RUNS (measured pages per kind, 10), BENCH_PAGES (names, comma separated),
 * BENCH_PROFILE_DIR (profile the site's server with `--cpu-prof` into that folder and print the
 * functions with the most self time while the pages were measured), BENCH_PORTS (web,remotes,api;
 * 4780,4781,4700).
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAGES } from '@portal/pages';
import { siteOf, startSite, stopSite, type BenchPorts } from './bench-site';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const [web, remotes, api] = (process.env.BENCH_PORTS ?? '4780,4781,4700').split(',').map(Number);
const PORTS: BenchPorts = { web: web!, remotes: remotes!, api: api! };
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR && path.resolve(process.env.BENCH_PROFILE_DIR);
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
/** The kernel's clock ticks per second, the unit of /proc/<pid>/stat's CPU times. */
const TICKS_PER_SECOND = 100;

interface Envelope<T> {
  data: T;
}

/** The pages measured: fixed ones, and a journal, an article, an issue and the rest of the seed. */
async function pages(site: string): Promise<{ name: string; path: string }[]> {
  const data = async <T>(url: string) => {
    const response = await fetch(`${site}${url}`);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return ((await response.json()) as Envelope<T>).data;
  };
  const [article] = (
    await data<{ records: { id: number; journalId: number }[] }>(
      '/api/periodical/online-first-articles-list?current=1&size=1',
    )
  ).records;
  const cid = article!.journalId;
  const years = await data<{ volumes: { issues: { id: number }[] }[] }[]>(
    `/api/periodical/volumes-by-annual-issue?journalId=${cid}`,
  );
  const issue = years.flatMap((year) => year.volumes).flatMap((volume) => volume.issues)[0];
  const [book] = (
    await data<{ records: { id: number }[] }>('/api/bookmain/homepage?type=recent&current=1&size=1')
  ).records;
  const { chapters } = await data<{ chapters: { id: number }[] }>(
    `/api/bookmain/bookdetail?id=${book!.id}`,
  );
  const [news] = (
    await data<{ records: { id: number }[] }>('/api/cms/search-announcements?current=1&size=1')
  ).records;
  const all = [
    { name: 'home', path: PAGES.home.href() },
    { name: 'journals', path: PAGES.journalHome.href() },
    { name: 'journal', path: PAGES.journal.href({ cid }) },
    { name: 'article', path: PAGES.article.href({ cid, id: article!.id }) },
    ...(issue ? [{ name: 'issue', path: PAGES.issue.href({ cid, id: issue.id }) }] : []),
    { name: 'book', path: PAGES.book.href({ id: book!.id }) },
    ...(chapters[0] ? [{ name: 'chapter', path: PAGES.chapter.href({ id: chapters[0].id }) }] : []),
    { name: 'news', path: PAGES.news.href() },
    ...(news ? [{ name: 'news item', path: PAGES.newsItem.href({ id: news.id }) }] : []),
    { name: 'search', path: PAGES.search.href({ q: 'spectral' }) },
  ];
  const chosen = process.env.BENCH_PAGES?.split(',');
  return chosen ? all.filter((page) => chosen.includes(page.name)) : all;
}

/** The processes of `pnpm start`'s group: each one's parent and CPU time in ms (all threads). */
function processes(group: number): Map<number, { parent: number; cpuMs: number; command: string }> {
  const found = new Map<number, { parent: number; cpuMs: number; command: string }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // After the command's name in parentheses: state, ppid, pgrp, ..., utime (14th), stime.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== group) continue;
      found.set(Number(entry), {
        parent: Number(fields[1]),
        cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND,
        command: readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' '),
      });
    } catch {
      // Gone meanwhile.
    }
  }
  return found;
}

/**
 * The site's server (the parent of the API, which `start.ts` starts) and the API's processes
 * (its own and those it forks): their CPU time now, in ms.
 */
function cpuNow(group: number): { site: number; api: number; sitePid: number } {
  const all = processes(group);
  const apiPid = [...all].find(([, each]) => each.command.includes('api/dist/server.js'))?.[0];
  if (apiPid === undefined) throw new Error('The API process was not found');
  const sitePid = all.get(apiPid)!.parent;
  const isApi = (pid: number): boolean =>
    pid === apiPid || (all.has(pid) && pid !== sitePid && isApi(all.get(pid)!.parent));
  let apiMs = 0;
  for (const [pid, each] of all) if (isApi(pid)) apiMs += each.cpuMs;
  return { site: all.get(sitePid)!.cpuMs, api: apiMs, sitePid };
}

async function crawl(url: string): Promise<void> {
  const response = await fetch(url, { headers: { 'user-agent': CRAWLER } });
  const html = await response.text();
  if (!response.ok || !html.includes('<div id="root"><')) {
    throw new Error(`${url}: ${response.status}, not rendered on the server`);
  }
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/**
 * The functions with the most self time in the site's profile while the pages were measured
 * (`from`, `to`: the monotonic clock in µs, which V8's profiles also count in).
 */
function topFunctions(profileFile: string, from: number, to: number, count = 20): string[] {
  const profile = JSON.parse(readFileSync(profileFile, 'utf8')) as Profile;
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const selfUs = new Map<string, number>();
  let time = profile.startTime;
  let total = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    time += delta;
    if (time < from || time > to) return;
    const frame = frames.get(id)!;
    const file = frame.url.replace(/^.*\/node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, '');
    const name = `${frame.functionName || '(anonymous)'} ${file ? `${path.basename(file)}:${frame.lineNumber + 1}` : ''}`;
    selfUs.set(name, (selfUs.get(name) ?? 0) + delta);
    total += delta;
  });
  return [...selfUs]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(
      ([name, us]) =>
        `| ${name.trim()} | ${(us / 1000).toFixed(0)} ms | ${((100 * us) / total).toFixed(1)}% |`,
    );
}

const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stops the site's server alone (start.ts exits on SIGTERM, which writes its profile: the group's
 * signal would have pnpm end it first) and returns its profile once written.
 */
async function profileOf(dir: string, sitePid: number): Promise<string> {
  process.kill(sitePid, 'SIGTERM');
  const find = () => readdirSync(dir).find((name) => name.includes(`.${sitePid}.0.`));
  for (let wait = 0; !find() && wait < 60; wait += 1) await pause(500);
  const file = find();
  if (!file) throw new Error(`No profile of the site's server (${sitePid}) in ${dir}`);
  // Written in one go, but maybe not closed yet.
  await pause(1000);
  return path.join(dir, file);
}

async function main() {
  const workDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-render-'));
  if (PROFILE_DIR) mkdirSync(PROFILE_DIR, { recursive: true });
  const site = await startSite(
    PORTS,
    workDir,
    { PAGE_CACHE: 'off' },
    PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [],
  );
  const url = siteOf(PORTS);
  let sitePid = 0;
  let window: [number, number] = [0, 0];
  try {
    const kinds = await pages(url);
    const address = (page: { path: string }, run: number) =>
      `${url}${page.path}${page.path.includes('?') ? '&' : '?'}bench=${run}`;
    // Every remote loaded and every code path compiled before anything is measured.
    for (const page of kinds) await crawl(address(page, 0));
    const rows: string[] = [];
    window = [monotonicUs(), 0];
    for (const page of kinds) {
      const before = cpuNow(site.pid!);
      sitePid = before.sitePid;
      const started = performance.now();
      for (let run = 1; run <= RUNS; run += 1) await crawl(address(page, run));
      const wallMs = (performance.now() - started) / RUNS;
      const after = cpuNow(site.pid!);
      const row = [
        page.name,
        `\`${page.path}\``,
        ((after.site - before.site) / RUNS).toFixed(1),
        ((after.api - before.api) / RUNS).toFixed(1),
        wallMs.toFixed(0),
      ];
      rows.push(`| ${row.join(' | ')} |`);
      console.error(`${page.name}: site ${row[2]} ms, API ${row[3]} ms, wall ${row[4]} ms`);
    }
    window[1] = monotonicUs();
    console.log(
      [
        `Server render cost, ${RUNS} crawler requests per page, one at a time, no page cache:`,
        '',
        '| page | path | site CPU ms/page | API CPU ms/page | wall ms/page |',
        '| --- | --- | ---: | ---: | ---: |',
        ...rows,
      ].join('\n'),
    );
  } finally {
    const profile = PROFILE_DIR && sitePid ? await profileOf(PROFILE_DIR, sitePid) : undefined;
    await stopSite(site);
    rmSync(workDir, { recursive: true, force: true });
    if (profile) {
      console.log(
        [
          '',
          `The site's server, self time while measured (${profile}):`,
          '',
          '| function | self time | share |',
          '| --- | ---: | ---: |',
          ...topFunctions(profile, ...window),
        ].join('\n'),
      );
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
