import { apiData, expect, test } from './fixtures';

// Issue 30, item 4: a page of the journals and books is painted from the HTML the site's server
// sends, and the browser takes that HTML over as it is, rather than rendering what it shows again
// once its code has come (which a phone paints a second later, and which moves what is below).

interface SearchPage {
  records: { type: string; id: number; title: { en: string } }[];
}

declare global {
  interface Element {
    /** Set on what the served page holds, before any of the portal's code runs. */
    served?: boolean;
  }
}

test('search: the hits and their marked matches are in the served page, and stay', async ({
  page,
}) => {
  const [hit] = (await apiData<SearchPage>(page, '/api/search/search?q=spectral&current=1&size=1'))
    .records;
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      document.querySelectorAll('main mark').forEach((mark) => {
        mark.served = true;
      });
    });
  });
  await page.goto('/search?q=spectral');
  const results = page.getByRole('list', { name: 'Search results' });
  const title = results.getByRole('heading', { level: 2, name: hit!.title.en }).first();
  await expect(title).toBeVisible();
  await expect(title.locator('mark')).toHaveText(['Spectral']);
  // Every mark on the live page, in the titles and in the passages, is one the server sent.
  const marks = await results
    .locator('mark')
    .evaluateAll((elements) => elements.map((element) => element.served === true));
  expect(marks.length).toBeGreaterThan(1);
  expect(marks.every(Boolean), 'marks the browser rendered again').toBe(true);
});
