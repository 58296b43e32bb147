import type { Page } from '@playwright/test';
import {
  apiData,
  asOrganizationNetwork,
  expect,
  homeWidgetsLoaded,
  mainMenu,
  pageLive,
  test,
} from './fixtures';

const READER = { email: 'reader@example.com', password: 'Reader2026', nickName: 'Demo Reader' };
const SESSION_KEYS = ['userInfo', 'accessToken', 'refreshToken', 'tenantId'] as const;
const TOKEN_PATH = '/api/bgcloud-auth/oauth/token';
const CLIENT_CREDENTIAL = `Basic ${Buffer.from('portal:portal_secret').toString('base64')}`;

/** Failures a flow provokes on purpose; any other console error or HTTP error still fails it. */
let expectedErrors: RegExp[] = [];

test.beforeEach(async ({ page }) => {
  expectedErrors = [];
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'languages', { get: () => ['en-US', 'en'] });
  });
});

test.afterEach(async ({ consoleErrors }) => {
  const unexpected = consoleErrors.filter(
    (error) => !expectedErrors.some((pattern) => pattern.test(error)),
  );
  expect(unexpected, 'console errors on the pages visited').toEqual([]);
});

async function stored(page: Page, key: string): Promise<unknown> {
  return page.evaluate((name) => {
    const raw = localStorage.getItem(`TC_${name}`);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  }, key);
}

async function portalCookies(page: Page): Promise<string[]> {
  const cookies = await page.context().cookies();
  return cookies.map((cookie) => cookie.name).filter((name) => name.startsWith('TC_'));
}

/** The refresh-token cookie the API set in the browser, if any. */
async function refreshCookie(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'TC_refresh');
}

async function signInOnLoginPage(page: Page, email = READER.email, password = READER.password) {
  const form = page.getByRole('tabpanel', { name: 'Personal' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs the reader in from /login and waits on /home until its three widgets have made their
 * calls: a widget's late call would otherwise meet whatever tokens the flow stores next on the
 * home page itself.
 */
async function signInAtHome(page: Page) {
  await page.goto('/login?returnUrl=%2Fhome');
  await signInOnLoginPage(page);
  await expect(page).toHaveURL(/\/home$/);
  await homeWidgetsLoaded(page);
}

test('a personal sign-in returns to the returnUrl, signed in', async ({ page }) => {
  await page.goto('/login?returnUrl=%2Fbooks%2Fbook%3Fpage%3D2');
  await expect(page).toHaveTitle(/Sign in/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await signInOnLoginPage(page);

  await expect(page).toHaveURL(/\/books\/book\?page=2$/);
  await expect(page.getByRole('banner')).toContainText(READER.nickName);
  expect(await stored(page, 'userInfo')).toMatchObject({
    type: 'personal',
    nick_name: 'Demo Reader',
  });
  // No token where a script could read it: the refresh token is an HttpOnly cookie the API set,
  // sent only to the token endpoint; the access token lives in the page's memory.
  expect(await refreshCookie(page)).toMatchObject({
    httpOnly: true,
    sameSite: 'Strict',
    path: TOKEN_PATH,
    value: expect.stringMatching(/^[\w-]{43}$/),
  });
  expect(await stored(page, 'accessToken')).toBeNull();
  expect(await stored(page, 'refreshToken')).toBeNull();
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/Token|TC_refresh/);
});

test('a returnUrl leading off the site is not followed', async ({ page }) => {
  await page.goto('/login?returnUrl=%2F%2Fevil.example%2Fphish');
  await signInOnLoginPage(page);
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/home$/);
});

test("a wrong password shows the server's reason, keeps the fields, and signs nobody in", async ({
  page,
}) => {
  expectedErrors = [/oauth\/token/];
  await page.goto('/login?returnUrl=%2Fhome');
  const form = page.getByRole('tabpanel', { name: 'Personal' });
  // The rules of the specification are checked before anything is sent.
  await form.getByLabel('E-mail').fill('reader@example');
  await form.getByLabel('Password').fill('short');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(form.getByLabel('E-mail')).toHaveAccessibleDescription(
    'Enter an e-mail address such as name@example.com',
  );
  await expect(form.getByLabel('E-mail')).toBeFocused();

  await signInOnLoginPage(page, READER.email, 'Wrong2026');
  await expect(page.getByRole('alert')).toHaveText('Incorrect e-mail or password');
  await expect(form.getByLabel('E-mail')).toHaveValue(READER.email);
  await expect(form.getByLabel('Password')).toHaveValue('Wrong2026');
  await expect(form.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fhome$/);
  expect(await stored(page, 'userInfo')).toBeNull();

  // In the reader's language, from the server.
  await page
    .getByRole('banner')
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: '中文' })
    .click();
  await page
    .getByRole('tabpanel', { name: '个人登录' })
    .getByRole('button', { name: '登录' })
    .click();
  await expect(page.getByRole('alert')).toHaveText('邮箱或密码错误');
});

