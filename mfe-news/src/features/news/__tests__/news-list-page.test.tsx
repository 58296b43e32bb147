import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { createQueryClient, setLanguage } from '@portal/shared';
import type { NewsSummary, Page } from '@portal/contract';
import {
  mockApi,
  ok,
  renderWithProviders,
  resetPortalState,
  type MockApi,
  type MockRoute,
} from '@portal/testing';
import { registerMessages } from '../../../i18n';
import { NewsListPage } from '../components/news-list-page';

let api: MockApi;

const ITEMS: NewsSummary[] = [
  {
    id: 41,
    type: 'announcement',
    title: { en: '2026 subscriptions are open', zh: '2026年订阅现已开放' },
    summary: { en: 'Institutions can now renew their Subscription.', zh: '机构现可续订。' },
    // Midday UTC: the same calendar day in every time zone the tests may run in.
    publishedAt: '2025-03-05T12:00:00.000Z',
    pinned: true,
  },
  {
    id: 40,
    type: 'news',
    title: { en: 'New editor-in-chief appointed', zh: '新任主编就职' },
    summary: { en: 'A new chief editor joins (C++ and all).', zh: '新任主编加入编委会。' },
    publishedAt: '2025-02-20T12:00:00.000Z',
    pinned: false,
  },
];

function page(
  records: NewsSummary[],
  { current = 1, total = records.length } = {},
): Page<NewsSummary> {
  return { records, total, size: 10, current, pages: Math.ceil(total / 10) };
}

function Location() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="location">{pathname + search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
      <button type="button" onClick={() => void navigate(1)}>
        Browser forward
      </button>
    </>
  );
}
const location = () => screen.getByRole('status', { name: 'location' }).textContent;

function renderList(route = '/news') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/news" element={<NewsListPage />} />
      </Routes>
      <Location />
    </>,
    { route },
  );
}

function serve(list: MockRoute = ok(page(ITEMS))) {
  api = mockApi({ 'GET /cms/search-announcements': list });
}

const lastListParams = () =>
  api.requests.filter((request) => request.path === '/cms/search-announcements').at(-1)?.params;

beforeAll(registerMessages);

// React 19 reads a form submitted during a transition (the router navigates in one) into a
// FormData; jest-fixed-jsdom's FormData is Node's, which cannot read a jsdom form.
const NodeFormData = globalThis.FormData;
beforeAll(() => {
  globalThis.FormData = class extends NodeFormData {
    constructor() {
      super();
    }
  } as typeof FormData;
});
afterAll(() => {
  globalThis.FormData = NodeFormData;
});

beforeEach(async () => {
  await resetPortalState();
  await setLanguage('en');
  serve();
});

afterEach(() => api.restore());

it('lists news and announcements with their kind, date, summary, a link to each, and the pinned one marked', async () => {
  renderList();

  const pinned = await screen.findByRole('article', { name: '2026 subscriptions are open' });
  expect(within(pinned).getByRole('link', { name: '2026 subscriptions are open' })).toHaveAttribute(
    'href',
    '/newsDetail/41',
  );
  expect(within(pinned).getByText('Announcement')).toBeInTheDocument();
  expect(within(pinned).getByText('Pinned')).toBeInTheDocument();
  expect(within(pinned).getByText('March 5, 2025')).toHaveAttribute(
    'datetime',
    '2025-03-05T12:00:00.000Z',
  );
  expect(within(pinned).getByText('Institutions can now renew their Subscription.')).toBeVisible();

  const other = screen.getByRole('article', { name: 'New editor-in-chief appointed' });
  expect(other).toHaveTextContent('News');
  expect(within(other).queryByText('Pinned')).not.toBeInTheDocument();
  // The API's order (pinned first) is kept.
  expect(
    screen.getAllByRole('article').map((item) => item.getAttribute('aria-labelledby')),
  ).toEqual([pinned, other].map((item) => item.getAttribute('aria-labelledby')));
  expect(screen.getByText('2 items')).toBeInTheDocument();
  expect(screen.queryByRole('mark')).not.toBeInTheDocument();
  expect(lastListParams()).toEqual({ current: 1, size: 10 });
});

