import type { Page, Route } from '@playwright/test';
import { expect, mainMenu, preferEnglish, test } from './fixtures';

// Each remote in turn made unavailable (its manifest 404, its entry 500): its own area shows the
// error with Try again, the other three sections work meanwhile, and Try again recovers once it
// is back. Then the API down: every section says so with a retry, the header keeps working, and
// the site recovers without a reload.

type Section = 'journals' | 'books' | 'news' | 'commerce';

/** Each section's main page, a detail page, and what shows that it rendered. */
const PAGES: Record<
  Section,
  { name: string; main: string; detail: string; ready: (page: Page) => Promise<void> }
> = {
  journals: {
    name: 'Journals',
    main: '/journals/journal',
    detail: '/JDetail/1',
    ready: (page) => expect(page.locator('a[href^="/JDetail/"]').first()).toBeVisible(),
  },
  books: {
    name: 'Books',
    main: '/books/book',
    detail: '/BDetail/1',
    ready: (page) => expect(page.getByRole('heading', { name: 'New books' })).toBeVisible(),
  },
  news: {
    name: 'News',
    main: '/news',
    detail: '/newsDetail/1',
    ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible(),
  },
  commerce: {
    name: 'Cart',
    main: '/shoppingCart',
    detail: '/shoppingCart',
    ready: (page) =>
      expect(page.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeVisible(),
  },
};
const SECTIONS = Object.keys(PAGES) as Section[];

/** Ways a remote is down, as a pattern of its files and what they get. */
const OUTAGES = {
  'its manifest answers 404': {
    files: (remote: Section) => `**/${remote}/*/mf-manifest.json`,
    answer: (route: Route) => route.fulfill({ status: 404, body: 'Not found' }),
  },
  'its entry answers 500': {
    files: (remote: Section) => `**/${remote}/*/remoteEntry.js`,
    answer: (route: Route) => route.fulfill({ status: 500, body: 'Server error' }),
  },
} as const;

test.beforeEach(async ({ page }) => {
  await preferEnglish(page);
});

async function sectionWorks(page: Page, section: Section) {
  const { main, detail, ready } = PAGES[section];
  await page.goto(detail);
  await expect(page.getByRole('heading', { level: 1 }).first()).not.toBeEmpty();
  await page.goto(main);
  await ready(page);
  await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(0);
}

for (const remote of SECTIONS) {
  for (const [how, outage] of Object.entries(OUTAGES)) {
    test(`${remote} down (${how}): its area fails alone, and Try again recovers`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.route(outage.files(remote), outage.answer);

      for (const other of SECTIONS.filter((section) => section !== remote)) {
        await sectionWorks(page, other);
      }

      await page.goto(PAGES[remote].main);
      const failure = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
      await expect(failure).toBeVisible();
      await expect(mainMenu(page)).toBeVisible();

      await page.unroute(outage.files(remote));
      await failure.getByRole('button', { name: 'Try again' }).click();
      await expect(failure).toHaveCount(0);
      await PAGES[remote].ready(page);
    });
  }
}

test('the API down: each section says so with a retry, the header works, and it recovers without a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await page.goto('/home');
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));

  for (const section of ['journals', 'books', 'news'] as const) {
    await mainMenu(page).getByRole('link', { name: PAGES[section].name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGES[section].main}$`));
    const error = page.getByRole('main').getByRole('alert').first();
    await expect(error).toBeVisible({ timeout: 30_000 });
    await expect(error.getByRole('button', { name: 'Try again' })).toBeVisible();
  }
  // The header still works: the language switches and back.
  const languages = page.getByRole('banner').getByRole('group', { name: /^(Language|语言)$/ });
  await languages.getByRole('button', { name: '中文' }).click();
  await expect(mainMenu(page).getByRole('link', { name: '新闻', exact: true })).toBeVisible();
  await languages.getByRole('button', { name: 'English' }).click();

  await page.unroute('**/api/**');
  const error = page.getByRole('main').getByRole('alert').first();
  await error.getByRole('button', { name: 'Try again' }).click();
  await PAGES.news.ready(page);
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await mainMenu(page).getByRole('link', { name: 'Books', exact: true }).click();
  await PAGES.books.ready(page);
  expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
});
