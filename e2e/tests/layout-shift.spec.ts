import { apiData, expect, homeWidgetsLoaded, preferEnglish, test } from './fixtures';
import { cumulativeLayoutShift, MAX_LAYOUT_SHIFT, recordLayoutShifts } from './layout-shifts';

// Issue 17, "no layout shift": nothing a reader sees moves while the parts of a page arrive (their
// code, their data, their images). Measured as Lighthouse measures it (the largest window of
// layout shifts not caused by input), on a processor four times slower, as on a phone, so that
// the lazy parts arrive late. The target is at most 0.02.

const SCREENS = [
  { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  {
    name: 'mobile',
    use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  },
] as const;

for (const screen of SCREENS) {
  test.describe(`on a ${screen.name} screen`, () => {
    test.use(screen.use);

    test.beforeEach(async ({ page }) => {
      await preferEnglish(page);
      await recordLayoutShifts(page);
    });

    test('the home page stays in place while its widgets, their lists and covers arrive', async ({
      page,
    }) => {
      await page.goto('/home');
      await homeWidgetsLoaded(page);
      const covers = page.getByRole('region', { name: 'Featured books' }).locator('img');
      await expect(covers.first()).toBeVisible();
      const shift = await cumulativeLayoutShift(page);
      expect(shift.value, JSON.stringify(shift.shifts)).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
    });

    test("a book's page stays in place while its section, its data and its parts arrive", async ({
      page,
    }) => {
      const [book] = (
        await apiData<{ records: { id: number }[] }>(
          page,
          '/api/bookmain/homepage?type=recent&current=1&size=1',
        )
      ).records;
      await page.goto(`/BDetail/${book!.id}`);
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
      await expect(page.getByRole('region', { name: 'Full text' })).not.toContainText('Checking');
      const shift = await cumulativeLayoutShift(page);
      expect(shift.value, JSON.stringify(shift.shifts)).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
    });
  });
}
