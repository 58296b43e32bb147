import { act, screen } from '@testing-library/react';
import { apiGet, setLanguage } from '@portal/shared';
import type { BookSummary, Page } from '@portal/shared/contract';
import { renderWithProviders } from '@portal/shared/testing';
import { registerMessages } from '../../../i18n';
import { FeaturedBooks } from '../components/featured-books';

jest.mock('@portal/shared', () => ({ ...jest.requireActual('@portal/shared'), apiGet: jest.fn() }));
const mockedApiGet = jest.mocked(apiGet);

const BOOK = {
  id: 9,
  title: { en: 'Lectures on Elliptic Curves', zh: '椭圆曲线讲义' },
  authors: ['Li Wei', 'Anna Schmidt'],
  coverUrl: '',
} as BookSummary;

beforeAll(registerMessages);
beforeEach(() => setLanguage('en'));

test('the featured books of the book home, linking to each book, in the reader language', async () => {
  mockedApiGet.mockResolvedValue({
    records: [BOOK],
    total: 1,
    size: 4,
    current: 1,
    pages: 1,
  } satisfies Page<BookSummary>);
  renderWithProviders(<FeaturedBooks />);
  expect(await screen.findByRole('link', { name: 'Lectures on Elliptic Curves' })).toHaveAttribute(
    'href',
    '/books/BDetail/9',
  );
  expect(screen.getByText('Li Wei and Anna Schmidt')).toBeInTheDocument();
  expect(mockedApiGet).toHaveBeenCalledWith(
    '/bookmain/homepage',
    { type: 'featured', current: 1, size: 4 },
    expect.anything(),
  );
  await act(() => setLanguage('zh'));
  expect(screen.getByRole('link', { name: '椭圆曲线讲义' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '全部图书' })).toHaveAttribute('href', '/books/book');
});

test('no featured books: says so', async () => {
  mockedApiGet.mockResolvedValue({ records: [], total: 0, size: 4, current: 1, pages: 0 });
  renderWithProviders(<FeaturedBooks />);
  expect(await screen.findByText('No books are featured at the moment.')).toBeInTheDocument();
});
