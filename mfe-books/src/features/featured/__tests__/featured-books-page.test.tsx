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
import { book, page } from '../../../testing/catalogue-fixtures';
import { FeaturedBooksPage } from '../components/featured-books-page';

let api: MockApi;

function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

beforeAll(registerMessages);

beforeEach(async () => {
  await resetPortalState();
  await setLanguage('en');
  api = mockApi({
    'GET /bookmain/homepage': (request: MockRequest) =>
      ok(
        page([book(182, { title: { en: 'Wavelets', zh: '小波' } })], {
          total: 14,
          current: Number(request.params.current),
        }),
      ),
    'GET /resource/pdf/check-content-permission': ok([{ id: 182, allowed: false, reason: null }]),
  });
});

afterEach(() => api.restore());

it('lists the featured books page by page, each with its access and its page', async () => {
  const { user } = renderWithProviders(
    <>
      <Routes>
        <Route path="/books/bookLight" element={<FeaturedBooksPage />} />
      </Routes>
      <Location />
    </>,
    { route: '/books/bookLight' },
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Featured books' })).toBeInTheDocument();
  const card = await screen.findByRole('article', { name: 'Wavelets' });
  expect(within(card).getByRole('link', { name: 'Wavelets' })).toHaveAttribute(
    'href',
    '/BDetail/182',
  );
  expect(await within(card).findByText('Buy to read')).toBeInTheDocument();
  expect(screen.getByText('14 books')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Page 2' }));
  expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
    '/books/bookLight?page=2',
  );
  const asked = api.requests.filter((request) => request.path === '/bookmain/homepage');
  expect(asked.map((request) => request.params)).toEqual([
    { type: 'featured', current: 1, size: 12 },
    { type: 'featured', current: 2, size: 12 },
  ]);
});
