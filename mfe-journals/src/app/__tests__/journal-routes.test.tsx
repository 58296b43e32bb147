import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { ApiError, apiGet, portalStore, setLanguage, userInfoAtom } from '@portal/shared';
import type {
  AnnualVolumes,
  ArticleSummary,
  ContentPermission,
  JournalDetail,
  Page,
} from '@portal/contract';
import { renderWithProviders, resetPortalState } from '@portal/testing';
import { FULL_TEXT } from '../../features/fulltext/testing/fixtures';
import { ARTICLE as ARTICLE_DETAIL } from '../../testing/article-fixtures';
import { JournalsApp } from '../app';

jest.mock('@portal/shared', () => ({ ...jest.requireActual('@portal/shared'), apiGet: jest.fn() }));
// The stand-in answers any path: typed as a plain function of the path and query.
const mockedApiGet = jest.mocked(apiGet as (path: string, query?: object) => Promise<unknown>);

const JOURNAL: JournalDetail = {
  id: 7,
  abbreviation: 'J. Algebra Geom.',
  title: { en: 'Journal of Algebra and Geometry', zh: '代数与几何学报' },
  issnPrint: '1234-5679',
  issnOnline: '2345-6785',
  coverUrl: '/api/covers/journal/7.svg',
  subject: 'algebra',
  subjectName: { en: 'Algebra', zh: '代数' },
  openAccess: false,
  frequency: { en: 'Quarterly', zh: '季刊' },
  foundedYear: 1998,
  publisher: { en: 'IPMS', zh: '国际数学科学出版社' },
  aimsAndScope: { en: 'Original research in algebra.', zh: '发表代数方向的原创研究。' },
  indexing: ['MathSciNet', 'zbMATH Open'],
  sponsors: [{ en: 'Chinese Mathematical Society', zh: '中国数学会' }],
  submission: { en: 'Submit a PDF.', zh: '请提交 PDF。' },
  prices: [
    { year: 2026, subscriber: 'institutional', medium: 'print', currency: 'CNY', amount: 1200 },
    { year: 2026, subscriber: 'institutional', medium: 'print', currency: 'USD', amount: 300 },
    { year: 2026, subscriber: 'institutional', medium: 'online', currency: 'CNY', amount: 0 },
    { year: 2025, subscriber: 'personal', medium: 'print', currency: 'CNY', amount: 99 },
  ],
  articleCount: 120,
};

const VOLUMES: AnnualVolumes[] = [
  {
    year: 2025,
    volumes: [
      {
        id: 31,
        number: 28,
        year: 2025,
        issues: [{ id: 301, number: 1, publishedDate: '2025-03-15', articleCount: 6 }],
      },
    ],
  },
  {
    year: 2024,
    volumes: [
      {
        id: 30,
        number: 27,
        year: 2024,
        issues: [{ id: 299, number: 4, publishedDate: '2024-12-15', articleCount: 5 }],
      },
    ],
  },
];

const ARTICLE: ArticleSummary = {
  id: 5001,
  status: 'published',
  title: { en: 'Units of $\\mathbb{Z}[\\sqrt{2}]$', zh: '$\\mathbb{Z}[\\sqrt{2}]$ 的单位' },
  titleMarkup: { en: 'Units of <math><mi>ℤ</mi></math>', zh: '<math><mi>ℤ</mi></math> 的单位' },
  authors: [{ name: 'Wei Wang', authorKey: 'wei-wang', affiliation: { en: 'PKU', zh: '北大' } }],
  firstPage: 1,
  lastPage: 20,
  doi: '10.1234/jag.2025.1',
  openAccess: true,
  acceptedDate: '2024-11-01',
  publishedOnlineDate: '2024-12-01',
  publishedDate: '2025-03-15',
  journalId: 7,
  journalAbbreviation: 'J. Algebra Geom.',
  journalTitle: JOURNAL.title,
  volumeId: 31,
  volumeNumber: 28,
  year: 2025,
  issueId: 301,
  issueNumber: 1,
};

/** An article of the issue only a subscription or the organization opens. */
const LOCKED_ARTICLE: ArticleSummary = {
  ...ARTICLE,
  id: 5002,
  title: { en: 'Ideals of $R$', zh: '$R$ 的理想' },
  titleMarkup: { en: 'Ideals of <math><mi>R</mi></math>', zh: '<math><mi>R</mi></math> 的理想' },
  openAccess: false,
  firstPage: 21,
  lastPage: 40,
};

/** The issue's contents the stand-in answers, and its access checks by kind. */
let issueArticles: ArticleSummary[] = [ARTICLE];
let permissions: Record<string, ContentPermission[]> = {};

