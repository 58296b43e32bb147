import type { Locator, Page } from '@playwright/test';
import { apiData, expect, test } from './fixtures';

interface Localized {
  zh: string;
  en: string;
}
interface Suggestions {
  journals: { id: number; abbreviation: string; title: Localized }[];
  articles: { id: number; journalId: number; title: Localized }[];
  books: { id: number; title: Localized }[];
}

/** Matches journals, articles and books in the seed catalogue. */
const QUERY = 'algebra';

async function preferLanguages(page: Page, languages: string[]) {
  await page.addInitScript((preferred) => {
    Object.defineProperty(navigator, 'languages', { get: () => preferred, configurable: true });
  }, languages);
}

async function suggestionsFor(page: Page, q: string): Promise<Suggestions> {
  const answer = await apiData<Suggestions>(page, `/api/search/suggest?q=${encodeURIComponent(q)}`);
  for (const kind of ['journals', 'articles', 'books'] as const)
    expect(answer[kind].length, `${kind} suggested for "${q}"`).toBeGreaterThan(0);
  return answer;
}

/** The site's search landmark, in the menu bar (or the drawer), not a page's own search. */
function siteSearch(scope: Page | Locator) {
  return scope.getByRole('search', { name: /^(Site search|全站搜索)$/ });
}

function searchBox(scope: Page | Locator, name = 'Search journals, articles and books') {
  return siteSearch(scope).getByRole('combobox', { name });
}

/** The option the combobox names as active, by `aria-activedescendant`. */
async function activeOption(page: Page, box: Locator) {
  const id = await box.getAttribute('aria-activedescendant');
  expect(id, 'an active option').toBeTruthy();
  return page.getByRole('option').and(page.locator(`[id="${id}"]`));
}

/** Presses Down until the active option shows `text`, at most `limit` times. */
async function arrowTo(page: Page, box: Locator, text: string, limit = 20) {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('ArrowDown');
    const option = await activeOption(page, box);
    if ((await option.textContent())?.includes(text)) {
      await expect(option).toHaveAttribute('aria-selected', 'true');
      return;
    }
  }
  throw new Error(`no option showing "${text}"`);
}

/** Marks the window: a full page load would lose the mark. */
async function markWindow(page: Page) {
  await page.evaluate(() => Object.assign(window, { searchBoxMark: true }));
  return () => page.evaluate(() => 'searchBoxMark' in window);
}

test.afterEach(async ({ consoleErrors }) => {
  expect(consoleErrors, 'console errors on the pages visited').toEqual([]);
});

