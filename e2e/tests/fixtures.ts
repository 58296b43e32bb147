import {
  test as base,
  expect,
  type ConsoleMessage,
  type Locator,
  type Page,
} from '@playwright/test';
import { API_PORT } from '../playwright.config';

interface Fixtures {
  /** Console errors and uncaught exceptions of the page; each test ends by expecting none. */
  consoleErrors: string[];
  /** React's reports of a server-rendered page the browser could not take over: none, ever. */
  hydrationErrors: string[];
  /**
   * What the site's Content-Security-Policy refused on the page and in its workers: every test
   * fails on one, unless it takes out the ones it provokes on purpose.
   */
  cspViolations: string[];
}

declare global {
  interface Window {
    __reportCspViolation?: (violation: string) => Promise<void>;
  }
}

/**
 * Waits until a portal page has become live (`<html data-live>`): a page the site's server
 * rendered shows at once but answers the reader only once the browser has taken it over. A
 * document that is no portal page (a PDF, an API answer) is ready as it is.
 */
export async function pageLive(page: Page) {
  // A locator, not a function polled in the page: it works under a page's fake clock too.
  await page
    .locator(
      [
        'html[data-live]',
        // A browser the site refuses (Internet Explorer 6 to 9) never runs the portal.
        'html[data-unsupported-browser]',
        'html:not(:has(#root))',
        // A page no server rendered, from a shell released before the mark: live once drawn.
        'html:not(:has(#portal-state)):has(#root > *)',
      ].join(', '),
    )
    .waitFor({ state: 'attached' });
}

export const test = base.extend<Fixtures>({
  // A flow acts on a page as a reader does once it responds: after a load, once it is live.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      if (args[1]?.waitUntil !== 'commit') await pageLive(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await pageLive(page);
      return response;
    };
    await use(page);
  },
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
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      // The event says what was refused by which directive; Chromium's console says it too, and
      // is where a worker's refusals show.
      await page.exposeFunction('__reportCspViolation', (violation: string) => {
        violations.push(violation);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          void window.__reportCspViolation?.(
            `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} at ${event.sourceFile || event.documentURI}:${event.lineNumber}`,
          );
        });
      });
      const fromConsole = (message: ConsoleMessage) => {
        if (/Content Security Policy/i.test(message.text())) {
          violations.push(`${message.text()} (${message.location().url})`);
        }
      };
      page.on('console', fromConsole);
      page.on('worker', (worker) => worker.on('console', fromConsole));
      await use(violations);
      expect(violations, 'Content-Security-Policy violations on the pages visited').toEqual([]);
    },
    { auto: true },
  ],
  // Pages come rendered by the site's server: the browser must take each over as it is. React
  // reports a page it had to render again (its errors 418, 419 without the server's digest, 423,
  // 425, and "Hydration failed") on the console.
  hydrationErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) {
          errors.push(`${message.text().split('\n')[0]} (${page.url()})`);
        }
      });
      await use(errors);
      expect(errors, 'pages the browser could not take over from the server').toEqual([]);
    },
    { auto: true },
  ],
});

const HYDRATION_ERROR =
  /Minified React error #(418|419|423|425)\b|Hydration failed|hydrat(ed|ion) .*mismatch/i;

export { expect };

/** The header's main menu, found as a reader finds it: by its label. */
export function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: /main menu|主菜单/i });
}

/**
 * The count a list of books states (`12 books`), once the list has loaded: while it loads, its
 * loading state is a status of its own.
 */
export function listCount(list: Locator): Locator {
  return list.getByRole('status').filter({ hasNotText: 'Loading' });
}

/**
 * The English home page has finished its calls: its three widgets (each from its own remote) show
 * their lists. The network going idle is not enough, since a remote may still be on its way.
 */
