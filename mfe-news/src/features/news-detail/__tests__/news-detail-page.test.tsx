import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { setLanguage } from '@portal/shared';
import type { NewsDetail, NewsSummary, Page } from '@portal/contract';
import { mockApi, ok, renderWithProviders, resetPortalState, type MockApi } from '@portal/testing';
import { registerMessages } from '../../../i18n';
import { NewsDetailPage } from '../components/news-detail-page';

let api: MockApi;

/** What the API answers today, before the neighbours and the subject arrive. */
const BARE: NewsDetail = {
  id: 41,
  type: 'announcement',
  title: { en: '2026 subscriptions are open', zh: '2026年订阅现已开放' },
  summary: { en: 'Institutions can now renew.', zh: '机构现可续订。' },
  // Midday UTC: the same calendar day in every time zone the tests may run in.
  publishedAt: '2025-03-05T12:00:00.000Z',
  pinned: false,
  body: {
    en: '<p>Institutions can now renew.</p><h3>How to order</h3><p>See the <a href="/ordering?p=1-0">ordering information</a> and <a href="https://example.org/terms">the terms</a>.</p><p>The bound <math><mi>x</mi><mo>+</mo><mn>1</mn></math> applies.</p>',
    zh: '<p>机构现可续订。</p><h3>订购方式</h3><p>请见<a href="/ordering?p=1-0">订购信息</a>。</p>',
  },
};

const FULL: NewsDetail = {
  ...BARE,
  journal: { id: 3, title: { en: 'Journal of Algebra', zh: '代数学报' }, abbreviation: 'JAlg' },
  book: { id: 8, title: { en: 'Lectures on Elliptic Curves', zh: '椭圆曲线讲义' } },
  previous: { id: 39, title: { en: 'Holiday notice', zh: '假期通知' } },
  next: { id: 44, title: { en: 'Prices for 2027', zh: '2027年价格' } },
};

const RELATED: NewsSummary = {
  id: 52,
  type: 'news',
  title: { en: 'Journal of Algebra: Volume 30 complete', zh: '《代数学报》第30卷出版完成' },
  summary: { en: 'The last issue is online.', zh: '最后一期已在线发布。' },
  publishedAt: '2025-01-10T12:00:00.000Z',
  pinned: false,
};

const RELATED_ITEM: NewsDetail = {
  ...RELATED,
  body: { en: '<p>The last issue is online.</p>', zh: '<p>最后一期已在线发布。</p>' },
};

const notFound = { status: 404, body: { code: 404, success: false, data: null, msg: 'No item' } };

function page(records: NewsSummary[]): Page<NewsSummary> {
  return { records, total: records.length, size: 5, current: 1, pages: 1 };
}

function serve(items: NewsDetail[] = [FULL, RELATED_ITEM], related: NewsSummary[] = [RELATED]) {
  api = mockApi({
    'GET /cms/announcement-detail': (request) => {
      const item = items.find((candidate) => candidate.id === request.params.id);
      return item ? ok(item) : notFound;
    },
    'GET /cms/related-announcement-page': (request) =>
      ok(page(related.filter((item) => item.id !== request.params.id))),
  });
}

function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}
const location = () => screen.getByRole('status', { name: 'location' }).textContent;

function renderItem(route = `/newsDetail/${FULL.id}`) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/newsDetail/:id" element={<NewsDetailPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Location />
    </>,
    { route },
  );
}

/** The body, once its sanitized HTML is in (DOMPurify loads on first use in jsdom). */
async function body() {
  const heading = await screen.findByRole('heading', { name: 'How to order' });
  return heading.parentElement as HTMLElement;
}

const requestsTo = (path: string) => api.requests.filter((request) => request.path === path);

beforeAll(registerMessages);

beforeEach(async () => {
  await resetPortalState();
  await setLanguage('en');
  serve();
});

afterEach(() => api.restore());

it('shows the title, kind and date, the body, and the journal and book the item is about', async () => {
  renderItem();

  const article = await screen.findByRole('article', { name: '2026 subscriptions are open' });
  expect(
    within(article).getByRole('heading', { level: 1, name: '2026 subscriptions are open' }),
  ).toBeInTheDocument();
  expect(within(article).getByText('Announcement')).toBeInTheDocument();
  expect(within(article).getByText('March 5, 2025')).toHaveAttribute(
    'datetime',
    '2025-03-05T12:00:00.000Z',
  );
  expect(within(article).getByRole('link', { name: 'Journal of Algebra' })).toHaveAttribute(
    'href',
    '/JDetail/3',
  );
  expect(
    within(article).getByRole('link', { name: 'Lectures on Elliptic Curves' }),
  ).toHaveAttribute('href', '/BDetail/8');

  const text = await body();
  expect(text).toHaveTextContent('Institutions can now renew.');
  expect(within(text).getByRole('link', { name: 'the terms' })).toHaveAttribute(
    'href',
    'https://example.org/terms',
  );
  // The API's TeX arrives as MathML, kept by the sanitizer.
  expect(text.querySelector('math mi')).toHaveTextContent('x');
  expect(requestsTo('/cms/announcement-detail')[0]?.params).toEqual({ id: 41 });
});

it('gives the page its own title, description, address and Open Graph tags of an article', async () => {
  renderItem();
  await screen.findByRole('article', { name: '2026 subscriptions are open' });

  await waitFor(() =>
    expect(document.title).toBe(
      '2026 subscriptions are open | International Press of Mathematical Sciences',
    ),
  );
  expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
    'content',
    'Institutions can now renew.',
  );
  expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'http://localhost/newsDetail/41',
  );
  const property = (name: string) =>
    document.head.querySelector(`meta[property="${name}"]`)?.getAttribute('content');
  expect(property('og:title')).toBe('2026 subscriptions are open');
  expect(property('og:type')).toBe('article');
  expect(property('og:url')).toBe('http://localhost/newsDetail/41');
  expect(property('article:published_time')).toBe('2025-03-05T12:00:00.000Z');
});

