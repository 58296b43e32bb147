/**
 * robots.txt and the sitemaps as a crawler reads them, from the index down, against the seeded
 * catalogue: well-formed, every page once at the address readers open, dated from its rows.
 */
import { CRAWLER_FILES, CRAWLER_FILES_API_PREFIX, SITEMAP_KINDS } from '@portal/contract';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { buildApp, type App, type AppOptions } from '../../../app';
import { setupTestApp } from '../../../../test/helper';
import { TEST_PASSWORD_HASH_COST } from '../../../../test/test-db';
import { SITEMAP_PAGE_SIZE } from '..';
import { writeUrlset } from '../sitemap-xml';

const context = setupTestApp();
const sql = <T extends object>(text: string, params: unknown[] = []) =>
  context().db.query<T>(text, params);

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const ORIGIN = 'http://localhost';

interface Entry {
  loc: string;
  lastmod?: string;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  isArray: (name) => ['url', 'sitemap'].includes(name),
});

/** Where the API answers a file the site serves at its root. */
const apiPath = (rootPath: string) => `${CRAWLER_FILES_API_PREFIX}${rootPath}`;

/** The file at a URL of the site (`http://localhost/sitemap-books-1.xml`), from the API. */
const apiPathOf = (url: string, origin = ORIGIN) => {
  expect(url.startsWith(`${origin}/`)).toBe(true);
  return apiPath(url.slice(origin.length));
};

/** GETs a sitemap or an index: well-formed XML of the protocol's namespace, UTF-8, its entries. */
async function readXml(
  path: string,
  root: 'urlset' | 'sitemapindex',
  { app = context().app, headers = {} }: { app?: App; headers?: Record<string, string> } = {},
) {
  const response = await app.inject({ method: 'GET', url: path, headers });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  expect(XMLValidator.validate(response.body)).toBe(true);
  const document = parser.parse(response.body) as Record<
    string,
    { xmlns: string; url?: Entry[]; sitemap?: Entry[] }
  >;
  const top = document[root];
  expect(top?.xmlns).toBe(NAMESPACE);
  const entries = (root === 'urlset' ? top?.url : top?.sitemap) ?? [];
  expect(entries.length).toBeLessThanOrEqual(50_000);
  expect(Buffer.byteLength(response.body)).toBeLessThan(50 * 1024 * 1024);
  return { response, entries };
}

/** Every page the sitemaps list, from the index down. */
async function readAllPages(options: { app?: App; headers?: Record<string, string> } = {}) {
  const { entries: sitemaps } = await readXml(
    apiPath(CRAWLER_FILES.sitemapIndex),
    'sitemapindex',
    options,
  );
  const pages: Entry[] = [];
  for (const sitemap of sitemaps) {
    const { entries } = await readXml(apiPathOf(sitemap.loc), 'urlset', options);
    pages.push(...entries);
  }
  return { sitemaps, pages };
}

/** RFC 9309: the longest rule matching a path decides, Allow winning a tie; no rule allows. */
function allows(robots: string, path: string): boolean {
  const rules = robots
    .split('\n')
    .map((line) => /^(Allow|Disallow):\s*(\S*)$/.exec(line))
    .flatMap((match) => (match?.[2] ? [{ allow: match[1] === 'Allow', path: match[2] }] : []))
    .filter((rule) => path.startsWith(rule.path))
    .sort((a, b) => b.path.length - a.path.length || Number(b.allow) - Number(a.allow));
  return rules[0]?.allow ?? true;
}

const TABLES = {
  journals: 'journals',
  articles: 'articles',
  books: 'books',
  chapters: 'book_chapters',
  news: 'news',
} as const;

describe('GET /api/crawlers/sitemap.xml', () => {
  it('lists a sitemap for each range of ids of each kind that has pages, with its newest date', async () => {
    const { entries, response } = await readXml(
      apiPath(CRAWLER_FILES.sitemapIndex),
      'sitemapindex',
    );
    expect(response.headers['cache-control']).toBe('public, no-cache');
    expect(response.headers.etag).toBeDefined();
    const expected: Entry[] = [];
    for (const kind of SITEMAP_KINDS) {
      const pages = await sql<{ page: number }>(
        `select distinct ((id - 1) / $1 + 1)::int as page from ${TABLES[kind]} order by 1`,
        [SITEMAP_PAGE_SIZE],
      );
      expect(pages.length).toBeGreaterThan(0);
      expected.push(
        ...pages.map(({ page }) => ({ loc: `${ORIGIN}${CRAWLER_FILES.sitemap(kind, page)}` })),
      );
    }
    expect(entries.map(({ loc }) => ({ loc }))).toEqual(expected);
    const [newest] = await sql<{ day: string }>(
      `select to_char(max(coalesce(published_date, published_online_date, accepted_date)),
                      'YYYY-MM-DD') as day
         from articles where id <= $1`,
      [SITEMAP_PAGE_SIZE],
    );
    expect(entries.find((entry) => entry.loc.endsWith('/sitemap-articles-1.xml'))?.lastmod).toBe(
      newest?.day,
    );
    // A journal's page records no date.
    expect(entries.find((entry) => entry.loc.endsWith('/sitemap-journals-1.xml'))?.lastmod).toBe(
      undefined,
    );
  });
});