function page<T>(records: T[]): Page<T> {
  return { records, total: records.length, size: 20, current: 1, pages: 1 };
}

function answer(url: string, query?: object): unknown {
  switch (url) {
    case '/periodical/detail':
      return JOURNAL;
    case '/periodical/volumes-by-annual-issue':
      return VOLUMES;
    case '/periodical/issue-content-list':
      return page(issueArticles);
    case '/periodical/online-first-articles-list':
      return page([ARTICLE]);
    case '/resource/pdf/check-content-permission': {
      const { type } = query as { type: string };
      return permissions[type] ?? [];
    }
    case '/periodical/issue-content-detail':
      return { ...ARTICLE_DETAIL, id: ARTICLE.id, journalId: JOURNAL.id };
    case '/periodical/issue-content-pmvalue-by-id':
      return { previousId: null, nextId: null };
    case '/periodical/article-citations':
      return { references: [], citedBy: [] };
    case '/periodical/article-fulltext':
      return FULL_TEXT;
    case '/resource/pdf/checkauth':
      return { allowed: true, reason: 'open_access', message: null };
    default:
      throw new Error(`unexpected ${url}`);
  }
}

function CurrentUrl() {
  const { pathname, search } = useLocation();
  return <output aria-label="URL">{pathname + search}</output>;
}

/** The section as the shell mounts it: its whole route table at the URL. */
function renderAt(route: string) {
  return renderWithProviders(
    <>
      <CurrentUrl />
      <JournalsApp />
    </>,
    { route },
  );
}
beforeEach(async () => {
  mockedApiGet.mockReset();
  mockedApiGet.mockImplementation((url, query) => Promise.resolve(answer(url, query)));
  issueArticles = [ARTICLE];
  permissions = {};
  await resetPortalState();
  await setLanguage('en');
});

describe("an issue's contents and the masthead say what this reader may read", () => {
  const signIn = (type: 'personal' | 'organization') =>
    portalStore.set(userInfoAtom, {
      nick_name: type === 'organization' ? 'Riverside University' : 'Reader',
      type,
      adName: '',
      username: type === 'organization' ? '' : 'reader@example.com',
    });
  const item = (title: RegExp) =>
    screen.getByRole('link', { name: title }).closest('article') as HTMLElement;
  const permissionChecks = () =>
    mockedApiGet.mock.calls.filter(([url]) => url === '/resource/pdf/check-content-permission');

  beforeEach(() => {
    issueArticles = [ARTICLE, LOCKED_ARTICLE];
  });

  it('through the organization, asking once for the page of articles and once for the journal', async () => {
    signIn('organization');
    permissions = {
      article: [
        { id: 5001, allowed: true, reason: 'open_access' },
        { id: 5002, allowed: true, reason: 'organization' },
      ],
      journal: [{ id: 7, allowed: true, reason: 'organization' }],
    };
    renderAt('/JDetail/7/issue?id=301');
    await screen.findByRole('heading', { level: 2, name: 'Volume 28, issue 1 (2025)' });
    expect(
      await within(item(/Ideals of/)).findByText('Yours through your organization'),
    ).toBeInTheDocument();
    expect(within(item(/Units of/)).getByText('Open access')).toBeInTheDocument();
    expect(await screen.findByText('Open through your organization')).toBeInTheDocument();
    expect(screen.queryByText('Subscription required')).not.toBeInTheDocument();
    expect(permissionChecks().map(([, query]) => query)).toEqual(
      expect.arrayContaining([
        { type: 'article', ids: '5001,5002' },
        { type: 'journal', ids: '7' },
      ]),
    );
    expect(permissionChecks()).toHaveLength(2);
  });

  it('through a subscription', async () => {
    signIn('personal');
    permissions = {
      article: [
        { id: 5001, allowed: true, reason: 'open_access' },
        { id: 5002, allowed: true, reason: 'subscription' },
      ],
      journal: [{ id: 7, allowed: true, reason: 'subscription' }],
    };
    renderAt('/JDetail/7/issue?id=301');
    await screen.findByRole('heading', { level: 2, name: 'Volume 28, issue 1 (2025)' });
    expect(
      await within(item(/Ideals of/)).findByText('Yours through your subscription'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByText('Yours through your subscription')).toHaveLength(2),
    );
    expect(screen.queryByText('Subscription required')).not.toBeInTheDocument();
  });

  it('locked for a signed-in reader without access, and for an anonymous one without asking', async () => {
    signIn('personal');
    permissions = { article: [{ id: 5002, allowed: false, reason: null }], journal: [] };
    const { unmount } = renderAt('/JDetail/7/issue?id=301');
    await screen.findByRole('heading', { level: 2, name: 'Volume 28, issue 1 (2025)' });
    await waitFor(() =>
      expect(within(item(/Ideals of/)).getByText('Subscription required')).toBeVisible(),
    );
    unmount();
    await resetPortalState();
    mockedApiGet.mockClear();
    renderAt('/JDetail/7/issue?id=301');
    await screen.findByRole('heading', { level: 2, name: 'Volume 28, issue 1 (2025)' });
    expect(within(item(/Ideals of/)).getByText('Subscription required')).toBeInTheDocument();
    expect(permissionChecks()).toHaveLength(0);
  });
});

