import { ATOM_MEDIA_TYPE, FEED_PATHS } from '@portal/contract';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { buildApp, type App, type AppOptions } from '../../../app';
import { setupTestApp } from '../../../../test/helper';
import { TEST_PASSWORD_HASH_COST } from '../../../../test/test-db';

const context = setupTestApp();
const sql = <T extends object>(text: string, params: unknown[] = []) =>
  context().db.query<T>(text, params);

/** Journal 2 is "J. Algebr. Struct."; journal 3 is open access. */
const JOURNAL_ID = 2;
const ATOM_NS = 'http://www.w3.org/2005/Atom';

interface AtomText {
  '#text'?: string;
  type?: string;
}
interface AtomLink {
  href: string;
  rel?: string;
}
interface AtomEntry {
  id: string;
  title: AtomText;
  link: AtomLink[];
  updated: string;
  published?: string;
  author?: { name: string }[];
  summary?: AtomText;
  content?: AtomText;
}
interface AtomFeed {
  xmlns: string;
  id: string;
  title: string;
  updated: string;
  link: AtomLink[];
  author: { name: string; uri?: string }[];
  entry?: AtomEntry[];
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  textNodeName: '#text',
  // Keep every text a string: a title of digits is still a title.
  parseTagValue: false,
  isArray: (name) => ['entry', 'link', 'author'].includes(name),
});

/** What `type="html"` text says once a reader has decoded its HTML. */
const htmlText = (text: AtomText | undefined) =>
  (text?.['#text'] ?? '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/**
 * GETs a feed and checks it is a well-formed Atom 1.0 document with what RFC 4287 requires of a
 * feed and its entries, every link absolute and under `origin`.
 */
async function readFeed(
  path: string,
  { app = context().app, headers = {}, origin = 'http://localhost' }: FeedRequest = {},
) {
  const response = await app.inject({ method: 'GET', url: path, headers });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe(`${ATOM_MEDIA_TYPE}; charset=utf-8`);
  expect(XMLValidator.validate(response.body)).toBe(true);
  const { feed } = parser.parse(response.body) as { feed: AtomFeed };
  expect(feed.xmlns).toBe(ATOM_NS);
  expect(feed.id).toBe(`${origin}${path}`);
  expect(feed.title).not.toBe('');
  expect(feed.updated).toMatch(ISO_INSTANT);
  expect(feed.author[0]?.name).toBe('International Press of Mathematical Sciences');
  const self = feed.link.find((link) => link.rel === 'self');
  const alternate = feed.link.find((link) => link.rel === 'alternate');
  expect(self?.href).toBe(`${origin}${path}`);
  expect(alternate?.href.startsWith(`${origin}/`)).toBe(true);
  const entries = feed.entry ?? [];
  for (const entry of entries) {
    expect(entry.id).toMatch(/^(https?|urn):/);
    expect(htmlText(entry.title)).not.toBe('');
    expect(entry.title.type).toBe('html');
    expect(entry.updated).toMatch(ISO_INSTANT);
    expect(entry.published).toMatch(ISO_INSTANT);
    // An entry's link without rel is its alternate (RFC 4287 4.2.7.2): the page on the site.
    expect(entry.link).toHaveLength(1);
    expect(entry.link[0]?.rel ?? 'alternate').toBe('alternate');
    expect(entry.link[0]?.href.startsWith(`${origin}/`)).toBe(true);
    expect(entry.summary?.type).toBe('html');
  }
  if (entries.length > 1) {
    expect(feed.updated).toBe(
      entries.map((entry) => entry.updated).reduce((a, b) => (a > b ? a : b)),
    );
  }
  return { response, feed, entries };
}

interface FeedRequest {
  app?: App;
  headers?: Record<string, string>;
  origin?: string;
}

/** The article id an entry's link names. */
const articleIdOf = (entry: AtomEntry | undefined) =>
  Number(/article\?id=(\d+)$/.exec(entry?.link[0]?.href ?? '')?.[1]);

describe('GET /api/feeds/journal/{id}/latest-issue.atom', () => {
  it("lists the articles of the journal's newest issue in page order, with DOIs", async () => {
    const [issue] = await sql<{ id: number }>(
      `select i.id from issues i join volumes v on v.id = i.volume_id
        where v.journal_id = $1
        order by i.published_date desc, i.id desc limit 1`,
      [JOURNAL_ID],
    );
    const articles = await sql<{ id: number; doi: string; title_en: string }>(
      `select id, doi, title_en from articles where issue_id = $1 order by first_page, id`,
      [issue?.id],
    );
    const { feed, entries, response } = await readFeed(FEED_PATHS.journalLatestIssue(JOURNAL_ID));
    expect(response.headers['cache-control']).toBe('public, no-cache');
    expect(response.headers.etag).toBeDefined();
    expect(feed.title).toBe('Journal of Algebraic Structures: latest issue');
    expect(feed.link.find((link) => link.rel === 'alternate')?.href).toBe(
      `http://localhost/JDetail/${JOURNAL_ID}/issue?id=${issue?.id}`,
    );
    expect(entries.map(articleIdOf)).toEqual(articles.map((article) => article.id));
    const [first] = entries;
    // The title as plain text: its TeX as Unicode characters.
    expect(articles[0]?.title_en).toContain('$\\mathfrak{sl}_2$');
    expect(htmlText(first?.title)).toBe(articles[0]?.title_en.replace('$\\mathfrak{sl}_2$', '𝔰𝔩₂'));
    expect(first?.id).toBe(`https://doi.org/${articles[0]?.doi}`);
    expect(htmlText(first?.content)).toContain(`>${articles[0]?.doi}</a>`);
    expect(htmlText(first?.content)).toContain('J. Algebr. Struct.');
    expect(first?.author?.length).toBeGreaterThan(0);
  });

  it('answers 404 in the envelope for an unknown journal, 400 for a bad id', async () => {
    const unknown = await context().app.inject({
      method: 'GET',
      url: FEED_PATHS.journalLatestIssue(9999),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: 404,
      success: false,
      data: null,
      msg: 'No journal 9999',
    });
    expect(unknown.headers['cache-control']).toBe('private, no-store');
    const bad = await context().app.inject({
      method: 'GET',
      url: '/api/feeds/journal/x/online-first.atom',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 400, msg: 'params/id must be integer' });
  });
});

describe('GET /api/feeds/journal/{id}/online-first.atom', () => {
  it("lists the journal's newest online-first articles, newest first", async () => {
    const newest = await sql<{ id: number; doi: string }>(
      `select id, doi from articles where journal_id = $1 and status = 'online_first'
        order by published_online_date desc, id desc limit 30`,
      [JOURNAL_ID],
    );
    const { entries } = await readFeed(FEED_PATHS.journalOnlineFirst(JOURNAL_ID));
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.map(articleIdOf)).toEqual(newest.map((article) => article.id));
    expect(entries[0]?.id).toBe(`https://doi.org/${newest[0]?.doi}`);
    expect(htmlText(entries[0]?.content)).toMatch(/online first \d{4}-\d{2}-\d{2}/);
  });
});

