import { screen } from '@testing-library/react';
import { matchRoutes, useLocation } from 'react-router-dom';
import { setLanguage } from '@portal/shared';
import { SECTIONS } from '@portal/shared/remotes';
import { mockApi, ok, renderWithProviders, resetPortalState, type MockApi } from '@portal/testing';
import { registerMessages } from '../../i18n';
import { homeData, page, seriesDetail } from '../../testing/catalogue-fixtures';
import { BooksApp } from '../app';
import { legacyDetailTarget } from '../legacy-detail-redirect';
import { ROUTES } from '../routes';

let api: MockApi;

function Location() {
  const { pathname, search, hash } = useLocation();
  return <output aria-label="location">{pathname + search + hash}</output>;
}

beforeAll(registerMessages);

beforeEach(async () => {
  await resetPortalState();
  await setLanguage('en');
  api = mockApi({
    'GET /bookmain/homedata': ok(homeData()),
    'GET /bookmain/tags-by-type': ok([]),
    'GET /bookmain/bookseries': ok(page([])),
    'GET /bookmain/bookseries-detail': ok(seriesDetail(13)),
    'GET /bookmain/homepagefilter': ok(page([])),
    'GET /bookmain/homepage': ok(page([])),
    'GET /resource/pdf/check-content-permission': ok([]),
  });
});

afterEach(() => api.restore());

const sectionPatterns = SECTIONS.books.map((path) => ({ path }));

test('the shell hands the books section every path of its route table, and the book and chapter pages at the root', () => {
  for (const route of ROUTES) {
    const paths = typeof route.path === 'string' ? [route.path] : route.path;
    for (const path of paths) {
      const example = path.replace('/*', '/1').replace(/:\w+\??/g, '1');
      expect([path, matchRoutes(sectionPatterns, example)?.length]).toEqual([path, 1]);
    }
  }
  expect(matchRoutes(sectionPatterns, '/BDetail/3')).not.toBeNull();
  expect(matchRoutes(sectionPatterns, '/ChapterDetail/3')).not.toBeNull();
});

test.each([
  ['/books/book', 'Book home'],
  ['/books/bookList', 'All books'],
  ['/books/bookLight', 'Featured books'],
  ['/books/bookSuccession', 'Book series'],
  ['/books/bookSuccessionList?id=13', 'Series 13'],
  ['/books/bookOrganization', "Your organization's books"],
])('%s is a page of its own, not "Coming soon"', async (route, title) => {
  renderWithProviders(<BooksApp />, { route });
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.queryByText(/coming soon/i)).toBeNull();
});

test.each([
  ['/books/BDetail/5', '/BDetail/5'],
  ['/books/ChapterDetail/12?from=toc#abstract', '/ChapterDetail/12?from=toc#abstract'],
  ['/books/BDetail?id=3&tab=chapters', '/BDetail/3?tab=chapters'],
])('an old link %s leads to %s', async (from, to) => {
  renderWithProviders(
    <>
      <BooksApp />
      <Location />
    </>,
    { route: from },
  );
  expect(await screen.findByText(to)).toBeInTheDocument();
});

test('legacyDetailTarget keeps what it cannot place', () => {
  expect(
    legacyDetailTarget({ pathname: '/books/BDetail', search: '', hash: '', state: null, key: '' }),
  ).toBe('/BDetail');
});
