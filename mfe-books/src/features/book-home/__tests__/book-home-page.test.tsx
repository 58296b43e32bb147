import { act, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { portalStore, setLanguage, userInfoAtom } from '@portal/shared';
import {
  mockApi,
  ok,
  renderWithProviders,
  resetPortalState,
  type MockApi,
  type MockRequest,
} from '@portal/testing';
import { registerMessages } from '../../../i18n';
import {
  book,
  forthcoming,
  homeData,
  page,
  permission,
  TEXTBOOK_LEVELS,
} from '../../../testing/catalogue-fixtures';
import { BookHomePage } from '../components/book-home-page';

let api: MockApi;

function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}
const location = () => screen.getByRole('status', { name: 'location' }).textContent;

function renderHome() {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/books/book" element={<BookHomePage />} />
        <Route path="*" element={null} />
      </Routes>
      <Location />
    </>,
    { route: '/books/book' },
  );
}

/** The books of a textbook level: ids from 100 up for the first level, 200 for the second. */
function textbooks(request: MockRequest) {
  const base = request.params.tagId === 48 ? 100 : 200;
  return ok(
    page(
      [
        forthcoming(base + 1, {
          title: { en: `Forthcoming text ${base}`, zh: `即将出版 ${base}` },
        }),
        book(base + 2, { title: { en: `Text on sale ${base}`, zh: `在售教材 ${base}` } }),
      ],
      { total: 23 },
    ),
  );
}

const requestsTo = (path: string) => api.requests.filter((request) => request.path === path);
const titlesIn = (region: HTMLElement) =>
  within(region)
    .getAllByRole('article')
    .map((article) => within(article).getByRole('heading').textContent);

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
  api = mockApi({
    'GET /bookmain/homedata': ok(homeData()),
    'GET /bookmain/tags-by-type': ok(TEXTBOOK_LEVELS),
    'GET /bookmain/homepagefilter': textbooks,
    'GET /resource/pdf/check-content-permission': (request) =>
      ok(
        String(request.params.ids)
          .split(',')
          .map((id) => permission(Number(id), id === '4')),
      ),
  });
});

afterEach(() => api.restore());

it('offers the new books feed to follow, advertised in the head', async () => {
  renderHome();
  expect(await screen.findByRole('link', { name: 'Follow new books (Atom feed)' })).toHaveAttribute(
    'href',
    '/api/feeds/books.atom',
  );
  expect(document.head.querySelector('link[rel="alternate"]')).toHaveAttribute(
    'title',
    'International Press of Mathematical Sciences: new books',
  );
});

it('shows the catalogue in figures, each leading to its books', async () => {
  renderHome();
  const facts = await screen.findByRole('list', { name: 'The catalogue in figures' });
  const link = (name: RegExp) => within(facts).getByRole('link', { name });
  expect(link(/^303 books$/)).toHaveAttribute('href', '/books/bookList');
  expect(link(/^286 on sale$/)).toHaveAttribute('href', '/books/bookList?status=published');
  expect(link(/^17 forthcoming$/)).toHaveAttribute('href', '/books/bookList?status=forthcoming');
  expect(link(/^12 featured$/)).toHaveAttribute('href', '/books/bookLight');
  expect(link(/^3 series$/)).toHaveAttribute('href', '/books/bookSuccession');
});

