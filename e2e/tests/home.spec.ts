import type { Page } from '@playwright/test';
import {
  apiData,
  expect,
  homeWidgetsLoaded,
  mainMenu,
  TEX_RENDERER_SCRIPT,
  test,
} from './fixtures';

interface Localized {
  zh: string;
  en: string;
}
interface Paged<T> {
  records: T[];
  total: number;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'languages', { get: () => ['en-US', 'en'] });
  });
});

function widget(page: Page, name: string) {
  return page.getByRole('region', { name });
}

test('home: the introduction with its links, and the three widgets from the remotes', async ({
  page,
  consoleErrors,
}) => {
  const books = await apiData<Paged<{ title: Localized }>>(
    page,
    '/api/bookmain/homepage?type=featured&current=1&size=4',
  );
  const news = await apiData<Paged<{ title: Localized }>>(
    page,
    '/api/cms/search-announcements?current=1&size=5',
  );
  const journals = await apiData<Paged<{ title: Localized }>>(
    page,
    '/api/periodical/list?sort=latest&current=1&size=4',
  );

  await page.goto('/home');
  const intro = page.getByRole('region', { name: /since 1992/ });
  await expect(intro.getByRole('heading', { level: 1 })).toContainText('1992');
  await expect(intro).toContainText('26 journals and two annual books');
  await expect(intro).toContainText('Subscriptions for 2026 are on sale now');
  await expect(intro.getByRole('link', { name: 'Browse the 26 journals' })).toHaveAttribute(
    'href',
    '/journals/journal',
  );
  await expect(
    intro.getByRole('link', { name: '2026 subscriptions and ordering' }),
  ).toHaveAttribute('href', '/ordering');

  const issues = widget(page, 'Latest journal issues');
  await expect(issues.getByRole('link', { name: journals.records[0]!.title.en })).toBeVisible();
  await expect(issues).toContainText(/Volume \d+, issue \d+/);

  const featured = widget(page, 'Featured books');
  await expect(featured.getByRole('link', { name: books.records[0]!.title.en })).toBeVisible();

  const latest = widget(page, 'Latest news');
  await expect(latest.getByRole('link', { name: news.records[0]!.title.en })).toBeVisible();
  await expect(latest.getByRole('listitem')).toHaveCount(news.records.length);

  // A widget links into its section, which opens without a reload.
  await featured.getByRole('link', { name: books.records[0]!.title.en }).click();
  await expect(page).toHaveURL(/\/BDetail\/\d+$/);

  // Both languages.
  await page.goBack();
  await page.getByRole('button', { name: /中文|Chinese/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('1992');
  await expect(
    widget(page, '精选图书').getByRole('link', { name: books.records[0]!.title.zh }),
  ).toBeVisible();
  await expect(widget(page, '最新动态').getByRole('link', { name: '全部新闻' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('home: the journals widget shows the latest issues and the newest online-first articles, each opening its article', async ({
  page,
  consoleErrors,
}) => {
  const journals = await apiData<Paged<{ id: number; title: Localized }>>(
    page,
    '/api/periodical/list?sort=latest&size=4',
  );
  const online = await apiData<Paged<{ id: number; journalId: number; title: Localized }>>(
    page,
    '/api/periodical/online-first-articles-list?current=1&size=4',
  );
  const article = online.records[0]!;

  await page.goto('/home');
  const issues = widget(page, 'Latest journal issues');
  const onlineFirst = issues.getByRole('region', { name: 'Online first' });
  // The issues are those of the journals with the latest issues.
  const issueList = issues.getByRole('list').first();
  await expect(issueList.getByRole('listitem')).toHaveCount(journals.records.length);
  for (const journal of journals.records) {
    await expect(
      issueList.getByRole('link', { name: journal.title.en, exact: true }),
    ).toHaveAttribute('href', `/JDetail/${journal.id}`);
  }

  await expect(onlineFirst.getByRole('listitem')).toHaveCount(online.records.length);
  const link = onlineFirst.getByRole('listitem').first().getByRole('link');
  await expect(link).toHaveAttribute(
    'href',
    `/JDetail/${article.journalId}/article?id=${article.id}`,
  );
  await expect(
    onlineFirst.getByRole('link', { name: 'All online-first articles' }),
  ).toHaveAttribute('href', '/online');

  await link.click();
  await expect(page).toHaveURL(
    new RegExp(`/JDetail/${article.journalId}/article\\?id=${article.id}$`),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(article.title.en);
  expect(consoleErrors).toEqual([]);
});

test('home: a TeX title in the journals widget is drawn as MathML, and /home loads no TeX renderer', async ({
  page,
  consoleErrors,
}) => {
  // The newest four online-first articles of the seed have plain titles: put the newest one with
  // TeX first in the widget's answer, as the API renders it.
  const online = await apiData<Paged<{ id: number; title: Localized }>>(
    page,
    '/api/periodical/online-first-articles-list?current=1&size=100',
  );
  const withTex = online.records.find((record) => /\$[^$]+\$/.test(record.title.en));
  expect(withTex, 'an online-first article with TeX in its title').toBeDefined();
  await page.route('**/api/periodical/online-first-articles-list?*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Paged<{ id: number }> };
    body.data.records = [withTex!, ...body.data.records.slice(0, -1)];
    await route.fulfill({ response, json: body });
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });

  // Reached by the browser's own navigation, so that it asks the API itself (a page loaded whole
  // comes with the data the site's server fetched for it).
  await page.goto('/privacy');
  await mainMenu(page).getByRole('link', { name: 'Home', exact: true }).click();
  const link = widget(page, 'Latest journal issues')
    .getByRole('region', { name: 'Online first' })
    .getByRole('listitem')
    .first()
    .getByRole('link');
  // MathML the browser draws itself: no TeX source shown, no TeX renderer downloaded.
  await expect(link.locator('math').first()).toBeVisible();
  await expect(link).not.toContainText('$');
  await expect(link).not.toContainText('\\');
  await homeWidgetsLoaded(page);
  expect(scripts.filter((url) => TEX_RENDERER_SCRIPT.test(url))).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('home: with the journals remote down, the intro and the other widgets still show, and retry recovers', async ({
  page,
}) => {
  await page.route('**/journals/*/mf-manifest.json', (route) => route.abort('connectionrefused'));
  await page.goto('/home');

  await expect(page.getByRole('heading', { level: 1 })).toContainText('1992');
  const issues = widget(page, 'Latest journal issues');
  const failure = issues.getByRole('alert');
  await expect(failure).toContainText('Latest journal issues could not be loaded.');
  await expect(widget(page, 'Featured books').getByRole('listitem').first()).toBeVisible();
  await expect(widget(page, 'Latest news').getByRole('listitem').first()).toBeVisible();

  await page.unroute('**/journals/*/mf-manifest.json');
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(failure).toHaveCount(0);
  await expect(issues.getByRole('listitem').first()).toBeVisible();
});
