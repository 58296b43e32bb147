import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { portalStore, setLanguage, userInfoAtom } from '@portal/shared';
import type { ContentPermission, SearchHit } from '@portal/contract';
import {
  mockApi,
  ok,
  renderWithProviders,
  resetPortalState,
  type MockApi,
  type MockReply,
  type MockRequest,
} from '@portal/testing';
import { registerMessages } from '../../../i18n';
import { SearchPage } from '../components/search-page';
import { ARTICLE_HIT, BOOK_HIT, NEWS_HIT, searchResult } from '../testing/fixtures';

let api: MockApi;

/** The access checks' answers, by kind of hit. */
let permissions: Record<string, ContentPermission[]> = {};

function answer(reply: MockReply | ((request: MockRequest) => MockReply)) {
  api?.restore();
  api = mockApi({
    'GET /search/search': reply,
    'GET /resource/pdf/check-content-permission': (request) =>
      ok(permissions[String(request.params.type)] ?? []),
  });
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
  // jsdom does not scroll; a new page of results asks for the top.
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  await resetPortalState();
  permissions = {};
  await setLanguage('en');
  answer(ok(searchResult([ARTICLE_HIT, BOOK_HIT, NEWS_HIT], { total: 45 })));
});
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
  delete (window as { hacked?: boolean }).hacked;
});

function CurrentUrl() {
  const location = useLocation();
  return <output aria-label="current address">{location.pathname + location.search}</output>;
}

function renderSearch(route = '/search?q=operator') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/search" element={<SearchPage />} />
      </Routes>
      <CurrentUrl />
    </>,
    { route },
  );
}

const currentAddress = () => screen.getByRole('status', { name: 'current address' });
const searches = () => api.requests.filter((request) => request.path === '/search/search');
const lastQuery = () => searches().at(-1)?.params;
const permissionChecks = () =>
  api.requests.filter((request) => request.path === '/resource/pdf/check-content-permission');
const hits = (name = 'Search results') =>
  within(screen.getByRole('list', { name })).getAllByRole('article');

it('shows hits of every kind, each linking to its page, with authors, journal, year and marks', async () => {
  renderSearch();
  expect(await screen.findByText('45 results for “operator”')).toBeInTheDocument();
  expect(lastQuery()).toEqual({ q: 'operator', current: 1, size: 20 });
  const [article, book, news] = hits();

  // jsdom cannot name an element holding MathML: the title link is found by its text.
  const articleLink = within(article!)
    .getByText(/Holomorphic maps/)
    .closest('a');
  expect(articleLink).toHaveAttribute('href', '/JDetail/7/article?id=5001');
  expect(within(article!).getByText('Article')).toBeInTheDocument();
  expect(within(article!).getByText('Wei Wang, Anna Rossi')).toBeInTheDocument();
  expect(
    within(article!).getByText('Journal of Algebra and Geometry').closest('a'),
  ).toHaveAttribute('href', '/JDetail/7');
  expect(within(article!).getByText('2025')).toHaveAttribute('datetime', '2025-03-15');
  expect(within(article!).getByText('Open access')).toBeInTheDocument();
  expect(within(article!).getByText('MSC 32A10, 47B38')).toBeInTheDocument();

  expect(within(book!).getByRole('link', { name: /Operator Algebras/ })).toHaveAttribute(
    'href',
    '/BDetail/17',
  );
  expect(within(book!).getByText('Book')).toBeInTheDocument();
  expect(within(book!).queryByText('Open access')).not.toBeInTheDocument();
  expect(within(news!).getByRole('link', { name: /A prize/ })).toHaveAttribute(
    'href',
    '/newsDetail/17',
  );
  expect(within(news!).getByText('News')).toBeInTheDocument();
});

