import type { Page } from '@playwright/test';
import { apiData, asOrganizationNetwork, expect, mainMenu, test } from './fixtures';

interface Localized {
  zh: string;
  en: string;
}
interface Paged<T> {
  records: T[];
  total: number;
  pages: number;
}
interface Journal {
  id: number;
  abbreviation: string;
  title: Localized;
  openAccess: boolean;
}
interface Article {
  id: number;
  title: Localized;
  authors: { name: string; authorKey: string }[];
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'languages', {
      get: () => ['en-US', 'en'],
      configurable: true,
    });
  });
});

test.afterEach(async ({ consoleErrors }) => {
  expect(consoleErrors, 'console errors on the pages visited').toEqual([]);
});

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => scrollY(page)).toBe(y);
}

/** The journal home's list of cards (the kept-alive home page also lists journals, hidden). */
const journalCards = (page: Page) =>
  page.getByRole('list', { name: 'All journals' }).getByRole('article');

test('from the header to the journal home: filter and sort in the URL, Back restores filter and scroll', async ({
  page,
}) => {
  const all = await apiData<Paged<Journal>>(page, '/api/periodical/list?current=1&size=100');
  const open = all.records.filter((journal) => journal.openAccess);
  const byAbbreviation = await apiData<Paged<Journal>>(
    page,
    '/api/periodical/list?current=1&size=100&sort=abbreviation',
  );
  expect(all.total).toBe(26);
  expect(open.length).toBeGreaterThan(0);

  await page.goto('/home');
  await mainMenu(page).getByRole('link', { name: 'Journals', exact: true }).click();
  await expect(page).toHaveURL(/\/journals\/journal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Journal home' })).toBeVisible();
  await expect(journalCards(page)).toHaveCount(26);
  await expect(page.getByText('26 journals', { exact: true })).toBeVisible();
  // Each card: cover, title, abbreviation, ISSNs and an access badge.
  const firstCard = journalCards(page).first();
  await expect(firstCard.getByRole('heading', { name: all.records[0]!.title.en })).toBeVisible();
  await expect(firstCard.getByText(all.records[0]!.abbreviation)).toBeVisible();
  await expect(firstCard.getByText('ISSN (print)')).toBeVisible();
  await expect(firstCard.getByText(/^(Open access|Subscription required)$/)).toBeVisible();

  // Sort, then filter: each is a step of the history.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('abbreviation');
  await expect(page).toHaveURL(/\/journals\/journal\?sort=abbreviation$/);
  await expect(journalCards(page).first()).toHaveAccessibleName(
    byAbbreviation.records[0]!.title.en,
  );
  await page.getByRole('checkbox', { name: 'Open access only' }).check();
  await expect(page).toHaveURL(/\/journals\/journal\?oa=1&sort=abbreviation$/);
  await expect(journalCards(page)).toHaveCount(open.length);
  for (const card of await journalCards(page).all())
    await expect(card.getByText('Open access', { exact: true })).toBeVisible();

  // Back: the open-access filter is undone, the order stays.
  await page.goBack();
  await expect(page).toHaveURL(/\/journals\/journal\?sort=abbreviation$/);
  await expect(page.getByRole('checkbox', { name: 'Open access only' })).not.toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('abbreviation');
  await expect(journalCards(page)).toHaveCount(26);

  // Down the list to a journal, then Back: the same filter and the same place in the list.
  await scrollTo(page, 1200);
  // Above 992 px the title and sort bar follow the reader down the list.
  const bar = await page.getByRole('heading', { level: 1, name: 'Journal home' }).boundingBox();
  expect(bar!.y).toBeGreaterThanOrEqual(0);
  expect(bar!.y).toBeLessThan(200);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeInViewport();
  const target = journalCards(page).nth(12);
  const title = (await target.getByRole('heading').textContent())!.trim();
  await target.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/JDetail\/\d+/);
  await page.goBack();
  await expect(page).toHaveURL(/\/journals\/journal\?sort=abbreviation$/);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('abbreviation');
  await expect.poll(() => scrollY(page)).toBe(1200);
});

test('the compact journal list is a table sortable by its column headers', async ({ page }) => {
  await page.goto('/journals/journalList?oa=1');
  const table = page.getByRole('table', { name: 'Journals, by Title' });
  await expect(table.getByRole('row')).not.toHaveCount(1);
  await page.getByRole('button', { name: 'Sort by Abbreviation' }).click();
  await expect(page).toHaveURL(/\/journals\/journalList\?oa=1&sort=abbreviation$/);
  await expect(page.getByRole('table', { name: 'Journals, by Abbreviation' })).toBeVisible();
  await page.getByRole('link', { name: 'View as cards' }).click();
  await expect(page).toHaveURL(/\/journals\/journal\?oa=1&sort=abbreviation$/);
  await expect(page.getByRole('checkbox', { name: 'Open access only' })).toBeChecked();
});

