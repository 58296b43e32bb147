import type { Locator, Page } from '@playwright/test';
import { apiData, expect, preferEnglish, scrollDown, scrollY, test } from './fixtures';

/**
 * Issue 16 ("Discovery"), item 2: the /search page on the real API and seed catalogue. A reader
 * searches for a phrase, narrows by journal and years, goes to the second page, opens a result
 * and comes Back to the same results (words, filters, page and scroll position, from the cache);
 * nothing matching offers the API's spelling; a Chinese reader on a phone uses the filters'
 * disclosure.
 */

interface Localized {
  zh: string;
  en: string;
}
interface Hit {
  type: 'article' | 'book' | 'news';
  id: number;
  title: Localized;
  journal: { id: number; title: Localized } | null;
}
interface SearchResult {
  records: Hit[];
  total: number;
  pages: number;
  facets: {
    types: Record<Hit['type'], number>;
    journals: { id: number; title: Localized; count: number }[];
  };
  suggestion: string | null;
}

const PHRASE = '"vertex operator algebras"';
const YEARS = { yearFrom: '2020', yearTo: '2023' };

/** The API's answer for a search, as the page asks for it (20 hits a page). */
function search(page: Page, query: Record<string, string>) {
  const params = new URLSearchParams({ size: '20', ...query });
  return apiData<SearchResult>(page, `/api/search/search?${params.toString()}`);
}

const results = (page: Page, name = 'Search results') =>
  page.getByRole('list', { name }).getByRole('article');

/** A hit's page on the site. */
function hitHref(hit: Hit): string {
  if (hit.type === 'article') return `/JDetail/${hit.journal!.id}/article?id=${hit.id}`;
  return hit.type === 'book' ? `/BDetail/${hit.id}` : `/newsDetail/${hit.id}`;
}

/** A result's title link (its name is the title with its formulas as MathML, not the TeX). */
const titleLink = (result: Locator) => result.getByRole('heading').getByRole('link');

const savedPositions = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('TC_scrollPositions') ?? '{}') as Record<string, number>,
  );

test.afterEach(async ({ consoleErrors }) => {
  expect(consoleErrors, 'console errors on the pages visited').toEqual([]);
});

