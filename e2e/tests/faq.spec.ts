import { apiData, expect, mainMenu, preferEnglish, test } from './fixtures';

interface Localized {
  zh: string;
  en: string;
}

interface FaqCategory {
  name: Localized;
  faqs: { id: number; question: Localized }[];
}

interface FaqDetail {
  answer: Localized;
  related: { id: number; question: Localized }[];
}

test.beforeEach(async ({ page }) => {
  await preferEnglish(page);
});

test.afterEach(async ({ consoleErrors }) => {
  expect(consoleErrors, 'console errors on the pages visited').toEqual([]);
});

test('a reader searches the FAQ, reads an answer, follows a related one, and goes Back', async ({
  page,
}) => {
  const found = await apiData<FaqCategory[]>(page, '/api/cms/faq-list?keyword=subscribe');
  const question = found[0]!.faqs[0]!;
  const detail = await apiData<FaqDetail>(page, `/api/cms/faq-detail?id=${question.id}`);
  const related = detail.related[0]!;

  await page.goto('/home');
  const menu = mainMenu(page);
  await menu.getByRole('button', { name: 'Info submenu' }).click();
  await menu.getByRole('link', { name: 'FAQ', exact: true }).click();
  await expect(page).toHaveURL(/\/faqDetail$/);
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search the questions' }).fill('subscribe');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/faqDetail\?q=subscribe$/);
  const group = page.getByRole('region', { name: found[0]!.name.en });
  await group.getByRole('link', { name: question.question.en, exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/faqDetail/${question.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(question.question.en);
  await expect(page).toHaveTitle(new RegExp(`^${question.question.en.replace('?', '\\?')} \\| `));
  await expect(menu.getByRole('link', { name: 'Info', exact: true })).toHaveAttribute(
    'aria-current',
    /page|true/,
  );

  await page
    .getByRole('region', { name: /^More on / })
    .getByRole('link', { name: related.question.en, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/faqDetail/${related.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(related.question.en);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(question.question.en);
  await page.goBack();
  await expect(page).toHaveURL(/\/faqDetail\?q=subscribe$/);
  await expect(page.getByRole('searchbox', { name: 'Search the questions' })).toHaveValue(
    'subscribe',
  );
  await expect(page.getByRole('link', { name: question.question.en, exact: true })).toBeVisible();
});

test('a search without a match says so and offers every question again', async ({ page }) => {
  await page.goto('/faqDetail?q=zzzqqq');
  await expect(page.getByText('No question or answer matches “zzzqqq”.')).toBeVisible();
  await page.getByRole('button', { name: 'Show all questions' }).click();
  await expect(page).toHaveURL(/\/faqDetail$/);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
});