describe('GET /api/feeds/books.atom', () => {
  it('lists the newest published books, newest first, by ISBN', async () => {
    const newest = await sql<{ id: number; isbn: string; title_en: string }>(
      `select id, isbn, title_en from books where publish_status = 'published'
        order by publish_date desc, id desc limit 30`,
    );
    const { entries } = await readFeed(FEED_PATHS.books);
    expect(entries).toHaveLength(30);
    // As the book's page heads it: quotes and apostrophes read as they are, even undecoded.
    expect(entries.map((entry) => entry.title['#text'])).toEqual(newest.map((b) => b.title_en));
    expect(entries[0]?.link[0]?.href).toBe(`http://localhost/BDetail/${newest[0]?.id}`);
    expect(entries.map((entry) => entry.id)).toEqual(newest.map((book) => `urn:isbn:${book.isbn}`));
  });
});

describe('GET /api/feeds/news.atom', () => {
  it('lists the newest news and announcements, newest first', async () => {
    const newest = await sql<{ id: number; title_en: string }>(
      `select id, title_en from news order by published_at desc, id desc limit 30`,
    );
    const { entries } = await readFeed(FEED_PATHS.news);
    expect(entries.map((entry) => entry.link[0]?.href)).toEqual(
      newest.map((item) => `http://localhost/newsDetail/${item.id}`),
    );
    expect(htmlText(entries[0]?.title)).toBe(newest[0]?.title_en);
  });
});