describe('the sitemaps', () => {
  it('list every journal, article, book, chapter and news page once, as readers open them', async () => {
    const { pages } = await readAllPages();
    const counts = await sql<Record<keyof typeof TABLES, number>>(
      `select ${Object.entries(TABLES)
        .map(([kind, table]) => `(select count(*)::int from ${table}) as ${kind}`)
        .join(', ')}`,
    );
    const locs = pages.map((page) => page.loc);
    expect(new Set(locs).size).toBe(locs.length);
    const count = (pattern: RegExp) => locs.filter((loc) => pattern.test(loc)).length;
    expect({
      journals: count(/^http:\/\/localhost\/JDetail\/\d+$/),
      articles: count(/^http:\/\/localhost\/JDetail\/\d+\/article\?id=\d+$/),
      books: count(/^http:\/\/localhost\/BDetail\/\d+$/),
      chapters: count(/^http:\/\/localhost\/ChapterDetail\/\d+$/),
      news: count(/^http:\/\/localhost\/newsDetail\/\d+$/),
    }).toEqual(counts[0]);
    expect(locs.length).toBe(Object.values(counts[0] ?? {}).reduce((a, b) => a + b, 0));
    expect(counts[0]?.articles).toBeGreaterThan(1000);
  });

  it("date a known article by its issue's day, an online-first one by its online day", async () => {
    const [published] = await sql<{ id: number; journal_id: number; day: string }>(
      `select id, journal_id, to_char(published_date, 'YYYY-MM-DD') as day from articles
        where status = 'published' order by published_date desc, id desc limit 1`,
    );
    const [online] = await sql<{ id: number; journal_id: number; day: string }>(
      `select id, journal_id, to_char(published_online_date, 'YYYY-MM-DD') as day from articles
        where status = 'online_first' order by id limit 1`,
    );
    for (const article of [published, online]) {
      const page = Math.ceil((article?.id ?? 0) / SITEMAP_PAGE_SIZE);
      const { entries } = await readXml(apiPath(CRAWLER_FILES.sitemap('articles', page)), 'urlset');
      expect(
        entries.find(
          (entry) =>
            entry.loc === `${ORIGIN}/JDetail/${article?.journal_id}/article?id=${article?.id}`,
        ),
      ).toEqual({
        loc: `${ORIGIN}/JDetail/${article?.journal_id}/article?id=${article?.id}`,
        lastmod: article?.day,
      });
    }
  });

  it('date a published book and its chapters by the day it came out, a forthcoming one not', async () => {
    const [book] = await sql<{ id: number; day: string; chapter_id: number }>(
      `select b.id, to_char(b.publish_date, 'YYYY-MM-DD') as day, min(c.id) as chapter_id
         from books b join book_chapters c on c.book_id = b.id
        where b.publish_status = 'published' group by b.id order by b.id limit 1`,
    );
    const [forthcoming] = await sql<{ id: number }>(
      `select id from books where publish_status = 'forthcoming' order by id limit 1`,
    );
    const { pages } = await readAllPages();
    const byLoc = new Map(pages.map((page) => [page.loc, page]));
    expect(byLoc.get(`${ORIGIN}/BDetail/${book?.id}`)?.lastmod).toBe(book?.day);
    expect(byLoc.get(`${ORIGIN}/ChapterDetail/${book?.chapter_id}`)?.lastmod).toBe(book?.day);
    expect(byLoc.get(`${ORIGIN}/BDetail/${forthcoming?.id}`)).toEqual({
      loc: `${ORIGIN}/BDetail/${forthcoming?.id}`,
    });
    for (const page of pages) {
      if (page.lastmod) expect(page.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}Z)?$/);
    }
  });

  it('list no private page and nothing of the API', async () => {
    const { pages } = await readAllPages();
    for (const { loc } of pages) {
      expect(loc).not.toMatch(/\/(shoppingCart|paid|mine|login|register|api)(\/|\?|$)/);
    }
  });

  it('answer 404 past the catalogue and 400 for a page that is no number', async () => {
    const past = await context().app.inject({
      method: 'GET',
      url: apiPath(CRAWLER_FILES.sitemap('journals', 2)),
    });
    expect(past.statusCode).toBe(404);
    expect(past.json()).toMatchObject({ code: 404, success: false, msg: 'No sitemap journals 2' });
    for (const page of ['0', 'x', '1.5']) {
      const bad = await context().app.inject({
        method: 'GET',
        url: apiPath(`/sitemap-books-${page}.xml`),
      });
      expect(bad.statusCode).toBe(400);
    }
  });
});