/**
 * Holds back every script of the page until the returned function is called: the server's page
 * shows and takes the reader's typing, as on a slow phone, while none of its code has run.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() === 'script') await released;
    await route.fallback();
  });
  return release;
}

/** The addresses of the pages the browser loads that carry `secret`, as the flow goes on. */
function pagesCarrying(page: Page, secret: string): string[] {
  const found: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.url().includes(encodeURIComponent(secret))) {
      found.push(request.url());
    }
  });
  return found;
}

test.describe('typing before the page is live', () => {
  test('what the reader typed stays in the fields once the page is live, and signs them in', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/login?returnUrl=%2Fhome', { waitUntil: 'commit' });
    const form = page.getByRole('tabpanel', { name: 'Personal' });
    await form.getByLabel('E-mail').pressSequentially(READER.email);
    await form.getByLabel('Password').pressSequentially(READER.password);
    await expect(page.locator('html[data-live]')).toHaveCount(0);

    release();
    await pageLive(page);
    // Going to the other tab and back renders the form again, as any update of the page would.
    await page.getByRole('tab', { name: 'Organization' }).click();
    await page.getByRole('tab', { name: 'Personal' }).click();
    await expect(form.getByLabel('E-mail')).toHaveValue(READER.email);
    await expect(form.getByLabel('Password')).toHaveValue(READER.password);

    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('banner')).toContainText(READER.nickName);
  });

  test('Enter pressed before the page is live signs the reader in once it is, the password in no page address', async ({
    page,
  }) => {
    const leaked = pagesCarrying(page, READER.password);
    const release = await holdScripts(page);
    await page.goto('/login?returnUrl=%2Fhome', { waitUntil: 'commit' });
    const form = page.getByRole('tabpanel', { name: 'Personal' });
    await form.getByLabel('E-mail').pressSequentially(READER.email);
    await form.getByLabel('Password').pressSequentially(READER.password);
    await form.getByLabel('Password').press('Enter');
    await expect(page.locator('html[data-live]')).toHaveCount(0);

    release();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('banner')).toContainText(READER.nickName);
    expect(leaked, 'pages loaded with the password in their address').toEqual([]);
  });
});

test('a session ended at the API sends the reader to log in again with a return URL, the session cleared', async ({
  page,
}) => {
  expectedErrors = [/ 401 |status of 401/];
  await signInAtHome(page);
  await expect(page.getByRole('banner')).toContainText(READER.nickName);
  // The session ends while the page is open (signed out elsewhere, revoked as copied): the access
  // token the page holds stops working at once.
  const signOut = await page.request.post(`${TOKEN_PATH}/revoke`, {
    headers: { Authorization: CLIENT_CREDENTIAL },
  });
  expect(signOut.ok(), 'sign-out at the API').toBeTruthy();
  await mainMenu(page).getByRole('link', { name: 'Journals', exact: true }).click();

  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fjournals%2Fjournal$/);
  for (const key of SESSION_KEYS) expect(await stored(page, key), key).toBeNull();
  expect(await portalCookies(page)).toEqual([]);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();

  await signInOnLoginPage(page);
  await expect(page).toHaveURL(/\/journals\/journal$/);
});

