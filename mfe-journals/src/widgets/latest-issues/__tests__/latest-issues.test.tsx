import { screen, within } from '@testing-library/react';
import { apiGet, setLanguage } from '@portal/shared';
import type { AnnualVolumes, ArticleSummary, JournalSummary, Page } from '@portal/contract';
import { renderWithProviders } from '@portal/testing';
import { registerWidgetMessages } from '../i18n';
import { LatestIssues } from '../components/latest-issues';

jest.mock('@portal/shared', () => ({ ...jest.requireActual('@portal/shared'), apiGet: jest.fn() }));
// The stand-in answers any path: typed as a plain function of the path and query.
const mockedApiGet = jest.mocked(apiGet as (path: string, query?: object) => Promise<unknown>);

function journal(id: number, en: string): JournalSummary {
  return {
    id,
    abbreviation: `J. ${id}`,
    title: { en, zh: `${en}（中文）` },
    issnPrint: '1234-5679',
    issnOnline: '2345-6789',
    coverUrl: '',
    subject: 'algebra',
    subjectName: { en: 'Algebra', zh: '代数' },
    openAccess: false,
    frequency: { en: 'Quarterly', zh: '季刊' },
  };
}

const VOLUMES: Record<number, AnnualVolumes[]> = {
  1: [
    {
      year: 2025,
      volumes: [
        {
          id: 11,
          number: 40,
          year: 2025,
          issues: [
            { id: 101, number: 1, publishedDate: '2025-03-01', articleCount: 8 },
            { id: 102, number: 2, publishedDate: '2025-06-01', articleCount: 9 },
          ],
        },
      ],
    },
  ],
  2: [
    {
      year: 2025,
      volumes: [
        {
          id: 21,
          number: 12,
          year: 2025,
          issues: [{ id: 201, number: 4, publishedDate: '2025-09-15', articleCount: 1 }],
        },
      ],
    },
  ],
  3: [],
};

/** An online-first article; `titleMarkup` as the API renders it (TeX as MathML). */
function onlineFirst(id: number, titleMarkup: string, publishedOnlineDate: string): ArticleSummary {
  return {
    id,
    status: 'online_first',
    title: { en: `Title ${id}`, zh: `标题 ${id}` },
    titleMarkup: { en: titleMarkup, zh: `标题 ${id}` },
    authors: [],
    firstPage: null,
    lastPage: null,
    doi: `10.5555/test.${id}`,
    openAccess: false,
    acceptedDate: '2026-09-01',
    publishedOnlineDate,
    publishedDate: null,
    journalId: 7,
    journalAbbreviation: 'Front. Topol.',
    journalTitle: { en: 'Frontiers of Topology', zh: '拓扑前沿' },
    volumeId: null,
    volumeNumber: null,
    year: null,
    issueId: null,
    issueNumber: null,
  };
}

const ONLINE_FIRST = [
  onlineFirst(
    901,
    'Positive solutions of <math><mrow><mi>u</mi><mo>=</mo><mn>0</mn></mrow></math> &amp; more',
    '2026-10-15',
  ),
  onlineFirst(902, 'Plain title', '2026-10-01'),
];

let onlineFirstAnswer: () => Promise<Page<ArticleSummary>>;

beforeAll(registerWidgetMessages);
// jsdom gives MathML elements no inline style, and its getComputedStyle throws on them, which
// breaks every accessible-name query over a page with a formula: answer a plain element's style.
beforeAll(() => {
  const computedStyle = window.getComputedStyle.bind(window);
  jest
    .spyOn(window, 'getComputedStyle')
    .mockImplementation((element, pseudo) =>
      computedStyle(
        element instanceof HTMLElement || element instanceof SVGElement
          ? element
          : document.createElement('span'),
        pseudo,
      ),
    );
});
beforeEach(async () => {
  await setLanguage('en');
  onlineFirstAnswer = async () => ({
    records: ONLINE_FIRST,
    total: 40,
    size: 4,
    current: 1,
    pages: 10,
  });
  mockedApiGet.mockImplementation(async (url: string, params?: object) => {
    if (url === '/periodical/online-first-articles-list') return onlineFirstAnswer();
    if (url === '/periodical/list') {
      const records = [
        journal(1, 'Journal of Algebra'),
        journal(2, 'Annals of Topology'),
        journal(3, 'New Journal'),
      ];
      return { records, total: 26, size: 4, current: 1, pages: 7 } satisfies Page<JournalSummary>;
    }
    return VOLUMES[(params as { journalId: number }).journalId];
  });
});