export async function homeWidgetsLoaded(page: Page) {
  for (const name of ['Latest journal issues', 'Featured books', 'Latest news']) {
    const widget = page.getByRole('region', { name });
    // A widget's code loads as it comes near the window (issue 17), as the reader scrolls to it.
    await widget.scrollIntoViewIfNeeded();
    await expect(widget.getByRole('listitem').first()).toBeVisible();
  }
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

/** The newest issue of a journal that has articles (as its volumes page lists them), if any. */
export async function newestIssueWithArticles(
  page: Page,
  journalId: number,
): Promise<{ id: number } | undefined> {
  const years = await apiData<{ volumes: { issues: { id: number; articleCount: number }[] }[] }[]>(
    page,
    `/api/periodical/volumes-by-annual-issue?journalId=${journalId}`,
  );
  return years
    .flatMap((year) => year.volumes)
    .flatMap((volume) => volume.issues)
    .find((candidate) => candidate.articleCount > 0);
}

/** An address of the demo organization's network (192.0.2.0/24, RFC 5737 documentation range). */
export const ORGANIZATION_ADDRESS = '192.0.2.10';

/**
 * The API itself, not through the site. The site's proxy tells the API each visitor's own
 * address (this machine's, for every flow) and drops any `X-Forwarded-For` a visitor sends; the
 * API believes that header from the proxy's address alone, which is this machine's too. So a flow
 * that calls the API here with `X-Forwarded-For` stands in for a proxy in front of the site
 * reporting a visitor of that address.
 */
export const API_ORIGIN = `http://127.0.0.1:${API_PORT}`;

/**
 * Makes every API call of the page come from the demo organization's network, by sending it to
 * the API directly with that address (see API_ORIGIN). Without this a flow's reader is on no
 * organization's network.
 */
export async function asOrganizationNetwork(page: Page, address = ORGANIZATION_ADDRESS) {
  await page.route('**/api/**', async (route) => {
    const { pathname, search } = new URL(route.request().url());
    try {
      const response = await route.fetch({
        url: `${API_ORIGIN}${pathname}${search}`,
        headers: { ...route.request().headers(), 'x-forwarded-for': address },
      });
      await route.fulfill({ response });
    } catch (error) {
      // A call still on its way when the flow ends, or when the page leaves (a reload, a sign-in
      // or sign-out loading the site again), has no page left to answer.
      if (!/Test ended|has been closed|has been disposed/.test(String(error))) throw error;
    }
  });
}

const CLIENT_CREDENTIAL = `Basic ${Buffer.from('portal:portal_secret').toString('base64')}`;

/**
 * Signs a personal user in as the login page does: the token endpoint sets the refresh-token
 * cookie in the browser (the page's `request` shares its cookies), the user is stored as the
 * session (`TC_` keys in localStorage), then the page reloaded gets its access token from the
 * cookie. Each call comes from its own documentation address (see API_ORIGIN), so that sign-ins
 * of parallel flows do not share a rate limit.
 */
export async function signInPersonal(
  page: Page,
  { username, password }: { username: string; password: string },
) {
  if (!page.url().startsWith('http')) {
    // At start-up the app asks for an organization session: refused, it clears the stored one;
    // granted, it sets its own cookie. Sign in only after that answer.
    const startup = page.waitForResponse((answer) =>
      answer.url().includes('/api/bgcloud-auth/oauth/token'),
    );
    await page.goto('/home');
    await startup;
  }
  const response = await page.request.post(`${API_ORIGIN}/api/bgcloud-auth/oauth/token`, {
    params: { grant_type: 'password', username, password, tenantId: '000000' },
    headers: {
      Authorization: CLIENT_CREDENTIAL,
      'User-Type': 'personal',
      'X-Forwarded-For': `198.51.100.${1 + Math.floor(Math.random() * 250)}`,
    },
  });
  expect(response.ok(), 'personal sign-in').toBeTruthy();
  const token = (await response.json()) as {
    tenant_id: string;
    nick_name: string;
    user_name: string;
  };
  await page.evaluate((answer) => {
    const set = (key: string, value: unknown) =>
      localStorage.setItem(`TC_${key}`, JSON.stringify(value));
    set('tenantId', answer.tenant_id);
    set('userInfo', {
      nick_name: answer.nick_name,
      type: 'personal',
      adName: '',
      username: answer.user_name,
    });
  }, token);
  await page.reload();
}

/**
 * An access token of the browser's session, for a flow's own API calls. The portal keeps its
 * access token in memory, out of a script's reach; the flow renews the session with the
 * refresh-token cookie the browser holds, as a new page of the site does.
 */
export async function sessionAccessToken(page: Page): Promise<string> {
  const response = await page.request.post(`${API_ORIGIN}/api/bgcloud-auth/oauth/token`, {
    params: { grant_type: 'refresh_token', tenantId: '000000' },
    headers: { Authorization: CLIENT_CREDENTIAL },
  });
  expect(response.ok(), 'a signed-in session').toBeTruthy();
  return ((await response.json()) as { access_token: string }).access_token;
}

/**
 * The headers of the demo organization's own calls to the API: its token, signed in by its
 * network address, and that address (see API_ORIGIN: asked of the API directly).
 */
export async function organizationApiHeaders(page: Page): Promise<Record<string, string>> {
  const response = await page.request.post(`${API_ORIGIN}/api/bgcloud-auth/oauth/token`, {
    params: { grant_type: 'organization_ip', tenantId: '000000' },
    headers: {
      Authorization: CLIENT_CREDENTIAL,
      'User-Type': 'organization',
      'X-Forwarded-For': ORGANIZATION_ADDRESS,
    },
  });
  expect(response.ok(), 'an organization signed in by its address').toBeTruthy();
  const { access_token: accessToken } = (await response.json()) as { access_token: string };
  return { 'Portal-Auth': `bearer ${accessToken}`, 'X-Forwarded-For': ORGANIZATION_ADDRESS };
}

/** The names of the IndexedDB databases the page's origin holds. */
export async function browserDatabases(page: Page): Promise<(string | undefined)[]> {
  return page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name));
}

