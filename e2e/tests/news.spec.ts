import { apiData, expect, homeWidgetsLoaded, mainMenu, preferEnglish, test } from './fixtures';

interface Localized {
  zh: string;
  en: string;
}

interface NewsSummary {
  id: number;
  type: 'news' | 'announcement';
  title: Localized;
}

interface Page<T> {
  records: T[];
  total: number;
}

test.beforeEach(async ({ page }) => {
  await preferEnglish(page);
});

test.afterEach(async ({ consoleErrors }) => {
  expect(consoleErrors, 'console errors on the pages visited').toEqual([]);
});

test('a reader opens a news item from the home page, then a related one, and Back returns to the first', async ({
  page,
}) => {
  await page.goto('/home');
  await homeWidgetsLoaded(page);
  const widget = page.getByRole('region', { name: 'Latest news' });
  const first = widget.getByRole('listitem').first().getByRole('link');
  const title = (await first.textContent()) ?? '';
  await first.click();

  await expect(page).toHaveURL(/\/newsDetail\/\d+$/);
  const firstUrl = page.url();
  const id = Number(firstUrl.split('/').pop());
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(title);
  // The body is the API's HTML (its summary paragraph first), inserted into the page.
  const item = await apiData<NewsSummary & { summary: Localized }>(
    page,
    `/api/cms/announcement-detail?id=${id}`,
  );
  await expect(
    page.getByRole('article', { name: title }).getByText(item.summary.en, { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveTitle(
    new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`),
  );
  await expect(mainMenu(page).getByRole('link', { name: 'News', exact: true })).toHaveAttribute(
    'aria-current',
    /page|true/,
  );

  const related = await apiData<Page<NewsSummary>>(
    page,
    `/api/cms/related-announcement-page?id=${id}&current=1&size=5`,
  );
  expect(related.records.length, 'the item has related news').toBeGreaterThan(0);
  const next = related.records[0]!;
  await page
    .getByRole('region', { name: 'Related news' })
    .getByRole('link', { name: next.title.en, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/newsDetail/${next.id}$`));
  await expect(heading).toHaveText(next.title.en);

  await page.goBack();
  await expect(page).toHaveURL(firstUrl);
  await expect(heading).toHaveText(title);
});

test('a news search marks its words in the results and keeps the query in the URL', async ({
  page,
}) => {
  await page.goto('/news');
  await page.getByRole('searchbox', { name: 'Search news' }).fill('volume complete');
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();

  await expect(page).toHaveURL(/\/news\?q=volume\+complete$/);
  const results = page.getByRole('article');
  await expect(results.first()).toBeVisible();
  const marks = results.first().getByRole('heading').locator('mark');
  await expect(marks.filter({ hasText: /^volume$/i })).toHaveCount(1);
  await expect(marks.filter({ hasText: /^complete$/i })).toHaveCount(1);

  // Back leaves the search; Forward brings it back with its marks.
  await page.goBack();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole('searchbox', { name: 'Search news' })).toHaveValue('');
  await page.goForward();
  await expect(page.getByRole('searchbox', { name: 'Search news' })).toHaveValue('volume complete');
  await expect(page.getByRole('article').first().locator('mark').first()).toBeVisible();
});

test('the kind filter and the page are in the URL and survive a reload', async ({ page }) => {
  const announcements = await apiData<Page<NewsSummary>>(
    page,
    '/api/cms/search-announcements?type=announcement&current=2&size=10',
  );
  expect(announcements.total, 'more than one page of announcements').toBeGreaterThan(10);
  const secondPageFirst = announcements.records[0]!.title.en;

  await page.goto('/news');
  await page.getByRole('combobox', { name: 'Show' }).selectOption({ label: 'Announcements only' });
  await expect(page).toHaveURL(/\/news\?type=announcement$/);
  await page
    .getByRole('navigation', { name: 'News pages' })
    .getByRole('button', { name: 'Page 2', exact: true })
    .click();
  await expect(page).toHaveURL(/\/news\?type=announcement&page=2$/);
  await expect(page.getByRole('article').first()).toHaveAccessibleName(secondPageFirst);

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Show' })).toHaveValue('announcement');
  await expect(
    page.getByRole('navigation', { name: 'News pages' }).getByRole('button', { name: 'Page 2' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('article').first()).toHaveAccessibleName(secondPageFirst);
  for (const kind of await page.getByRole('article').allTextContents())
    expect(kind).toContain('Announcement');
});

test('a news page switches to Chinese in place, without a reload', async ({ page }) => {
  const latest = await apiData<Page<NewsSummary>>(
    page,
    '/api/cms/search-announcements?current=1&size=1',
  );
  const item = latest.records[0]!;
  await page.goto(`/newsDetail/${item.id}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(item.title.en);

  // A mark on the window survives everything but a reload.
  await page.evaluate(() => Object.assign(window, { newsMark: true }));
  await page
    .getByRole('banner')
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: '中文' })
    .click();
  await expect(heading).toHaveText(item.title.zh);
  await expect(page.getByRole('region', { name: '相关新闻' })).toBeVisible();
  await expect(mainMenu(page).getByRole('link', { name: '新闻', exact: true })).toHaveAttribute(
    'aria-current',
    /page|true/,
  );
  expect(await page.evaluate(() => 'newsMark' in window)).toBe(true);
});