test.describe('in the menu bar', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test.beforeEach(async ({ page }) => {
    await preferLanguages(page, ['en-US', 'en']);
  });

  test('suggestions come grouped as the reader types; the keyboard picks an article and lands on it', async ({
    page,
  }) => {
    const answer = await suggestionsFor(page, QUERY);
    await page.goto('/home');
    const box = searchBox(page);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.click();
    await box.pressSequentially(QUERY);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const listbox = page.locator(`[id="${await box.getAttribute('aria-controls')}"]`);
    await expect(listbox).toHaveAttribute('role', 'listbox');
    await expect(listbox).toBeVisible();

    // The search for the text first, then journals, articles and books, each under its label.
    await expect(listbox.getByRole('option').first()).toHaveText(`Search for “${QUERY}”`);
    const groups = listbox.getByRole('group');
    await expect(groups).toHaveCount(3);
    for (const [index, [name, count]] of [
      ['Journals', answer.journals.length],
      ['Articles', answer.articles.length],
      ['Books', answer.books.length],
    ].entries()) {
      const group = groups.nth(index);
      await expect(group).toHaveAccessibleName(name as string);
      await expect(group.getByRole('option')).toHaveCount(count as number);
    }
    const journal = answer.journals[0]!;
    await expect(groups.nth(0).getByRole('option').first()).toContainText(journal.title.en);
    await expect(groups.nth(0).getByRole('option').first()).toContainText(journal.abbreviation);

    const unloaded = await markWindow(page);
    const article = answer.articles[0]!;
    const titleStart = article.title.en.split('$')[0]!.trim();
    await arrowTo(page, box, titleStart);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(
      new RegExp(`/JDetail/${article.journalId}/article\\?id=${article.id}$`),
    );
    await expect(page.getByRole('heading', { level: 1 })).toContainText(titleStart);
    expect(await unloaded()).toBe(true);
    // The box is ready for the next search.
    await expect(box).toHaveValue('');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(listbox).toBeHidden();
  });

  test('Up, Home and End, Escape, a journal by keyboard and a book by mouse', async ({ page }) => {
    const answer = await suggestionsFor(page, QUERY);
    await page.goto('/books/book');
    const box = searchBox(page);
    await box.fill(QUERY);
    const listbox = page.locator(`[id="${await box.getAttribute('aria-controls')}"]`);
    const options = listbox.getByRole('option');
    await expect(listbox.getByRole('group')).toHaveCount(3);

    const book = answer.books.at(-1)!;
    await page.keyboard.press('ArrowUp');
    await expect(await activeOption(page, box)).toContainText(book.title.en);
    await page.keyboard.press('Home');
    await expect(await activeOption(page, box)).toHaveText(`Search for “${QUERY}”`);
    await page.keyboard.press('End');
    await expect(await activeOption(page, box)).toContainText(book.title.en);
    await expect(listbox.getByRole('option', { selected: true })).toHaveCount(1);

    // Escape closes the list and keeps the text; Down opens it again.
    await page.keyboard.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).not.toHaveAttribute('aria-activedescendant');
    await expect(box).toHaveValue(QUERY);
    await expect(box).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');

    const journal = answer.journals[0]!;
    await arrowTo(page, box, journal.title.en);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/JDetail/${journal.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: journal.title.en })).toBeVisible();

    await box.fill(QUERY);
    await listbox.getByRole('option', { name: book.title.en }).click();
    await expect(page).toHaveURL(new RegExp(`/BDetail/${book.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: book.title.en })).toBeVisible();
    await expect(box).toHaveValue('');
  });

  test('Enter with no option active searches on /search, and the box shows the query there', async ({
    page,
  }) => {
    await page.goto('/home');
    const box = searchBox(page);
    await box.fill(`${QUERY} group`);
    await expect(page.getByRole('listbox')).toBeVisible();
    const unloaded = await markWindow(page);
    await page.keyboard.press('Enter');
    // The query as the search page itself writes it (URLSearchParams: a space is `+`).
    await expect(page).toHaveURL(/\/search\?q=algebra\+group$/);
    expect(await unloaded()).toBe(true);
    await expect(box).toHaveValue(`${QUERY} group`);
    await expect(box).toHaveAttribute('aria-expanded', 'false');

    // Arriving at /search by its address, too.
    await page.goto('/search?q=elliptic%20curves');
    await expect(searchBox(page)).toHaveValue('elliptic curves');
  });

  test('when suggestions fail the list says so quietly, and Enter still searches', async ({
    page,
    consoleErrors,
  }) => {
    await page.route('**/api/search/suggest?*', (route) =>
      route.fulfill({ status: 503, json: { code: 503, success: false, msg: 'down' } }),
    );
    await page.goto('/home');
    const box = searchBox(page);
    await box.fill(QUERY);
    const listbox = page.locator(`[id="${await box.getAttribute('aria-controls')}"]`);
    await expect(
      page.getByText('Suggestions are unavailable at the moment. Press Enter to search.').first(),
    ).toBeVisible();
    await expect(listbox.getByRole('option')).toHaveCount(1);
    // No notice of the site's: the failure stays in the list.
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=algebra$/);

    // The browser logs the refused calls, which this flow provokes.
    const expected = consoleErrors.filter((error) => error.includes('/api/search/suggest'));
    expect(expected.length).toBeGreaterThan(0);
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((error) => !expected.includes(error)),
    );
  });
});

test.describe('in the mobile drawer at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.beforeEach(async ({ page }) => {
    await preferLanguages(page, ['en-US', 'en']);
  });

  test('the drawer holds the box: a book by keyboard, then a search with Enter', async ({
    page,
  }) => {
    const answer = await suggestionsFor(page, QUERY);
    await page.goto('/home');
    // Below 950 px the bar's box is hidden with the menu bar.
    await expect(searchBox(page)).toHaveCount(0);
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const box = searchBox(drawer);
    await box.fill(QUERY);
    const listbox = drawer.getByRole('listbox');
    await expect(listbox.getByRole('group')).toHaveCount(3);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'nothing wider than the phone').toBeLessThanOrEqual(390);

    // Escape closes the list first, then clears the text; the drawer stays open.
    await page.keyboard.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Escape');
    await expect(box).toHaveValue('');
    await expect(drawer).toBeVisible();

    await box.fill(QUERY);
    await expect(listbox.getByRole('group')).toHaveCount(3);
    const book = answer.books.at(-1)!;
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    const option = await activeOption(page, box);
    await expect(option).toContainText(book.title.en);
    await expect(option).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/BDetail/${book.id}$`));
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: book.title.en })).toBeVisible();

    await open.click();
    await searchBox(drawer).fill('wave maps');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=wave\+maps$/);
    await expect(drawer).toBeHidden();
    // Opened again at once, while the results may still be on their way: it stays open.
    await open.click();
    await expect(searchBox(drawer)).toHaveValue('wave maps');
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeAttached();
    await expect(drawer).toBeVisible();
  });
});

test.describe('in Chinese', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test.beforeEach(async ({ page }) => {
    await preferLanguages(page, ['zh-CN', 'zh']);
  });

  test('Chinese labels and titles; a journal picked by keyboard; a switch to English without a reload', async ({
    page,
  }) => {
    const answer = await suggestionsFor(page, '代数');
    await page.goto('/home');
    const banner = page.getByRole('banner');
    const box = searchBox(page, '搜索期刊、文章和图书');
    await expect(page.getByRole('search', { name: '全站搜索' })).toBeVisible();
    await box.fill('代数');
    const listbox = page.getByRole('listbox', { name: '搜索建议' });
    await expect(listbox.getByRole('option').first()).toHaveText('搜索“代数”');
    for (const name of ['期刊', '文章', '图书'])
      await expect(listbox.getByRole('group', { name })).toBeVisible();
    const journal = answer.journals[0]!;
    await expect(listbox.getByRole('group', { name: '期刊' })).toContainText(journal.title.zh);

    await arrowTo(page, box, journal.title.zh);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/JDetail/${journal.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: journal.title.zh })).toBeVisible();

    // The same list in English after the switch, with no reload and no second call.
    await box.fill('代数');
    await expect(listbox.getByRole('group', { name: '期刊' })).toBeVisible();
    const unloaded = await markWindow(page);
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/search/suggest')) calls += 1;
    });
    await banner.getByRole('button', { name: 'English' }).click();
    const english = searchBox(page);
    await english.click();
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(list.getByRole('group', { name: 'Journals' })).toContainText(journal.title.en);
    await expect(list.getByRole('option').first()).toHaveText('Search for “代数”');
    expect(await unloaded()).toBe(true);
    expect(calls).toBe(0);
  });
});
