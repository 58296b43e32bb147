import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { portalStore, setLanguage, userInfoAtom } from '@portal/shared';
import type { ArticleSummary, Page } from '@portal/contract';
import { mockApi, ok, renderWithProviders, resetPortalState, type MockApi } from '@portal/testing';
import { registerMessages } from '../../../i18n';
import { AuthorPublicationsPage } from '../components/author-publications-page';
import { LatestOnlinePage } from '../components/latest-online-page';
import { OnlineFirstPage } from '../components/online-first-page';

function article(id: number, overrides: Partial<ArticleSummary> = {}): ArticleSummary {
  return {
    id,
    status: 'online_first',
    title: { en: `Title ${id} on $L^p$ spaces`, zh: `标题 ${id}` },
    titleMarkup: {
      en: `Title ${id} on <math><msup><mi>L</mi><mi>p</mi></msup></math> spaces`,
      zh: `标题 ${id}`,
    },
    authors: [
      { name: 'Wei Wang', authorKey: 'wei-wang', affiliation: { en: 'Univ', zh: '大学' } },
      { name: 'Anna Berg', authorKey: 'anna-berg', affiliation: { en: 'Univ', zh: '大学' } },
    ],
    firstPage: null,
    lastPage: null,
    doi: `10.5555/test.${id}`,
    openAccess: false,
    acceptedDate: '2026-09-01',
    publishedOnlineDate: '2026-10-15',
    publishedDate: null,
    journalId: 4,
    journalAbbreviation: 'Front. Topol.',
    journalTitle: { en: 'Frontiers of Topology', zh: '拓扑前沿' },
    volumeId: null,
    volumeNumber: null,
    year: null,
    issueId: null,
    issueNumber: null,
    ...overrides,
  };
}

function page(records: ArticleSummary[], total = records.length): Page<ArticleSummary> {
  return { records, total, size: 10, current: 1, pages: Math.ceil(total / 10) };
}

let api: MockApi;

beforeAll(registerMessages);
beforeEach(async () => {
  await resetPortalState();
  await setLanguage('en');
});
afterEach(() => api.restore());

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/journals/journalFirst" element={<OnlineFirstPage />} />
      <Route path="/journals/journalAuthorPanel" element={<AuthorPublicationsPage />} />
      <Route path="/online" element={<LatestOnlinePage />} />
    </Routes>,
    { route },
  );
}

describe('online first', () => {
  beforeEach(() => {
    api = mockApi({
      'GET /periodical/online-first-articles-list': ok(
        page(
          [
            article(11),
            article(12, { openAccess: true }),
            article(13, {
              status: 'published',
              volumeNumber: 12,
              issueNumber: 3,
              year: 2026,
              firstPage: 101,
              lastPage: 120,
              publishedDate: '2026-11-01',
            }),
          ],
          25,
        ),
      ),
      'GET /resource/pdf/check-content-permission': ok([
        { id: 11, allowed: true, reason: 'organization' },
        { id: 12, allowed: true, reason: 'open_access' },
        { id: 13, allowed: false, reason: null },
      ]),
    });
  });

  it("lists every journal's online-first articles with authors, journal, dates, DOI and the reader's access", async () => {
    portalStore.set(userInfoAtom, {
      nick_name: 'Riverside University',
      type: 'organization',
      adName: '',
      username: '',
    });
    renderAt('/journals/journalFirst');
    expect(screen.getByRole('heading', { level: 1, name: 'Online first' })).toBeInTheDocument();
    const first = await screen.findByRole('article', { name: /Title 11/ });
    expect(within(first).getByRole('link', { name: /Title 11/ })).toHaveAttribute(
      'href',
      '/JDetail/4/article?id=11',
    );
    expect(within(first).getByRole('link', { name: 'Wei Wang' })).toHaveAttribute(
      'href',
      '/journals/journalAuthorPanel?author=wei-wang',
    );
    expect(within(first).getByRole('link', { name: 'Frontiers of Topology' })).toHaveAttribute(
      'href',
      '/JDetail/4',
    );
    expect(within(first).getByText('Oct 15, 2026')).toHaveAttribute('datetime', '2026-10-15');
    expect(within(first).getByRole('link', { name: '10.5555/test.11' })).toHaveAttribute(
      'href',
      'https://doi.org/10.5555/test.11',
    );
    expect(await within(first).findByText('Yours through your organization')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: /Title 12/ })).getByText('Open access'),
    ).toBeInTheDocument();
    const published = screen.getByRole('article', { name: /Title 13/ });
    expect(published).toHaveTextContent('Vol. 12, no. 3 (2026), pp. 101–120');
    expect(within(published).getByText('Subscription required')).toBeInTheDocument();

    expect(screen.getByText('25 articles')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Article pages' })).toBeInTheDocument();
    const permissions = api.requests.find((request) => request.path.endsWith('permission'));
    expect(permissions?.params).toEqual({ type: 'article', ids: '11,12,13' });
    const list = api.requests.find((request) => request.path.endsWith('articles-list'));
    expect(list?.params).toEqual({ current: 1, size: 10 });
  });

  it('asks for the page in the URL', async () => {
    renderAt('/journals/journalFirst?page=3');
    await screen.findByRole('article', { name: /Title 11/ });
    const list = api.requests.find((request) => request.path.endsWith('articles-list'));
    expect(list?.params).toEqual({ current: 3, size: 10 });
  });

  it('narrows the latest online articles to the journal in the URL', async () => {
    api.restore();
    api = mockApi({
      'GET /periodical/list': ok({
        records: [{ id: 4, title: { en: 'Frontiers of Topology', zh: '拓扑前沿' } }],
        total: 1,
        size: 1000,
        current: 1,
        pages: 1,
      }),
      'GET /periodical/online-first-articles-list': ok(page([article(11)])),
      'GET /resource/pdf/check-content-permission': ok([]),
    });
    renderAt('/online?journal=4');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Latest online articles' }),
    ).toBeInTheDocument();
    await screen.findByRole('article', { name: /Title 11/ });
    expect(await screen.findByRole('combobox', { name: 'Journal' })).toHaveDisplayValue(
      'Frontiers of Topology',
    );
    const list = api.requests.find((request) => request.path.endsWith('articles-list'));
    expect(list?.params).toEqual({ current: 1, size: 10, journalId: 4 });
  });
});

describe('author publications', () => {
  it('names the author from the articles and lists their publications', async () => {
    api = mockApi({
      'GET /periodical/issue-content-list-by-author': ok(page([article(21), article(22)])),
      'GET /resource/pdf/check-content-permission': ok([]),
    });
    renderAt('/journals/journalAuthorPanel?author=anna-berg');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Publications of Anna Berg' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    const request = api.requests.find((r) => r.path.endsWith('by-author'));
    expect(request?.params).toEqual({ authorKey: 'anna-berg', current: 1, size: 10 });
  });

  it('says so when the author has no articles (the API answers 404)', async () => {
    api = mockApi({});
    renderAt('/journals/journalAuthorPanel?author=nobody-here');
    expect(await screen.findByText('We have no articles by this author.')).toBeInTheDocument();
  });

  it('without an author, says how to reach one and asks nothing', async () => {
    api = mockApi({});
    renderAt('/journals/journalAuthorPanel');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Author publications' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Choose an author's name/)).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });
});