test('search for a phrase, narrow by journal and year, open a result, Back to the same results and place', async ({
  page,
}) => {
  await preferEnglish(page);
  const all = await search(page, { q: PHRASE });
  const journal = all.facets.journals[0]!;
  const narrowed = await search(page, { q: PHRASE, journalId: String(journal.id), ...YEARS });
  const second = await search(page, {
    q: PHRASE,
    journalId: String(journal.id),
    ...YEARS,
    current: '2',
  });
  expect(narrowed.pages).toBeGreaterThan(1);
  const format = (count: number) => count.toLocaleString('en-US');

  await page.goto('/search');
  await expect(page).toHaveTitle(/^Search \| /);
  await expect(page.getByRole('heading', { name: 'Search tips' })).toBeVisible();
  const box = page.getByRole('searchbox', { name: 'Search articles, books and news' });
  await box.fill(PHRASE);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=%22vertex\+operator\+algebras%22$/);
  await expect(page.getByText(`${format(all.total)} results for “${PHRASE}”`)).toBeVisible();
  await expect(results(page).first().locator('mark').first()).toBeVisible();

  await page
    .getByRole('combobox', { name: 'Journal', exact: true })
    .selectOption({ label: `${journal.title.en} (${format(journal.count)})` });
  await expect(page).toHaveURL(new RegExp(`[?&]journalId=${journal.id}(&|$)`));
  await page.getByRole('spinbutton', { name: 'From' }).fill(YEARS.yearFrom);
  await page.getByRole('spinbutton', { name: 'To' }).fill(YEARS.yearTo);
  await page.getByRole('button', { name: 'Apply years' }).click();
  await expect(page).toHaveURL(/yearFrom=2020&yearTo=2023$/);
  await expect(page.getByText(`${format(narrowed.total)} results for “${PHRASE}”`)).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Result pages' })
    .getByRole('button', { name: 'Page 2' })
    .click();
  await expect(page).toHaveURL(/&current=2$/);
  const searchUrl = page.url();
  await expect(titleLink(results(page).first())).toHaveAttribute(
    'href',
    hitHref(second.records[0]!),
  );
  await expect(results(page)).toHaveCount(second.records.length);

  const left = await scrollDown(page, 900);
  // A result wholly in view, below the sticky title bar: the one the reader opens (a click on
  // one under the bar would have the browser scroll it out first).
  const index = await results(page).evaluateAll((items) =>
    items.findIndex((item) => {
      const { top, bottom } = item.getBoundingClientRect();
      return top >= window.innerHeight / 3 && bottom <= window.innerHeight;
    }),
  );
  expect(index).toBeGreaterThan(0);
  const opened = results(page).nth(index);
  const hit = second.records[index]!;
  expect(hit.type).toBe('article');
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/search/search')) searches.push(request.url());
  });
  await expect(titleLink(opened)).toHaveAttribute('href', hitHref(hit));
  await titleLink(opened).click();
  await expect(page).toHaveURL(`/JDetail/${hit.journal!.id}/article?id=${hit.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(hit.title.en);
  // The shell remembers where the reader left the results (by route name).
  expect(await savedPositions(page)).toMatchObject({ search: left });

  await page.goBack();
  await expect(page).toHaveURL(searchUrl);
  await expect(page).toHaveTitle(/^Search \| /);
  await expect(box).toHaveValue(PHRASE);
  await expect(page.getByRole('combobox', { name: 'Journal', exact: true })).toHaveValue(
    String(journal.id),
  );
  await expect(page.getByRole('spinbutton', { name: 'From' })).toHaveValue(YEARS.yearFrom);
  await expect(page.getByRole('spinbutton', { name: 'To' })).toHaveValue(YEARS.yearTo);
  await expect(
    page.getByRole('navigation', { name: 'Result pages' }).getByRole('button', { name: 'Page 2' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(titleLink(results(page).first())).toHaveAttribute(
    'href',
    hitHref(second.records[0]!),
  );
  await expect.poll(() => scrollY(page)).toBe(left);
  await expect(opened).toBeInViewport();
  // The results came from the cache: the API was not asked again.
  expect(searches).toEqual([]);

  // Back again: the first page of the same search.
  await page.goBack();
  await expect(page).toHaveURL(/yearFrom=2020&yearTo=2023$/);
  await expect(page.getByText(`${format(narrowed.total)} results for “${PHRASE}”`)).toBeVisible();
});

test('an address with parameters it cannot use still shows the results, the rest ignored', async ({
  page,
}) => {
  await preferEnglish(page);
  const expected = await search(page, { q: 'spectrum', yearTo: '2020' });
  await page.goto('/search?q=spectrum&yearFrom=abc&yearTo=2020&type=everything&current=x&msc=%3C');
  await expect(
    page.getByText(`${expected.total.toLocaleString('en-US')} results for “spectrum”`),
  ).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'To' })).toHaveValue('2020');
  await expect(page.getByRole('spinbutton', { name: 'From' })).toHaveValue('');
  await expect(page.getByRole('radio', { name: /^All/ })).toBeChecked();
});

test('nothing matching: the message, the tips and "Did you mean" the spelling that matches', async ({
  page,
}) => {
  await preferEnglish(page);
  const misspelt = 'vertx operatr';
  const answer = await search(page, { q: misspelt });
  expect(answer.total).toBe(0);

  await page.goto(`/search?q=${encodeURIComponent(misspelt)}`);
  await expect(page.getByText(`Nothing matches “${misspelt}”.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Search tips' })).toBeVisible();
  test.skip(answer.suggestion === null, 'The API answers no spelling help yet (suggestion: null)');

  const suggestion = answer.suggestion!;
  const fixed = await search(page, { q: suggestion });
  const link = page.getByRole('link', { name: suggestion, exact: true });
  await expect(page.getByText(/^Did you mean/)).toContainText(`Did you mean ${suggestion}?`);
  await link.click();
  await expect(page).toHaveURL(`/search?${new URLSearchParams({ q: suggestion }).toString()}`);
  await expect(
    page.getByText(`${fixed.total.toLocaleString('en-US')} results for “${suggestion}”`),
  ).toBeVisible();
});

test.describe('a Chinese reader on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('searches in Chinese, opens the filters’ disclosure and narrows to books', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'languages', {
        get: () => ['zh-CN', 'zh'],
        configurable: true,
      });
    });
    const words = '算子';
    const all = await search(page, { q: words });
    const books = await search(page, { q: words, type: 'book' });
    expect(books.total).toBeGreaterThan(0);

    await page.goto(`/search?q=${encodeURIComponent(words)}`);
    await expect(page).toHaveTitle(/^检索 \| /);
    await expect(
      page.getByText(`“${words}”共 ${all.total.toLocaleString('zh-CN')} 条结果`),
    ).toBeVisible();
    await expect(results(page, '检索结果').first().locator('mark').first()).toHaveText(words);

    // The filters wait behind their disclosure, above the results.
    const toggle = page.getByRole('button', { name: '筛选' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const type = page.getByRole('group', { name: '类型' });
    await expect(type).toBeHidden();
    const toggleBox = (await toggle.boundingBox())!;
    const firstHit = (await results(page, '检索结果').first().boundingBox())!;
    expect(toggleBox.y).toBeLessThan(firstHit.y);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await type.getByRole('radio', { name: `图书 ${all.facets.types.book}` }).check();
    await expect(page).toHaveURL(/type=book$/);
    await expect(page.getByRole('button', { name: '筛选（已启用）' })).toBeVisible();
    await expect(results(page, '检索结果')).toHaveCount(books.records.length);
    await expect(results(page, '检索结果').first().getByRole('link').first()).toHaveAttribute(
      'href',
      `/BDetail/${books.records[0]!.id}`,
    );
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});