it('inserts the body sanitized: no script, no event handler, no javascript: link', async () => {
  const alarm = jest.fn();
  Object.assign(window, { alarm });
  serve([
    {
      ...BARE,
      body: {
        en:
          '<h3>How to order</h3><script>window.alarm("script")</script>' +
          '<img src="/missing.png" alt="Poster" onerror="window.alarm(\'onerror\')">' +
          '<a href="javascript:window.alarm(\'link\')">Click me</a>' +
          '<p onclick="window.alarm(\'click\')">Read on.</p>',
        zh: '',
      },
    },
  ]);
  const { user } = renderItem();

  const text = await body();
  expect(text.querySelector('script')).toBeNull();
  expect(screen.getByRole('img', { name: 'Poster' })).not.toHaveAttribute('onerror');
  expect(screen.getByText('Click me')).not.toHaveAttribute(
    'href',
    expect.stringMatching(/^javascript:/),
  );
  await user.click(screen.getByText('Read on.'));
  expect(screen.getByText('Read on.')).not.toHaveAttribute('onclick');
  expect(text.innerHTML).not.toMatch(/alarm/);
  expect(alarm).not.toHaveBeenCalled();
});

it('follows the body links to pages of the portal inside the page, without reloading', async () => {
  const { user } = renderItem();

  const text = await body();
  await user.click(within(text).getByRole('link', { name: 'ordering information' }));
  expect(location()).toBe('/ordering?p=1-0');
});

it('links the items before and after it, and the related ones, each to its page', async () => {
  const { user } = renderItem();

  const neighbours = await screen.findByRole('navigation', { name: 'Previous and next' });
  expect(within(neighbours).getByRole('link', { name: 'Previous Holiday notice' })).toHaveAttribute(
    'href',
    '/newsDetail/39',
  );
  expect(within(neighbours).getByRole('link', { name: 'Next Prices for 2027' })).toHaveAttribute(
    'href',
    '/newsDetail/44',
  );

  const related = screen.getByRole('region', { name: 'Related news' });
  const link = await within(related).findByRole('link', {
    name: 'Journal of Algebra: Volume 30 complete',
  });
  expect(link).toHaveAttribute('href', '/newsDetail/52');
  expect(related).toHaveTextContent('News · Jan 10, 2025');
  expect(requestsTo('/cms/related-announcement-page')[0]?.params).toEqual({
    id: 41,
    current: 1,
    size: 5,
  });

  await user.click(link);
  expect(
    await screen.findByRole('heading', {
      level: 1,
      name: 'Journal of Algebra: Volume 30 complete',
    }),
  ).toBeInTheDocument();
  expect(location()).toBe('/newsDetail/52');
});

it('asks for the related items together with the item, not once the item is in', async () => {
  api.restore();
  api = mockApi({
    'GET /cms/announcement-detail': { ...ok(FULL), delayMs: 300 },
    'GET /cms/related-announcement-page': ok(page([RELATED])),
  });
  renderItem();

  await waitFor(() => expect(requestsTo('/cms/related-announcement-page')).toHaveLength(1));
  expect(screen.queryByRole('article')).toBeNull();
  const related = await screen.findByRole('region', { name: 'Related news' });
  expect(await within(related).findByRole('link')).toHaveAccessibleName(RELATED.title.en);
  expect(requestsTo('/cms/related-announcement-page')).toHaveLength(1);
});

it('shows an item without neighbours or subject (the API may omit them) without their parts', async () => {
  serve([BARE], []);
  renderItem();

  await body();
  expect(screen.queryByRole('navigation', { name: 'Previous and next' })).not.toBeInTheDocument();
  expect(screen.queryByText('About the journal:', { exact: false })).not.toBeInTheDocument();
  expect(screen.queryByText('About the book:', { exact: false })).not.toBeInTheDocument();
  expect(await screen.findByText('No related news.')).toBeInTheDocument();
});

it('shows the item in Chinese for a Chinese reader', async () => {
  await setLanguage('zh');
  renderItem();

  const article = await screen.findByRole('article', { name: '2026年订阅现已开放' });
  expect(within(article).getByText('2025年3月5日')).toBeInTheDocument();
  expect(within(article).getByText('公告')).toBeInTheDocument();
  expect(within(article).getByRole('link', { name: '代数学报' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: '订购方式' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '上一条 假期通知' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: '相关新闻' })).toBeInTheDocument();
});

it('says when there is no such item, with a way to all news', async () => {
  renderItem('/newsDetail/999');

  expect(
    await screen.findByText('There is no such news item. It may have been removed.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/news');
});

it('takes a malformed id for an item that does not exist, without asking the API', async () => {
  renderItem('/newsDetail/01x');

  expect(
    screen.getByText('There is no such news item. It may have been removed.'),
  ).toBeInTheDocument();
  expect(requestsTo('/cms/announcement-detail')).toEqual([]);
});

it('reports a failed load and loads again on "Try again"', async () => {
  let calls = 0;
  api.restore();
  api = mockApi({
    'GET /cms/announcement-detail': () =>
      ++calls === 1
        ? { status: 500, body: { code: 500, success: false, data: null, msg: 'Failed' } }
        : ok(FULL),
    'GET /cms/related-announcement-page': ok(page([])),
  });
  const { user } = renderItem();

  expect(await screen.findByText('The news item could not be loaded.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(
    await screen.findByRole('article', { name: '2026 subscriptions are open' }),
  ).toBeInTheDocument();
});
