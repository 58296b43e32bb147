import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { API_PORT } from '../playwright.config';
import { startDeployment, type TestDeployment } from './deployment-helpers';
import { expect, test } from './fixtures';

// Pages rendered by the site's server (SERVER_RENDERING=on): a crawler reads an article's title,
// abstract and citation tags without running a script, in the reader's language, and a browser
// takes the page over without rendering it again.

test.describe.configure({ mode: 'serial' });

let site: TestDeployment;

test.beforeAll(async () => {
  // Its pages are sent whole, however long the first renders of a fresh deployment take here:
  // streaming, for a slow section, has a flow and a deployment of its own (the last).
  site = await startDeployment(4186, 4187, `http://127.0.0.1:${API_PORT}`, {
    serverRendering: true,
    streamAfterMs: 60_000,
  });
});

test.afterAll(async () => {
  await site?.stop();
});

interface ArticleDetail {
  id: number;
  title: { zh: string; en: string };
  abstract: { zh: string; en: string };
  doi: string | null;
}

/** An article of the sitemap with a title of plain text, as its page's address and record. */
async function anArticle(request: APIRequestContext) {
  const sitemap = await (await request.get(`${site.site}/sitemap-articles-1.xml`)).text();
  for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const address = new URL((loc as string).replace(/&amp;/g, '&'));
    const id = Number(address.searchParams.get('id'));
    const answer = await request.get(`${site.site}/api/periodical/issue-content-detail?id=${id}`);
    const { data } = (await answer.json()) as { data: ArticleDetail };
    if (!`${data.title.en}${data.title.zh}`.includes('$')) {
      return { path: `${address.pathname}${address.search}`, article: data };
    }
  }
  throw new Error('No article with a plain-text title in the sitemap');
}

/** An attribute's or text's value as the HTML writes it, decoded. */
function decode(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_match, code: string) => String.fromCharCode(parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function metaContent(html: string, name: string): string | undefined {
  const tag = new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html);
  return tag ? decode(tag[1] as string) : undefined;
}

// Before the next flow, which takes the news section's server build away.
test('the home page is served whole: every widget with its list in place, none loading', async ({
  request,
}) => {
  const html = await (
    await request.get(`${site.site}/home`, { headers: { Accept: 'text/html' } })
  ).text();
  const body = html.slice(html.indexOf('<div id="root">'));
  // No part sent after the rest, to be moved in by a script (as React does with a large part).
  expect(body).not.toContain('<!--$?-->');
  expect(body).not.toContain('aria-busy="true"');
  for (const widget of ['latest-issues', 'featured-books', 'latest-news']) {
    const start = body.indexOf(`id="home-widget-${widget}"`);
    expect(start, widget).toBeGreaterThan(0);
    const frame = body.slice(start, body.indexOf('</section>', start));
    expect(frame, widget).toMatch(/<li[ >]/);
  }
});

/**
 * Records every part of the served page the browser throws away (an element of text removed
 * from the page), from the first script on: a part the browser takes over stays as served.
 */
