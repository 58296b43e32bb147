/**
 * The check a version passes before any reader gets it. Headless Chromium opens the live site
 * with the candidate in place for that browser alone (its requests for remotes.json, or for a
 * shell candidate the shell's own files, are answered by the check), visits the pages the
 * app's release.json names and the home page's widgets, and passes only when each page's
 * section rendered with no console, page or federation error. Before that, the shared
 * contracts of the builds are compared (contract.ts), and a version that fails them is refused
 * without opening a page. Nothing in production code knows about it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { PAGES } from '@portal/pages';
import { contractProblems, readContract } from './contract';
import { type Deployment, HOST_NAME, REMOTE_NAMES, isRemote, type AppName } from './layout';
import { readReleaseFile } from './release-file';
import { withStyleNonce } from './security';

export interface CheckResult {
  ok: boolean;
  problems: string[];
  /** What could not be checked (a build made before shared contracts existed). */
  notes: string[];
  pages: string[];
  durationMs: number;
}

export interface CheckOptions {
  /** Chromium to drive; Debian's by default. */
  chromiumPath?: string;
  /** How long one page may take to render its section. */
  pageTimeoutMs?: number;
  /** The repository whose release.json files name the pages (this one by default). */
  root?: string;
}

/** The pages a check of `app` opens: its own (all sections' for the shell), and the home page. */
export function pagesToCheck(app: AppName, root?: string): string[] {
  const apps = isRemote(app) ? [app] : [HOST_NAME, ...REMOTE_NAMES];
  const paths = apps.flatMap((each) => readReleaseFile(each, root).checkPaths);
  return [...new Set([PAGES.home.href(), ...paths])];
}

function contractCheck(deployment: Deployment, app: AppName, candidateDir: string) {
  const problems: string[] = [];
  const notes: string[] = [];
  const pairs = isRemote(app)
    ? [{ shellDir: deployment.webDir, remoteDir: candidateDir, remote: app }]
    : REMOTE_NAMES.flatMap((remote) => {
        const live = deployment.liveVersion(remote);
        return live
          ? [{ shellDir: candidateDir, remoteDir: deployment.versionDir(remote, live), remote }]
          : [];
      });
  for (const { shellDir, remoteDir, remote } of pairs) {
    const shell = readContract(shellDir);
    const remoteContract = readContract(remoteDir);
    if (!shell || !remoteContract) {
      notes.push(
        `${remote}: no shared contract to compare (a build from before contracts); the browser check alone decides`,
      );
      continue;
    }
    problems.push(...contractProblems(shell, remoteContract));
  }
  return { problems, notes };
}

/**
 * Answers the site's own files from a shell's folder (a candidate's, or the live one's), in this
 * browser only. Its page, as the browser renders it alone, comes with the live page's headers and
 * style nonce, so the shell runs under the site's Content-Security-Policy as it will once live.
 */
async function serveShellFrom(context: BrowserContext, site: string, candidateDir: string) {
  await context.route(
    (url) => url.origin === new URL(site).origin,
    async (route) => {
      const { pathname } = new URL(route.request().url());
      if (pathname.startsWith('/api/') || pathname === '/remotes.json') return route.fallback();
      const file = path.join(candidateDir, path.normalize(pathname));
      const isFile =
        file.startsWith(candidateDir) && fs.statSync(file, { throwIfNoEntry: false })?.isFile();
      // Playwright gives the file the type its extension says.
      if (isFile) return route.fulfill({ path: file });
      const live = await route.fetch();
      // Playwright hands the body over decoded.
      const {
        'content-encoding': _encoding,
        'content-length': _length,
        ...headers
      } = live.headers();
      const nonce = /'nonce-([^']+)'/.exec(headers['content-security-policy'] ?? '')?.[1];
      const page = fs.readFileSync(path.join(candidateDir, 'index.html'), 'utf8');
      const body = nonce ? withStyleNonce(page, nonce) : page;
      return route.fulfill({ status: live.status(), headers, body });
    },
  );
}

/**
 * Waits until the page at `path` has rendered its section (a visible heading, nothing loading)
 * or shown a failure. Pages a section keeps alive stay mounted but hidden, hence "visible"; and
 * the router keeps the page before on screen while the next one loads, so a heading counts only
 * when it is not the one marked before moving on.
 */
async function settle(page: Page, path: string, timeoutMs: number) {
  // Given as source: tsx would wrap a function's inner functions in a helper the page lacks.
  const rendered = `(() => {
    if (location.pathname + location.search !== ${JSON.stringify(path)}) return false;
    const visible = (selector) =>
      [...document.querySelectorAll(selector)].some((element) => element.checkVisibility());
    if (visible('main [role="alert"]')) return true;
    const heading = [...document.querySelectorAll('main h1')].some(
      (element) => element.checkVisibility() && element.dataset.releaseCheck !== element.textContent,
    );
    return heading && !visible('[role="progressbar"], main [aria-busy="true"]');
  })`;
  // Evaluated by the check (DevTools), not by waitForFunction, whose string predicate runs as
  // eval in the page, which the site's Content-Security-Policy refuses. The page looks every
  // 25 ms itself and answers once: the check, which runs on the machine's busy cores with the
  // browser, asks once a page rather than ten times a second.
  const done = await page.evaluate(`new Promise((resolve) => {
    const deadline = Date.now() + ${timeoutMs};
    const look = () => {
      if (${rendered}()) resolve(true);
      else if (Date.now() > deadline) resolve(false);
      else setTimeout(look, 25);
    };
    look();
  })`);
  if (!done) throw new Error(`Timeout ${timeoutMs} ms exceeded`);
  // Late errors of the first render (effects, data that arrives after the heading) show within
  // a moment; waiting for the network to go quiet costs a second a page, which a rollback's
  // check cannot spend.
  await page.waitForTimeout(200);
}

