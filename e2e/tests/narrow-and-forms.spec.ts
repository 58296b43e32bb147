import type { Locator, Page } from '@playwright/test';
import { expect, putInBrowserCart, signInPersonal, test } from './fixtures';

/**
 * Issue 29, item 9: on a phone (320 to 390 px) in both languages the header keeps the
 * publisher's name whole and every tab of My account can be reached; a form shows the API's
 * refusal in the reader's words, never its `body/...` text.
 */

const READER = { username: 'reader@example.com', password: 'Reader2026' };

const LANGUAGES = {
  zh: {
    locale: 'zh-CN',
    siteName: '国际数学科学出版社',
    tabs: '我的账户栏目',
    profile: '个人资料',
    current: '当前密码',
    next: '新密码',
    confirm: '确认新密码',
    submit: '修改密码',
    wrongPassword: '当前密码不正确。',
    mismatch: '两次输入的新密码不一致。',
  },
  en: {
    locale: 'en-US',
    siteName: 'International Press of Mathematical Sciences',
    tabs: 'My account sections',
    profile: 'My profile',
    current: 'Current password',
    next: 'New password',
    confirm: 'Confirm the new password',
    submit: 'Change password',
    wrongPassword: 'The current password is incorrect.',
    mismatch: 'The two new passwords do not match.',
  },
} as const;

test.afterEach(async ({ consoleErrors }) => {
  // The refused password change is the one error answer these flows ask for.
  expect(
    consoleErrors.filter((error) => !/\b400\b.*\/api\/bgcloud-user\/change-password\b/.test(error)),
    'console errors on the pages visited',
  ).toEqual([]);
});

/** Signs the reader in, with a book in the cart, and opens My account. */
async function openMine(page: Page) {
  await signInPersonal(page, READER);
  await putInBrowserCart(page, [1]);
  await page.goto('/mine');
}

/**
 * Where a text's lines break: for each break, the characters either side. The name is broken
 * mid-word when a break has no space beside it (Chinese has none: any break is mid-word).
 */
async function lineBreaks(text: Locator): Promise<string[]> {
  return text.evaluate((element) => {
    const node = element.firstChild;
    if (!node?.textContent) return ['no text'];
    const breaks: string[] = [];
    let lastTop: number | undefined;
    const range = document.createRange();
    for (let i = 0; i < node.textContent.length; i++) {
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const rect = range.getBoundingClientRect();
      if (rect.width === 0) continue;
      if (lastTop !== undefined && rect.top > lastTop + 2)
        breaks.push(node.textContent.slice(Math.max(0, i - 1), i + 1));
      lastTop = rect.top;
    }
    return breaks;
  });
}

for (const width of [320, 390]) {
  for (const [language, words] of Object.entries(LANGUAGES)) {
    test.describe(`at ${width} px in ${language}`, () => {
      test.use({ viewport: { width, height: 740 }, locale: words.locale });

      test("the header keeps the publisher's name whole and every My account tab is in reach", async ({
        page,
      }) => {
        await openMine(page);
        const banner = page.getByRole('banner');
        const cart = banner.getByRole('link', { name: /^(Cart|购物车)/ });
        await expect(cart).toHaveAccessibleName(/1/);
        // Its icon says what the link is where the word has no room: it is never squeezed away.
        expect((await cart.locator('svg').boundingBox())?.width).toBeGreaterThanOrEqual(16);

        const name = banner.getByText(words.siteName, { exact: true });
        await expect(name).toBeVisible();
        const breaks = await lineBreaks(name);
        expect(
          breaks.filter((around) => !/\s/.test(around)),
          "breaks inside a word of the publisher's name",
        ).toEqual([]);
        // Nothing in the header is pushed past the screen's edge.
        for (const item of [name, cart, banner.getByRole('button', { name: /menu|菜单/i })]) {
          const box = await item.boundingBox();
          expect(box, 'shown').not.toBeNull();
          expect(box!.x).toBeGreaterThanOrEqual(0);
          expect(box!.x + box!.width).toBeLessThanOrEqual(width);
        }

        // Every tab is on the screen as it is: none hidden past an edge that shows no sign of it.
        const tabs = page.getByRole('navigation', { name: words.tabs }).getByRole('link');
        await expect(tabs).toHaveCount(6);
        for (const tab of await tabs.all()) {
          const box = await tab.boundingBox();
          expect(box, `${await tab.textContent()} shown`).not.toBeNull();
          expect(box!.x, `${await tab.textContent()} from the left edge`).toBeGreaterThanOrEqual(0);
          expect(
            box!.x + box!.width,
            `${await tab.textContent()} before the right edge`,
          ).toBeLessThanOrEqual(width);
        }
        await tabs.last().click();
        await expect(page).toHaveURL(/\/mine\/profile$/);
        await expect(tabs.last()).toHaveAttribute('aria-current', 'page');
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        );
      });
    });
  }
}

for (const [language, words] of Object.entries(LANGUAGES)) {
  test.describe(`the password form in ${language}`, () => {
    test.use({ viewport: { width: 390, height: 740 }, locale: words.locale });

    test("a wrong current password is said in the reader's words, and goes once the reader acts", async ({
      page,
    }) => {
      await signInPersonal(page, READER);
      await page.goto('/mine/profile');
      const form = page.getByRole('form', { name: words.submit });
      const current = form.getByLabel(words.current, { exact: true });
      await current.fill('NotTheReadersPassword1');
      await form.getByLabel(words.next, { exact: true }).fill('Another2026');
      await form.getByLabel(words.confirm, { exact: true }).fill('Another2026');
      await form.getByRole('button', { name: words.submit }).click();

      await expect(current).toHaveAccessibleDescription(words.wrongPassword);
      await expect(current).toHaveAttribute('aria-invalid', 'true');
      await expect(form).not.toContainText('body/');
      await expect(form).not.toContainText('oldPassword');

      // A mistake the form finds itself replaces the API's word: it is about the last attempt.
      await form.getByLabel(words.confirm, { exact: true }).fill('Different2026');
      await form.getByRole('button', { name: words.submit }).click();
      await expect(form.getByLabel(words.confirm, { exact: true })).toHaveAccessibleDescription(
        words.mismatch,
      );
      await expect(form).not.toContainText(words.wrongPassword);
      await expect(form).not.toContainText('body/');
    });
  });
}
