import type { Page } from '@playwright/test';
import { apiData, expect, preferEnglish, test } from './fixtures';

interface ArticleSummary {
  id: number;
  journalId: number;
  title: { zh: string; en: string };
}

interface BookSummary {
  id: number;
  title: { zh: string; en: string };
}

interface AtomLink {
  rel: string;
  href: string;
  type: string | null;
}

interface AtomEntry {
  id: string;
  title: string;
  updated: string;
  links: AtomLink[];
}

interface AtomFeed {
  parseError: string | null;
  root: string;
  id: string;
  title: string;
  updated: string;
  links: AtomLink[];
  authors: number;
  entries: (AtomEntry & { authors: number })[];
}

const ATOM = 'http://www.w3.org/2005/Atom';
/** RFC 3339, as Atom's dates are. */
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** The feed at `url` as the browser's XML parser reads it. */
async function readAtom(page: Page, url: string): Promise<AtomFeed> {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/atom\+xml/);
  const xml = await response.text();
  return page.evaluate(
    ({ source, namespace }) => {
      const document = new DOMParser().parseFromString(source, 'application/xml');
      const root = document.documentElement;
      const children = (element: Element, name: string) =>
        Array.from(element.children).filter(
          (child) => child.namespaceURI === namespace && child.localName === name,
        );
      // A text construct of type="html" holds HTML: its text is that HTML's text.
      const text = (element: Element, name: string) => {
        const [child] = children(element, name);
        const value = child?.textContent ?? '';
        const html = child?.getAttribute('type') === 'html';
        const read = html
          ? (new DOMParser().parseFromString(value, 'text/html').body.textContent ?? '')
          : value;
        return read.trim();
      };
      const links = (element: Element) =>
        children(element, 'link').map((link) => ({
          rel: link.getAttribute('rel') ?? 'alternate',
          href: link.getAttribute('href') ?? '',
          type: link.getAttribute('type'),
        }));
      return {
        parseError: document.querySelector('parsererror')?.textContent ?? null,
        root: `${root.namespaceURI} ${root.localName}`,
        id: text(root, 'id'),
        title: text(root, 'title'),
        updated: text(root, 'updated'),
        links: links(root),
        authors: children(root, 'author').length,
        entries: children(root, 'entry').map((entry) => ({
          id: text(entry, 'id'),
          title: text(entry, 'title'),
          updated: text(entry, 'updated'),
          links: links(entry),
          authors: children(entry, 'author').length,
        })),
      };
    },
    { source: xml, namespace: ATOM },
  );
}

/** What RFC 4287 requires of a feed and its entries, with every link absolute to the site. */
function expectValidAtom(feed: AtomFeed, url: string, site: string) {
  expect(feed.parseError, 'well-formed XML').toBeNull();
  expect(feed.root).toBe(`${ATOM} feed`);
  expect(feed.id).not.toBe('');
  expect(feed.title).not.toBe('');
  expect(feed.updated).toMatch(RFC_3339);
  expect(feed.links).toContainEqual(
    expect.objectContaining({ rel: 'self', href: `${site}${url}` }),
  );
  expect(feed.links.find((link) => link.rel === 'alternate')?.href).toMatch(
    new RegExp(`^${site}/`),
  );
  expect(feed.entries.length).toBeGreaterThan(0);
  const ids = new Set<string>();
  for (const entry of feed.entries) {
    expect(entry.id).not.toBe('');
    ids.add(entry.id);
    expect(entry.title).not.toBe('');
    expect(entry.updated).toMatch(RFC_3339);
    expect(feed.authors + entry.authors, 'an author for each entry').toBeGreaterThan(0);
    expect(entry.links.find((link) => link.rel === 'alternate')?.href).toMatch(
      new RegExp(`^${site}/`),
    );
  }
  expect(ids.size, 'entry ids are unique').toBe(feed.entries.length);
}

const alternateOf = (entry: AtomEntry) =>
  entry.links.find((link) => link.rel === 'alternate')!.href;

test.beforeEach(async ({ page }) => {
  await preferEnglish(page);
});

test.afterEach(async ({ consoleErrors }) => {
  expect(consoleErrors, 'console errors on the pages visited').toEqual([]);
});