it('shows the masthead, the tabs as links and the about view by default', async () => {
  renderAt('/JDetail/7');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Journal of Algebra and Geometry' }),
  ).toBeInTheDocument();
  expect(screen.getByText('代数与几何学报')).toHaveAttribute('lang', 'zh-CN');
  expect(screen.getByText('Subscription required')).toBeInTheDocument();
  const tabs = screen.getByRole('navigation', { name: 'Journal sections' });
  expect(within(tabs).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  expect(within(tabs).getByRole('link', { name: 'Editorial board' })).toHaveAttribute(
    'href',
    '/JDetail/7/board',
  );
  expect(screen.getByRole('heading', { level: 2, name: 'About' })).toBeInTheDocument();
  expect(screen.getByText('Original research in algebra.')).toBeInTheDocument();
  const prices = screen.getByRole('table', { name: /2026/ });
  // Only this year's prices; free online access says so.
  expect(
    within(prices)
      .getAllByRole('rowheader')
      .map((row) => row.textContent),
  ).toEqual(['Institutional · print', 'Institutional · online']);
  expect(
    within(prices)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['CN¥1,200.00', '$300.00', 'Free', '–']);
  expect(document.title).toMatch(/^About · Journal of Algebra and Geometry \| /);
  expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
    'content',
    'Original research in algebra.',
  );
  // The journal's own page: its one address, its citation tags and a shared link's.
  expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'http://localhost/JDetail/7',
  );
  const meta = (name: string) =>
    [
      ...document.head.querySelectorAll<HTMLMetaElement>(
        `meta[name="${name}"], meta[property="${name}"]`,
      ),
    ].map((tag) => tag.content);
  expect(meta('citation_journal_title')).toEqual(['Journal of Algebra and Geometry']);
  expect(meta('citation_issn')).toEqual(['1234-5679', '2345-6785']);
  expect(meta('og:title')).toEqual(['Journal of Algebra and Geometry']);
  expect(meta('og:type')).toEqual(['website']);
});

it("offers the journal's two feeds to follow, advertised in the head on each of its pages", async () => {
  renderAt('/JDetail/7/board');
  const follow = await screen.findByRole('list', { name: 'Follow this journal' });
  expect(
    within(follow).getByRole('link', { name: 'Follow new issues (Atom feed)' }),
  ).toHaveAttribute('href', '/api/feeds/journal/7/latest-issue.atom');
  expect(
    within(follow).getByRole('link', { name: 'Follow online-first articles (Atom feed)' }),
  ).toHaveAttribute('href', '/api/feeds/journal/7/online-first.atom');
  const alternates = [
    ...document.head.querySelectorAll('link[rel="alternate"][type="application/atom+xml"]'),
  ].map((link) => [link.getAttribute('href'), link.getAttribute('title')]);
  expect(alternates).toEqual([
    ['/api/feeds/journal/7/latest-issue.atom', 'Journal of Algebra and Geometry: latest issue'],
    ['/api/feeds/journal/7/online-first.atom', 'Journal of Algebra and Geometry: online first'],
  ]);
});

it('lists volumes by year, the newest open, and opens another year on request', async () => {
  const { user } = renderAt('/JDetail/7/volumes');
  const newest = await screen.findByRole('button', { name: '2025' });
  expect(newest).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('link', { name: /Issue 1/ })).toHaveAttribute(
    'href',
    '/JDetail/7/issue?id=301',
  );
  const older = screen.getByRole('button', { name: '2024' });
  expect(older).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('link', { name: /Issue 4/ })).not.toBeInTheDocument();
  await user.click(older);
  expect(older).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('link', { name: /Issue 4/ })).toBeInTheDocument();
});