describe('GET /api/crawlers/robots.txt', () => {
  it('lets crawlers read the pages and what they are made of, not private pages, and names the index', async () => {
    const response = await context().app.inject({
      method: 'GET',
      url: apiPath(CRAWLER_FILES.robots),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, no-cache');
    const robots = response.body;
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Sitemap: http:\/\/localhost\/sitemap\.xml$/m);
    for (const path of [
      '/home',
      '/JDetail/2',
      '/JDetail/2/article?id=10',
      '/BDetail/3',
      '/ChapterDetail/40',
      '/newsDetail/1',
      '/sitemap.xml',
      '/sitemap-articles-1.xml',
      '/api/periodical/issue-content-detail?id=10',
      '/api/bookmain/bookdetail?id=3',
      '/api/cms/announcement-detail?id=1',
      '/api/covers/book/3.svg',
      // The open-access full texts, as the pages' citation_pdf_url names them.
      '/api/resource/pdf/download?type=article&id=10&mode=read',
      '/api/resource/pdf/download?type=chapter&id=40&mode=read',
      '/api/resource/pdf/download?type=book&id=3&mode=read',
    ]) {
      expect({ path, allowed: allows(robots, path) }).toEqual({ path, allowed: true });
    }
    for (const path of [
      '/shoppingCart',
      '/paid?orderNo=1',
      '/mine/orders',
      '/login',
      '/register',
      '/staff/import',
      '/api/bgcloud-user/profile',
      '/api/bgcloud-order/payment/my-orders-page',
      '/api/bgcloud-auth/oauth/token',
      '/api/resource/pdf/download?id=1',
      '/api/resource/pdf/checkauth?type=article&id=10',
      '/api/resource/pdf/access-history',
      '/api/crawlers/sitemap.xml',
    ]) {
      expect({ path, allowed: allows(robots, path) }).toEqual({ path, allowed: false });
    }
  });
});

describe("the crawlers' files' links", () => {
  const extraApp = (options: Omit<AppOptions, 'db'>) =>
    buildApp({ db: context().db, auth: { passwordHashCost: TEST_PASSWORD_HASH_COST }, ...options });

  it("follow a trusted proxy's forwarded host, each host its own cached answer", async () => {
    const app = await extraApp({ auth: { trustedProxies: ['10.0.0.0/8'] } });
    try {
      for (const host of ['site.example', 'other.example']) {
        const response = await app.inject({
          method: 'GET',
          url: apiPath(CRAWLER_FILES.sitemapIndex),
          headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': host },
          remoteAddress: '10.0.0.5',
        });
        expect(response.body).toContain(`<loc>https://${host}/sitemap-journals-1.xml</loc>`);
      }
      const robots = await app.inject({
        method: 'GET',
        url: apiPath(CRAWLER_FILES.robots),
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'site.example' },
        remoteAddress: '10.0.0.5',
      });
      expect(robots.body).toContain('Sitemap: https://site.example/sitemap.xml');
    } finally {
      await app.close();
    }
  });

  it('are under PUBLIC_SITE_URL, its base path in the rules, its text escaped', async () => {
    const site = "https://maths.example/a&b'";
    const app = await extraApp({ publicSiteUrl: site });
    try {
      const options = { app, headers: { host: 'elsewhere.example' } };
      const { entries } = await readXml(
        apiPath(CRAWLER_FILES.sitemapIndex),
        'sitemapindex',
        options,
      );
      expect(entries[0]?.loc).toBe(`${site}/sitemap-journals-1.xml`);
      const { response } = await readXml(apiPathOf(entries[0]?.loc ?? '', site), 'urlset', options);
      expect(response.body).toContain('<loc>https://maths.example/a&amp;b&apos;/JDetail/1</loc>');
      expect(response.body).not.toContain('elsewhere.example');
      const robots = await app.inject({ method: 'GET', url: apiPath(CRAWLER_FILES.robots) });
      expect(robots.body).toContain("Disallow: /a&b'/mine\n");
      expect(robots.body).toContain(`Sitemap: ${site}/sitemap.xml`);
    } finally {
      await app.close();
    }
  });
});

describe('writeUrlset', () => {
  it('refuses more URLs than one sitemap may hold', () => {
    const page = { loc: 'https://maths.example/JDetail/1' };
    expect(() => writeUrlset(Array.from({ length: 50_001 }, () => page))).toThrow(/at most 50000/);
  });
});
