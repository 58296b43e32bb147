import { screen, within } from '@testing-library/react';
import { ApiError, apiGet, setLanguage } from '@portal/shared';
import type { NewsSearchQuery, NewsSummary, Page } from '@portal/shared/contract';
import { renderWithProviders } from '@portal/shared/testing';
import { registerMessages } from '../../../i18n';
import { NewsListPage } from '../components/news-list-page';

jest.mock('@portal/shared', () => ({ ...jest.requireActual('@portal/shared'), apiGet: jest.fn() }));
const mockedApiGet = jest.mocked(apiGet);

const ITEMS: NewsSummary[] = [
  {
    id: 41,
    type: 'announcement',
    title: { en: '2026 subscriptions are open', zh: '2026年订阅现已开放' },
    summary: { en: 'Institutions can now renew.', zh: '机构现可续订。' },
    // Midday UTC: the same calendar day in every time zone the tests may run in.
    publishedAt: '2025-03-05T12:00:00.000Z',
  },
  {
    id: 40,
    type: 'news',
    title: { en: 'New editor-in-chief appointed', zh: '新任主编就职' },
    summary: { en: 'A new chief editor joins.', zh: '新任主编加入编委会。' },
    publishedAt: '2025-02-20T12:00:00.000Z',
  },
];

function page(
  records: NewsSummary[],
  { current = 1, total = records.length } = {},
): Page<NewsSummary> {
  return { records, total, size: 10, current, pages: Math.ceil(total / 10) };
}

function lastRequest(): [string, NewsSearchQuery] {
  const [url, params] = mockedApiGet.mock.calls.at(-1) ?? [];
  return [url as string, params as NewsSearchQuery];
}

beforeAll(registerMessages);

beforeEach(async () => {
  mockedApiGet.mockReset();
  await setLanguage('en');
});

it('lists news and announcements with their kind, date, summary and a link to each', async () => {
  mockedApiGet.mockResolvedValue(page(ITEMS));
  renderWithProviders(<NewsListPage />);

  const item = await screen.findByRole('article', { name: '2026 subscriptions are open' });
  expect(within(item).getByRole('link', { name: '2026 subscriptions are open' })).toHaveAttribute(
    'href',
    '/newsDetail/41',
  );
  expect(within(item).getByText('Announcement')).toBeInTheDocument();
  expect(within(item).getByText('March 5, 2025')).toHaveAttribute(
    'datetime',
    '2025-03-05T12:00:00.000Z',
  );
  expect(within(item).getByText('Institutions can now renew.')).toBeInTheDocument();
  expect(screen.getByRole('article', { name: 'New editor-in-chief appointed' })).toHaveTextContent(
    'News',
  );
  expect(screen.getByText('2 items')).toBeInTheDocument();
  expect(lastRequest()).toEqual(['/cms/search-announcements', { current: 1, size: 10 }]);
});

it('shows the items in Chinese for a Chinese reader', async () => {
  mockedApiGet.mockResolvedValue(page(ITEMS));
  await setLanguage('zh');
  renderWithProviders(<NewsListPage />);

  const item = await screen.findByRole('article', { name: '2026年订阅现已开放' });
  expect(within(item).getByText('2025年3月5日')).toBeInTheDocument();
  expect(within(item).getByText('公告')).toBeInTheDocument();
  expect(within(item).getByText('机构现可续订。')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: '显示' })).toHaveDisplayValue('新闻和公告');
});

it('searches by keyword on submit and filters by kind, starting again at page 1', async () => {
  mockedApiGet.mockResolvedValue(page(ITEMS, { total: 35 }));
  const { user } = renderWithProviders(<NewsListPage />);

  await user.click(await screen.findByRole('button', { name: 'Page 4' }));
  expect(lastRequest()[1]).toEqual({ current: 4, size: 10 });

  await user.type(screen.getByRole('searchbox', { name: 'Search news' }), 'subscription');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(lastRequest()[1]).toEqual({ current: 1, size: 10, keyword: 'subscription' });

  await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Announcements only');
  expect(lastRequest()[1]).toEqual({
    current: 1,
    size: 10,
    keyword: 'subscription',
    type: 'announcement',
  });
});

it('says when nothing matches and offers to show everything again', async () => {
  mockedApiGet.mockResolvedValueOnce(page(ITEMS)).mockResolvedValueOnce(page([]));
  const { user } = renderWithProviders(<NewsListPage />);
  await screen.findByRole('article', { name: '2026 subscriptions are open' });

  await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'News only');
  expect(
    await screen.findByText('No news or announcements match your search.'),
  ).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Show all news' }));
  expect(
    await screen.findByRole('article', { name: 'New editor-in-chief appointed' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Show' })).toHaveDisplayValue(
    'News and announcements',
  );
});

it('reports a failed load and loads again on "Try again"', async () => {
  mockedApiGet
    .mockRejectedValueOnce(new ApiError({ kind: 'timeout', url: '/cms/search-announcements' }))
    .mockResolvedValueOnce(page(ITEMS));
  const { user } = renderWithProviders(<NewsListPage />);

  await user.click(
    within(await screen.findByRole('alert')).getByRole('button', { name: 'Try again' }),
  );
  expect(
    await screen.findByRole('article', { name: '2026 subscriptions are open' }),
  ).toBeInTheDocument();
});
