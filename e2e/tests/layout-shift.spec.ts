import type { Page } from '@playwright/test';
import { apiData, expect, homeWidgetsLoaded, preferEnglish, test } from './fixtures';

// Issue 17, "no layout shift": nothing a reader sees moves while the parts of a page arrive (their
// code, their data, their images). Measured as Lighthouse measures it (the largest window of
// layout shifts not caused by input), on a processor four times slower, as on a phone, so that
// the lazy parts arrive late. The target is at most 0.02.

const MAX_LAYOUT_SHIFT = 0.02;

interface Shift {
  time: number;
  value: number;
  moved: string[];
}

declare global {
  interface Window {
    __layoutShifts?: Shift[];
  }
}

/** Records every layout shift of the page not caused by the reader, from its first paint. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    window.__layoutShifts = shifts;
    const name = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()} "${(node.textContent ?? '').trim().slice(0, 40)}"`
        : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          time: entry.startTime,
          value: entry.value,
          moved: (entry.sources ?? []).map((source) => name(source.node)),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * The page's cumulative layout shift as Lighthouse reports it: the largest sum of shifts less
 * than a second apart within five seconds; with the shifts of that window, to say what moved.
 */
async function cumulativeLayoutShift(page: Page) {
  // Late parts (a cover, a lazy chunk) may still arrive once the calls are done.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  const shifts = await page.evaluate(() => window.__layoutShifts ?? []);
  let worst: Shift[] = [];
  let current: Shift[] = [];
  const sum = (window: Shift[]) => window.reduce((total, shift) => total + shift.value, 0);
  for (const shift of shifts) {
    const first = current[0];
    const last = current.at(-1);
    if (!first || !last || shift.time - last.time > 1_000 || shift.time - first.time > 5_000) {
      current = [];
    }
    current.push(shift);
    if (sum(current) > sum(worst)) worst = [...current];
  }
  return { value: sum(worst), shifts: worst };
}

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
