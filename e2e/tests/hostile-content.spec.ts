import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { ORGANIZATION_ADDRESS, putInBrowserCart } from './fixtures';
import {
  HOSTILE_API,
  HOSTILE_SITE,
  startHostileSite,
  type HostileSite,
} from './hostile/hostile-site';
import { HOSTILE_HOST, labelsIn, PAYLOADS } from './hostile/payloads';

// Hostile content: the catalogue, every text a reader sees, full of XSS payloads (hostile/), and
// every kind of page that shows them opened in English and Chinese. No payload may run, no page
// may break the Content Security Policy, and each page must still read: its heading and the
// payloads' labels shown, and every payload's text shown as text somewhere.

// One hostile deployment, so one worker: the flows run in order. Each opens every kind of page
// of a section in both languages: past two minutes on a busy two-core CI.
test.describe.configure({ mode: 'default', timeout: 240_000 });

type Language = 'en' | 'zh';
const LANGUAGES: readonly Language[] = ['en', 'zh'];

/** Anything a hostile text made a page do that it must not, and what is only counted. */
interface Incident {
  kind:
    | 'payload ran'
    | 'dialog'
    | 'CSP violation'
    | 'hostile request'
    | 'live markup'
    | 'page error'
    | 'console error';
  detail: string;
  url: string;
}

interface Reader {
  language: Language;
  context: BrowserContext;
  page: Page;
  incidents: Incident[];
}

/** What the flows saw, for the closing count. */
const seen = {
  pages: 0,
  labels: new Set<number>(),
  /** Payloads whose whole text a page showed as text. */
  verbatim: new Set<number>(),
  incidents: [] as Incident[],
};

let site: HostileSite | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  site = await startHostileSite();
});

test.afterAll(async () => {
  await site?.stop();
  const count = (kind: Incident['kind']) => seen.incidents.filter((i) => i.kind === kind).length;
  console.log(
    `Hostile content: ${PAYLOADS.length} payloads in ${site?.database.fields.length} fields ` +
      `(${site?.database.rows} rows); ${seen.pages} pages visited; ` +
      `labels read ${seen.labels.size}/${PAYLOADS.length}, whole texts read ${seen.verbatim.size}; ` +
      `payloads run ${count('payload ran')}, dialogs ${count('dialog')}, ` +
      `CSP violations ${count('CSP violation')}, hostile requests ${count('hostile request')}, ` +
      `live markup ${count('live markup')}`,
  );
});