test("a journal's online-first feed: followed from its page, valid Atom, its newest entry the journal's newest article", async ({
  page,
  baseURL,
}) => {
  const [newest] = (
    await apiData<{ records: ArticleSummary[] }>(
      page,
      '/api/periodical/online-first-articles-list?current=1&size=1',
    )
  ).records;
  expect(newest, 'an online-first article in the seed').toBeDefined();
  const journalId = newest!.journalId;
  const [journalNewest] = (
    await apiData<{ records: ArticleSummary[] }>(
      page,
      `/api/periodical/online-first-articles-list?journalId=${journalId}&current=1&size=1`,
    )
  ).records;

  await page.goto(`/JDetail/${journalId}/about`);
  const follow = page.getByRole('list', { name: 'Follow this journal' });
  const link = follow.getByRole('link', { name: 'Follow online-first articles (Atom feed)' });
  const url = `/api/feeds/journal/${journalId}/online-first.atom`;
  await expect(link).toHaveAttribute('href', url);
  await expect(
    page.locator(`head link[rel="alternate"][type="application/atom+xml"][href="${url}"]`),
  ).toHaveCount(1);

  const feed = await readAtom(page, url);
  expectValidAtom(feed, url, baseURL!);
  const first = feed.entries[0]!;
  expect(first.title).toBe(journalNewest!.title.en);
  expect(alternateOf(first)).toBe(
    `${baseURL}/JDetail/${journalId}/article?id=${journalNewest!.id}`,
  );

  // The entry's link opens the article.
  await page.goto(alternateOf(first));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    journalNewest!.title.en.split('$')[0]!.trim(),
  );
});

test("a journal's latest-issue feed holds the articles of its newest issue", async ({
  page,
  baseURL,
}) => {
  const journalId = 1;
  const years = await apiData<
    { volumes: { issues: { id: number; articleCount: number; publishedDate: string }[] }[] }[]
  >(page, `/api/periodical/volumes-by-annual-issue?journalId=${journalId}`);
  // The newest issue with articles: latest publication date, the later issue on a tie.
  const [issue] = years
    .flatMap((year) => year.volumes)
    .flatMap((volume) => volume.issues)
    .filter((candidate) => candidate.articleCount > 0)
    .sort((a, b) => b.publishedDate.localeCompare(a.publishedDate) || b.id - a.id);
  expect(issue, `an issue of journal ${journalId} with articles`).toBeDefined();
  const contents = await apiData<{ records: ArticleSummary[] }>(
    page,
    `/api/periodical/issue-content-list?issueId=${issue!.id}&current=1&size=100`,
  );
  const url = `/api/feeds/journal/${journalId}/latest-issue.atom`;
  const feed = await readAtom(page, url);
  expectValidAtom(feed, url, baseURL!);
  expect(feed.entries.map(alternateOf).sort()).toEqual(
    contents.records
      .map((article) => `${baseURL}/JDetail/${journalId}/article?id=${article.id}`)
      .sort(),
  );
});

test('new books and news: each followed from its page, valid Atom, the newest first', async ({
  page,
  baseURL,
}) => {
  const [newestBook] = (
    await apiData<{ records: BookSummary[] }>(
      page,
      '/api/bookmain/homepage?type=recent&current=1&size=1',
    )
  ).records;

  await page.goto('/books/book');
  const followBooks = page.getByRole('link', { name: 'Follow new books (Atom feed)' });
  await expect(followBooks).toHaveAttribute('href', '/api/feeds/books.atom');
  const books = await readAtom(page, '/api/feeds/books.atom');
  expectValidAtom(books, '/api/feeds/books.atom', baseURL!);
  expect(books.entries[0]!.title).toBe(newestBook!.title.en);
  await page.goto(alternateOf(books.entries[0]!));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newestBook!.title.en);

  await page.goto('/news');
  await expect(page.getByRole('link', { name: 'Follow news (Atom feed)' })).toHaveAttribute(
    'href',
    '/api/feeds/news.atom',
  );
  await expect(page.locator('head link[rel="alternate"][href="/api/feeds/news.atom"]')).toHaveCount(
    1,
  );
  const news = await readAtom(page, '/api/feeds/news.atom');
  expectValidAtom(news, '/api/feeds/news.atom', baseURL!);
  await page.goto(alternateOf(news.entries[0]!));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(news.entries[0]!.title);

  // In Chinese, the Follow link speaks Chinese too.
  await page.goto('/news');
  await page
    .getByRole('banner')
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: '中文' })
    .click();
  await expect(page.getByRole('link', { name: '关注新闻 (Atom 订阅源)' })).toBeVisible();
});
