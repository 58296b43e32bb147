import type { Page } from '@playwright/test';
import { apiData, expect, pageLive, preferEnglish, test } from './fixtures';
import { cumulativeLayoutShift, MAX_LAYOUT_SHIFT, recordLayoutShifts } from './layout-shifts';

// Issue 30, every page fast on a phone: the news section's pages are drawn from the HTML the
// site's server sends (a news item's body, an ordering text: HTML from the API), which the browser
// keeps as it takes the page over, and nothing moves while the rest of a page arrives.

interface NewsItem {
  id: number;
  title: { en: string };
  summary: { en: string };
}

declare global {
  interface Window {
    __servedElements?: Set<Element>;
  }
}

/** Notes the elements of the page as served, once parsed and before any of its scripts runs. */
async function recordServedElements(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      window.__servedElements = new Set(Array.from(document.querySelectorAll('#root *')));
    });
  });
}

/** An item of the seed: the newest, with its body. */
async function aNewsItem(page: Page): Promise<NewsItem> {
  const [latest] = (
    await apiData<{ records: { id: number }[] }>(
      page,
      '/api/cms/search-announcements?current=1&size=1',
    )
  ).records;
  return apiData<NewsItem>(page, `/api/cms/announcement-detail?id=${latest!.id}`);
}

test.beforeEach(async ({ page }) => {
  await preferEnglish(page);
});

test.afterEach(async ({ consoleErrors }) => {
  expect(consoleErrors, 'console errors on the pages visited').toEqual([]);
});

test("a news item's body and an ordering text are in the served page, and the browser keeps them", async ({
  page,
  request,
}) => {
  const item = await aNewsItem(page);
  // The body (its summary paragraph first) is in the HTML, for a reader whose scripts have not run.
  const served = await (
    await request.get(`/newsDetail/${item.id}`, { headers: { Accept: 'text/html' } })
  ).text();
  const text = served.replace(/&(amp|quot|#39|#x27);/g, (entity) =>
    entity === '&amp;' ? '&' : entity === '&quot;' ? '"' : "'",
  );
  expect(text).toContain(`<p>${item.summary.en}</p>`);

  await recordServedElements(page);
  for (const [path, article] of [
    [`/newsDetail/${item.id}`, page.getByRole('article', { name: item.title.en })],
    ['/ordering?p=1-0', page.getByRole('main').getByRole('article')],
  ] as const) {
    await page.goto(path);
    await pageLive(page);
    await expect(article.getByRole('paragraph').first()).not.toBeEmpty();
    // Every element of the article is the one served: nothing drawn again after the scripts.
    const drawnAgain = await article.evaluate((element) =>
      [element, ...Array.from(element.querySelectorAll('*'))]
        .filter((node) => !window.__servedElements?.has(node))
        .map((node) => `${node.nodeName} "${(node.textContent ?? '').slice(0, 40)}"`),
    );
    expect(drawnAgain, `${path}: elements drawn after the served page`).toEqual([]);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the news pages stay in place while their section, data and related items arrive', async ({
    page,
  }) => {
    await recordLayoutShifts(page);
    const item = await aNewsItem(page);
    for (const path of [
      `/newsDetail/${item.id}`,
      '/ordering?p=1-0',
      '/news',
      '/faqDetail',
      '/contact',
    ]) {
      await page.goto(path);
      await pageLive(page);
      const shift = await cumulativeLayoutShift(page);
      expect(shift.value, `${path}: ${JSON.stringify(shift.shifts)}`).toBeLessThanOrEqual(
        MAX_LAYOUT_SHIFT,
      );
    }
  });
});
