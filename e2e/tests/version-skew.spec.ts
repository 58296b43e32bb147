import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  HOST_NAME,
  publish,
  previousReleases,
  relinkAtomically,
  REMOTE_NAMES,
  writeAtomically,
  type AppName,
  type RemotesFile,
} from '@portal/delivery';
import { startDeployment, type TestDeployment } from './deployment-helpers';
import { expect, homeWidgetsLoaded, mainMenu, preferEnglish, test } from './fixtures';

// Shell and remotes ship on their own, so readers meet every mix: the shell at HEAD with a
// remote as last released, and the remotes at HEAD with the shell as last released (the
// releases each app's release.json records, built again by `pnpm build:previous`).

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let site: TestDeployment;
let head: RemotesFile;
let headShell: string;
/** The folder each app's last release is published under, beside HEAD's build. */
const released = new Map<AppName, string>();

test.beforeAll(async () => {
  site = await startDeployment(4184, 4185);
  head = site.deployment.remotes();
  headShell = site.deployment.liveVersion(HOST_NAME)!;
  for (const release of previousReleases()) {
    // HEAD's version may still be the released one's number: the folder names the commit.
    const folder = `${release.version}-released.${release.commit.slice(0, 7)}`;
    publish(site.deployment, release.app, release.dir, folder);
    released.set(release.app, folder);
  }
});

test.afterAll(async () => {
  await site?.stop();
});

/** Makes the given shell and remote versions live in the test deployment. */
function mix(shell: string, remotes: Partial<Record<string, string>>) {
  const { deployment } = site;
  relinkAtomically(deployment.webDir, `shell/${shell}`);
  const live: RemotesFile = { ...head };
  for (const [name, version] of Object.entries(remotes)) {
    live[name] = { version: version!, entry: deployment.entryOf(name as never, version!) };
  }
  writeAtomically(deployment.remotesFile, `${JSON.stringify(live, null, 2)}\n`);
}

/** Home with its widgets, each section's main page and a detail page, the cart badge, a language switch. */
async function smoke(page: Page) {
  const url = (path: string) => `${site.site}${path}`;
  await preferEnglish(page);
  await page.goto(url('/home'));
  await homeWidgetsLoaded(page);

  await page.goto(url('/journals/journal'));
  await expect(page.getByRole('heading', { level: 1, name: 'Journal home' })).toBeVisible();
  await page.goto(url('/JDetail/1/article?id=1'));
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();

  await page.goto(url('/books/book'));
  await expect(page.getByRole('heading', { name: 'New books' })).toBeVisible();
  await page.goto(url('/BDetail/1'));
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  const print = page.getByRole('article', { name: /^Print \(/ });
  await print.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart.*1/ })).toBeVisible();

  await page.goto(url('/news'));
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await page.goto(url('/newsDetail/1'));
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();

  await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
  await expect(page).toHaveURL(/\/shoppingCart$/);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);

  await page
    .getByRole('banner')
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: '中文' })
    .click();
  await expect(mainMenu(page).getByRole('link', { name: '图书', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '购物车' })).toBeVisible();
}

/** Every URL the page fetched, to prove which versions it ran. */
function requested(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

// A remote never released yet (the staff's, at first) has no last release to mix.
const RELEASED_REMOTES = new Set(previousReleases().map((release) => release.app));
for (const remote of REMOTE_NAMES.filter((name) => RELEASED_REMOTES.has(name))) {
  test(`the shell at HEAD with ${remote} at its last release`, async ({ page, consoleErrors }) => {
    const folder = released.get(remote)!;
    mix(headShell, { [remote]: folder });
    const urls = requested(page);
    await smoke(page);
    expect(consoleErrors, 'console errors on the pages visited').toEqual([]);
    expect(urls.some((url) => url.includes(`/${remote}/${folder}/`))).toBe(true);
    expect(urls.some((url) => url.includes(`/${remote}/${head[remote]!.version}/`))).toBe(false);
  });
}

/**
 * Whether a shell build predates the site's Content-Security-Policy (1.0.0 does): its page holds
 * an inline script, the browser check, and its KaTeX stylesheet carries no nonce. The policy
 * refuses both: the check is for Internet Explorer 6 to 9, which ignore the policy, and math
 * loses its layout. Its next release has neither, and then no refusal is taken out below.
 */
function predatesPolicy(shellVersion: string): boolean {
  const page = path.join(site.deployment.versionDir(HOST_NAME, shellVersion), 'index.html');
  return /<script>/.test(fs.readFileSync(page, 'utf8'));
}

/** Takes out of `list` the refusals of such a shell's inline script and KaTeX stylesheet. */
function withoutPrePolicyRefusals(list: string[]) {
  const expected = (entry: string) =>
    /inline script|script-src-elem refused inline/.test(entry) ||
    (/inline style|style-src-elem refused inline/.test(entry) && /\/katex-text\./.test(entry));
  list.splice(0, list.length, ...list.filter((entry) => !expected(entry)));
}

test('every remote at HEAD with the shell at its last release', async ({
  page,
  consoleErrors,
  cspViolations,
}) => {
  mix(released.get(HOST_NAME)!, {});
  const urls = requested(page);
  await smoke(page);
  if (predatesPolicy(released.get(HOST_NAME)!)) {
    withoutPrePolicyRefusals(consoleErrors);
    withoutPrePolicyRefusals(cspViolations);
  }
  expect(consoleErrors, 'console errors on the pages visited').toEqual([]);
  // Scripts of the released shell that HEAD's build does not have ran.
  const scripts = (version: string) =>
    fs
      .readdirSync(site.deployment.versionDir(HOST_NAME, version))
      .filter((file) => file.endsWith('.js'));
  const headScripts = new Set(scripts(headShell));
  const releasedOnly = scripts(released.get(HOST_NAME)!).filter((file) => !headScripts.has(file));
  expect(
    urls.filter((url) => releasedOnly.some((file) => url === `${site.site}/${file}`)),
  ).not.toEqual([]);
  // The readers' sections the smoke visits: the staff's is never loaded for a reader.
  for (const remote of REMOTE_NAMES.filter((name) => name !== 'staff')) {
    expect(urls.some((url) => url.includes(`/${remote}/${head[remote]!.version}/`))).toBe(true);
  }
});