/** A message's first line, enough to say what broke without a whole stack. */
function firstLine(text: string): string {
  const line = text.split('\n')[0] ?? '';
  return line.length > 240 ? `${line.slice(0, 240)}…` : line;
}

/**
 * A tab of the check. It opens the first path it takes as a reader's link does (a full load) and
 * moves to each next one inside the app, as the reader's next clicks do: every page is seen with
 * the candidate, and the shell boots once per tab rather than once per page, which keeps a
 * rollback's check within seconds. The tabs take their paths from one queue, each the next one
 * as soon as it is done, so a slow page (the home page's widgets) holds up no other tab's.
 */
async function checkPaths(
  context: BrowserContext,
  site: string,
  paths: Iterator<string>,
  timeoutMs: number,
) {
  const problems: string[] = [];
  const first = paths.next();
  if (first.done) return problems;
  let current = first.value;
  const page = await context.newPage();
  page.on('console', (message) => {
    const text = firstLine(message.text());
    if (message.type() === 'error') problems.push(`${current}: console error: ${text}`);
    else if (
      message.type() === 'warning' &&
      /federation|failed to load|remote module/i.test(text)
    ) {
      problems.push(`${current}: console warning: ${text}`);
    }
  });
  page.on('pageerror', (error) =>
    problems.push(`${current}: uncaught: ${firstLine(error.message)}`),
  );
  try {
    for (let index = 0; ; index++) {
      const path = current;
      try {
        if (index === 0) {
          await page.goto(`${site}${path}`, { waitUntil: 'load', timeout: timeoutMs });
        } else {
          // The headings on screen now are the page before's. Then the router follows the
          // address as it does for Back and Forward.
          await page.evaluate(`document.querySelectorAll('main h1').forEach((element) => {
            element.dataset.releaseCheck = element.textContent;
          })`);
          await page.evaluate(`history.pushState(null, '', ${JSON.stringify(path)});
            dispatchEvent(new PopStateEvent('popstate'))`);
        }
        await settle(page, path, timeoutMs);
        for (const alert of await page.locator('main [role="alert"]:visible').allInnerTexts()) {
          problems.push(`${path}: shown to readers: ${alert.replace(/\s+/g, ' ').trim()}`);
        }
      } catch (error) {
        problems.push(
          `${path}: did not render within ${timeoutMs / 1000} s (${firstLine((error as Error).message)})`,
        );
      }
      const next = paths.next();
      if (next.done) break;
      current = next.value;
    }
  } finally {
    await page.close();
  }
  return problems;
}

/**
 * Checks `version` of `app`, already published in the deployment but not live, against the
 * live site. Reports every problem rather than stopping at the first.
 */
export async function checkCandidate(
  deployment: Deployment,
  app: AppName,
  version: string,
  {
    chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    pageTimeoutMs = 20_000,
    root,
  }: CheckOptions = {},
): Promise<CheckResult> {
  const started = Date.now();
  const candidateDir = deployment.versionDir(app, version);
  const { problems, notes } = contractCheck(deployment, app, candidateDir);
  const { site } = deployment.config();
  const pages = pagesToCheck(app, root);
  if (problems.length > 0) {
    // The shell cannot give the remote what it needs: no page would tell more.
    return { ok: false, problems, notes, pages: [], durationMs: Date.now() - started };
  }

  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      // No images: the covers are the catalogue's, not the release's, and decoding them took an
      // eighth of a check's time on two busy cores (a rollback's check must be quick).
      '--blink-settings=imagesEnabled=false',
      // The tabs in one renderer: the shell's scripts are compiled once for all of them.
      '--process-per-site',
      // A page the check answers itself (a shell candidate) has no address, so Chromium would
      // treat the remotes' origin on this machine as a more private network and block it.
      '--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests,PrivateNetworkAccessRespectPreflightResults',
    ],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    if (isRemote(app)) {
      const remotes = {
        ...deployment.remotes(),
        [app]: { version, entry: deployment.entryOf(app, version) },
      };
      await context.route(`${site}/remotes.json`, (route) =>
        route.fulfill({ json: remotes, headers: { 'Cache-Control': 'no-store' } }),
      );
      // The site's server renders its pages with the live remotes: this browser, running the
      // candidate, gets the live shell's pages as the browser renders them alone.
      await serveShellFrom(context, site, deployment.webDir);
    } else {
      await serveShellFrom(context, site, candidateDir);
    }
    // A few tabs side by side, taking the pages in order: the first from the home page (the
    // widgets) on, the others opening the section by a link to one of its own pages first.
    const queue = pages.values();
    const tabs = Math.max(2, Math.ceil(pages.length / 7));
    for (const found of await Promise.all(
      Array.from({ length: tabs }, () => checkPaths(context, site, queue, pageTimeoutMs)),
    )) {
      problems.push(...new Set(found));
    }
  } catch (error) {
    problems.push(`the check could not run: ${firstLine((error as Error).message)}`);
  } finally {
    await browser.close();
  }
  return { ok: problems.length === 0, problems, notes, pages, durationMs: Date.now() - started };
}