test('a journal opens from its abbreviation in the URL, with dots or dashes, in any case', async ({
  page,
}) => {
  const journal = await apiData<Journal>(
    page,
    '/api/periodical/get-periodical-by-abbr?abbr=J.%20Algebr.%20Struct.',
  );
  await page.goto('/J.Algebr.Struct.');
  await expect(page).toHaveURL(new RegExp(`/JDetail/${journal.id}$`));
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: journal.title.en }),
  ).toBeVisible();

  await page.goto('/journalabbr/j-algebr-struct');
  await expect(page).toHaveURL(new RegExp(`/JDetail/${journal.id}$`));
});

test('an unknown abbreviation says the journal is not found, then ends on /home', async ({
  page,
}) => {
  await page.goto('/no-such-journal');
  await expect(page).toHaveURL(/\/journalabbr\/no-such-journal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Journal not found' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('“no-such-journal”');
  await expect(page).toHaveURL(/\/home$/, { timeout: 10_000 });
});

test('online-first articles of all journals, page by page, with their authors', async ({
  page,
}) => {
  const second = await apiData<Paged<Article>>(
    page,
    '/api/periodical/online-first-articles-list?current=2&size=10',
  );
  expect(second.pages).toBeGreaterThan(1);

  await page.goto('/journals/journalFirst');
  await expect(page.getByRole('heading', { level: 1, name: 'Online first' })).toBeVisible();
  const articles = page.getByRole('main').getByRole('article');
  await expect(articles).toHaveCount(10);
  await page
    .getByRole('navigation', { name: 'Article pages' })
    .getByRole('button', { name: 'Page 2' })
    .click();
  await expect(page).toHaveURL(/\/journals\/journalFirst\?page=2$/);
  const first = second.records[0]!;
  await expect(articles.first()).toContainText(first.authors[0]!.name);

  // An author's name leads to their publications, newest first.
  const author = first.authors[0]!;
  await articles.first().getByRole('link', { name: author.name }).click();
  await expect(page).toHaveURL(
    new RegExp(`/journals/journalAuthorPanel\\?author=${author.authorKey}$`),
  );
  await expect(
    page.getByRole('heading', { level: 1, name: `Publications of ${author.name}` }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

  // Back to page 2 of online first.
  await page.goBack();
  await expect(page).toHaveURL(/\/journals\/journalFirst\?page=2$/);
  await expect(articles.first()).toContainText(first.authors[0]!.name);
});

test('latest online articles by journal, and open-access content', async ({ page }) => {
  const journals = await apiData<Paged<Journal>>(page, '/api/periodical/list?current=1&size=100');
  const subscription = journals.records.find((journal) => !journal.openAccess)!;

  await page.goto('/online');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Latest online articles' }),
  ).toBeVisible();
  await page
    .getByRole('combobox', { name: 'Journal', exact: true })
    .selectOption(String(subscription.id));
  await expect(page).toHaveURL(new RegExp(`/online\\?journal=${subscription.id}$`));

  await page.goto('/journals/journalOnline');
  await expect(
    page.getByRole('heading', { level: 2, name: /open-access journals?$/ }),
  ).toBeVisible();
  const row = page.getByRole('button', { name: subscription.title.en });
  await row.click();
  await expect(row).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: /^Volume \d+ \(\d{4}\)$/ }).first()).toBeVisible();
});

test('journalPanel and journalAnnualPanel open the journal volumes', async ({ page }) => {
  await page.goto('/journals/journalPanel?cid=3');
  await expect(page).toHaveURL(/\/JDetail\/3\/volumes$/);
  await page.goto('/journals/journalAnnualPanel?cid=4');
  await expect(page).toHaveURL(/\/JDetail\/4\/volumes$/);
});

test("an organization's reader sees its journals, and granted journals as open through it", async ({
  page,
}) => {
  await asOrganizationNetwork(page);
  await page.goto('/journals/journal');
  const section = page.getByRole('region', { name: "Your organization's journals" });
  await expect(section).toContainText('Demo University Library');
  await expect(section.getByText('Every volume').first()).toBeVisible();
  await expect(
    page.getByText('Open through your organization', { exact: true }).first(),
  ).toBeVisible();
  await section.getByRole('button', { name: 'Show volumes' }).first().click();
  await expect(section.getByRole('link', { name: /^Volume \d+ \(\d{4}\)/ }).first()).toBeVisible();
});
