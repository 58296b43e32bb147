import { screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { setLanguage } from '@portal/shared';
import {
  mockApi,
  ok,
  renderWithProviders,
  resetPortalState,
  type MockApi,
  type MockRequest,
} from '@portal/testing';
import { registerMessages } from '../../../i18n';
import { book, page, series, seriesDetail } from '../../../testing/catalogue-fixtures';
import { SeriesListPage } from '../components/series-list-page';
import { SeriesPage } from '../components/series-page';

let api: MockApi;

function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}
const location = () => screen.getByRole('status', { name: 'location' }).textContent;

function renderAt(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/books/bookSuccession" element={<SeriesListPage />} />
        <Route path="/books/bookSuccessionList" element={<SeriesPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Location />
    </>,
    { route },
  );
}

const SERIES = [
  series(13, {
    title: { en: 'Current Developments in Mathematics', zh: '当代数学进展' },
    annual: true,
    bookCount: 16,
    issn: '2705-6724',
  }),
  series(14, {
    title: { en: 'Surveys in Differential Geometry', zh: '微分几何综述' },
    annual: true,
  }),
  series(11, { title: { en: 'Advanced Lectures', zh: '高等讲义' } }),
];

const requestsTo = (path: string) => api.requests.filter((request) => request.path === path);

beforeAll(registerMessages);

beforeEach(async () => {
  await resetPortalState();
  await setLanguage('en');
  api = mockApi({
    'GET /bookmain/bookseries': (request: MockRequest) =>
      ok(page(SERIES, { total: 14, size: 10, current: Number(request.params.current) })),
    'GET /bookmain/bookseries-detail': (request: MockRequest) =>
      request.params.id === 13
        ? ok(
            seriesDetail(13, {
              title: { en: 'Current Developments in Mathematics', zh: '当代数学进展' },
              annual: true,
              bookCount: 16,
              generalEditors: ['Hong Zhou'],
              firstYear: 2012,
              forthcomingCount: 1,
            }),
          )
        : { status: 404, body: { code: 404, success: false, data: null, msg: 'No book series' } },
    'GET /bookmain/homepagefilter': (request: MockRequest) =>
      ok(
        page([book(259, { title: { en: 'Current Developments 2025', zh: '当代数学进展 2025' } })], {
          total: 16,
          current: Number(request.params.current),
        }),
      ),
    'GET /resource/pdf/check-content-permission': ok([]),
  });
});

afterEach(() => api.restore());

describe('all series', () => {
  it('lists the series, the annual books first, with their facts, each leading to its volumes', async () => {
    renderAt('/books/bookSuccession');
    expect(screen.getByRole('heading', { level: 1, name: 'Book series' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Book series' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Current Developments in Mathematics',
      'Surveys in Differential Geometry',
      'Advanced Lectures',
    ]);
    const first = cards[0]!;
    expect(within(first).getByText('Annual')).toBeInTheDocument();
    expect(within(first).getByText('16')).toBeInTheDocument();
    expect(within(first).getByText('2705-6724')).toBeInTheDocument();
    expect(
      within(first).getByRole('link', { name: 'Current Developments in Mathematics' }),
    ).toHaveAttribute('href', '/books/bookSuccessionList?id=13');
    expect(screen.getByText('14 series')).toBeInTheDocument();
    expect(requestsTo('/bookmain/bookseries')[0]?.params).toEqual({ current: 1, size: 10 });
  });

  it('pages through the series in the URL', async () => {
    const { user } = renderAt('/books/bookSuccession');
    await screen.findByRole('list', { name: 'Book series' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(location()).toBe('/books/bookSuccession?page=2');
    expect(requestsTo('/bookmain/bookseries').at(-1)?.params).toEqual({ current: 2, size: 10 });
  });

  it('in Chinese', async () => {
    await setLanguage('zh');
    renderAt('/books/bookSuccession');
    expect(await screen.findByRole('link', { name: '当代数学进展' })).toBeInTheDocument();
    expect(screen.getAllByText('年刊')).toHaveLength(2);
    expect(screen.getByText('共 14 套丛书')).toBeInTheDocument();
  });
});

describe('one series', () => {
  it('says what the series is, then lists its volumes page by page', async () => {
    const { user } = renderAt('/books/bookSuccessionList?id=13');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Current Developments in Mathematics' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Annual')).toBeInTheDocument();
    expect(screen.getByText('General editor').nextSibling).toHaveTextContent('Hong Zhou');
    expect(screen.getByText('Since').nextSibling).toHaveTextContent('2012');
    expect(screen.getByText('16 (1 forthcoming)')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Search and filter the books of this series' }),
    ).toHaveAttribute('href', '/books/bookList?series=13');

    const volumes = screen.getByRole('region', { name: 'Volumes' });
    const volume = await within(volumes).findByRole('article', {
      name: 'Current Developments 2025',
    });
    expect(within(volume).getByRole('link', { name: 'Current Developments 2025' })).toHaveAttribute(
      'href',
      '/BDetail/259',
    );
    // Every volume is of this series: the cards do not say so again.
    expect(within(volume).queryByText('Series')).toBeNull();
    expect(within(volumes).getByText('16 books')).toBeInTheDocument();
    expect(requestsTo('/bookmain/homepagefilter')[0]?.params).toEqual({
      seriesId: 13,
      current: 1,
      size: 12,
    });

    await user.click(within(volumes).getByRole('button', { name: 'Page 2' }));
    expect(location()).toBe('/books/bookSuccessionList?id=13&page=2');
    expect(requestsTo('/bookmain/homepagefilter').at(-1)?.params).toEqual({
      seriesId: 13,
      current: 2,
      size: 12,
    });
  });

  it('without a series, or with one that does not exist, says so and leads to all series', async () => {
    renderAt('/books/bookSuccessionList?id=abc');
    expect(await screen.findByText('Choose a series to see its volumes.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All book series' })).toHaveAttribute(
      'href',
      '/books/bookSuccession',
    );
    expect(requestsTo('/bookmain/bookseries-detail')).toHaveLength(0);
  });

  it('an unknown series is not found, not an error', async () => {
    renderAt('/books/bookSuccessionList?id=99');
    expect(await screen.findByText('There is no such series.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
