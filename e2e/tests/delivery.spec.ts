import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { readAudit } from '@portal/delivery';
import {
  buildBooksVariant,
  buildVariant,
  delivery,
  replaceIn,
  startDeployment,
  type TestDeployment,
} from './deployment-helpers';
import { expect, mainMenu, preferEnglish, test } from './fixtures';

// A release manager ships one section on its own: `pnpm release books` checks the new version in
// a browser against the live site before any reader gets it, and `pnpm rollback books` goes back
// in seconds. Each flow runs the real commands on a deployment of its own.

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const APP = (dir: string) => path.join(dir, 'src', 'app', 'app.tsx');

let site: TestDeployment;
/** The versions of the workspace's builds, live when the deployment starts. */
const head = { books: '', journals: '', shell: '' };
let newShelf: string;
let throwing: string;
let blocking: string;
let changedCite: string;

test.beforeAll(async () => {
  test.setTimeout(330_000);
  site = await startDeployment(4182, 4183, undefined, { serverRendering: true });
  head.books = site.deployment.liveVersion('books')!;
  head.journals = site.deployment.liveVersion('journals')!;
  head.shell = site.deployment.liveVersion('shell')!;
  // Four builds a team could hand over: one with a visible change, one that throws when its
  // section mounts, one that imports a router name the live shell's facade does not export, and
  // a journals build whose Cite (of @portal/reading, which each section bundles) is changed.
  newShelf = await buildBooksVariant('e2e-new-shelf', (dir) =>
    replaceIn(
      path.join(dir, 'src/i18n/en.json'),
      '"title": "New books"',
      '"title": "New this season"',
    ),
  );
  throwing = await buildBooksVariant('e2e-throws', (dir) =>
    replaceIn(
      APP(dir),
      'export function BooksApp() {',
      "export function BooksApp() {\n  throw new Error('The books section cannot render');",
    ),
  );
  blocking = await buildBooksVariant('e2e-blocker', (dir) => {
    replaceIn(
      APP(dir),
      "import { KeepAliveRoutes } from '@portal/shared';",
      "import { useBlocker } from 'react-router';\nimport { KeepAliveRoutes } from '@portal/shared';",
    );
    replaceIn(
      APP(dir),
      'export function BooksApp() {',
      'export function BooksApp() {\n  useBlocker(false);',
    );
  });
  changedCite = await buildVariant(
    'mfe-journals',
    'e2e-cite',
    (dir) =>
      replaceIn(
        path.join(dir, 'node_modules/@portal/reading/src/citation/i18n/en.json'),
        '"copy": "Copy {{format}}"',
        '"copy": "Copy the {{format}} citation"',
      ),
    { ownCopyOf: ['@portal/reading'] },
  );
});

test.afterAll(async () => {
  await site?.stop();
});

/** The books home as the site's server renders it (a crawler's view: no script runs). */
async function booksHomeHtml(): Promise<string> {
  const answer = await fetch(`${site.site}/books/book`, {
    headers: { Accept: 'text/html', 'Accept-Language': 'en' },
  });
  expect(answer.status).toBe(200);
  return answer.text();
}

