/**
 * Layout shifts as Lighthouse counts them (issue 17, "no layout shift"; issue 30, every page fast
 * on a phone): recorded from the page's first paint on a processor four times slower, as on a
 * phone, so that the late parts of a page arrive late.
 */
import type { Page } from '@playwright/test';

/** Lighthouse's and the issues' target. */
export const MAX_LAYOUT_SHIFT = 0.02;

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
export async function recordLayoutShifts(page: Page) {
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
export async function cumulativeLayoutShift(page: Page) {
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