it('shows an issue with article and author links, marking the volumes tab', async () => {
  renderAt('/JDetail/7/issue?id=301');
  expect(
    await screen.findByRole('heading', { level: 2, name: 'Volume 28, issue 1 (2025)' }),
  ).toBeInTheDocument();
  expect(mockedApiGet).toHaveBeenCalledWith(
    '/periodical/issue-content-list',
    { issueId: 301, current: 1, size: 20 },
    expect.anything(),
  );
  expect(screen.getByRole('link', { name: /Units of/ })).toHaveAttribute(
    'href',
    '/JDetail/7/article?id=5001',
  );
  expect(screen.getByRole('link', { name: 'Wei Wang' })).toHaveAttribute(
    'href',
    '/journals/journalAuthorPanel?author=wei-wang',
  );
  const tabs = screen.getByRole('navigation', { name: 'Journal sections' });
  expect(within(tabs).getByRole('link', { name: 'Volumes and issues' })).toHaveAttribute(
    'aria-current',
    'true',
  );
});

it('opens JFirstDetail on the online-first view, in Chinese', async () => {
  await setLanguage('zh');
  renderAt('/JFirstDetail/7');
  expect(await screen.findByRole('heading', { level: 2, name: '优先出版' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: '代数与几何学报' })).toBeInTheDocument();
  expect(mockedApiGet).toHaveBeenCalledWith(
    '/periodical/online-first-articles-list',
    { journalId: 7, current: 1, size: 10 },
    expect.anything(),
  );
});

it('says so when the journal does not exist', async () => {
  mockedApiGet.mockRejectedValue(
    new ApiError({ kind: 'server', url: '/periodical/detail', status: 404 }),
  );
  renderAt('/JDetail/999/board');
  expect(await screen.findByText('There is no such journal.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'All journals' })).toHaveAttribute(
    'href',
    '/journals/journal',
  );
});

it('shows an article as its own route, in the journal frame with the volumes tab marked', async () => {
  renderAt('/JDetail/7/article?id=5001');
  expect(
    await screen.findByRole('heading', { level: 1, name: /A note on holomorphic maps/ }),
  ).toBeInTheDocument();
  // The article's title is the one h1: the journal's is a link in the masthead.
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(
    screen.getAllByRole('link', { name: 'Journal of Algebra and Geometry' })[0],
  ).toHaveAttribute('href', '/JDetail/7/about');
  const tabs = screen.getByRole('navigation', { name: 'Journal sections' });
  expect(within(tabs).getByRole('link', { name: 'Volumes and issues' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  expect(mockedApiGet).toHaveBeenCalledWith(
    '/periodical/issue-content-detail',
    { id: 5001 },
    expect.anything(),
  );
  await waitFor(() => expect(document.title).toMatch(/^A note on holomorphic maps/));
});

it("shows an article's full text as its own route, in the frame, without a tab of its own", async () => {
  renderAt('/JDetail/7/fulltext?id=5001');
  expect(
    await screen.findByRole('heading', { level: 2, name: '1 Introduction' }),
  ).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  // By its text: jsdom cannot name a heading holding MathML (the API's markup of the title).
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/A note on holomorphic maps/);
  const tabs = screen.getByRole('navigation', { name: 'Journal sections' });
  expect(
    within(tabs)
      .getAllByRole('link')
      .map((tab) => tab.textContent),
  ).toEqual([
    'About',
    'Editorial board',
    'Volumes and issues',
    'Online first',
    'Accepted papers',
    'Open access',
    'Publication speed',
  ]);
  expect(within(tabs).getByRole('link', { name: 'Volumes and issues' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  expect(mockedApiGet).toHaveBeenCalledWith(
    '/periodical/article-fulltext',
    { id: 5001, lang: 'en' },
    expect.anything(),
  );
  await waitFor(() =>
    expect(document.title).toMatch(/^A note on holomorphic maps .* — Full text · /),
  );
});

it('sends a journal URL naming no view to the first view', async () => {
  renderAt('/JDetail/7/nonsense');
  expect(await screen.findByRole('heading', { level: 2, name: 'About' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'URL' })).toHaveTextContent('/JDetail/7/about');
});

it('keeps the journal frame while the reader moves between its views', async () => {
  const { user } = renderAt('/JDetail/7/board');
  const masthead = await screen.findByRole('heading', {
    level: 1,
    name: 'Journal of Algebra and Geometry',
  });
  const tabs = screen.getByRole('navigation', { name: 'Journal sections' });
  await user.click(within(tabs).getByRole('link', { name: 'Volumes and issues' }));
  expect(await screen.findByRole('button', { name: '2025' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toBe(masthead);
  expect(document.title).toMatch(/^Volumes and issues · Journal of Algebra and Geometry \| /);
});