/** The items of the list of the latest issues, once it shows. */
async function issueItems() {
  const journal = await screen.findByRole('link', { name: 'Annals of Topology' });
  return within(journal.closest('ul')!).getAllByRole('listitem');
}

test('the newest issue of each journal, newest first; a journal without issues is left out', async () => {
  renderWithProviders(<LatestIssues />);
  const items = await issueItems();
  expect(items).toHaveLength(2);
  expect(within(items[0]!).getByRole('link', { name: 'Annals of Topology' })).toHaveAttribute(
    'href',
    '/JDetail/2',
  );
  expect(items[0]).toHaveTextContent('Volume 12, issue 4 (2025)');
  expect(items[0]).toHaveTextContent('1 article');
  expect(items[1]).toHaveTextContent('Volume 40, issue 2 (2025)');
  expect(mockedApiGet).toHaveBeenCalledWith(
    '/periodical/list',
    { current: 1, size: 4, sort: 'latest' },
    expect.anything(),
  );
  expect(screen.getByRole('link', { name: 'All 26 journals' })).toHaveAttribute(
    'href',
    '/journals/journal',
  );
});

test('the newest online-first articles: titles with their math, links to the articles', async () => {
  renderWithProviders(<LatestIssues />);
  const online = screen.getByRole('region', { name: 'Online first' });
  expect(within(online).getByRole('heading', { level: 3 })).toHaveTextContent('Online first');
  const link = await within(online).findByRole('link', { name: /^Positive solutions of/ });
  expect(link).toHaveAttribute('href', '/JDetail/7/article?id=901');
  expect(link.querySelector('math')).not.toBeNull();
  expect(link).toHaveTextContent('Positive solutions of u=0 & more');
  const item = link.closest('li')!;
  expect(item).toHaveTextContent('Front. Topol. · Oct 15, 2026');
  expect(screen.getByRole('link', { name: 'Plain title' })).toHaveAttribute(
    'href',
    '/JDetail/7/article?id=902',
  );
  expect(mockedApiGet).toHaveBeenCalledWith(
    '/periodical/online-first-articles-list',
    { current: 1, size: 4 },
    expect.anything(),
  );
  expect(screen.getByRole('link', { name: 'All online-first articles' })).toHaveAttribute(
    'href',
    '/online',
  );
});

test('a failing online-first request shows its error while the issues still show', async () => {
  onlineFirstAnswer = () => Promise.reject(new Error('down'));
  renderWithProviders(<LatestIssues />);
  expect(await issueItems()).toHaveLength(2);
  expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Annals of Topology' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'All online-first articles' })).toBeInTheDocument();
});

test('scripts and event handlers in a title are removed', async () => {
  onlineFirstAnswer = async () => ({
    records: [
      onlineFirst(
        903,
        'Safe <img src="x" onerror="alert(1)"><script>alert(2)</script>title',
        '2026-10-20',
      ),
    ],
    total: 1,
    size: 4,
    current: 1,
    pages: 1,
  });
  renderWithProviders(<LatestIssues />);
  const link = await screen.findByRole('link', { name: /^Safe/ });
  expect(link.querySelector('script')).toBeNull();
  expect(link.querySelector('img')).not.toHaveAttribute('onerror');
  expect(link.innerHTML).not.toMatch(/alert/);
});

test('a browser with the HTML Sanitizer API sanitizes the titles itself', async () => {
  const setHTML = jest.fn(function (this: Element, html: string) {
    this.innerHTML = html.replace(/<script>.*?<\/script>/g, '');
  });
  Object.defineProperty(Element.prototype, 'setHTML', { value: setHTML, configurable: true });
  try {
    renderWithProviders(<LatestIssues />);
    const link = await screen.findByRole('link', { name: /^Positive solutions of/ });
    expect(setHTML).toHaveBeenCalledWith(expect.stringContaining('<math>'));
    expect(link.querySelector('math')).not.toBeNull();
  } finally {
    delete (Element.prototype as Partial<{ setHTML: unknown }>).setHTML;
  }
});

test('while they load, both lists keep the room of their four items (no layout shift)', () => {
  mockedApiGet.mockReturnValue(new Promise(() => undefined));
  renderWithProviders(<LatestIssues />);
  const [issues, onlineFirst] = screen.getAllByRole('status', { busy: true });
  expect(issues).toHaveStyle({ minHeight: '26rem' });
  expect(onlineFirst).toHaveStyle({ minHeight: '22rem' });
});