describe("the feeds' links", () => {
  const extraApp = (options: Omit<AppOptions, 'db'>) =>
    buildApp({ db: context().db, auth: { passwordHashCost: TEST_PASSWORD_HASH_COST }, ...options });

  it('are absolute, to the host the request was sent to, each host its own cached answer', async () => {
    for (const host of ['portal.example:8443', 'other.example']) {
      await readFeed(FEED_PATHS.news, { headers: { host }, origin: `http://${host}` });
    }
    const again = await readFeed(FEED_PATHS.news, {
      headers: { host: 'portal.example:8443' },
      origin: 'http://portal.example:8443',
    });
    const etag = String(again.response.headers.etag);
    const revalidated = await context().app.inject({
      method: 'GET',
      url: FEED_PATHS.news,
      headers: { host: 'portal.example:8443', 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it("follow a trusted proxy's X-Forwarded-Proto and X-Forwarded-Host, and no one else's", async () => {
    const app = await extraApp({ auth: { trustedProxies: ['10.0.0.0/8'] } });
    try {
      const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'site.example' };
      const viaProxy = await app.inject({
        method: 'GET',
        url: FEED_PATHS.books,
        headers: forwarded,
        remoteAddress: '10.0.0.5',
      });
      expect(viaProxy.body).toContain('href="https://site.example/BDetail/');
      const direct = await readFeed(FEED_PATHS.books, { app, headers: forwarded });
      expect(direct.response.body).not.toContain('site.example');
    } finally {
      await app.close();
    }
  });

  it('are under PUBLIC_SITE_URL when it is set, whatever the request says', async () => {
    const app = await extraApp({ publicSiteUrl: 'https://maths.example/portal' });
    try {
      for (const path of [
        FEED_PATHS.journalLatestIssue(JOURNAL_ID),
        FEED_PATHS.journalOnlineFirst(JOURNAL_ID),
        FEED_PATHS.books,
        FEED_PATHS.news,
      ]) {
        const { response } = await readFeed(path, {
          app,
          headers: { host: 'elsewhere.example' },
          origin: 'https://maths.example/portal',
        });
        expect(response.body).not.toContain('elsewhere.example');
        expect(response.body).toContain('https://maths.example/portal/');
      }
    } finally {
      await app.close();
    }
  });
});

describe('a hostile catalogue', () => {
  it('comes out as text: titles, summaries and names escaped, the document well formed', async () => {
    const hostile = `<script>alert(1)</script> & ]]> "$x<y$"`;
    const journalId = 3;
    const [article] = await sql<{ id: number }>(
      `select id from articles where journal_id = $1 and status = 'online_first'
        order by published_online_date desc, id desc limit 1`,
      [journalId],
    );
    await sql('update articles set title_en = $2, abstract_en = $2 where id = $1', [
      article?.id,
      hostile,
    ]);
    await sql('update article_authors set name = $2 where article_id = $1 and position = 1', [
      article?.id,
      '<b onmouseover="x()">Mallory</b>',
    ]);
    const { response, entries } = await readFeed(FEED_PATHS.journalOnlineFirst(journalId));
    expect(response.body).not.toMatch(/<script|<b /i);
    const entry = entries.find((e) => articleIdOf(e) === article?.id);
    // Its `$x<y$` is TeX, which a feed gives as plain text.
    const plain = `<script>alert(1)</script> & ]]> "x<y"`;
    expect(htmlText(entry?.title)).toBe(plain);
    expect(htmlText(entry?.summary)).toBe(plain);
    expect(entry?.author?.[0]?.name).toBe('<b onmouseover="x()">Mallory</b>');
  });
});

describe('TeX in a feed', () => {
  it('comes out as plain text in titles and summaries, without dollar signs or underscores', async () => {
    // A journal whose feed no other test has read (and cached).
    const [article] = await sql<{ id: number; journal_id: number }>(
      `select id, journal_id from articles where journal_id not in (2, 3) and status = 'online_first'
        order by published_online_date desc, id desc limit 1`,
    );
    const journalId = article?.journal_id ?? 0;
    await sql('update articles set title_en = $2, abstract_en = $3 where id = $1', [
      article?.id,
      'Characters of $\\mathrm{GL}_n(\\mathbb{F}_q)$',
      'We treat the case $\\alpha \\in (0, 1)$.',
    ]);
    const { entries } = await readFeed(FEED_PATHS.journalOnlineFirst(journalId));
    const entry = entries.find((e) => articleIdOf(e) === article?.id);
    expect(htmlText(entry?.title)).toBe('Characters of GLₙ(𝔽q)');
    expect(htmlText(entry?.summary)).toBe('We treat the case α ∈ (0, 1).');
  });
});
