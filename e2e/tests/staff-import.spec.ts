import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { WEB_PORT } from '../playwright.config';
import { expect, test } from './fixtures';
import {
  STAFF_ACCOUNT,
  STAFF_API,
  STAFF_SITE,
  startStaffSite,
  type StaffSite,
} from './staff/staff-site';

// The staff's import, end to end: a staff member signs in, drops an issue's files (two JATS 1.3
// articles, written for these flows, of a new issue, volume 16 (2027) issue 1, of the seeded
// journal Algebra Represent. Lett.), reads the dry run, confirms, and a reader then finds the
// new issue with its articles. A reader's account meets "staff only", and the import routes
// refuse a reader's token. The flows import into a deployment of their own (staff-site.ts).

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ baseURL: STAFF_SITE });

const FIXTURES = path.join(__dirname, '../fixtures/staff-import');
const ISSUE_FILES = ['arl-16-1-tilting.xml', 'arl-16-1-quivers.xml'];
// Their titles, as the report and the issue page show them (the first holds TeX).
const ARTICLE_TITLES = [
  /Tilting modules over quiver algebras of type/,
  /Representations of wild quivers and their Auslander–Reiten components/,
];
const READER = { email: 'reader@example.com', password: 'Reader2026' };
const CLIENT_CREDENTIAL = `Basic ${Buffer.from('portal:portal_secret').toString('base64')}`;

let site: StaffSite | undefined;

test.beforeAll(async () => {
  // Seeding a database of its own and starting its API.
  test.setTimeout(300_000);
  site = await startStaffSite();
});

test.afterAll(async () => {
  await site?.stop();
});

/** From the staff page's "Sign in" link, through the login page, back to the staff page. */
async function signInFromStaffPage(page: Page, email: string, password: string) {
  await page.goto('/staff/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Import content' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fstaff%2Fimport$/);
  const form = page.getByRole('tabpanel', { name: 'Personal' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff\/import$/);
}

/** The issue's files, as the staff member has them on disk. */
const issueFiles = () => ISSUE_FILES.map((name) => path.join(FIXTURES, name));

test('nobody signed in is asked to sign in; the page is never kept nor indexed', async ({
  page,
  request,
}) => {
  // The run's own site renders its pages on the server: a staff page there is its frame, from
  // the staff remote's server build, rendered for each request and never kept.
  for (let again = 0; again < 2; again += 1) {
    const rendered = await request.get(`http://127.0.0.1:${WEB_PORT}/staff/import`, {
      headers: { Accept: 'text/html', 'Accept-Language': 'en' },
    });
    expect(rendered.headers()['server-timing']).toMatch(/page;desc=staff/);
    expect(rendered.headers()['cache-control']).toBe('no-store');
    const html = await rendered.text();
    expect(html).toMatch(/<h1[^>]*>Import content<\/h1>/);
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  }

  const answer = await page.goto('/staff/import');
  expect(answer?.headers()['cache-control']).toBe('no-store');
  expect(answer?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(
    page
      .getByRole('main')
      .getByText(/^The staff tools need the sign-in of a member of the publisher/),
  ).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page.getByLabel('Files to import (XML and PDF)')).toHaveCount(0);
});

test("staff drop an issue's files, read the dry run, confirm, and readers find the new issue", async ({
  page,
  browser,
}) => {
  await signInFromStaffPage(page, STAFF_ACCOUNT.email, STAFF_ACCOUNT.password);
  await expect(page.getByText(`Signed in as staff: ${STAFF_ACCOUNT.name}`)).toBeVisible();

  await page.getByLabel('Files to import (XML and PDF)').setInputFiles(issueFiles());
  const chosen = page.getByRole('list', { name: 'Chosen files' });
  await expect(chosen.getByRole('listitem')).toHaveCount(2);

  await page.getByRole('button', { name: 'Check' }).click();
  const dryRun = page.getByRole('region', { name: 'Check report: nothing has been written yet' });
  await expect(dryRun).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('status', { name: 'Import status' })).toHaveText(
    'Check done: 2 of 2 files can be imported.',
  );
  for (const [index, name] of ISSUE_FILES.entries()) {
    const file = dryRun.getByRole('article', { name });
    await expect(file).toContainText('JATS: would be created');
    await expect(file).toContainText(/Issue: .* — would be created/);
    await expect(file.getByRole('listitem').filter({ hasText: ARTICLE_TITLES[index]! })).toHaveText(
      /^Article: .* — would be created$/,
    );
  }

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const report = page.getByRole('region', { name: 'Import report' });
  await expect(report).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('status', { name: 'Import status' })).toHaveText(
    'Import done: 2 of 2 files imported.',
  );
  const issueLink = report
    .getByRole('listitem')
    .filter({ hasText: /^Issue: / })
    .getByRole('link')
    .first();
  const issueHref = await issueLink.getAttribute('href');
  expect(issueHref).toMatch(/^\/JDetail\/\d+\/issue\?id=\d+$/);

  // A reader, not signed in, opens the new issue: its two articles are listed.
  const reader = await browser.newContext({ baseURL: STAFF_SITE, locale: 'en-US' });
  try {
    const readerPage = await reader.newPage();
    await readerPage.goto(issueHref!);
    for (const title of ARTICLE_TITLES) {
      await expect(readerPage.getByRole('link', { name: title })).toBeVisible();
    }
  } finally {
    await reader.close();
  }
});