it('offers the news feed to follow, advertised in the head', async () => {
  renderList();
  expect(await screen.findByRole('link', { name: 'Follow news (Atom feed)' })).toHaveAttribute(
    'href',
    '/api/feeds/news.atom',
  );
  const alternate = document.head.querySelector('link[rel="alternate"]');
  expect(alternate).toHaveAttribute('href', '/api/feeds/news.atom');
  expect(alternate).toHaveAttribute('type', 'application/atom+xml');
  expect(alternate).toHaveAttribute('title', 'International Press of Mathematical Sciences: news');
});

it('shows the items in Chinese for a Chinese reader', async () => {
  await setLanguage('zh');
  renderList();

  const item = await screen.findByRole('article', { name: '2026年订阅现已开放' });
  expect(within(item).getByText('2025年3月5日')).toBeInTheDocument();
  expect(within(item).getByText('公告')).toBeInTheDocument();
  expect(within(item).getByText('置顶')).toBeInTheDocument();
  expect(within(item).getByText('机构现可续订。')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: '显示' })).toHaveDisplayValue('新闻和公告');
});

describe('the filters in the URL', () => {
  it('reads the keyword, the kind and the page from the URL into the form and the request', async () => {
    serve(ok(page(ITEMS, { current: 2, total: 25 })));
    renderList('/news?q=subscription&type=announcement&page=2');

    await screen.findByRole('article', { name: '2026 subscriptions are open' });
    expect(lastListParams()).toEqual({
      current: 2,
      size: 10,
      keyword: 'subscription',
      type: 'announcement',
    });
    expect(screen.getByRole('searchbox', { name: 'Search news' })).toHaveValue('subscription');
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveDisplayValue('Announcements only');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('drops an unknown kind and a malformed page from the URL, in place', async () => {
    renderList('/news?type=gossip&page=0&q=%20open%20');

    await screen.findByRole('article', { name: '2026 subscriptions are open' });
    expect(location()).toBe('/news?q=open');
    expect(lastListParams()).toEqual({ current: 1, size: 10, keyword: 'open' });
  });

  it('puts a search, a kind and a page in the URL, each a step Back and Forward go through', async () => {
    serve(ok(page(ITEMS, { total: 35 })));
    const { user } = renderList();
    await screen.findByRole('article', { name: '2026 subscriptions are open' });

    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(location()).toBe('/news?page=4');
    expect(lastListParams()).toEqual({ current: 4, size: 10 });

    await user.type(screen.getByRole('searchbox', { name: 'Search news' }), 'subscription');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/news?q=subscription');
    expect(lastListParams()).toEqual({ current: 1, size: 10, keyword: 'subscription' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'News only');
    expect(location()).toBe('/news?q=subscription&type=news');
    expect(lastListParams()).toEqual({
      current: 1,
      size: 10,
      keyword: 'subscription',
      type: 'news',
    });

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(location()).toBe('/news?q=subscription');
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveDisplayValue(
      'News and announcements',
    );
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(location()).toBe('/news?page=4');
    expect(screen.getByRole('searchbox', { name: 'Search news' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Browser forward' }));
    expect(location()).toBe('/news?q=subscription');
    expect(screen.getByRole('searchbox', { name: 'Search news' })).toHaveValue('subscription');
  });

  it('moves a page past the end to the last page, replacing the entry', async () => {
    serve((request) =>
      ok(page(request.params.current === 2 ? ITEMS : [], { current: 2, total: 12 })),
    );
    renderList('/news?page=9');

    expect(
      await screen.findByRole('article', { name: '2026 subscriptions are open' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/news?page=2');
  });
});

describe('the matched words', () => {
  const marks = (name: string) =>
    within(screen.getByRole('article', { name }))
      .queryAllByRole('mark')
      .map((mark) => mark.textContent);

  it('marks every word of the keyword in titles and summaries, in any case and ending', async () => {
    renderList('/news?q=Subscriptions%20OPEN');

    await screen.findByRole('article', { name: '2026 subscriptions are open' });
    expect(marks('2026 subscriptions are open')).toEqual(['subscriptions', 'open', 'Subscription']);
    expect(marks('New editor-in-chief appointed')).toEqual([]);
  });

  it('finds Chinese words as substrings', async () => {
    await setLanguage('zh');
    renderList('/news?q=续订');

    await screen.findByRole('article', { name: '2026年订阅现已开放' });
    expect(marks('2026年订阅现已开放')).toEqual(['续订']);
  });

  it('takes a keyword literally, markup and regular-expression characters included', async () => {
    serve(
      ok(
        page([
          {
            ...ITEMS[1]!,
            title: { en: 'Notes on <b>C++</b> (and [x])', zh: '关于 C++ 的说明' },
          },
        ]),
      ),
    );
    renderList(`/news?q=${encodeURIComponent('c++ [x] <b>')}`);

    const item = await screen.findByRole('article');
    expect(item).toHaveTextContent('Notes on <b>C++</b> (and [x])');
    expect(
      within(item)
        .queryAllByRole('mark')
        .map((mark) => mark.textContent),
    ).toEqual(['<b>', 'C++', '[x]', 'C++']);
    // The title's markup is text: no element was made from it.
    expect(item.querySelector('b')).toBeNull();
  });
});

it('says when nothing matches and offers to show everything again', async () => {
  serve((request) => ok(page(request.params.type === 'news' ? [] : ITEMS)));
  const { user } = renderList('/news?type=news');

  expect(
    await screen.findByText('No news or announcements match your search.'),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Show all news' }));
  expect(
    await screen.findByRole('article', { name: 'New editor-in-chief appointed' }),
  ).toBeInTheDocument();
  expect(location()).toBe('/news');
  expect(screen.getByRole('combobox', { name: 'Show' })).toHaveDisplayValue(
    'News and announcements',
  );
});

it('reports a failed load and loads again on "Try again"', async () => {
  let calls = 0;
  serve(() =>
    ++calls === 1
      ? { status: 500, body: { code: 500, success: false, data: null, msg: 'Failed' } }
      : ok(page(ITEMS)),
  );
  const { user } = renderList();

  await user.click(await screen.findByRole('button', { name: 'Try again' }));
  expect(
    await screen.findByRole('article', { name: '2026 subscriptions are open' }),
  ).toBeInTheDocument();
});

describe('with the API stalled', () => {
  /** The list's own error, not the notice the client shows beside it. */
  const inlineError = () =>
    screen
      .queryAllByRole('alert')
      .filter((alert) => within(alert).queryByRole('button', { name: 'Try again' }));

  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('says so inline with Try again within 6 s, asks only once, and Try again brings the list', async () => {
    let stalled = true;
    serve(() => (stalled ? { ...ok(page(ITEMS)), delayMs: 120_000 } : ok(page(ITEMS))));
    // The portal's own query defaults (its retry policy), not the tests' "no retries".
    renderWithProviders(<NewsListPage />, { route: '/news', queryClient: createQueryClient() });
    expect(screen.getByRole('status', { busy: true })).toHaveTextContent('Loading news');

    await act(() => jest.advanceTimersByTimeAsync(6_000));
    const [failure] = inlineError();
    expect(failure).toHaveTextContent('The server is not answering right now');
    // Still the error a minute later: not a silent retry behind a spinner.
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(inlineError()).toEqual([failure]);
    expect(screen.queryByRole('status', { busy: true })).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(1);

    stalled = false;
    fireEvent.click(within(failure!).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('article', { name: '2026 subscriptions are open' }),
    ).toBeVisible();
    expect(inlineError()).toEqual([]);
    expect(api.requests).toHaveLength(2);
  });
});
