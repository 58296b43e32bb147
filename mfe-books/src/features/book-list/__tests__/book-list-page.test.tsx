import { act, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { portalStore, setLanguage, userInfoAtom } from '@portal/shared';
import {
  mockApi,
  ok,
  renderWithProviders,
  resetPortalState,
  type MockApi,
  type MockRequest,
} from '@portal/testing';
import type { BookTagType } from '@portal/contract';
import { registerMessages } from '../../../i18n';
import {
  book,
  forthcoming,
  page,
  permission,
  series,
  tag,
  TEXTBOOK_LEVELS,
} from '../../../testing/catalogue-fixtures';
import { BookListPage } from '../components/book-list-page';
import { parseBookListFilters } from '../hooks/use-book-list-filters';

let api: MockApi;

function Location() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="location">{pathname + search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
    </>
  );
}
const location = () => screen.getByRole('status', { name: 'location' }).textContent;

function renderList(route = '/books/bookList') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/books/bookList" element={<BookListPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Location />
    </>,
    { route },
  );
}

const BOOKS = [
  book(1, { title: { en: 'Lectures on Elliptic Curves', zh: '椭圆曲线讲义' } }),
  book(2, { title: { en: 'Harmonic Analysis', zh: '调和分析' } }),
  forthcoming(3, { title: { en: 'Modular Forms', zh: '模形式' } }),
];

const TAGS: Record<BookTagType, ReturnType<typeof tag>[]> = {
  textbook: TEXTBOOK_LEVELS,
  collection: [tag(53, 'collection', { name: { en: "Editors' choice", zh: '编辑推荐' } })],
  featured_author: [tag(51, 'featured_author', { name: { en: 'Hong Zhou', zh: '周红' } })],
  subject: [
    tag(21, 'subject', {
      code: '35',
      name: { en: 'Partial differential equations', zh: '偏微分方程' },
    }),
  ],
};

const listRequests = () =>
  api.requests.filter((request) => request.path === '/bookmain/homepagefilter');
const lastListParams = () => listRequests().at(-1)?.params;

function routes(
  list: (request: MockRequest) => ReturnType<typeof ok> = () => ok(page(BOOKS, { total: 30 })),
) {
  return {
    'GET /bookmain/homepagefilter': list,
    'GET /bookmain/bookseries': ok(
      page([series(7, { title: { en: 'Graduate Texts', zh: '研究生教材' } }), series(13)]),
    ),
    'GET /bookmain/tags-by-type': (request: MockRequest) =>
      ok(TAGS[request.params.type as BookTagType]),
    'GET /bookmain/tag-detail': (request: MockRequest) =>
      ok(
        Object.values(TAGS)
          .flat()
          .find((one) => one.id === request.params.id),
      ),
    'GET /resource/pdf/check-content-permission': (request: MockRequest) =>
      ok(
        String(request.params.ids)
          .split(',')
          .map((id) =>
            id === '1' ? permission(1, true, 'organization') : permission(Number(id), false),
          ),
      ),
  };
}

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
  api = mockApi(routes());
});

afterEach(() => api.restore());