async function recordReplacedParts(page: Page) {
  await page.addInitScript(() => {
    const replaced: string[] = [];
    (window as unknown as { __replaced: string[] }).__replaced = replaced;
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        // The page's own parts (the head's style tags move into the page's style sheet).
        const parent = mutation.target;
        if (!(parent instanceof Element) || !parent.closest('#root')) continue;
        for (const node of Array.from(mutation.removedNodes)) {
          const text = (node.textContent ?? '').trim();
          if (node.nodeType === Node.ELEMENT_NODE && text.length > 0) {
            replaced.push(`${node.nodeName} "${text.slice(0, 60)}"`);
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

test('the browser takes the served home page and a book over without rendering any part again', async ({
  page,
  request,
}) => {
  // As on a phone: the home page's lower widgets are taken over only when the reader nears them.
  await page.setViewportSize({ width: 390, height: 844 });
  await recordReplacedParts(page);
  const sitemap = await (await request.get(`${site.site}/sitemap-books-1.xml`)).text();
  const book = new URL(/<loc>([^<]+\/BDetail\/\d+)<\/loc>/.exec(sitemap)?.[1] ?? '').pathname;
  for (const path of ['/home', book]) {
    await page.goto(`${site.site}${path}`);
    await page.waitForLoadState('networkidle');
    const replaced = await page.evaluate(
      () => (window as unknown as { __replaced: string[] }).__replaced,
    );
    expect(replaced, `${path}: parts the browser rendered again`).toEqual([]);
  }
  // Then a widget below comes into view: its code loads and it is taken over, as served.
  const news = page.getByRole('region', { name: 'Latest news' });
  await page.goto(`${site.site}/home`);
  await news.scrollIntoViewIfNeeded();
  await expect(news.getByRole('listitem').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(
    await page.evaluate(() => (window as unknown as { __replaced: string[] }).__replaced),
  ).toEqual([]);
});

test('a section whose server build is unavailable is rendered by the browser, and the page is no error', async ({
  page,
  consoleErrors,
}) => {
  // The news section's live version without its server build, as a remote built before server
  // rendering is (its last release).
  const news = site.deployment.remotes().news!;
  fs.rmSync(path.join(site.deployment.versionDir('news', news.version), 'server'), {
    recursive: true,
  });
  const answer = await fetch(`${site.site}/news`, { headers: { Accept: 'text/html' } });
  expect(answer.status).toBe(200);
  const html = await answer.text();
  // The shell's part is rendered (the header's menu), the section's is left to the browser.
  expect(html).toMatch(/<nav aria-label="Main menu"/);
  expect(html).not.toMatch(/<h1[^>]*>News<\/h1>/);

  await page.goto(`${site.site}/news`);
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await expect(page.locator('a[href^="/newsDetail/"]').first()).toBeVisible();
  expect(consoleErrors, 'console errors on the pages visited').toEqual([]);
});

test("a crawler reads an article's title, abstract and citation tags in the HTML, no script run", async ({
  request,
}) => {
  const { path, article } = await anArticle(request);
  const answer = await request.get(`${site.site}${path}`, {
    headers: { Accept: 'text/html', 'Accept-Language': 'en-GB,en;q=0.9' },
  });
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(html).toMatch(/^<!doctype html><html lang="en"/i);
  expect(decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '')).toContain(article.title.en);
  expect(metaContent(head, 'citation_title')).toBe(article.title.en);
  expect(metaContent(head, 'citation_doi')).toBe(article.doi);
  // Absolute addresses are the site's, as the reader reached it: never the API's own.
  expect(metaContent(head, 'citation_pdf_url')).toMatch(
    new RegExp(`^${site.site}/api/resource/pdf/download\\?`),
  );
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1];
  expect(decode(canonical ?? '')).toBe(`${site.site}${path}`);
  // The abstract is in the body as text (its first sentence, before any formula).
  const firstWords = article.abstract.en.split(/[$.]/)[0]?.trim() ?? '';
  expect(firstWords.length).toBeGreaterThan(10);
  expect(decode(html.slice(html.indexOf('<div id="root">')))).toContain(firstWords);

  // The reader's stored choice of language (its cookie) wins over the browser's.
  const chinese = await (
    await request.get(`${site.site}${path}`, {
      headers: { Accept: 'text/html', 'Accept-Language': 'en', Cookie: 'TC_language=zh' },
    })
  ).text();
  expect(chinese).toMatch(/<html lang="zh-CN"/);
  expect(decode(/<title>([^<]*)<\/title>/.exec(chinese)?.[1] ?? '')).toContain(article.title.zh);
});

test('a browser takes the server-rendered article over as it is: no page rendered twice', async ({
  page,
  request,
  consoleErrors,
}) => {
  const { path, article } = await anArticle(request);
  for (const language of ['en', 'zh'] as const) {
    await page.context().addCookies([{ name: 'TC_language', value: language, url: site.site }]);
    await page.goto(`${site.site}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title[language]);
    // Hydrated: the page answers the reader (its language switch works without a reload).
    await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh' ? 'zh-CN' : 'en');
  }
  expect(consoleErrors, 'console errors on the pages visited').toEqual([]);
});

test('the cookie notice is in the served page until the reader answers it', async ({
  page,
  request,
}) => {
  // Rendered by the server where the browser shows it, so it never pushes the page down when the
  // browser takes over (issue 17, no layout shift).
  const unanswered = await (
    await request.get(`${site.site}/home`, { headers: { Accept: 'text/html', Cookie: '' } })
  ).text();
  expect(unanswered).toContain('id="cookie-notice-title"');
  const answered = await (
    await request.get(`${site.site}/home`, {
      headers: { Accept: 'text/html', Cookie: 'TC_cookieAccepted=1' },
    })
  ).text();
  expect(answered).not.toContain('id="cookie-notice-title"');

  await page.goto(`${site.site}/home`);
  const notice = page.getByRole('region', { name: 'Cookies on this site' });
  await notice.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notice).toHaveCount(0);
});

/** A browser's user agent: a reader's page may be streamed. */
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

/** The run's API, with its answers under `slowPrefix` held back `delayMs`. */
async function slowApi(slowPrefix: string, delayMs: number) {
  const server = http.createServer((incoming, outgoing) => {
    const forward = () => {
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port: API_PORT,
          path: incoming.url,
          method: incoming.method,
          headers: incoming.headers,
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      upstream.on('error', () => outgoing.destroy());
      incoming.pipe(upstream);
    };
    if (incoming.url?.startsWith(slowPrefix)) setTimeout(forward, delayMs);
    else forward();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

test("a slow section holds back neither the page's head nor its header: the page streams", async ({
  page,
  consoleErrors,
}) => {
  // The book home's lists take 1.5 s. (The books section: the flow above broke the news
  // section's server build, which the server's federation runtime remembers.)
  const api = await slowApi('/api/bookmain/homepage', 1_500);
  const slow = await startDeployment(4188, 4189, api.url, { serverRendering: true });
  try {
    // The site's server has loaded its renderer (a page of another section), as a running one has.
    await fetch(`${slow.site}/journals/journal`, { headers: { Accept: 'text/html' } });
    const started = Date.now();
    const answer = await fetch(`${slow.site}/books/book`, {
      headers: { Accept: 'text/html', 'User-Agent': BROWSER },
    });
    expect(answer.status).toBe(200);
    const reader = answer.body!.getReader();
    const text = new TextDecoder();
    let html = '';
    let headerAfterMs: number | undefined;
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      html += text.decode(read.value, { stream: true });
      if (headerAfterMs === undefined && html.includes('<nav aria-label="Main menu"')) {
        headerAfterMs = Date.now() - started;
      }
    }
    const allAfterMs = Date.now() - started;
    // The header arrives while the section still waits for its data; the section follows.
    expect(headerAfterMs).toBeLessThan(1_200);
    expect(allAfterMs - (headerAfterMs ?? 0)).toBeGreaterThan(500);
    expect(html).toMatch(/<h1[^>]*>Book home<\/h1>/);
    expect(html).toMatch(/href="\/BDetail\/\d+"/);
    expect(html).toContain('id="portal-state"');

    // A crawler waits for the whole page, its head tags in the head.
    const whole = await (
      await fetch(`${slow.site}/books/book`, {
        headers: { Accept: 'text/html', 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' },
      })
    ).text();
    expect(whole).not.toContain('<!--$?-->');
    expect(whole.slice(0, whole.indexOf('</head>'))).toMatch(/<title>Book home/);

    // The browser takes the streamed page over: its list and its links work, with no warning.
    await page.goto(`${slow.site}/books/book`);
    await expect(page.getByRole('heading', { level: 1, name: 'Book home' })).toBeVisible();
    const book = page.locator('main a[href^="/BDetail/"]').first();
    await expect(book).toBeVisible();
    await book.click();
    await expect(page).toHaveURL(/\/BDetail\/\d+$/);
    expect(consoleErrors, 'console errors on the pages visited').toEqual([]);
  } finally {
    await slow.stop();
    await api.close();
  }
});