it('has new, featured and forthcoming shelves with their counts and "View all" links, on sale before forthcoming', async () => {
  renderHome();
  const recent = await screen.findByRole('region', { name: 'New books 45 books' });
  expect(titlesIn(recent)).toEqual(['Lectures on Elliptic Curves', 'Harmonic Analysis']);
  expect(within(recent).getByRole('link', { name: 'All 286 books on sale' })).toHaveAttribute(
    'href',
    '/books/bookList?status=published',
  );

  const featured = screen.getByRole('region', { name: 'Featured books 12 books' });
  // The API lists the forthcoming Modular Forms first: the book on sale comes before it.
  expect(titlesIn(featured)).toEqual(['Motivic Integration', 'Modular Forms']);
  expect(within(featured).getByRole('link', { name: 'All 12 featured books' })).toHaveAttribute(
    'href',
    '/books/bookLight',
  );

  const coming = screen.getByRole('region', { name: 'Forthcoming 17 books' });
  expect(titlesIn(coming)).toEqual(['Quantum Groups']);
  expect(within(coming).getByText('Jan 10, 2027')).toBeInTheDocument();
  expect(within(coming).getByRole('link', { name: 'All 17 forthcoming books' })).toHaveAttribute(
    'href',
    '/books/bookList?status=forthcoming',
  );

  // The shelves follow one another in that order: what is on sale before what is to come.
  const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  expect(headings.indexOf('Featured books12 books')).toBeLessThan(
    headings.indexOf('Forthcoming17 books'),
  );
  expect(headings.indexOf('New books45 books')).toBeLessThan(
    headings.indexOf('Forthcoming17 books'),
  );
});

it('links every book to its page at the root, and prices it in yuan and dollars', async () => {
  renderHome();
  const card = await screen.findByRole('article', { name: 'Lectures on Elliptic Curves' });
  expect(within(card).getByRole('link', { name: 'Lectures on Elliptic Curves' })).toHaveAttribute(
    'href',
    '/BDetail/1',
  );
  expect(within(card).getByText('Li Wei and Anna Schmidt')).toBeInTheDocument();
  expect(card).toHaveTextContent('CN¥128.00 / $19.50');
  expect(within(card).getByText('Mar 1, 2025')).toHaveAttribute('datetime', '2025-03-01');
});

it('marks the books the reader may read (here one bought), and asks once for all shelves', async () => {
  renderHome();
  const bought = await screen.findByRole('article', { name: 'Motivic Integration' });
  expect(await within(bought).findByText('Purchased')).toBeInTheDocument();
  // Locked books carry no badge on the home; forthcoming ones are not asked about.
  const other = screen.getByRole('article', { name: 'Harmonic Analysis' });
  expect(within(other).queryByText('Buy to read')).not.toBeInTheDocument();
  const asked = requestsTo('/resource/pdf/check-content-permission').map((r) => r.params);
  expect(asked[0]).toEqual({ type: 'book', ids: '1,2,4,7' });
});

it('shows the series, the annual books first, each leading to its volumes', async () => {
  renderHome();
  const strip = await screen.findByRole('region', { name: 'Series' });
  const links = within(within(strip).getByRole('list')).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual([
    'Current Developments in Mathematics',
    'Surveys in Differential Geometry',
    'Advanced Lectures',
  ]);
  expect(links[0]).toHaveAttribute('href', '/books/bookSuccessionList?id=13');
  expect(within(strip).getAllByText('Annual')).toHaveLength(2);
  expect(within(strip).getByText('16 books')).toBeInTheDocument();
  expect(within(strip).getByRole('link', { name: 'All 3 series' })).toHaveAttribute(
    'href',
    '/books/bookSuccession',
  );
});

it('shows the textbooks by level, on sale first, each level leading to its whole list', async () => {
  const { user } = renderHome();
  const shelf = await screen.findByRole('region', { name: 'Textbooks' });
  const levels = within(shelf).getByRole('group', { name: 'Textbook level' });
  expect(within(levels).getByRole('radio', { name: 'Undergraduate textbooks (23)' })).toBeChecked();
  expect(await within(shelf).findByRole('article', { name: 'Text on sale 100' })).toBeVisible();
  expect(titlesIn(shelf)).toEqual(['Text on sale 100', 'Forthcoming text 100']);
  expect(requestsTo('/bookmain/tags-by-type')[0]?.params).toEqual({ type: 'textbook' });
  expect(requestsTo('/bookmain/homepagefilter')[0]?.params).toEqual({
    tagId: 48,
    current: 1,
    size: 6,
  });
  expect(
    within(shelf).getByRole('link', { name: 'All 23 of Undergraduate textbooks' }),
  ).toHaveAttribute('href', '/books/bookList?tag=48');

  await user.click(within(levels).getByRole('radio', { name: 'Graduate textbooks (25)' }));
  expect(await within(shelf).findByRole('article', { name: 'Text on sale 200' })).toBeVisible();
  expect(within(shelf).getByRole('link', { name: 'All 25 of Graduate textbooks' })).toHaveAttribute(
    'href',
    '/books/bookList?tag=49',
  );
});