async function openBooks(page: Page) {
  await page.goto(`${site.site}/books/book`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** A tab left open on the news: books is not loaded in it yet. */
async function openTabOnNews(page: Page) {
  await preferEnglish(page);
  await page.clock.install();
  await page.goto(`${site.site}/news`);
  await expect(mainMenu(page).getByRole('link', { name: 'News', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** The open tab, a minute and more later, enters Books from the menu (no reload). */
async function enterBooksLater(page: Page) {
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  await page.clock.fastForward('01:05');
  await mainMenu(page).getByRole('link', { name: 'Books', exact: true }).click();
  await expect(page).toHaveURL(/\/books\/book$/);
  expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
}

test('a release of books with a visible change passes its check, switches, and reaches the next load and open tabs', async ({
  page,
  context,
}) => {
  await preferEnglish(page);
  await openBooks(page);
  await expect(page.getByRole('heading', { name: 'New books' })).toBeVisible();
  const openTab = await context.newPage();
  await openTabOnNews(openTab);

  const result = await delivery(['release', 'books', '--build', newShelf], site.deployment.dir);
  expect(result.output).toContain(`LIVE: books ${head.books} -> e2e-new-shelf`);
  expect(result.code).toBe(0);
  expect(site.deployment.remotes().books?.version).toBe('e2e-new-shelf');
  console.log(`release books e2e-new-shelf: ${result.seconds.toFixed(1)} s\n${result.output}`);

  // The site's server renders the new version at once, with no restart.
  const served = await booksHomeHtml();
  expect(served).toContain('New this season');
  expect(served).not.toContain('>New books<');
  await openBooks(page);
  await expect(page.getByRole('heading', { name: 'New this season' })).toBeVisible();

  await enterBooksLater(openTab);
  await expect(openTab.getByRole('heading', { name: 'New this season' })).toBeVisible();

  const records = readAudit(site.deployment);
  expect(records).toHaveLength(1);
  expect(records[0]).toMatchObject({
    action: 'release',
    app: 'books',
    from: head.books,
    to: 'e2e-new-shelf',
    by: 'e2e',
    result: 'switched',
    check: { ok: true, problems: [] },
  });
  expect(records[0]!.durations.check).toBeGreaterThan(0);
});

test('a books build that throws when mounted is refused: the live version stays and the refusal is recorded', async ({
  page,
}) => {
  const live = fs.readFileSync(site.deployment.remotesFile, 'utf8');
  const result = await delivery(['release', 'books', '--build', throwing], site.deployment.dir);
  expect(result.code).toBe(1);
  expect(result.output).toContain(
    'REFUSED: books e2e-throws did not pass its check; e2e-new-shelf stays live.',
  );
  expect(result.output).toContain('The books section cannot render');
  expect(fs.readFileSync(site.deployment.remotesFile, 'utf8')).toBe(live);

  const refusal = readAudit(site.deployment).at(-1)!;
  expect(refusal).toMatchObject({ to: 'e2e-throws', result: 'refused', check: { ok: false } });
  const problems = refusal.check!.problems.join('\n');
  expect(problems).toContain('/books/book: console error: Error: The books section cannot render');
  expect(problems).toContain(
    '/books/book: shown to readers: The Books section could not be loaded',
  );

  // Readers still get the live version.
  await preferEnglish(page);
  // The site's server renders the new version at once, with no restart.
  const served = await booksHomeHtml();
  expect(served).toContain('New this season');
  expect(served).not.toContain('>New books<');
  await openBooks(page);
  await expect(page.getByRole('heading', { name: 'New this season' })).toBeVisible();
});

test("a remote importing a router name the live shell's facade lacks is refused with that name", async () => {
  const result = await delivery(['release', 'books', '--build', blocking], site.deployment.dir);
  expect(result.code).toBe(1);
  expect(result.output).toContain(
    `react-router: books e2e-blocker imports useBlocker, which the facade of the shell ${head.shell} lacks`,
  );
  expect(site.deployment.remotes().books?.version).toBe('e2e-new-shelf');
  expect(readAudit(site.deployment).at(-1)).toMatchObject({ to: 'e2e-blocker', result: 'refused' });
});

test('a rollback goes back to the previous version in under 10 s, nothing rebuilt, and reaches open tabs', async ({
  page,
  context,
}) => {
  const openTab = await context.newPage();
  await openTabOnNews(openTab);

  const result = await delivery(['rollback', 'books'], site.deployment.dir);
  console.log(`rollback books: ${result.seconds.toFixed(1)} s\n${result.output}`);
  expect(result.output).toContain(`LIVE: books e2e-new-shelf -> ${head.books}`);
  expect(result.code).toBe(0);
  expect(result.seconds).toBeLessThan(10);

  // The site's server renders the version rolled back to, with no restart.
  const served = await booksHomeHtml();
  expect(served).toContain('>New books<');
  expect(served).not.toContain('New this season');
  await preferEnglish(page);
  await openBooks(page);
  await expect(page.getByRole('heading', { name: 'New books' })).toBeVisible();
  await enterBooksLater(openTab);
  await expect(openTab.getByRole('heading', { name: 'New books' })).toBeVisible();

  expect(readAudit(site.deployment).at(-1)).toMatchObject({
    action: 'rollback',
    from: 'e2e-new-shelf',
    to: head.books,
    result: 'switched',
  });

  const listing = await delivery(['deployments'], site.deployment.dir);
  const row = listing.output.split('\n').find((line) => line.startsWith('books '));
  expect(row?.split(/\s+/)).toEqual([
    'books',
    head.books,
    `[${head.books}]`,
    'e2e-new-shelf',
    'e2e-throws',
    'e2e-blocker',
  ]);
  expect(listing.output).toMatch(/rollback books\s+e2e-new-shelf\s+-> \S+\s+switched/);
  console.log(listing.output);
});

test("a journals build with a changed Cite passes its check against the live shell unchanged, and its pages cite with it, the books' not", async ({
  page,
}) => {
  const result = await delivery(
    ['release', 'journals', '--build', changedCite],
    site.deployment.dir,
  );
  console.log(`release journals e2e-cite: ${result.seconds.toFixed(1)} s\n${result.output}`);
  expect(result.output).toContain(`LIVE: journals ${head.journals} -> e2e-cite`);
  expect(result.code).toBe(0);
  expect(site.deployment.liveVersion('shell')).toBe(head.shell);
  expect(readAudit(site.deployment).at(-1)).toMatchObject({
    action: 'release',
    app: 'journals',
    to: 'e2e-cite',
    result: 'switched',
    check: { ok: true, problems: [] },
  });

  await preferEnglish(page);
  await page.goto(`${site.site}/JDetail/1/article?id=1`);
  const cite = (name: string) => page.getByRole('button', { name, exact: true });
  await expect(cite('Copy the BibTeX citation')).toBeVisible();
  // In the same tab, the books section's Cite is its own, as released; and back on the article,
  // the journals' is still the changed one.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/ChapterDetail/1');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(cite('Copy BibTeX')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/JDetail\/1\/article\?id=1$/);
  await expect(cite('Copy the BibTeX citation')).toBeVisible();
});