it('marks what this reader may read, one check per kind of hit on the page', async () => {
  portalStore.set(userInfoAtom, {
    nick_name: 'Riverside University',
    type: 'organization',
    adName: '',
    username: '',
  });
  const locked: SearchHit = { ...ARTICLE_HIT, id: 5002, openAccess: false };
  answer(ok(searchResult([locked, BOOK_HIT, NEWS_HIT], { total: 3 })));
  permissions = {
    article: [{ id: 5002, allowed: true, reason: 'organization' }],
    book: [{ id: 17, allowed: true, reason: 'purchase' }],
  };
  renderSearch();
  await screen.findByText('3 results for “operator”');
  const [article, book, news] = hits();
  expect(await within(article!).findByText('Yours through your organization')).toBeVisible();
  expect(await within(book!).findByText('Yours through your purchase')).toBeVisible();
  expect(within(news!).queryByText(/Yours through/)).not.toBeInTheDocument();
  for (const hit of [article!, book!]) {
    expect(within(hit).queryByText('Open access')).not.toBeInTheDocument();
  }
  expect(permissionChecks().map((request) => request.params)).toEqual(
    expect.arrayContaining([
      { type: 'article', ids: '5002' },
      { type: 'book', ids: '17' },
    ]),
  );
  expect(permissionChecks()).toHaveLength(2);
});

it("shows a title's formulas as the API's MathML, with its matches marked, and loads no TeX renderer", async () => {
  renderSearch();
  const [article] = await screen.findAllByRole('article');
  const heading = within(article!).getByRole('heading', { level: 2 });
  await waitFor(() => expect(heading.querySelector('math msup')).not.toBeNull());
  expect(heading.querySelector('[data-tex]')).toBeNull();
  expect(within(heading).getByText('operators', { selector: 'mark' })).toBeInTheDocument();
  expect(heading).not.toHaveTextContent('<mark>');
  // The passage: sanitized HTML with its marks, its escapes read as text.
  const snippet = await within(article!).findByText('operators', { selector: 'p mark' });
  expect(snippet.parentElement).toHaveTextContent('We study operators on domains where x < y & z.');
});

it('keeps a script or a handler in a highlight inert', async () => {
  const hostile: SearchHit = {
    ...ARTICLE_HIT,
    title: { en: 'Safe title', zh: '安全的标题' },
    highlight: {
      title: {
        en: '<script>window.hacked = true</script>Safe <mark>title</mark>',
        zh: '安全的<mark>标题</mark>',
      },
      snippet: {
        en: 'A <mark>match</mark><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
        zh: '',
      },
    },
  };
  answer(ok(searchResult([hostile])));
  renderSearch();
  const [article] = await screen.findAllByRole('article');
  const heading = within(article!).getByRole('heading', { level: 2 });
  // Sanitized like every HTML from the API: the script is gone, the text and marks stay.
  await waitFor(() => expect(heading).toHaveTextContent(/^Safe title$/));
  expect(heading.querySelector('script')).toBeNull();
  await within(article!).findByText('match', { selector: 'mark' });
  expect(article!.querySelector('script, [onerror]')).toBeNull();
  expect((window as { hacked?: boolean }).hacked).toBeUndefined();
});

it('reads every filter, the order and the page from the URL and asks the API for them', async () => {
  renderSearch(
    '/search?q=elliptic&type=article&journalId=7&yearFrom=2019&yearTo=2025&msc=35J&openAccess=true&sort=newest&current=2',
  );
  await screen.findByText('45 results for “elliptic”');
  expect(lastQuery()).toEqual({
    q: 'elliptic',
    current: 2,
    size: 20,
    type: 'article',
    journalId: 7,
    yearFrom: 2019,
    yearTo: 2025,
    msc: '35J',
    openAccess: true,
    sort: 'newest',
  });
  expect(screen.getByRole('searchbox', { name: 'Search articles, books and news' })).toHaveValue(
    'elliptic',
  );
  expect(screen.getByRole('radio', { name: /^Articles/ })).toBeChecked();
  expect(screen.getByRole('combobox', { name: 'Journal' })).toHaveValue('7');
  expect(screen.getByRole('spinbutton', { name: 'From' })).toHaveValue(2019);
  expect(screen.getByRole('spinbutton', { name: 'To' })).toHaveValue(2025);
  expect(screen.getByRole('combobox', { name: 'Class' })).toHaveValue('35J');
  expect(screen.getByRole('textbox', { name: 'Code or its beginning' })).toHaveValue('35J');
  expect(screen.getByRole('radio', { name: /^Open access/ })).toBeChecked();
  expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
  expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
});

