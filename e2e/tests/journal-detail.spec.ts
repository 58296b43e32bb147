import type { Page } from '@playwright/test';
import { apiData, expect, mainMenu, preferEnglish, test } from './fixtures';

interface Localized {
  zh: string;
  en: string;
}

interface JournalSummary {
  id: number;
  title: Localized;
  abbreviation: string;
}

interface BoardGroup {
  role: string;
  roleName: Localized;
  editors: { name: string }[];
}

interface AnnualVolumes {
  year: number;
  volumes: { number: number; issues: { id: number; number: number }[] }[];
}

const VIEWS: [view: string, heading: RegExp][] = [
  ['about', /^About$/],
  ['board', /^Editorial board$/],
  ['volumes', /^Volumes and issues$/],
  ['online-first', /^Online first$/],
  ['accepted', /^Accepted papers$/],
  ['open-access', /^Open access$/],
  ['speed', /^Publication speed$/],
];

function journalTabs(page: Page) {
  return page.getByRole('navigation', { name: /^(Journal sections|期刊栏目)$/ });
}

async function firstJournal(page: Page): Promise<JournalSummary> {
  const list = await apiData<{ records: JournalSummary[] }>(
    page,
    '/api/periodical/list?current=1&size=12',
  );
  return list.records[0]!;
}

test.beforeEach(async ({ page }) => {
  await preferEnglish(page);
});

test.afterEach(async ({ consoleErrors }) => {
  expect(consoleErrors, 'console errors on the pages visited').toEqual([]);
});

test('from the header to a journal, its board in role order, a volume, an issue and an article', async ({
  page,
}) => {
  const journal = await firstJournal(page);
  const board = await apiData<BoardGroup[]>(
    page,
    `/api/periodical/editorial-board?journalId=${journal.id}`,
  );
  const years = await apiData<AnnualVolumes[]>(
    page,
    `/api/periodical/volumes-by-annual-issue?journalId=${journal.id}`,
  );

  await page.goto('/home');
  await mainMenu(page).getByRole('link', { name: 'Journals', exact: true }).click();
  await expect(page).toHaveURL(/\/journals\/journal$/);
  // The kept-alive home also lists the title in its widget, shown until the journals section is
  // in: click the journal home's own copy.
  await page
    .getByRole('list', { name: 'All journals' })
    .getByRole('link', { name: journal.title.en, exact: true })
    .click();

  await expect(page).toHaveURL(new RegExp(`/JDetail/${journal.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: journal.title.en })).toBeVisible();
  await expect(page.getByText(journal.title.zh, { exact: true })).toBeVisible();
  await expect(journalTabs(page).getByRole('link', { name: 'About' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('heading', { level: 3, name: 'Aims and scope' })).toBeVisible();
  await expect(page.getByRole('table', { name: /2026/ })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^About · ${escapeRegExp(journal.title.en)}`));

  // The editorial board, role by role in the specification's order.
  await journalTabs(page).getByRole('link', { name: 'Editorial board' }).click();
  await expect(page).toHaveURL(new RegExp(`/JDetail/${journal.id}/board$`));
  const roles = page.getByRole('region', { name: 'Editorial board' }).getByRole('heading', {
    level: 3,
  });
  await expect(roles).toHaveText(board.map((group) => group.roleName.en));
  await expect(roles.first()).toHaveText('Editor-in-Chief');
  await expect(page.getByText(board[0]!.editors[0]!.name, { exact: true })).toBeVisible();

  // Volumes: the newest year open, its first issue a link to the issue's contents.
  await journalTabs(page).getByRole('link', { name: 'Volumes and issues' }).click();
  const newest = years[0]!;
  await expect(page.getByRole('button', { name: String(newest.year) })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const volume = newest.volumes[0]!;
  const issue = volume.issues[0]!;
  await page
    .getByRole('list', { name: `Issues of volume ${volume.number}` })
    .getByRole('link', { name: new RegExp(`^Issue ${issue.number}\\b`) })
    .click();

  await expect(page).toHaveURL(new RegExp(`/JDetail/${journal.id}/issue\\?id=${issue.id}$`));
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: `Volume ${volume.number}, issue ${issue.number} (${newest.year})`,
    }),
  ).toBeVisible();
  const articles = page.getByRole('list', { name: 'Contents of the issue' });
  const firstArticle = articles.getByRole('heading', { level: 3 }).first().getByRole('link');
  await expect(firstArticle).toHaveAttribute(
    'href',
    new RegExp(`^/JDetail/${journal.id}/article\\?id=\\d+$`),
  );
  const authorLink = articles
    .getByRole('list', { name: 'Authors' })
    .first()
    .getByRole('link')
    .first();
  await expect(authorLink).toHaveAttribute('href', /\/journals\/journalAuthorPanel\?author=/);
  await firstArticle.click();
  await expect(page).toHaveURL(new RegExp(`/JDetail/${journal.id}/article\\?id=\\d+$`));
  // The article's page, under the journal's masthead and tabs: one h1, the article's title.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(
    page.getByRole('link', { name: journal.title.en, exact: true }).first(),
  ).toHaveAttribute('href', `/JDetail/${journal.id}/about`);
  await expect(journalTabs(page)).toBeVisible();
});