/** A reader in one language whose context reports every incident, in any of its pages. */
async function openReader(browser: Browser, language: Language): Promise<Reader> {
  const context = await browser.newContext({
    baseURL: HOSTILE_SITE,
    locale: language === 'zh' ? 'zh-CN' : 'en-US',
  });
  const incidents: Incident[] = [];
  const report = (kind: Incident['kind'], detail: string, url: string) => {
    const incident = { kind, detail, url };
    incidents.push(incident);
    seen.incidents.push(incident);
  };
  // In every frame of every page: what a payload calls when it runs, and the CSP's reports.
  await context.exposeBinding('__xss', ({ page }, n: unknown) =>
    report('payload ran', `payload ${String(n)}`, page.url()),
  );
  await context.exposeBinding('__cspViolation', ({ page }, detail: string) =>
    report('CSP violation', detail, page.url()),
  );
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        // Any report fails, even of a handler the browser's sanitizer parses and drops: the API
        // sends no handler at all (api/src/lib/safe-html.ts).
        const reporter = window as unknown as { __cspViolation(detail: string): void };
        reporter.__cspViolation(
          `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ` +
            `(${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
        );
      },
      true,
    );
  });
  await context.route(
    (url) => url.hostname === HOSTILE_HOST,
    (route) => {
      const request = route.request();
      report('hostile request', request.url(), request.frame().url());
      return route.abort();
    },
  );
  context.on('dialog', (dialog) => {
    report('dialog', `${dialog.type()}: ${dialog.message()}`, dialog.page()?.url() ?? '');
    void dialog.dismiss();
  });
  context.on('page', (page) => {
    page.on('pageerror', (error) =>
      report('page error', `${error.name}: ${error.message}`, page.url()),
    );
    page.on('console', (message) => {
      // The policy's refusals are counted from their events, which say what was refused.
      if (message.type() !== 'error' || /Content Security Policy/i.test(message.text())) return;
      report('console error', message.text(), page.url());
    });
  });
  const page = await context.newPage();
  return { language, context, page, incidents };
}

/**
 * Markup a payload left alive in the page: event-handler attributes, script-running addresses,
 * frames and other elements no text may add. React's own replacement of a `javascript:` address
 * (it throws, saying it blocked one) is inert.
 */
function liveMarkup(): string[] {
  const ADDRESS_ATTRIBUTES = new Set([
    'href',
    'xlink:href',
    'src',
    'srcset',
    'action',
    'formaction',
    'data',
    'poster',
    'background',
    'ping',
    'to',
    'from',
    'values',
    'style',
  ]);
  const found: string[] = [];
  const describe = (element: Element) => element.outerHTML.slice(0, 160);
  // The server's query cache for the page (a JSON data block): a browser never runs it. A text
  // breaking out of it would be markup of its own, which the rest of this check finds.
  const isDataBlock = (element: Element) =>
    element.localName === 'script' && element.getAttribute('type') === 'application/json';
  for (const element of Array.from(document.querySelectorAll('*'))) {
    for (const { name, value } of Array.from(element.attributes)) {
      const lowered = name.toLowerCase();
      // Browsers ignore control characters and spaces in a scheme.
      // eslint-disable-next-line no-control-regex -- control characters are what is dropped
      const squeezed = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      const blockedByReact = squeezed.startsWith("javascript:thrownewerror('reacthasblocked");
      if (
        lowered.startsWith('on') ||
        lowered === 'srcdoc' ||
        (ADDRESS_ATTRIBUTES.has(lowered) &&
          !blockedByReact &&
          /javascript:|vbscript:|data:text\/html|xss\.invalid/.test(squeezed))
      ) {
        found.push(`${name} on ${describe(element)}`);
      }
    }
    const tag = element.localName;
    const text = element.textContent ?? '';
    if (
      ['iframe', 'frame', 'object', 'embed', 'base'].includes(tag) ||
      (tag === 'meta' &&
        element.hasAttribute('http-equiv') &&
        /refresh/i.test(element.outerHTML)) ||
      (['script', 'style'].includes(tag) &&
        !isDataBlock(element) &&
        /__xss|xss\.invalid/.test(text))
    ) {
      found.push(describe(element));
    }
  }
  return found;
}

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Notes what the page shows as text: the labels and the payloads shown whole. */
function read(text: string) {
  for (const id of labelsIn(text)) seen.labels.add(id);
  const squeezed = squeeze(text);
  for (const payload of PAYLOADS) {
    if (squeezed.includes(squeeze(payload.text))) seen.verbatim.add(payload.id);
  }
}

/** Waits out what a payload might do late: lazy chunks (Temml), images failing, animations. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
}

/** Opens one page: its heading, hostile texts in its main part shown as text, nothing alive. */
async function visit(reader: Reader, target: string) {
  const { page, language } = reader;
  await test.step(`${language} ${target}`, async () => {
    await page.goto(target);
    await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh' ? 'zh-CN' : 'en');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('main')).toContainText(/\[XSS-\d{2}\]/);
    await settle(page);
    read(await page.locator('body').innerText());
    for (const markup of await page.evaluate(liveMarkup)) {
      const incident = { kind: 'live markup', detail: markup, url: page.url() } as const;
      reader.incidents.push(incident);
      seen.incidents.push(incident);
    }
    seen.pages += 1;
  });
}

/** A generated cover opened by its address: an SVG document of its own, titles escaped. */
async function visitCover(reader: Reader, target: string) {
  const { page, language } = reader;
  await test.step(`${language} ${target}`, async () => {
    await page.goto(target);
    await settle(page);
    const text = await page.evaluate(() => document.documentElement.textContent ?? '');
    expect(labelsIn(text).length, `labels in ${target}`).toBeGreaterThan(0);
    read(text);
    expect(await page.evaluate(liveMarkup), `live markup in ${target}`).toEqual([]);
    seen.pages += 1;
  });
}

/** Both readers, side by side, each through its own pages; then no incident anywhere. */
async function inBothLanguages(browser: Browser, flow: (reader: Reader) => Promise<void>) {
  const readers = await Promise.all(LANGUAGES.map((language) => openReader(browser, language)));
  try {
    await Promise.all(readers.map(flow));
    const incidents = readers.flatMap((reader) => reader.incidents);
    expect(incidents).toEqual([]);
  } finally {
    await Promise.all(readers.map((reader) => reader.context.close()));
  }
}

interface Envelope<T> {
  data: T;
}

async function apiData<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.ok(), url).toBeTruthy();
  return ((await response.json()) as Envelope<T>).data;
}

/** The payload a text starts with: hostile texts are a payload, a space, the seed's text. */
function payloadOf(text: string): string {
  const payload = PAYLOADS.find((candidate) => text.startsWith(`${candidate.text} `));
  if (!payload) throw new Error(`No payload starts ${text}`);
  return payload.text;
}

test('the home page, its widgets and the generated covers', async ({ browser }) => {
  await inBothLanguages(browser, async (reader) => {
    await visit(reader, '/home');
    for (const kind of ['journal', 'book', 'news']) {
      await visitCover(reader, `/api/covers/${kind}/1.svg`);
    }
  });
});

test('journal lists, a journal, its board, volumes, issue and article (with its references), search', async ({
  browser,
}) => {
  await inBothLanguages(browser, async (reader) => {
    const { page } = reader;
    await page.goto('/home');
    const journal = await apiData<{ title: { en: string }; abbreviation: string }>(
      page,
      '/api/periodical/detail?id=1',
    );
    const years = await apiData<{ volumes: { issues: { id: number }[] }[] }[]>(
      page,
      '/api/periodical/volumes-by-annual-issue?journalId=1',
    );
    const issueId = years[0]!.volumes[0]!.issues[0]!.id;
    const articles = await apiData<{ records: { id: number }[] }>(
      page,
      `/api/periodical/issue-content-list?issueId=${issueId}&current=1&size=1`,
    );
    const articleId = articles.records[0]!.id;
    const query = encodeURIComponent(payloadOf(journal.title.en));
    for (const target of [
      '/journals/journal',
      `/journals/journal?q=${query}`,
      '/journals/journalList',
      '/journals/journalFirst',
      '/journals/journalOnline',
      '/online',
      '/JDetail/1/about',
      '/JDetail/1/board',
      '/JDetail/1/volumes',
      `/JDetail/1/issue?id=${issueId}`,
      '/JDetail/1/online-first',
      '/JDetail/1/accepted',
      `/JDetail/1/article?id=${articleId}`,
      `/journalabbr/${encodeURIComponent(journal.abbreviation)}`,
      // Results of every kind, their highlighted titles and passages inserted as HTML.
      '/search?q=operator',
    ]) {
      await visit(reader, target);
    }
  });
});

test('the book home, lists, series, a book and a chapter', async ({ browser }) => {
  await inBothLanguages(browser, async (reader) => {
    const { page } = reader;
    await page.goto('/home');
    const book = await apiData<{ title: { en: string } }>(page, '/api/bookmain/bookdetail?id=1');
    for (const target of [
      '/books/book',
      '/books/bookList',
      `/books/bookList?q=${encodeURIComponent(payloadOf(book.title.en))}`,
      '/books/bookLight',
      '/books/bookSuccession',
      '/books/bookSuccessionList?id=1',
      '/BDetail/1',
      '/ChapterDetail/1',
    ]) {
      await visit(reader, target);
    }
  });
});

test('news, a news item and an announcement, FAQ, ordering and contact', async ({ browser }) => {
  await inBothLanguages(browser, async (reader) => {
    const { page } = reader;
    await page.goto('/home');
    const home = await apiData<{
      news: { id: number; title: { zh: string } }[];
      announcements: { id: number }[];
    }>(page, '/api/cms/home-page?size=1');
    const faqs = await apiData<{ faqs: { id: number }[] }[]>(page, '/api/cms/faq-list');
    const news = home.news[0]!;
    for (const target of [
      '/news',
      `/news?q=${encodeURIComponent(payloadOf(news.title.zh))}`,
      `/newsDetail/${news.id}`,
      `/newsDetail/${home.announcements[0]!.id}`,
      '/faqDetail',
      '/faqDetail?q=XSS',
      `/faqDetail/${faqs[0]!.faqs[0]!.id}`,
      '/ordering?p=0-0',
      '/ordering?p=1-0',
      '/contact',
    ]) {
      await visit(reader, target);
    }
  });
});

/** Signs the demo reader in on the login page, which then opens My account. */
async function signIn({ page, language }: Reader) {
  const zh = language === 'zh';
  await page.goto('/login?returnUrl=%2Fmine');
  const form = page.getByRole('tabpanel', { name: zh ? '个人登录' : 'Personal' });
  await form.getByLabel(zh ? '电子邮箱' : 'E-mail', { exact: true }).fill('reader@example.com');
  await form.getByLabel(zh ? '密码' : 'Password', { exact: true }).fill('Reader2026');
  await form.getByRole('button', { name: zh ? '登录' : 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/mine$/);
}

/**
 * Makes the page a reader on the demo organization's network: its API calls go to the hostile API
 * directly, which believes `X-Forwarded-For` from this machine.
 */
async function onOrganizationNetwork(page: Page) {
  await page.route('**/api/**', async (route) => {
    const { pathname, search } = new URL(route.request().url());
    const response = await route.fetch({
      url: `${HOSTILE_API}${pathname}${search}`,
      headers: { ...route.request().headers(), 'x-forwarded-for': ORGANIZATION_ADDRESS },
    });
    await route.fulfill({ response });
  });
}

test("the cart and a reader's account", async ({ browser }) => {
  await inBothLanguages(browser, async (reader) => {
    const { page } = reader;
    await page.goto('/home');
    await putInBrowserCart(page, [1, 2, 3]);
    await visit(reader, '/shoppingCart');
    await signIn(reader);
    for (const target of ['/mine', '/mine/orders', '/mine/subscriptions']) {
      await visit(reader, target);
    }
  });
});

test("an organization's reader: its name in the header, its books", async ({ browser }) => {
  await inBothLanguages(browser, async (reader) => {
    await onOrganizationNetwork(reader.page);
    await visit(reader, '/home');
    await visit(reader, '/books/bookOrganization');
  });
});

test('every payload was read as text: its label on some page, its whole text on another', () => {
  const missing = (read: Set<number>) =>
    PAYLOADS.filter((p) => !read.has(p.id)).map((p) => p.label);
  expect(missing(seen.labels), 'payloads whose label no page showed').toEqual([]);
  expect(missing(seen.verbatim), 'payloads no page showed whole, as text').toEqual([]);
});