it('ignores or corrects parameters it cannot use, instead of failing', async () => {
  renderSearch('/search?q=spectrum&yearFrom=abc&yearTo=2020&type=all-of-it&current=x&msc=bad');
  await screen.findByText('45 results for “spectrum”');
  expect(lastQuery()).toEqual({ q: 'spectrum', current: 1, size: 20, yearTo: 2020 });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('turns each facet into the query and the URL, back to the first page', async () => {
  const { user } = renderSearch('/search?q=operator&current=2');
  await screen.findByText('45 results for “operator”');
  // Counts beside each choice.
  expect(screen.getByRole('radio', { name: 'Books 3' })).not.toBeChecked();
  expect(screen.getByRole('radio', { name: 'All 45' })).toBeChecked();

  await user.click(screen.getByRole('radio', { name: 'Articles 40' }));
  await waitFor(() =>
    expect(currentAddress()).toHaveTextContent('/search?q=operator&type=article'),
  );
  expect(lastQuery()).toEqual({ q: 'operator', current: 1, size: 20, type: 'article' });

  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Journal' }),
    'Journal of Functional Analysis (10)',
  );
  await waitFor(() => expect(lastQuery()).toMatchObject({ journalId: 9 }));

  await user.type(screen.getByRole('spinbutton', { name: 'From' }), '2024');
  await user.type(screen.getByRole('spinbutton', { name: 'To' }), '2020{Enter}');
  // Typed backwards: turned round.
  await waitFor(() => expect(lastQuery()).toMatchObject({ yearFrom: 2020, yearTo: 2024 }));

  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Class' }),
    '47 Operator theory (25)',
  );
  await waitFor(() => expect(lastQuery()).toMatchObject({ msc: '47' }));
  const prefix = screen.getByRole('textbox', { name: 'Code or its beginning' });
  await user.clear(prefix);
  await user.type(prefix, '47b');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(lastQuery()).toMatchObject({ msc: '47B' }));

  await user.click(screen.getByRole('radio', { name: 'Subscription 28' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'newest');
  await waitFor(() =>
    expect(currentAddress()).toHaveTextContent(
      '/search?q=operator&type=article&journalId=9&yearFrom=2020&yearTo=2024&msc=47B&openAccess=false&sort=newest',
    ),
  );
  expect(lastQuery()).toEqual({
    q: 'operator',
    current: 1,
    size: 20,
    type: 'article',
    journalId: 9,
    yearFrom: 2020,
    yearTo: 2024,
    msc: '47B',
    openAccess: false,
    sort: 'newest',
  });

  await user.click(screen.getByRole('button', { name: 'Clear filters' }));
  await waitFor(() =>
    expect(currentAddress()).toHaveTextContent(/^\/search\?q=operator&sort=newest$/),
  );
});

it('explains a year or a code it cannot use instead of sending it', async () => {
  const { user } = renderSearch();
  await screen.findByText('45 results for “operator”');
  const asked = searches().length;
  await user.type(screen.getByRole('spinbutton', { name: 'From' }), '99');
  await user.click(screen.getByRole('button', { name: 'Apply years' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Enter years as four digits');
  await user.type(screen.getByRole('textbox', { name: 'Code or its beginning' }), 'J35');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText(/Enter an MSC code or its beginning/)).toBeInTheDocument();
  expect(searches()).toHaveLength(asked);
  expect(currentAddress()).toHaveTextContent(/^\/search\?q=operator$/);
});

it('searches again from its own search box, keeping the filters and starting at page 1', async () => {
  const { user } = renderSearch('/search?q=operator&type=book&current=2');
  await screen.findByText('45 results for “operator”');
  const box = screen.getByRole('searchbox', { name: 'Search articles, books and news' });
  await user.clear(box);
  await user.type(box, 'spectral theory');
  await user.keyboard('{Enter}');
  await waitFor(() =>
    expect(currentAddress()).toHaveTextContent('/search?q=spectral+theory&type=book'),
  );
  expect(lastQuery()).toEqual({ q: 'spectral theory', current: 1, size: 20, type: 'book' });
});

it('pages through the results with the shared pager, the page in the URL', async () => {
  answer(({ params }) =>
    ok(
      searchResult([{ ...ARTICLE_HIT, id: 6000 + Number(params.current) }], {
        total: 45,
        current: Number(params.current),
      }),
    ),
  );
  const { user } = renderSearch();
  await screen.findByText('45 results for “operator”');
  const pages = screen.getByRole('navigation', { name: 'Result pages' });
  expect(within(pages).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
  await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
  await waitFor(() => expect(currentAddress()).toHaveTextContent('/search?q=operator&current=2'));
  expect(lastQuery()).toMatchObject({ current: 2 });
  await waitFor(() => expect(hits()[0]).toHaveTextContent('Holomorphic'));
  expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

it('takes a page past the last to the last page', async () => {
  answer(({ params }) =>
    ok(
      searchResult(Number(params.current) > 3 ? [] : [ARTICLE_HIT], {
        total: 45,
        current: Number(params.current),
      }),
    ),
  );
  renderSearch('/search?q=operator&current=9');
  await waitFor(() => expect(currentAddress()).toHaveTextContent('/search?q=operator&current=3'));
  expect(await screen.findAllByRole('article')).toHaveLength(1);
});

it('says nothing matched, offers the spelling that does, and how to search', async () => {
  answer(ok(searchResult([], { suggestion: 'operator' })));
  renderSearch('/search?q=opertor&type=article');
  expect(
    await screen.findByText('Nothing matches “opertor” with these filters.'),
  ).toBeInTheDocument();
  const didYouMean = screen.getByText(/Did you mean/);
  expect(within(didYouMean).getByRole('link', { name: 'operator' })).toHaveAttribute(
    'href',
    '/search?q=operator&type=article',
  );
  expect(screen.getByRole('heading', { name: 'Search tips' })).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: 'Clear filters' }).length).toBeGreaterThan(0);
});

it('without a suggestion, offers no "Did you mean"', async () => {
  answer(ok(searchResult([])));
  renderSearch('/search?q=zzzz');
  expect(await screen.findByText('Nothing matches “zzzz”.')).toBeInTheDocument();
  expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
});

it('says in the reader’s words when the API refuses the search', async () => {
  answer({
    status: 400,
    body: { code: 400, success: false, msg: 'querystring/q must not be empty' },
  });
  renderSearch('/search?q=%22');
  expect(await screen.findByRole('alert')).toHaveTextContent('This search cannot be run as it is.');
  expect(screen.queryByText(/querystring/)).not.toBeInTheDocument();
});

it('without words, shows the search box and how to search, and asks nothing', async () => {
  const { user } = renderSearch('/search?type=book');
  expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Search tips' })).toBeInTheDocument();
  expect(api.requests).toHaveLength(0);
  await user.type(screen.getByRole('searchbox'), 'operator{Enter}');
  await waitFor(() => expect(currentAddress()).toHaveTextContent('/search?q=operator&type=book'));
  expect(await screen.findByText('45 results for “operator”')).toBeInTheDocument();
});

it('reads in Chinese for a Chinese reader', async () => {
  await setLanguage('zh');
  renderSearch();
  expect(await screen.findByText('“operator”共 45 条结果')).toBeInTheDocument();
  const [article] = hits('检索结果');
  expect(within(article!).getByText('算子', { selector: 'h2 mark' })).toBeInTheDocument();
  expect(within(article!).getByText('代数与几何学报').closest('a')).toHaveAttribute(
    'href',
    '/JDetail/7',
  );
  expect(screen.getByRole('radio', { name: '图书 3' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: '大类' })).toHaveDisplayValue('全部大类');
  expect(screen.getByRole('option', { name: '35 偏微分方程 (8)' })).toBeInTheDocument();
  // A class without a name in the texts shows by its number.
  expect(screen.getByRole('option', { name: '99 (1)' })).toBeInTheDocument();
});

it('has a "Filters" disclosure for narrow screens, closed at first', async () => {
  const { user } = renderSearch();
  await screen.findByText('45 results for “operator”');
  // Shown below 950 px only, and jsdom applies no media query (so it names no hidden button):
  // the e2e flow opens it by its role at 390 px.
  const toggle = screen.getByText('Filters', { selector: 'button > span' }).closest('button')!;
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toContainElement(
    screen.getByRole('combobox', { name: 'Journal' }),
  );
});
