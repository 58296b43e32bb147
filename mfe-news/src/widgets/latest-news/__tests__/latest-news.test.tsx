import { screen } from '@testing-library/react';
import { apiGet, setLanguage } from '@portal/shared';
import type { NewsSummary, Page } from '@portal/contract';
import { renderWithProviders } from '@portal/testing';
import { registerWidgetMessages } from '../i18n';
import { LatestNews } from '../components/latest-news';

jest.mock('@portal/shared', () => ({ ...jest.requireActual('@portal/shared'), apiGet: jest.fn() }));
const mockedApiGet = jest.mocked(apiGet);

const ITEM: NewsSummary = {
  id: 41,
  type: 'announcement',
  title: { en: '2026 subscriptions are open', zh: '2026年订阅现已开放' },
  summary: { en: 'Institutions can now renew.', zh: '机构现可续订。' },
  publishedAt: '2025-03-05T12:00:00.000Z',
};

beforeAll(registerWidgetMessages);
beforeEach(() => setLanguage('en'));

test('the five newest items, each with its kind and date, linking to it', async () => {
  mockedApiGet.mockResolvedValue({
    records: [ITEM],
    total: 1,
    size: 5,
    current: 1,
    pages: 1,
  } satisfies Page<NewsSummary>);
  renderWithProviders(<LatestNews />);
  expect(await screen.findByRole('link', { name: '2026 subscriptions are open' })).toHaveAttribute(
    'href',
    '/newsDetail/41',
  );
  expect(screen.getByRole('listitem')).toHaveTextContent('Mar 5, 2025');
  expect(mockedApiGet).toHaveBeenCalledWith(
    '/cms/search-announcements',
    { current: 1, size: 5 },
    expect.anything(),
  );
  expect(screen.getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/news');
});

test('while it loads, the list keeps the room of its five items (no layout shift)', () => {
  mockedApiGet.mockReturnValue(new Promise(() => undefined));
  renderWithProviders(<LatestNews />);
  expect(screen.getByRole('status', { busy: true })).toHaveStyle({ minHeight: '30rem' });
});