// Publishers' own files (api/test-data/import, SOURCES.md): SciELO's, APS's with MathML in the
// title, OUP's with TeX in the abstract, AMS's with a Chinese translated title, each fitted to a
// seeded journal; and one with a wrong ISSN check digit.
const TRADE = path.join(__dirname, '../../api/test-data/import');
const TRADE_FILES = [
  'derived/scielo-neco-2018-tex-math.xml',
  'derived/aps-prd-2018-mathml-title-abstract.xml',
  'derived/oup-ptep-2025-tex-math-abstract.xml',
  'derived/ams-proc-ser-b-2014-maketitle-zh.xml',
  'broken/bad-issn-check-digit.xml',
].map((name) => path.join(TRADE, name));

/** The link (address and title) of the first change of a kind (`Book`, `Chapter`) a file made. */
async function changeLink(report: Locator, file: string, kind: string, pattern: RegExp) {
  const link = report
    .getByRole('article', { name: file })
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^${kind}: `) })
    .getByRole('link')
    .first();
  const href = await link.getAttribute('href');
  expect(href).toMatch(pattern);
  return { href: href!, title: (await link.textContent())! };
}

/** The address of the article a file of the report wrote. */
const articleHref = async (report: Locator, file: string) =>
  (await changeLink(report, file, 'Article', /^\/JDetail\/\d+\/article\?id=\d+$/)).href;

test("publishers' own files go in and readers find each on its page, in Chinese too; a broken one is refused at its line", async ({
  page,
  browser,
}) => {
  await signInFromStaffPage(page, STAFF_ACCOUNT.email, STAFF_ACCOUNT.password);
  await page.getByLabel('Files to import (XML and PDF)').setInputFiles(TRADE_FILES);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  const dryRun = page.getByRole('region', { name: 'Check report: nothing has been written yet' });
  await expect(dryRun).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('status', { name: 'Import status' })).toHaveText(
    'Check done: 4 of 5 files can be imported.',
  );
  await expect(dryRun.getByRole('article', { name: 'bad-issn-check-digit.xml' })).toContainText(
    /Line 11, (column \d+, )?front\/journal-meta\/issn: ISSN "2120-6326" is not valid/,
  );

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const report = page.getByRole('region', { name: 'Import report' });
  await expect(report).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('status', { name: 'Import status' })).toHaveText(
    'Import done: 4 of 5 files imported.',
  );
  const aps = await articleHref(report, 'aps-prd-2018-mathml-title-abstract.xml');
  const ams = await articleHref(report, 'ams-proc-ser-b-2014-maketitle-zh.xml');

  const english = await browser.newContext({ baseURL: STAFF_SITE, locale: 'en-US' });
  const chinese = await browser.newContext({ baseURL: STAFF_SITE, locale: 'zh-CN' });
  try {
    const reader = await english.newPage();
    await reader.goto(aps);
    const title = reader.getByRole('heading', { level: 1 });
    await expect(title).toContainText('charged-current cross section on a water target');
    // APS's MathML, typeset as the site typesets TeX: ν with its subscript μ.
    await expect(title).toContainText('ν');
    const zhReader = await chinese.newPage();
    await zhReader.goto(ams);
    await expect(zhReader.getByRole('heading', { level: 1 })).toHaveText(
      '双线性 Calderón-Zygmund 算子端点估计的最小正则性条件',
    );
  } finally {
    await english.close();
    await chinese.close();
  }
});

// A publisher's ONIX feed (Macmillan Australia's, with its retail sets: 16 books and what is not
// a book left out) and AMS's BITS for a book published online before it is paged (its chapter 1,
// without pages, into the seeded book of that ISBN).
const BOOK_FILES = [
  'derived/jonix-onix3-macmillan-feed.xml',
  'derived/ams-surv-279-collection-bits.xml',
];

test("a publisher's ONIX feed and AMS's BITS chapters go in, and readers find the book and the chapter on their pages", async ({
  page,
  browser,
}) => {
  await signInFromStaffPage(page, STAFF_ACCOUNT.email, STAFF_ACCOUNT.password);
  await page
    .getByLabel('Files to import (XML and PDF)')
    .setInputFiles(BOOK_FILES.map((name) => path.join(TRADE, name)));
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByRole('status', { name: 'Import status' })).toHaveText(
    'Check done: 2 of 2 files can be imported.',
    { timeout: 60_000 },
  );
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const report = page.getByRole('region', { name: 'Import report' });
  await expect(report).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('status', { name: 'Import status' })).toHaveText(
    'Import done: 2 of 2 files imported.',
  );
  const book = await changeLink(
    report,
    'jonix-onix3-macmillan-feed.xml',
    'Book',
    /^\/BDetail\/\d+$/,
  );
  const { href: chapter } = await changeLink(
    report,
    'ams-surv-279-collection-bits.xml',
    'Chapter',
    /^\/ChapterDetail\/\d+$/,
  );

  const english = await browser.newContext({ baseURL: STAFF_SITE, locale: 'en-US' });
  const chinese = await browser.newContext({ baseURL: STAFF_SITE, locale: 'zh-CN' });
  try {
    const reader = await english.newPage();
    await reader.goto(book.href);
    await expect(reader.getByRole('heading', { level: 1 })).toContainText(book.title);

    await reader.goto(chapter);
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Chapter before part');
    await expect(reader.getByText('Chapter 1', { exact: true })).toBeVisible();
    await expect(reader.getByRole('article')).not.toContainText(/\bPages?\b/);
    const inBook = reader.getByRole('complementary', { name: 'From the book' }).getByRole('link');
    const bookHref = await inBook.first().getAttribute('href');
    // The book's contents list the chapter first, with no pages, and the next with theirs.
    await reader.goto(bookHref!);
    const contents = reader.getByRole('region', { name: 'Contents' }).getByRole('listitem');
    await expect(contents.first()).toHaveText(/^1\s*Chapter before part/);
    await expect(contents.first()).not.toContainText(/pp?\./);
    await expect(contents.nth(1)).toContainText(/pp?\. \d+/);

    const zhReader = await chinese.newPage();
    await zhReader.goto(chapter);
    await expect(zhReader.getByRole('heading', { level: 1 })).toHaveText('Chapter before part');
    await expect(zhReader.getByText('第 1 章', { exact: true })).toBeVisible();
  } finally {
    await english.close();
    await chinese.close();
  }
});

test('a reader is told the page is for staff only, and every import route refuses their token', async ({
  page,
}) => {
  await signInFromStaffPage(page, READER.email, READER.password);
  await expect(
    page
      .getByRole('main')
      .getByText('Staff only: this account is not a staff account of the publisher.'),
  ).toBeVisible();
  await expect(page.getByLabel('Files to import (XML and PDF)')).toHaveCount(0);

  // The reader's own token, as the session renews it from its cookie.
  const renewed = await page.request.post(`${STAFF_SITE}/api/bgcloud-auth/oauth/token`, {
    params: { grant_type: 'refresh_token', tenantId: '000000' },
    headers: { Authorization: CLIENT_CREDENTIAL },
  });
  expect(renewed.ok()).toBeTruthy();
  const token = ((await renewed.json()) as { access_token: string }).access_token;
  const file = fs.readFileSync(issueFiles()[0]!);
  const multipart = { files: { name: ISSUE_FILES[0]!, mimeType: 'application/xml', buffer: file } };
  const asReader: Record<string, string>[] = [
    { 'Portal-Auth': `bearer ${token}` },
    // A reader's access token passed off as an admin token.
    { 'Portal-Auth': `bearer ${token}`, 'Admin-Auth': `bearer ${token}` },
  ];
  for (const headers of asReader) {
    for (const dryRun of [true, false]) {
      const refused = await page.request.post(`${STAFF_API}/api/staff/imports`, {
        params: { dryRun },
        headers,
        multipart,
      });
      expect([401, 403]).toContain(refused.status());
    }
    const listed = await page.request.get(`${STAFF_API}/api/staff/imports`, { headers });
    expect([401, 403]).toContain(listed.status());
  }
});
