import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { portalStore, setLanguage, userInfoAtom } from '@portal/shared';
import { mockApi, ok, renderWithProviders, resetPortalState, type MockApi } from '@portal/testing';
import { registerMessages } from '../../../i18n';
import { book, page } from '../../../testing/catalogue-fixtures';
import { OrganizationBooksPage } from '../components/organization-books-page';

let api: MockApi;

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/books/bookOrganization" element={<OrganizationBooksPage />} />
    </Routes>,
    { route: '/books/bookOrganization' },
  );
}

beforeAll(registerMessages);

beforeEach(async () => {
  await resetPortalState();
  await setLanguage('en');
  api = mockApi({
    'GET /bookmain/org-auth-books': ok(
      page([book(31, { title: { en: 'Granted Topology', zh: '授权拓扑' } })], { total: 24 }),
    ),
  });
});

afterEach(() => api.restore());

it("lists an organization's books, each open to its readers, without a permission check", async () => {
  act(() =>
    portalStore.set(userInfoAtom, {
      type: 'organization',
      nick_name: 'Demo University Library',
      adName: '',
      username: '',
    }),
  );
  renderPage();
  expect(
    screen.getByText('The books Demo University Library may read in full, newest first.'),
  ).toBeInTheDocument();
  const card = await screen.findByRole('article', { name: 'Granted Topology' });
  expect(within(card).getByText('Open through your organization')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'Granted Topology' })).toHaveAttribute(
    'href',
    '/BDetail/31',
  );
  expect(screen.getByText('24 books')).toBeInTheDocument();
  expect(api.requests.map((request) => [request.path, request.params])).toEqual([
    ['/bookmain/org-auth-books', { current: 1, size: 12 }],
  ]);
});

it('tells anyone else what the page is for, and asks nothing', async () => {
  await setLanguage('zh');
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: '贵机构的图书' })).toBeInTheDocument();
  expect(screen.getByText(/本页列出机构用户可阅读的图书/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '前往图书首页' })).toHaveAttribute('href', '/books/book');
  expect(api.requests).toEqual([]);
});
