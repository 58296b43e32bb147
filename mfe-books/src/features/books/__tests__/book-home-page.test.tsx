import { act, screen, within } from '@testing-library/react';
import { apiGet, setLanguage } from '@portal/shared';
import type {
  BookHomepageCount,
  BookHomepageQuery,
  BookSummary,
  Page,
} from '@portal/shared/contract';
import { renderWithProviders } from '@portal/shared/testing';
import { registerMessages } from '../../../i18n';
import { BookHomePage } from '../components/book-home-page';

jest.mock('@portal/shared', () => ({ ...jest.requireActual('@portal/shared'), apiGet: jest.fn() }));
// The stand-in answers any path: typed as a plain function of the path and query.
const mockedApiGet = jest.mocked(apiGet as (path: string, query?: object) => Promise<unknown>);

const COUNTS: BookHomepageCount = { total: 1480, recent: 12, forthcoming: 3, featured: 0 };

function book(id: number, overrides: Partial<BookSummary> = {}): BookSummary {
  return {
    id,
    title: { en: 'Lectures on Elliptic Curves', zh: '椭圆曲线讲义' },
    authors: ['Li Wei', 'Anna Schmidt'],
    coverUrl: `/api/covers/book/${id}.svg`,
    seriesId: 7,
    seriesTitle: { en: 'Graduate Texts in Number Theory', zh: '数论研究生教材' },
    publishDate: '2025-03-01',
    medium: 'print',
    binding: 'hardcover',
    listPrice: 128,
    currency: 'CNY',
    isbn: '978-7-5555-0001-2',
    publishStatus: 'published',
    ...overrides,
  };
}

function page(
  records: BookSummary[],
  query: BookHomepageQuery,
  total = records.length,
): Page<BookSummary> {
  return { records, total, size: 12, current: query.current ?? 1, pages: Math.ceil(total / 12) };
}

/** The API: the counts, and a list per type (ids tell the type and page apart). */
function serve(lists: Partial<Record<string, { records: BookSummary[]; total?: number }>>) {
  mockedApiGet.mockImplementation(async (url, params) => {
    if (url === '/bookmain/homepage-count') return COUNTS;
    const query = params as BookHomepageQuery;
    const list = lists[query.type ?? 'all'] ?? { records: [] };
    return page(list.records, query, list.total);
  });
}

function listRequests() {
  return mockedApiGet.mock.calls
    .filter(([url]) => url === '/bookmain/homepage')
    .map(([, params]) => params);
}

beforeAll(registerMessages);

beforeEach(async () => {
  mockedApiGet.mockReset();
  await setLanguage('en');
});

it('lists the books with authors, series, date, price and ISBN, each linking to its page', async () => {
  serve({
    all: {
      records: [
        book(1),
        book(2, {
          title: { en: 'Harmonic Analysis', zh: '调和分析' },
          seriesTitle: undefined,
          authors: ['Zhang San'],
        }),
      ],
    },
  });
  renderWithProviders(<BookHomePage />);

  const card = await screen.findByRole('article', { name: 'Lectures on Elliptic Curves' });
  expect(within(card).getByRole('link', { name: 'Lectures on Elliptic Curves' })).toHaveAttribute(
    'href',
    '/books/BDetail/1',
  );
  expect(within(card).getByText('Li Wei and Anna Schmidt')).toBeInTheDocument();
  expect(within(card).getByText('Graduate Texts in Number Theory')).toBeInTheDocument();
  expect(within(card).getByText('Mar 1, 2025')).toHaveAttribute('datetime', '2025-03-01');
  expect(within(card).getByText('CN¥128.00')).toBeInTheDocument();
  expect(within(card).getByText('978-7-5555-0001-2')).toBeInTheDocument();

  const single = screen.getByRole('article', { name: 'Harmonic Analysis' });
  expect(within(single).getByText('Author')).toBeInTheDocument();
  expect(within(single).queryByText('Series')).not.toBeInTheDocument();
  expect(listRequests()).toEqual([{ type: 'all', current: 1, size: 12 }]);
});

it('shows titles, dates and prices the Chinese way for a Chinese reader', async () => {
  serve({ all: { records: [book(1, { listPrice: 1280.5 })] } });
  await setLanguage('zh');
  renderWithProviders(<BookHomePage />);

  const card = await screen.findByRole('article', { name: '椭圆曲线讲义' });
  expect(within(card).getByText('¥1,280.50')).toBeInTheDocument();
  expect(within(card).getByText('2025年3月1日')).toBeInTheDocument();
  expect(within(card).getByText('数论研究生教材')).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: '全部图书（1,480）' })).toBeChecked();

  await act(() => setLanguage('en'));
  expect(await screen.findByText('CN¥1,280.50')).toBeInTheDocument();
  expect(listRequests()).toHaveLength(1);
});

it('switches between the lists with their counts, starting each at its first page', async () => {
  serve({
    all: { records: [book(1)], total: 30 },
    forthcoming: {
      records: [
        book(9, {
          title: { en: 'Modular Forms', zh: '模形式' },
          publishStatus: 'forthcoming',
          publishDate: '2026-09-01',
        }),
      ],
    },
  });
  const { user } = renderWithProviders(<BookHomePage />);
  const lists = await screen.findByRole('group', { name: 'Show' });
  expect(await within(lists).findByRole('radio', { name: 'Recent (12)' })).not.toBeChecked();

  await user.click(await screen.findByRole('button', { name: 'Page 2' }));
  await user.click(within(lists).getByRole('radio', { name: 'Forthcoming (3)' }));

  const card = await screen.findByRole('article', { name: 'Modular Forms' });
  expect(within(card).getByText('Forthcoming')).toBeInTheDocument();
  expect(within(card).getByText('Sep 1, 2026')).toBeInTheDocument();
  expect(listRequests().at(-1)).toEqual({ type: 'forthcoming', current: 1, size: 12 });
  expect(screen.queryByRole('navigation', { name: 'Book pages' })).not.toBeInTheDocument();
});

it('says so when a list is empty', async () => {
  serve({ all: { records: [book(1)] } });
  const { user } = renderWithProviders(<BookHomePage />);

  await user.click(await screen.findByRole('radio', { name: 'Featured (0)' }));
  expect(await screen.findByText('No books are featured at the moment.')).toBeInTheDocument();
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
});