test('an expired access token is renewed with the refresh token: the reader stays where they were', async ({
  page,
}) => {
  expectedErrors = [/ 401 |status of 401/];
  await signInAtHome(page);
  // Access tokens last 15 minutes; the refresh token is still good. The page's next call goes
  // out with a token the API no longer takes.
  let expired = false;
  await page.route('**/api/**', (route) => {
    const headers = route.request().headers();
    if (expired || !headers['portal-auth']) return route.continue();
    expired = true;
    return route.continue({ headers: { ...headers, 'portal-auth': 'bearer expired.token.value' } });
  });
  const refused = page.waitForResponse((response) => response.status() === 401);
  const renewed = page.waitForResponse(
    (response) => response.url().includes('grant_type=refresh_token') && response.ok(),
  );

  const journals = await apiData<{ records: { title: { en: string } }[] }>(
    page,
    '/api/periodical/list?current=1&size=1',
  );
  await mainMenu(page).getByRole('link', { name: 'Journals', exact: true }).click();
  await Promise.all([refused, renewed]);
  await expect(
    page
      .getByText(journals.records[0]!.title.en, { exact: true })
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/journals\/journal$/);
  expect(await stored(page, 'userInfo')).toMatchObject({ type: 'personal' });
  await expect(page.getByRole('banner')).toContainText(READER.nickName);
});

test('logout clears the user, tokens, tenant and their cookies, then loads the root', async ({
  page,
}) => {
  await page.goto('/login?returnUrl=%2Fnews');
  await signInOnLoginPage(page);
  await expect(page).toHaveURL(/\/news$/);
  const cookie = await refreshCookie(page);
  expect(cookie, 'the refresh-token cookie').toBeDefined();

  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: /^Personal user:/ }).click();
  await banner.getByRole('button', { name: 'Log out' }).click();

  await expect(page).toHaveURL(/\/home$/);
  await expect(banner.getByRole('link', { name: 'Log in' })).toBeVisible();
  for (const key of SESSION_KEYS) expect(await stored(page, key), key).toBeNull();
  expect(await portalCookies(page)).toEqual([]);
  // The API ended the session too: its refresh token, put back, renews nothing.
  expectedErrors = [/oauth\/token/];
  await page.context().addCookies([cookie!]);
  const renewal = await page.request.post(TOKEN_PATH, {
    params: { grant_type: 'refresh_token' },
    headers: { Authorization: CLIENT_CREDENTIAL },
  });
  expect(renewal.status()).toBe(401);
});

test('at start a stored session is renewed from the cookie: a new refresh token, the same reader', async ({
  page,
}) => {
  await page.goto('/login?returnUrl=%2Fhome');
  await signInOnLoginPage(page);
  await expect(page).toHaveURL(/\/home$/);
  const first = (await refreshCookie(page))?.value;
  expect(first).toEqual(expect.any(String));

  const renewed = page.waitForResponse(
    (response) =>
      response.url().includes('/oauth/token') &&
      response.url().includes('grant_type=refresh_token') &&
      response.ok(),
  );
  await page.reload();
  await renewed;
  await expect.poll(async () => (await refreshCookie(page))?.value).not.toEqual(first);
  await expect(page.getByRole('banner')).toContainText(READER.nickName);
  expect(await stored(page, 'userInfo')).toMatchObject({ type: 'personal' });
  // The page's first requests carry the renewed access token: the reader's own orders answer.
  await page.goto('/mine/orders');
  await expect(page.getByRole('article', { name: /^Order PO\d+$/ }).first()).toBeVisible();
});

test('two tabs loading at once both keep the reader signed in', async ({ page }) => {
  await signInAtHome(page);
  const other = await page.context().newPage();
  await other.goto('/home');
  await expect(other.getByRole('banner')).toContainText(READER.nickName);
  const refusals: string[] = [];
  for (const tab of [page, other]) {
    tab.on('response', (response) => {
      if (response.url().includes('/oauth/token') && response.status() === 401) {
        refusals.push(response.url());
      }
    });
  }

  // Both renew with the one refresh-token cookie they share.
  await Promise.all([page.reload(), other.reload()]);
  for (const tab of [page, other]) {
    await expect(tab.getByRole('banner')).toContainText(READER.nickName);
    await homeWidgetsLoaded(tab);
  }
  await Promise.all([page.reload(), other.reload()]);
  for (const tab of [page, other]) {
    await expect(tab.getByRole('banner')).toContainText(READER.nickName);
  }
  expect(refusals).toEqual([]);
  expect(await stored(page, 'userInfo')).toMatchObject({ type: 'personal' });
  await other.close();
});