test('every view of a journal opens from its own URL', async ({ page }) => {
  const journal = await firstJournal(page);
  for (const [view, heading] of VIEWS) {
    await page.goto(`/JDetail/${journal.id}/${view}`);
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(journalTabs(page).getByRole('link', { name: heading })).toHaveAttribute(
      'aria-current',
      'page',
    );
  }
  await expect(page.getByRole('table', { name: /median days/i })).toBeVisible();

  // The first view opens on the online-first articles.
  await page.goto(`/JFirstDetail/${journal.id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Online first' })).toBeVisible();
});

test('an issue whose titles hold TeX shows them as MathML, typeset by the API', async ({
  page,
}) => {
  const journal = await firstJournal(page);
  const years = await apiData<AnnualVolumes[]>(
    page,
    `/api/periodical/volumes-by-annual-issue?journalId=${journal.id}`,
  );
  const issueIds = years.flatMap((year) =>
    year.volumes.flatMap((volume) => volume.issues.map((issue) => issue.id)),
  );
  let texIssue: number | undefined;
  for (const id of issueIds) {
    const contents = await apiData<{ records: { title: Localized }[] }>(
      page,
      `/api/periodical/issue-content-list?issueId=${id}&current=1&size=20`,
    );
    if (contents.records.some((article) => article.title.en.includes('$'))) {
      texIssue = id;
      break;
    }
  }
  expect(texIssue, 'an issue of this journal with TeX in a title').toBeDefined();
  await page.goto(`/JDetail/${journal.id}/issue?id=${texIssue}`);
  // MathML, drawn by the browser: the formula has a size of its own, and no TeX source shows.
  const title = page
    .getByRole('main')
    .getByRole('link')
    .filter({ has: page.locator('math') });
  const math = title.first().locator('math').first();
  await expect(math).toBeVisible();
  expect((await math.boundingBox())!.width).toBeGreaterThan(4);
  await expect(title.first()).not.toContainText('$');
  // The API typeset it: the page loaded no TeX renderer for its titles.
  await expect(page.locator('[data-tex]')).toHaveCount(0);
});

test('switching to Chinese on a journal page changes it at once, without a reload', async ({
  page,
}) => {
  const journal = await firstJournal(page);
  await page.goto(`/JDetail/${journal.id}/board`);
  await expect(page.getByRole('heading', { level: 1, name: journal.title.en })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { journalMark: true }));

  await page
    .getByRole('banner')
    .getByRole('group', { name: /^(Language|语言)$/ })
    .getByRole('button', { name: '中文' })
    .click();

  await expect(page.getByRole('heading', { level: 1, name: journal.title.zh })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '编委会' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: '主编', exact: true })).toBeVisible();
  await expect(journalTabs(page).getByRole('link', { name: '卷期' })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^编委会 · ${escapeRegExp(journal.title.zh)}`));
  expect(await page.evaluate(() => 'journalMark' in window)).toBe(true);
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
