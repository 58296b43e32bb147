import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { API_PORT } from '../playwright.config';
import { delivery, startDeployment, type TestDeployment } from './deployment-helpers';
import { expect, mainMenu, pageLive, preferEnglish, signInPersonal, test } from './fixtures';

// The site's page cache and load shedding (issue 30), on a deployment of their own: a kept page
// follows a release, a rollback and a catalogue change at the next request, with no restart;
// signed-in readers share kept pages but never each other's parts; and a reader's page shed under
// load (here every reader's page the cache lacks: RENDER_MAX_IN_FLIGHT=0) becomes the working
// page in the browser. A crawler's request is never shed: it renders the pages readers then get.

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const PORTS = { web: 4194, remotes: 4195 } as const;
const SITE = `http://127.0.0.1:${PORTS.web}`;
test.use({ baseURL: SITE });

const READER = { username: 'reader@example.com', password: 'Reader2026' };
const AUTHOR = { username: 'author@example.com', password: 'Author2026' };

/**
 * The run's API, behind a door that can change the catalogue as an editor would: a text renamed in
 * every answer and the catalogue's revision raised with it (what a change of a catalogue table
 * does, migration 0017). The run's own catalogue is shared by every flow, so it is not changed.
 */
async function catalogueApi() {
  let renamed: { from: string; to: string } | undefined;
  const server = http.createServer((incoming, outgoing) => {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: API_PORT,
        path: incoming.url,
        method: incoming.method,
        headers: { ...incoming.headers, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const change = renamed;
        if (!change || !String(answer.headers['content-type']).includes('json')) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat(chunks).toString();
          const changed =
            incoming.url === '/api/catalogue/revision'
              ? body.replace(/"revision":"(\d+)"/, (_all, revision: string) => {
                  return `"revision":"${BigInt(revision) + 1000n}"`;
                })
              : body.split(change.from).join(change.to);
          const { 'content-length': _length, etag: _etag, ...headers } = answer.headers;
          outgoing.writeHead(answer.statusCode ?? 502, headers);
          outgoing.end(changed);
        });
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    rename: (from: string, to: string) => {
      renamed = { from, to };
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

let api: Awaited<ReturnType<typeof catalogueApi>>;
let site: TestDeployment;

test.beforeAll(async () => {
  api = await catalogueApi();
  site = await startDeployment(PORTS.web, PORTS.remotes, api.url, {
    serverRendering: true,
    // Whole pages, however slowly this machine renders them (a streamed one is kept once whole).
    streamAfterMs: 60_000,
    // One API process, which moves to a revision when asked it: nothing to wait for, and a
    // change reaches the very next request.
    pageCacheConfig: { settleMs: 0, revisionTtlMs: 0 },
    renderLoad: { maxInFlight: 0 },
  });
});

test.afterAll(async () => {
  await site?.stop();
  await api?.close();
});

const outcomeOf = (serverTiming: string | null | undefined) =>
  /page;desc=(\w+)/.exec(serverTiming ?? '')?.[1];

/** A page as a crawler gets it (never shed): its HTML and what the cache did. */
async function crawl(url: string) {
  const answer = await fetch(`${SITE}${url}`, {
    headers: { Accept: 'text/html', 'Accept-Language': 'en' },
  });
  expect(answer.status).toBe(200);
  return { html: await answer.text(), outcome: outcomeOf(answer.headers.get('server-timing')) };
}

/**
 * The page rendered and kept: a crawler's first request renders it, a next one is a hit (a render
 * over its budget on a busy machine is not kept, and is rendered again).
 */
async function kept(url: string): Promise<string> {
  let html = '';
  await expect
    .poll(
      async () => {
        const page = await crawl(url);
        html = page.html;
        return page.outcome;
      },
      { timeout: 30_000, message: url },
    )
    .toBe('hit');
  return html;
}

/**
 * A build of the books section a team could hand over, with a visible change: the live build,
 * its "New books" shelf renamed and its version `version` (made from the build rather than by
 * webpack, which would take minutes here).
 */
function booksBuildWithShelf(version: string, title: string): string {
  const live = site.deployment.liveVersion('books')!;
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-shelf-')), version);
  fs.cpSync(site.deployment.versionDir('books', live), dir, { recursive: true });
  const edit = (file: string, change: (text: string) => string) => {
    const text = fs.readFileSync(file, 'utf8');
    const changed = change(text);
    if (changed === text) return;
    fs.writeFileSync(file, changed);
    // The compressed copies the site serves in its place.
    if (fs.existsSync(`${file}.br`))
      fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(changed));
    if (fs.existsSync(`${file}.gz`)) fs.writeFileSync(`${file}.gz`, zlib.gzipSync(changed));
  };
  for (const name of ['shared-contract.json', 'mf-manifest.json', 'mf-manifest-stats.json']) {
    edit(path.join(dir, name), (text) =>
      text
        .replace(`"version":"${live}"`, `"version":"${version}"`)
        .replace(`"version": "${live}"`, `"version": "${version}"`)
        .replaceAll(`"buildVersion":"${live}"`, `"buildVersion":"${version}"`),
    );
  }
  const scripts = fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'));
  for (const file of scripts) {
    edit(path.join(dir, file), (text) => text.replaceAll('New books', title));
  }
  return dir;
}

test('a kept page follows a release, a rollback and a catalogue change at the next request', async ({
  page,
}) => {
  const booksHome = '/books/book';
  const before = await kept(booksHome);
  expect(before).toContain('>New books<');

  const build = booksBuildWithShelf('e2e-page-cache', 'Fresh books');
  const released = await delivery(['release', 'books', '--build', build], site.deployment.dir);
  expect(released.code, released.output).toBe(0);
  const afterRelease = await crawl(booksHome);
  expect(afterRelease.outcome).toBe('miss');
  expect(afterRelease.html).toContain('>Fresh books<');
  expect(afterRelease.html).not.toContain('>New books<');
  expect((await crawl(booksHome)).outcome).toBe('hit');

  const rolledBack = await delivery(['rollback', 'books'], site.deployment.dir);
  expect(rolledBack.code, rolledBack.output).toBe(0);
  const afterRollback = await crawl(booksHome);
  expect(afterRollback.html).toContain('>New books<');
  expect(afterRollback.html).not.toContain('Fresh books');
  // A reader's browser gets the kept page, and it works as served.
  await preferEnglish(page);
  const reader = await page.goto(booksHome);
  expect(outcomeOf(reader?.headers()['server-timing'])).toBe('hit');
  await expect(page.getByRole('heading', { name: 'New books' })).toBeVisible();

  // A journal whose title is plain text, renamed by an editor.
  const journalPage = '/JDetail/1';
  const journal = (await (await fetch(`${api.url}/api/periodical/detail?id=1`)).json()) as {
    data: { title: { en: string } };
  };
  const title = journal.data.title.en;
  expect(title).toMatch(/^[\w ,.:-]+$/);
  expect(await kept(journalPage)).toContain(title);
  const renamed = `Renamed for the page cache ${Date.now()}`;
  api.rename(title, renamed);
  const afterChange = await crawl(journalPage);
  expect(afterChange.outcome).toBe('miss');
  expect(afterChange.html).toContain(renamed);
  expect(afterChange.html).not.toContain(title);
  expect((await crawl(journalPage)).outcome).toBe('hit');
  await page.goto(journalPage);
  await expect(page.getByText(renamed).first()).toBeVisible();
});

/** Signs `reader` in on a page of the site, and says when it is live again. */
async function signedIn(page: Page, reader: typeof READER) {
  await preferEnglish(page);
  await signInPersonal(page, reader);
  await pageLive(page);
}

test("signed-in readers share kept pages but never see each other's name or orders", async ({
  page,
  browser,
}) => {
  await signedIn(page, READER);
  const authorContext = await browser.newContext({ baseURL: SITE });
  try {
    const author = await authorContext.newPage();
    await signedIn(author, AUTHOR);
    for (const url of ['/home', '/mine/orders']) {
      await kept(url);
      const served: string[] = [];
      for (const reader of [page, author]) {
        const answer = await reader.goto(url);
        await pageLive(reader);
        expect(outcomeOf(answer?.headers()['server-timing']), url).toBe('hit');
        served.push((await answer?.text()) ?? '');
      }
      // Both were sent the one kept page, as anonymous: nobody's name, e-mail or orders.
      expect(served[1]).toBe(served[0]);
      for (const own of ['Demo Reader', 'Demo Author', 'reader@example.com', 'PO20260']) {
        expect(served[0], url).not.toContain(own);
      }
    }
    // Taken over, each page is its reader's own.
    const readerBanner = page.getByRole('banner');
    const authorBanner = author.getByRole('banner');
    await expect(readerBanner.getByText('Demo Reader')).toBeVisible();
    await expect(authorBanner.getByText('Demo Author')).toBeVisible();
    await expect(readerBanner.getByText('Demo Author')).toHaveCount(0);
    await expect(authorBanner.getByText('Demo Reader')).toHaveCount(0);
    await expect(page.getByRole('article', { name: /^Order PO20260105\d{8}$/ })).toBeVisible();
    // The reader's orders (the demo's, of January and February 2026) never show on the author's
    // page, which may list orders of its own made by other flows of the run.
    await expect(author.getByRole('article', { name: /^Order PO20260(105|211)/ })).toHaveCount(0);
    await expect(author.getByText(/PO202601|PO202602/)).toHaveCount(0);
  } finally {
    await authorContext.close();
  }
});

test('a page shed under load becomes the working page: its content, its links, its language', async ({
  page,
  consoleErrors,
}) => {
  await preferEnglish(page);
  // No crawler asked for the news: the cache lacks it, and the reader's page is shed at once.
  const answer = await page.goto('/news');
  expect(outcomeOf(answer?.headers()['server-timing'])).toBe('shed');
  expect(answer?.headers()['cache-control']).toBe('no-store');
  expect(await answer?.text()).toContain('<div id="root"></div>');

  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await page.locator('main a[href^="/newsDetail/"]').first().click();
  await expect(page).toHaveURL(/\/newsDetail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toHaveCount(0);

  await page
    .getByRole('banner')
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: '中文' })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(mainMenu(page).getByRole('link', { name: '新闻', exact: true })).toBeVisible();
  expect(consoleErrors, 'console errors on the pages visited').toEqual([]);
});
