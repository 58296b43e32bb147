import { test as base, expect, type Page } from '@playwright/test';

interface Fixtures {
  /** Console errors and uncaught exceptions of the page; each test ends by expecting none. */
  consoleErrors: string[];
}

export const test = base.extend<Fixtures>({
  // `auto`: listening starts with the page, not when a test first asks for the list.
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error')
          errors.push(`${message.text()} (${message.location().url})`);
      });
      page.on('response', (response) => {
        if (response.status() >= 400) errors.push(`HTTP ${response.status()} ${response.url()}`);
      });
      page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
      await use(errors);
    },
    { auto: true },
  ],
});

export { expect };

/** The header's main menu, found as a reader finds it: by its label. */
export function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: /main menu|主菜单/i });
}

interface Envelope<T> {
  code: number;
  data: T;
}

/** Reads the API the page reads, to assert the page shows real data rather than a stub. */
export async function apiData<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.ok()).toBeTruthy();
  const body = (await response.json()) as Envelope<T>;
  return body.data;
}