test.describe('organization access', () => {
  test('an anonymous reader on an organization network is its reader at start; the login page switches both ways after a confirmation', async ({
    page,
  }) => {
    await asOrganizationNetwork(page);
    await page.goto('/home');
    await expect.poll(() => stored(page, 'userInfo')).toMatchObject({ type: 'organization' });
    await expect(page.getByRole('banner')).toContainText('Demo University Library');

    // Organization -> personal, after saying what ends.
    await page.goto('/login?returnUrl=%2Fbooks%2Fbook');
    await expect(page.getByText('You are signed in as Demo University Library.')).toBeVisible();
    await signInOnLoginPage(page);
    const toPersonal = page.getByRole('alertdialog', { name: 'Switch to a personal account?' });
    await expect(toPersonal).toContainText("organization's access will end");
    await toPersonal.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/books\/book$/);
    expect(await stored(page, 'userInfo')).toMatchObject({ type: 'personal' });

    // Personal -> organization, on the organization tab.
    await page.goto('/login?returnUrl=%2Fnews');
    await page.getByRole('tab', { name: 'Organization' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Organization' });
    await expect(panel).toContainText('Your current network has organization access.');
    await panel.getByRole('button', { name: 'Sign in as organization' }).click();
    const toOrganization = page.getByRole('alertdialog', {
      name: 'Switch to organization access?',
    });
    await toOrganization.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/news$/);
    expect(await stored(page, 'userInfo')).toMatchObject({ type: 'organization' });
    await expect(page.getByRole('banner')).toContainText('Demo University Library');
  });

  test('off the organization network the organization tab says so and the reader stays', async ({
    page,
  }) => {
    await page.goto('/login?kind=organization&returnUrl=%2Fhome');
    const panel = page.getByRole('tabpanel', { name: 'Organization' });
    await expect(panel).toContainText('No organization access was found for your current network.');
    await panel.getByRole('button', { name: 'Sign in as organization' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/login\?kind=organization/);
    expect(await stored(page, 'userInfo')).toBeNull();
  });
});

test.describe('registration', () => {
  test('a new reader registers from the login page, is signed in and returned', async ({
    page,
  }) => {
    const email = `reader-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
    await page.goto('/login?returnUrl=%2FshoppingCart');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/register\?returnUrl=%2FshoppingCart$/);
    await expect(page).toHaveTitle(/Create an account/);

    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByLabel('Name')).toBeFocused();
    await expect(page.getByLabel('Name')).toHaveAccessibleDescription(
      /^Enter the name to show on the site/,
    );

    await page.getByLabel('Name').fill('Grace Reader');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Mobile phone (optional)').fill('13800138000');
    await page.getByLabel('Password', { exact: true }).fill('Grace2026');
    await page.getByLabel('Repeat the password').fill('Grace2026');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/shoppingCart$/);
    await expect(page.getByRole('banner')).toContainText('Grace Reader');
    expect(await stored(page, 'userInfo')).toMatchObject({ type: 'personal', username: email });
  });

  test('an address already registered is said at the e-mail field', async ({ page }) => {
    expectedErrors = [/bgcloud-user\/register/];
    await page.goto('/register');
    await page.getByLabel('Name').fill('Someone');
    await page.getByLabel('E-mail').fill(READER.email);
    await page.getByLabel('Password', { exact: true }).fill('Someone2026');
    await page.getByLabel('Repeat the password').fill('Someone2026');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription(/already registered/);
    await expect(page.getByLabel('E-mail')).toBeFocused();
    await expect(page).toHaveURL(/\/register$/);
  });
});