describe('the filters in the URL', () => {
  it('reads every filter from the URL into the form and the request', async () => {
    renderList(
      '/books/bookList?q=elliptic&series=7&tag=48&msc=35q&from=2020&to=2025&medium=print&status=published&sort=title&page=2',
    );
    await screen.findByRole('article', { name: 'Lectures on Elliptic Curves' });
    expect(lastListParams()).toEqual({
      current: 2,
      size: 12,
      keyword: 'elliptic',
      seriesId: 7,
      tagId: 48,
      msc: '35Q',
      yearFrom: 2020,
      yearTo: 2025,
      medium: 'print',
      status: 'published',
      sort: 'title',
    });
    const form = screen.getByRole('search', { name: 'Filter books' });
    expect(within(form).getByRole('searchbox', { name: 'Keyword' })).toHaveValue('elliptic');
    expect(within(form).getByRole('combobox', { name: 'MSC 2020' })).toHaveValue('35Q');
    expect(within(form).getByRole('spinbutton', { name: 'Published from (year)' })).toHaveValue(
      2020,
    );
    expect(within(form).getByRole('spinbutton', { name: 'Published to (year)' })).toHaveValue(2025);
    expect(await within(form).findByRole('option', { name: 'Graduate Texts' })).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: 'Series' })).toHaveDisplayValue(
      'Graduate Texts',
    );
    expect(
      await within(form).findByRole('option', { name: 'Undergraduate textbooks' }),
    ).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: 'Topic or collection' })).toHaveDisplayValue(
      'Undergraduate textbooks',
    );
    expect(within(form).getByRole('combobox', { name: 'Medium' })).toHaveDisplayValue('Print');
    expect(within(form).getByRole('combobox', { name: 'Availability' })).toHaveDisplayValue(
      'On sale',
    );
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Title (A–Z)');
    // The lower-case MSC code is written as the classification writes it.
    expect(location()).toBe(
      '/books/bookList?q=elliptic&series=7&tag=48&msc=35Q&from=2020&to=2025&medium=print&status=published&sort=title&page=2',
    );
    // The chosen tag says what it is.
    expect(await screen.findByRole('region', { name: 'Chosen tag' })).toHaveTextContent(
      'Undergraduate textbooks',
    );
  });

  it('ignores or corrects what it cannot use, and never fails', async () => {
    renderList(
      '/books/bookList?q=%20&series=abc&tag=-4&msc=calculus&from=2025&to=1999&medium=vinyl&status=lost&sort=random&page=0&utm=x',
    );
    await screen.findByRole('article', { name: 'Lectures on Elliptic Curves' });
    // The years the other way round are turned round; the rest is dropped.
    expect(lastListParams()).toEqual({ current: 1, size: 12, yearFrom: 1999, yearTo: 2025 });
    expect(location()).toBe('/books/bookList?from=1999&to=2025');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Newest first');
  });

  it('drops a series or tag the catalogue does not have', async () => {
    renderList('/books/bookList?series=999&tag=998&status=forthcoming');
    await screen.findByRole('article', { name: 'Lectures on Elliptic Curves' });
    await screen.findByText('/books/bookList?status=forthcoming');
    expect(lastListParams()).toEqual({ current: 1, size: 12, status: 'forthcoming' });
  });

  it('moves a page past the end to the last page', async () => {
    api.restore();
    api = mockApi(
      routes((request) => ok(page(BOOKS, { total: 30, current: Number(request.params.current) }))),
    );
    renderList('/books/bookList?status=published&page=9');
    await screen.findByText('/books/bookList?status=published&page=3');
    expect(lastListParams()).toEqual({ current: 3, size: 12, status: 'published' });
  });
});