it('introduces the featured author and their books, on sale first', async () => {
  renderHome();
  const author = await screen.findByRole('region', { name: 'Featured author: Hong Zhou 11 books' });
  expect(
    within(author).getByText('School of Mathematical Sciences, Eastbridge University'),
  ).toBeInTheDocument();
  expect(within(author).getByText(/taught analysis to undergraduates/)).toBeInTheDocument();
  expect(titlesIn(author)).toEqual(['Real Analysis', 'Calculus']);
  expect(within(author).getByRole('link', { name: 'All 11 books by Hong Zhou' })).toHaveAttribute(
    'href',
    '/books/bookList?tag=51',
  );
});

it('searches all books from the home: the list opens with the keyword', async () => {
  const { user } = renderHome();
  await user.type(screen.getByRole('searchbox', { name: 'Search all books' }), ' elliptic  ');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(location()).toBe('/books/bookList?q=elliptic');
});

it('speaks Chinese to a Chinese reader, prices the Chinese way, without asking again', async () => {
  await setLanguage('zh');
  renderHome();
  const card = await screen.findByRole('article', { name: '椭圆曲线讲义' });
  expect(card).toHaveTextContent('¥128.00 / US$19.50');
  expect(within(card).getByText('2025年3月1日')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: '即将出版 共 17 种' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '全部 17 种即将出版的图书' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: '推荐作者：周红 共 11 种' })).toBeInTheDocument();

  await act(() => setLanguage('en'));
  const same = await screen.findByRole('article', { name: 'Lectures on Elliptic Curves' });
  expect(same).toHaveTextContent('CN¥128.00 / $19.50');
  expect(requestsTo('/bookmain/homedata')).toHaveLength(1);
});

it('asks an anonymous reader nothing about an organization', async () => {
  renderHome();
  await screen.findByRole('region', { name: 'New books 45 books' });
  expect(api.requests.some((request) => request.path.includes('org-auth'))).toBe(false);
  expect(screen.queryByRole('region', { name: "Your organization's books" })).toBeNull();
});

describe('for an organization', () => {
  beforeEach(() => {
    act(() =>
      portalStore.set(userInfoAtom, {
        type: 'organization',
        nick_name: 'Demo University Library',
        adName: 'Demo University Library',
        username: '',
      }),
    );
    api.restore();
    api = mockApi({
      'GET /bookmain/homedata': ok(homeData()),
      'GET /bookmain/tags-by-type': ok([]),
      'GET /resource/pdf/check-content-permission': ok([]),
      'GET /bookmain/org-auth-books-count': ok({ total: 24 }),
      'GET /bookmain/org-auth-books': ok(
        page([book(31, { title: { en: 'Granted Topology', zh: '授权拓扑' } })], { total: 24 }),
      ),
    });
  });

  it("shows first the organization's books, open to its readers, with the way to all of them", async () => {
    renderHome();
    const panel = await screen.findByRole('region', { name: "Your organization's books" });
    expect(
      await within(panel).findByText('Demo University Library may read 24 books in full.'),
    ).toBeInTheDocument();
    const granted = await within(panel).findByRole('article', { name: 'Granted Topology' });
    expect(within(granted).getByText('Open through your organization')).toBeInTheDocument();
    expect(
      within(panel).getByRole('link', { name: "See all 24 of your organization's books" }),
    ).toHaveAttribute('href', '/books/bookOrganization');
    expect(requestsTo('/bookmain/org-auth-books')[0]?.params).toEqual({ current: 1, size: 4 });
  });
});
