import { act, screen, within } from '@testing-library/react';
import { setLanguage } from '@portal/shared';
import { mockApi, ok, renderWithProviders, resetPortalState, type MockApi } from '@portal/testing';
import { book, forthcoming, homeData } from '../../../testing/catalogue-fixtures';
import { registerWidgetMessages } from '../i18n';
import { FeaturedBooks } from '../components/featured-books';

let api: MockApi;

const HOME = homeData({
  featured: [
    forthcoming(3, { title: { en: 'Modular Forms', zh: '模形式' } }),
    book(4, { title: { en: 'Motivic Integration', zh: '动机积分' }, authors: ['Ning Sun'] }),
    book(8, { title: { en: 'Lectures on Algebraic Geometry', zh: '代数几何讲义' } }),
    book(9, { title: { en: 'Hardy Spaces', zh: 'Hardy 空间' } }),
  ],
  recent: [
    book(1, {
      title: { en: 'Semiclassical Analysis', zh: '半经典分析' },
      publishDate: '2026-11-14',
    }),
    book(2, { title: { en: 'Galois Theory', zh: '伽罗瓦理论' } }),
    book(10, { title: { en: 'Third New Book', zh: '第三本新书' } }),
  ],
  forthcoming: [forthcoming(5, { title: { en: 'Quantum Groups', zh: '量子群' } })],
});

// Only its own messages: on /home the section's are not loaded.
beforeAll(registerWidgetMessages);

beforeEach(async () => {
  await resetPortalState();
  await setLanguage('en');
  api = mockApi({ 'GET /bookmain/homedata': ok(HOME) });
});

afterEach(() => api.restore());

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

test('featured books (on sale first) beside the new and the forthcoming ones, every link to a real page', async () => {
  renderWithProviders(<FeaturedBooks />);
  const featured = await screen.findAllByRole('listitem');
  // Three featured books, the forthcoming one after those on sale.
  expect(featured.slice(0, 3).map((item) => within(item).getByRole('link').textContent)).toEqual([
    'Motivic Integration',
    'Lectures on Algebraic Geometry',
    'Hardy Spaces',
  ]);
  expect(within(featured[0]!).getByText('Ning Sun')).toBeInTheDocument();
  expect(hrefOf('Motivic Integration')).toBe('/BDetail/4');
  expect(hrefOf('All featured books')).toBe('/books/bookLight');

  const recent = screen.getByRole('region', { name: 'New books' });
  expect(within(recent).getAllByRole('listitem')).toHaveLength(2);
  expect(within(recent).getByRole('link', { name: 'Semiclassical Analysis' })).toHaveAttribute(
    'href',
    '/BDetail/1',
  );
  expect(within(recent).getByText('Nov 14, 2026')).toBeInTheDocument();
  expect(within(recent).getByRole('link', { name: 'All books on sale' })).toHaveAttribute(
    'href',
    '/books/bookList?status=published',
  );

  const coming = screen.getByRole('region', { name: 'Forthcoming' });
  expect(within(coming).getByRole('link', { name: 'Quantum Groups' })).toHaveAttribute(
    'href',
    '/BDetail/5',
  );
  expect(within(coming).getByRole('link', { name: 'All forthcoming books' })).toHaveAttribute(
    'href',
    '/books/bookList?status=forthcoming',
  );
  expect(hrefOf('Book home: series, textbooks and more')).toBe('/books/book');
  expect(api.requests.map((request) => request.path)).toEqual(['/bookmain/homedata']);
});

test('while its call is on its way, it keeps its room (no layout shift)', () => {
  api.restore();
  api = mockApi({ 'GET /bookmain/homedata': () => new Promise(() => undefined) });
  renderWithProviders(<FeaturedBooks />);
  expect(screen.getByRole('status', { busy: true })).toHaveStyle({ minHeight: '56rem' });
});

test('every cover carries its size, so nothing moves when the images arrive', async () => {
  renderWithProviders(<FeaturedBooks />);
  const featured = (await screen.findAllByRole('listitem')).slice(0, 3);
  for (const item of featured) {
    const cover = within(item).getByRole('presentation');
    expect(cover).toHaveAttribute('src', expect.stringMatching(/^\/api\/covers\/book\//));
    expect(cover).toHaveAttribute('width', '48');
    expect(cover).toHaveAttribute('height', '64');
  }
});

test('in Chinese, without asking again', async () => {
  renderWithProviders(<FeaturedBooks />);
  await screen.findByRole('link', { name: 'Motivic Integration' });
  await act(() => setLanguage('zh'));
  expect(screen.getByRole('link', { name: '动机积分' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: '即将出版' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '全部在售图书' })).toBeInTheDocument();
  expect(screen.getByText('2026年11月14日')).toBeInTheDocument();
  expect(api.requests).toHaveLength(1);
});

test('an empty catalogue: says so', async () => {
  api.restore();
  api = mockApi({
    'GET /bookmain/homedata': ok(
      homeData({
        counts: { total: 0, recent: 0, forthcoming: 0, featured: 0 },
        featured: [],
        recent: [],
        forthcoming: [],
      }),
    ),
  });
  renderWithProviders(<FeaturedBooks />);
  expect(await screen.findByText('No books to show at the moment.')).toBeInTheDocument();
});
