import type { Page } from '@playwright/test';
import { apiData, expect, preferEnglish, signInPersonal, test } from './fixtures';

/** What cms/contact-message answers (ContactMessageReceipt of the shared contract). */
interface ContactMessageReceipt {
  id: number;
  receivedAt: string;
}

const READER = { username: 'reader@example.com', password: 'Reader2026' };
const MB = 1024 * 1024;

/** A real 16 x 16 PNG (navy, with a comment chunk): above the API's smallest size, 128 bytes. */
const SMALL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAJXRFWHRDb21tZW50AEEgZmlndXJlIGZvciB0aGUgY29udGFjdCBmb3JtnCnnLwAAABZJREFUeNpjEDOKIQkxjGoY1TB8NQAA67akAVhWfMwAAAAASUVORK5CYII=',
  'base64',
);

test.beforeEach(async ({ page }) => preferEnglish(page));

test.afterEach(async ({ consoleErrors }) => {
  expect(consoleErrors, 'console errors on the pages visited').toEqual([]);
});

function contactForm(page: Page) {
  return page.getByRole('form', { name: 'Write to us' });
}

async function fillForm(page: Page, subject: string) {
  const form = contactForm(page);
  await form.getByLabel('Name').fill('Ada Lovelace');
  await form.getByLabel('E-mail').fill('ada@example.org');
  await form.getByLabel('Phone (optional)').fill('+44 20 7946 0958');
  await form.getByLabel('Country or region').selectOption({ label: 'United Kingdom' });
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('How does our library renew its subscriptions for 2026?');
}

/** Sends the form; resolves with the receipt the API answered, once the page confirms it. */
async function send(page: Page): Promise<ContactMessageReceipt> {
  const answer = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/cms/contact-message') && response.request().method() === 'POST',
  );
  await contactForm(page).getByRole('button', { name: 'Send message' }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  const receipt = ((await response.json()) as { data: ContactMessageReceipt }).data;
  const confirmation = page.getByRole('status', { name: 'Thank you: your message has been sent' });
  await expect(confirmation).toContainText(`Reference: #${receipt.id}.`);
  await expect(confirmation).toContainText('We answer by e-mail to ada@example.org');
  return receipt;
}

test('a signed-in reader is refused a too large attachment, attaches a small one and sends', async ({
  page,
}) => {
  await signInPersonal(page, READER);
  // The reloaded page renews its session at start (the refresh token rotates): leaving before
  // the new one is stored would start the next page with a spent token.
  await page.waitForLoadState('networkidle');
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  const department = page.getByRole('region', { name: 'Departments' }).getByRole('article').first();
  await expect(department.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(department.getByRole('link', { name: /^\+?[\d\s-]+$/ })).toHaveAttribute(
    'href',
    /^tel:/,
  );

  await fillForm(page, 'Renewal with a figure');
  const { paramValue } = await apiData<{ paramValue: string }>(
    page,
    '/api/periodical/param/detail?paramKey=upload.maxImageSize',
  );
  const maxImageSize = Number(paramValue);
  const attachment = contactForm(page).getByLabel('Attachment (optional)');
  await expect(attachment).toHaveAccessibleDescription(
    new RegExp(`image .* up to ${maxImageSize / MB} MB`),
  );

  // Over the limit by one byte, with a PNG's signature: refused in the browser, never uploaded.
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/upload/upload')) uploads.push(request.url());
  });
  const tooLarge = Buffer.alloc(maxImageSize + 1);
  SMALL_PNG.copy(tooLarge);
  await attachment.setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: tooLarge });
  await expect(attachment).toHaveAccessibleDescription(
    new RegExp(`^The file you uploaded is too large; the maximum size is ${maxImageSize / MB} MB`),
  );
  expect(uploads).toEqual([]);

  await attachment.setInputFiles({ name: 'figure.png', mimeType: 'image/png', buffer: SMALL_PNG });
  await expect(contactForm(page).getByText('Attached: figure.png (128 B)')).toBeVisible();
  expect(uploads).toHaveLength(1);
  await expect(attachment).not.toHaveAttribute('aria-invalid');

  const receipt = await send(page);
  expect(receipt.id).toBeGreaterThan(0);
  expect(Date.parse(receipt.receivedAt)).not.toBeNaN();

  await page.getByRole('button', { name: 'Write another message' }).click();
  await expect(contactForm(page).getByLabel('Name')).toBeFocused();
  await expect(contactForm(page).getByLabel('Subject')).toHaveValue('');
  await expect(contactForm(page).getByText(/^Attached:/)).toHaveCount(0);
});

test('a signed-out reader sends a message without attachment, in Chinese too', async ({ page }) => {
  await page.goto('/contact');
  await expect(contactForm(page).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/login?returnUrl=%2Fcontact',
  );
  await fillForm(page, 'Question from a reader');

  // Switching language keeps what is typed and the form's texts follow.
  const languages = page.getByRole('banner').getByRole('group', { name: /^(Language|语言)$/ });
  await languages.getByRole('button', { name: '中文' }).click();
  const form = page.getByRole('form', { name: '给我们留言' });
  await expect(form.getByLabel('主题')).toHaveValue('Question from a reader');
  await expect(form.getByLabel('国家或地区')).toHaveValue('GB');
  await languages.getByRole('button', { name: 'English' }).click();

  const first = await send(page);
  expect(first.id).toBeGreaterThan(0);
});

test('a wrong e-mail address is said at its field, and nothing else typed is lost', async ({
  page,
}) => {
  await page.goto('/contact');
  await fillForm(page, 'Wrong address');
  const form = contactForm(page);
  await form.getByLabel('E-mail').fill('ada@example');
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  await form.getByRole('button', { name: 'Send message' }).click();

  const email = form.getByLabel('E-mail');
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(
    /^Enter an e-mail address such as name@example.com/,
  );
  await expect(form.getByLabel('Name')).toHaveValue('Ada Lovelace');
  await expect(form.getByLabel('Subject')).toHaveValue('Wrong address');
  await expect(form.getByLabel('Message')).toHaveValue(/renew its subscriptions/);
  expect(posts).toEqual([]);
});

test('a signed-out reader signs in to attach a file and finds the form as they left it', async ({
  page,
}) => {
  await page.goto('/contact');
  await fillForm(page, 'Kept across sign-in');
  await contactForm(page).getByRole('link', { name: 'Sign in' }).click();

  const login = page.getByRole('tabpanel', { name: 'Personal' });
  await login.getByLabel('E-mail').fill(READER.username);
  await login.getByLabel('Password').fill(READER.password);
  await login.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/contact$/);
  const form = contactForm(page);
  await expect(form.getByLabel('Subject')).toHaveValue('Kept across sign-in');
  await expect(form.getByLabel('Name')).toHaveValue('Ada Lovelace');
  await expect(form.getByLabel('Attachment (optional)')).toBeVisible();
});