describe('filtering', () => {
  it('applies a select at once, and keyword, MSC and years when sent; each back to page 1', async () => {
    const { user } = renderList('/books/bookList?page=2');
    await screen.findByRole('article', { name: 'Lectures on Elliptic Curves' });
    const form = screen.getByRole('search', { name: 'Filter books' });

    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Availability' }),
      'forthcoming',
    );
    expect(location()).toBe('/books/bookList?status=forthcoming');

    await user.type(within(form).getByRole('combobox', { name: 'MSC 2020' }), '35');
    await user.type(
      within(form).getByRole('spinbutton', { name: 'Published from (year)' }),
      '2020',
    );
    // Choosing a medium while typing keeps what is typed.
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Medium' }), 'electronic');
    expect(location()).toBe('/books/bookList?medium=electronic&status=forthcoming');
    expect(within(form).getByRole('combobox', { name: 'MSC 2020' })).toHaveValue('35');

    await user.type(within(form).getByRole('searchbox', { name: 'Keyword' }), ' waves ');
    await user.click(within(form).getByRole('button', { name: 'Apply filters' }));
    expect(location()).toBe(
      '/books/bookList?q=waves&msc=35&from=2020&medium=electronic&status=forthcoming',
    );
    expect(lastListParams()).toEqual({
      current: 1,
      size: 12,
      keyword: 'waves',
      msc: '35',
      yearFrom: 2020,
      medium: 'electronic',
      status: 'forthcoming',
    });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price_asc');
    expect(location()).toBe(
      '/books/bookList?q=waves&msc=35&from=2020&medium=electronic&status=forthcoming&sort=price_asc',
    );

    // Clearing keeps the order the reader chose.
    await user.click(within(form).getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/books/bookList?sort=price_asc');
    expect(within(form).getByRole('combobox', { name: 'MSC 2020' })).toHaveValue('');
    expect(within(form).queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('says what is wrong with an MSC code or a year, and sends nothing', async () => {
    const { user } = renderList();
    await screen.findByRole('article', { name: 'Lectures on Elliptic Curves' });
    const msc = screen.getByRole('combobox', { name: 'MSC 2020' });
    await user.type(msc, 'algebra');
    await user.type(screen.getByRole('spinbutton', { name: 'Published to (year)' }), '99');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(msc).toHaveAccessibleDescription('Enter an MSC 2020 code such as 35, 35Q or 35Q30.');
    expect(msc).toBeInvalid();
    expect(screen.getByText('Enter a year from 1000 to 9999.')).toBeInTheDocument();
    expect(location()).toBe('/books/bookList');
  });

  it('offers the tags of every type, grouped, and the subjects as MSC suggestions', async () => {
    const { user } = renderList();
    const tags = screen.getByRole('combobox', { name: 'Topic or collection' });
    for (const group of [
      'Textbooks',
      'Collections',
      'Featured authors',
      'Subjects (MSC 2020 areas)',
    ])
      expect(await within(tags).findByRole('group', { name: group })).toBeInTheDocument();
    expect(
      within(tags).getByRole('option', { name: '35 Partial differential equations' }),
    ).toBeInTheDocument();
    await user.selectOptions(tags, '51');
    expect(location()).toBe('/books/bookList?tag=51');
  });

  it('Back restores the filters before, in the form and in the request', async () => {
    const { user } = renderList('/books/bookList?msc=35&from=2020');
    await screen.findByRole('article', { name: 'Lectures on Elliptic Curves' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Medium' }), 'print');
    expect(location()).toBe('/books/bookList?msc=35&from=2020&medium=print');

    await screen.findByRole('article', { name: 'Lectures on Elliptic Curves' });
    const asked = listRequests().length;

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(location()).toBe('/books/bookList?msc=35&from=2020');
    expect(screen.getByRole('combobox', { name: 'Medium' })).toHaveDisplayValue('Print and eBook');
    expect(screen.getByRole('combobox', { name: 'MSC 2020' })).toHaveValue('35');
    // The rows of that list are there at once, from the cache: nothing is asked again.
    expect(screen.getByRole('article', { name: 'Lectures on Elliptic Curves' })).toBeVisible();
    expect(listRequests()).toHaveLength(asked);
    expect(listRequests()[0]?.params).toEqual({ current: 1, size: 12, msc: '35', yearFrom: 2020 });
  });
});

describe('the results', () => {
  it('counts the books, pages through them, and links each to its page', async () => {
    const { user } = renderList('/books/bookList?status=published');
    expect(await screen.findByText('30 books')).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Lectures on Elliptic Curves' });
    expect(within(card).getByRole('link', { name: 'Lectures on Elliptic Curves' })).toHaveAttribute(
      'href',
      '/BDetail/1',
    );
    expect(
      within(card).getByRole('link', { name: 'Graduate Texts in Number Theory' }),
    ).toHaveAttribute('href', '/books/bookSuccessionList?id=7');
    expect(within(card).getByText('Hardcover · eBook')).toBeInTheDocument();
    expect(card).toHaveTextContent('CN¥128.00 / $19.50');

    const pages = screen.getByRole('navigation', { name: 'Book pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(location()).toBe('/books/bookList?status=published&page=2');
    expect(lastListParams()).toEqual({ current: 2, size: 12, status: 'published' });
  });

  it('shows each book open or locked for this reader, and no badge for a forthcoming one', async () => {
    renderList();
    const open = await screen.findByRole('article', { name: 'Lectures on Elliptic Curves' });
    expect(await within(open).findByText('Open through your organization')).toBeInTheDocument();
    const locked = screen.getByRole('article', { name: 'Harmonic Analysis' });
    expect(within(locked).getByText('Buy to read')).toBeInTheDocument();
    const coming = screen.getByRole('article', { name: 'Modular Forms' });
    expect(within(coming).queryByText('Buy to read')).toBeNull();
    const checks = api.requests.filter((r) => r.path === '/resource/pdf/check-content-permission');
    expect(checks.map((r) => r.params)).toEqual([{ type: 'book', ids: '1,2,3' }]);
  });

  it('asks again when the reader becomes an organization', async () => {
    renderList();
    await screen.findAllByText('Buy to read');
    act(() =>
      portalStore.set(userInfoAtom, {
        type: 'organization',
        nick_name: 'Demo University Library',
        adName: '',
        username: '',
      }),
    );
    await screen.findAllByText('Open through your organization');
    const checks = api.requests.filter((r) => r.path === '/resource/pdf/check-content-permission');
    expect(checks).toHaveLength(2);
  });

  it('with nothing matching, says so and offers to clear the filters', async () => {
    api.restore();
    api = mockApi(routes(() => ok(page([]))));
    const { user } = renderList('/books/bookList?q=nothing');
    expect(await screen.findByText('No books match these filters.')).toBeInTheDocument();
    expect(screen.getByText('0 books')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    expect(location()).toBe('/books/bookList');
  });

  it('speaks Chinese to a Chinese reader', async () => {
    await setLanguage('zh');
    renderList('/books/bookList?status=forthcoming');
    expect(await screen.findByRole('heading', { level: 1, name: '全部图书' })).toBeInTheDocument();
    expect(await screen.findByText('共 30 种图书')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '出版状态' })).toHaveDisplayValue('即将出版');
    const card = screen.getByRole('article', { name: '椭圆曲线讲义' });
    expect(within(card).getByText('精装、电子书')).toBeInTheDocument();
    expect(await within(card).findByText('经由贵机构可读')).toBeInTheDocument();
  });
});

test('parseBookListFilters: the defaults of an empty query', () => {
  expect(parseBookListFilters(new URLSearchParams())).toEqual({
    keyword: '',
    seriesId: null,
    tagId: null,
    msc: '',
    yearFrom: null,
    yearTo: null,
    medium: '',
    status: '',
    sort: 'newest',
    page: 1,
  });
});
