import type { Locator, Page, Route } from '@playwright/test';
import { expect, mainMenu, preferEnglish, test } from './fixtures';

// Each remote in turn made unavailable three ways (its manifest answers 404, its entry 500, its
// App chunk never answers): its own area shows the error with Try again, the other three sections
// work meanwhile, and Try again recovers once it is back. The chunk that never answers fails the
// section when the 120 s chunk timeout has passed, on a fake clock that jumps there. Then the API
// down: every section says so with a retry, the header keeps working, and the site recovers
// without a reload.

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

/** webpack's chunk timeout, and the Module Federation script loader's in the shell. */
const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Ways a remote is down, as a pattern of its files and what they get. */
const OUTAGES: Record<
  string,
  {
    files: (remote: Section) => string;
    /** Answers a request, or keeps it unanswered in `stalled`. */
    answer: (route: Route, stalled: Route[]) => Promise<void> | void;
    /** Its requests never answer: the section fails only on the 120 s chunk timeout. */
    hangs?: true;
  }
> = {
  'its manifest answers 404': {
    files: (remote) => `**/${remote}/*/mf-manifest.json`,
    answer: (route) => route.fulfill({ status: 404, body: 'Not found' }),
  },
  'its entry answers 500': {
    files: (remote) => `**/${remote}/*/remoteEntry.js`,
    answer: (route) => route.fulfill({ status: 500, body: 'Server error' }),
  },
  'its chunk never answers': {
    files: (remote) => `**/${remote}/*/__federation_expose_App.*.js`,
    // Neither fulfilled nor aborted: the request stays open, as on a dead connection.
    answer: (route, stalled) => {
      stalled.push(route);
    },
    hangs: true,
  },
};

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

/**
 * Jumps the fake clock past the chunk timeout until the section's failure shows. The chunk is
 * first asked for by the federation loader's preload, whose timer fails nothing; the timer that
 * fails the section is webpack's, started once the remote's entry has run. A jump before that
 * only ends the preload (webpack then asks for the chunk itself), so the clock jumps again.
 */
async function outlastChunkTimeout(page: Page, failure: Locator) {
  await expect(async () => {
    await page.clock.fastForward(CHUNK_LOAD_TIMEOUT_MS + 1_000);
    await expect(failure).toBeVisible({ timeout: 2_000 });
  }).toPass({ intervals: [0], timeout: 20_000 });
}

for (const remote of SECTIONS) {
  for (const [how, outage] of Object.entries(OUTAGES)) {
    test(`${remote} down (${how}): its area fails alone, and Try again recovers`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      // Installed before the first page, so every timer of the shell and the remotes is fake.
      if (outage.hangs) await page.clock.install();
      const stalled: Route[] = [];
      await page.route(outage.files(remote), (route) => outage.answer(route, stalled));

      for (const other of SECTIONS.filter((section) => section !== remote)) {
        await sectionWorks(page, other);
      }

      if (outage.hangs) {
        // By the browser's own navigation: a page loaded whole shows the server's rendering of
        // the section while its code does not come (the flow of server-render.spec.ts).
        await page.goto('/privacy');
        await page.evaluate((path) => {
          window.history.pushState(null, '', path);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, PAGES[remote].main);
      } else {
        await page.goto(PAGES[remote].main);
      }
      const failure = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
      if (outage.hangs) {
        await expect.poll(() => stalled.length).toBeGreaterThan(0);
        await expect(page.getByRole('progressbar')).toBeVisible();
        await outlastChunkTimeout(page, failure);
        await expect(failure).toContainText('longer than 120 seconds');
      }
      await expect(failure).toBeVisible();
      await expect(mainMenu(page)).toBeVisible();

      // The stalled requests fail before the route goes (unrouted, they would be let through
      // late), so the retry gets the chunk by a request of its own.
      await Promise.all(stalled.map((route) => route.abort('timedout')));
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
  // A page of the shell's own: a section's page loaded whole comes with the data the site's
  // server fetched (the sections are then entered by the menu, in the browser).
  await page.goto('/privacy');
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