/**
 * Puts print copies of these books in the browser's cart, outside the page's code (as another
 * tab would): the database is created as Dexie makes it (its version 1 is IndexedDB's 10).
 */
export async function putInBrowserCart(page: Page, bookIds: number[]): Promise<void> {
  await page.evaluate(async (ids) => {
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('ShoppingCartDB', 10);
      open.onerror = () => reject(open.error);
      open.onupgradeneeded = () => {
        const store = open.result.createObjectStore('cart', { keyPath: 'id' });
        store.createIndex('mediumCode', 'mediumCode');
        store.createIndex('pid', 'pid');
      };
      open.onsuccess = () => {
        const tx = open.result.transaction('cart', 'readwrite');
        const now = new Date().toISOString();
        for (const id of ids) {
          tx.objectStore('cart').put({
            id,
            mediumCode: 'print',
            pid: id,
            quantity: 1,
            addedTime: now,
            updatedTime: now,
          });
        }
        tx.oncomplete = () => {
          open.result.close();
          resolve();
        };
        tx.onerror = () => reject(tx.error);
      };
    });
  }, bookIds);
}

/**
 * Records the scripts the page downloads from now on, with their compressed size as sent.
 * `settled()` waits for every size: Playwright reports them after the request has finished.
 */
export function recordScripts(page: Page) {
  const scripts: Promise<{ url: string; bytes: number }>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(
      request.sizes().then((sizes) => ({ url: request.url(), bytes: sizes.responseBodySize })),
    );
  });
  return { settled: () => Promise.all(scripts) };
}

/**
 * The site's TeX renderer in the browser: Temml and the component around it, which a page loads
 * only for TeX the API did not give as MathML. KaTeX's chunks are those of builds before it.
 */
export const TEX_RENDERER_SCRIPT = /\/(temml|tex-text|katex|katex-text)\.[^/]*js$/;

/** The total size of a list of recorded scripts. */
export function scriptBytes(scripts: readonly { bytes: number }[]): number {
  return scripts.reduce((total, script) => total + script.bytes, 0);
}

/** The PDF viewer's first page rendered to a canvas: drawn, and not blank. */
export async function expectPdfRendered(page: Page) {
  const canvas = page.getByRole('img', { name: /^Page 1 of \d+ of the PDF$/ });
  await expect(canvas).toBeVisible();
  await expect(canvas).toHaveAttribute('aria-busy', 'false');
  const inked = await canvas.evaluate((element) => {
    const target = element as HTMLCanvasElement;
    const context = target.getContext('2d');
    if (!context || target.width === 0) return false;
    const { data } = context.getImageData(0, 0, target.width, target.height);
    for (let index = 0; index < data.length; index += 4) {
      if (data[index]! < 200 || data[index + 1]! < 200 || data[index + 2]! < 200) return true;
    }
    return false;
  });
  expect(inked, 'the PDF page has text drawn on it').toBe(true);
}

/** The browser prefers English (the portal's default comes from it), before any page script runs. */
export async function preferEnglish(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'languages', {
      get: () => ['en-US', 'en'],
      configurable: true,
    });
  });
}

/** How far the page is scrolled, in whole pixels. */
export const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls as a reader does, with the mouse wheel, until the page is at `y` or lower. */
export async function scrollDown(page: Page, y: number) {
  const room = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
  expect(room, 'the page is long enough to scroll').toBeGreaterThan(y);
  await page.mouse.move(640, 400);
  while ((await scrollY(page)) < y) await page.mouse.wheel(0, 300);
  // The wheel scrolls smoothly: wait until it has come to rest.
  let last = -1;
  await expect
    .poll(async () => {
      const now = await scrollY(page);
      const still = now === last;
      last = now;
      return still;
    })
    .toBe(true);
  return scrollY(page);
}
