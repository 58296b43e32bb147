import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { portalStore, setLanguage, userInfoAtom } from '@portal/shared';
import type { AccessCheck } from '@portal/contract';
import {
  mockApi,
  ok,
  renderWithProviders,
  resetPortalState,
  type MockApi,
  type MockReply,
} from '@portal/testing';
import { registerMessages } from '../../../i18n';
import { ArticlePage } from '../components/article-page';
import { ARTICLE, CITATIONS, IMPORTED_ARTICLE } from '../../../testing/article-fixtures';

let api: MockApi;
/** What `article-citations` answers; each test starts with the fixture's. */
let citationsReply: MockReply = ok(CITATIONS);

/** A refusal as the API words it, in the language the client asks in. */
function locked(language: string): AccessCheck {
  return {
    allowed: false,
    reason: null,
    message:
      language === 'zh'
        ? '您无权阅读全文，请联系我们订阅'
        : 'Unauthorized access to read full text. Please contact us to subscribe',
  };
}

function mock(access?: AccessCheck, article = ARTICLE) {
  api = mockApi({
    'GET /periodical/issue-content-detail': (request) =>
      request.params.id === article.id
        ? ok(article)
        : { status: 404, body: { code: 404, success: false, data: null, msg: 'Not found' } },
    'GET /periodical/issue-content-pmvalue-by-id': ok({ previousId: null, nextId: 2 }),
    'GET /periodical/article-citations': () => citationsReply,
    'GET /resource/pdf/checkauth': (request) =>
      ok(access ?? locked(request.headers['Accept-Language'] ?? 'en')),
    'POST /resource/pdf/access-history': ok({ recorded: true, viewedAt: '2026-11-23T10:00:00Z' }),
  });
}

function renderArticle(route = '/JDetail/1/article?id=1') {
  return renderWithProviders(
    <Routes>
      <Route path="/JDetail/:cid/:viewtype" element={<ArticlePage />} />
    </Routes>,
    { route },
  );
}

const historyRequests = () =>
  api.requests.filter((request) => request.path === '/resource/pdf/access-history');

beforeAll(registerMessages);

beforeEach(async () => {
  await resetPortalState();
  await setLanguage('en');
  citationsReply = ok(CITATIONS);
  mock();
});

afterEach(() => api.restore());

describe('ArticlePage', () => {
  it('shows the article: title, authors linking to their publications, abstract, keywords', async () => {
    renderArticle();
    const title = await screen.findByRole('heading', { level: 1 });
    // The formula as MathML, which screen readers read; its TeX is an annotation, not read.
    await waitFor(() => expect(title.querySelector('math')).not.toBeNull());
    expect(title).toHaveAccessibleName('A note on holomorphic maps in ℂ n');
    const authors = screen.getByRole('list', { name: 'Authors' });
    expect(within(authors).getByRole('link', { name: 'Hui He' })).toHaveAttribute(
      'href',
      '/journals/journalAuthorPanel?author=hui-he',
    );
    expect(screen.getByRole('heading', { name: 'Abstract' })).toBeInTheDocument();
    expect(screen.getByText('ergodic averages')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volume 26, issue 1 (2017)' })).toHaveAttribute(
      'href',
      '/JDetail/1/issue?id=7',
    );
    // "Cite" (from @portal/reading, loaded on first use) cites this article.
    expect(await screen.findByLabelText('Citation as BibTeX')).toHaveTextContent(
      '@article{Garcia2017holomorphic,',
    );
  });

  it('lists MSC codes by scheme with labels, the dates as <time>, DOI and license', async () => {
    const { container } = renderArticle();
    await screen.findByRole('heading', { level: 1 });
    const msc2020 = screen.getByText('MSC 2020').nextElementSibling as HTMLElement;
    expect(msc2020).toHaveTextContent('32H02Holomorphic mappings');
    const msc2000 = screen.getByText('MSC 2000').nextElementSibling as HTMLElement;
    expect(msc2000).toHaveTextContent('37A30Ergodic theorems');
    const times = [...container.querySelectorAll('time')].map((time) => time.dateTime);
    expect(times).toEqual(['2016-09-21', '2017-04-26', '2017-05-11', '2017-06-15']);
    expect(screen.getByText('Received revised').nextElementSibling).toHaveTextContent('—');
    expect(screen.getByText('Pages').nextElementSibling).toHaveTextContent('1–15');
    expect(
      screen.getByRole('link', { name: 'https://doi.org/10.5555/annpureapplmath.2017.26.1.001' }),
    ).toHaveAttribute('href', 'https://doi.org/10.5555/annpureapplmath.2017.26.1.001');
    expect(screen.getByText('License').nextElementSibling).toHaveTextContent('All rights reserved');
  });

  it('links the next article of the issue', async () => {
    renderArticle();
    const nav = await screen.findByRole('navigation', { name: 'Articles in this issue' });
    expect(within(nav).getByRole('link', { name: 'Next article →' })).toHaveAttribute(
      'href',
      '/JDetail/1/article?id=2',
    );
    expect(within(nav).queryByRole('link', { name: /Previous/ })).not.toBeInTheDocument();
  });

  it('lists the references with DOI links and our own article, then the articles citing it', async () => {
    renderArticle();
    const references = await screen.findByRole('region', { name: 'References (2)' });
    const items = within(references).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/^J\. Milnor, Morse theory/);
    expect(
      within(items[0]!).getByRole('link', { name: 'DOI 10.1515/9781400881802' }),
    ).toHaveAttribute('href', 'https://doi.org/10.1515/9781400881802');
    expect(within(items[0]!).queryByRole('link', { name: 'Read it here' })).not.toBeInTheDocument();
    expect(within(items[1]!).getByRole('link', { name: 'Read it here' })).toHaveAttribute(
      'href',
      '/JDetail/3/article?id=40',
    );
    const citedBy = screen.getByRole('region', {
      name: 'Cited by 1 article in our journals',
    });
    expect(within(citedBy).getByRole('link')).toHaveAttribute('href', '/JDetail/2/article?id=77');
    expect(citedBy).toHaveTextContent('Wei Chen · Comm. Math. Anal. 2024');
    expect(
      [...document.head.querySelectorAll<HTMLMetaElement>('meta[name="citation_reference"]')].map(
        (tag) => tag.content,
      ),
    ).toEqual([
      'J. Milnor, Morse theory, Annals of Mathematics Studies 51, Princeton University Press, 1963. doi:10.1515/9781400881802',
      'A. Author, An earlier note, Ann. Pure Appl. Math. 20 (2014), 1–9.',
    ]);
  });

  it('says when no article of our journals cites it, in Chinese too', async () => {
    citationsReply = ok({ references: [], citedBy: [] });
    renderArticle();
    expect(
      await screen.findByRole('heading', { name: 'Not yet cited in our journals' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^References/ })).not.toBeInTheDocument();
    await act(() => setLanguage('zh'));
    expect(
      await screen.findByRole('heading', { name: '尚未被本社期刊文章引用' }),
    ).toBeInTheDocument();
  });

  it('shows no reference sections for an accepted paper, which has none yet', async () => {
    citationsReply = { status: 404, body: { code: 404, success: false, data: null, msg: 'x' } };
    renderArticle();
    await screen.findByRole('heading', { name: 'Abstract' });
    // Loading shows the References section; the 404 takes it away, with nothing to retry.
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /References|Cited/ })).not.toBeInTheDocument(),
    );
    expect(api.requests.map((request) => request.path)).toContain('/periodical/article-citations');
    expect(screen.queryByRole('button', { name: /Try again/ })).not.toBeInTheDocument();
  });

  it('a failed reference list offers a retry, the rest of the article stays', async () => {
    citationsReply = { status: 503, body: null };
    renderArticle();
    const region = await screen.findByRole('region', { name: 'References' });
    expect(await within(region).findByRole('button', { name: /Try again/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Abstract' })).toBeInTheDocument();
  });

  it('sets a plain-text title, description, canonical address, citation and Open Graph tags, and removes them on leaving', async () => {
    const { unmount } = renderArticle();
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(document.title).toBe(
        'A note on holomorphic maps in ℂⁿ · Annals of Pure and Applied Mathematics' +
          ' | International Press of Mathematical Sciences',
      ),
    );
    const meta = (name: string) =>
      [
        ...document.head.querySelectorAll<HTMLMetaElement>(
          `meta[name="${name}"], meta[property="${name}"]`,
        ),
      ].map((tag) => tag.content);
    expect(meta('description')).toEqual(['We study holomorphic maps in C^n.']);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/JDetail/1/article?id=1',
    );
    expect(meta('citation_title')).toEqual(['A note on holomorphic maps in ℂⁿ']);
    expect(meta('citation_author')).toEqual(['Laura Garcia', 'Hui He']);
    expect(meta('citation_publication_date')).toEqual(['2017/06/15']);
    expect(meta('citation_journal_title')).toEqual(['Annals of Pure and Applied Mathematics']);
    expect(meta('citation_volume')).toEqual(['26']);
    expect(meta('citation_issue')).toEqual(['1']);
    expect(meta('citation_firstpage')).toEqual(['1']);
    expect(meta('citation_lastpage')).toEqual(['15']);
    expect(meta('citation_doi')).toEqual(['10.5555/annpureapplmath.2017.26.1.001']);
    expect(meta('citation_pdf_url')).toEqual([
      'http://localhost/api/resource/pdf/download?type=article&id=1&mode=read',
    ]);
    expect(meta('og:title')).toEqual(['A note on holomorphic maps in ℂⁿ']);
    expect(meta('og:type')).toEqual(['article']);
    expect(meta('og:url')).toEqual(['http://localhost/JDetail/1/article?id=1']);
    expect(meta('og:site_name')).toEqual(['International Press of Mathematical Sciences']);
    unmount();
    expect(document.head.querySelectorAll('meta[name^="citation_"]')).toHaveLength(0);
    expect(document.head.querySelectorAll('meta[property^="og:"], link')).toHaveLength(0);
  });

  it('leads to the full text, and tells crawlers of it, only when the article has one', async () => {
    const fullTextUrls = () =>
      [
        ...document.head.querySelectorAll<HTMLMetaElement>(
          'meta[name="citation_fulltext_html_url"]',
        ),
      ].map((tag) => tag.content);
    const { unmount } = renderArticle();
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="citation_title"]')).not.toBeNull(),
    );
    expect(screen.queryByRole('link', { name: 'Read the full text' })).not.toBeInTheDocument();
    expect(fullTextUrls()).toEqual([]);
    unmount();

    mock(undefined, IMPORTED_ARTICLE);
    renderArticle(`/JDetail/1/article?id=${IMPORTED_ARTICLE.id}`);
    expect(await screen.findByRole('link', { name: 'Read the full text' })).toHaveAttribute(
      'href',
      `/JDetail/1/fulltext?id=${IMPORTED_ARTICLE.id}`,
    );
    await waitFor(() =>
      expect(fullTextUrls()).toEqual([
        `http://localhost/JDetail/1/fulltext?id=${IMPORTED_ARTICLE.id}`,
      ]),
    );
  });

  it("states the article's access: locked to an anonymous reader, who has no history", async () => {
    renderArticle();
    // The statement itself (links, viewer, preview) is @portal/reading's, tested there.
    expect(
      await screen.findByText(
        'Unauthorized access to read full text. Please contact us to subscribe',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Read PDF' })).not.toBeInTheDocument();
    // Anonymous readers have no history to record.
    expect(historyRequests()).toHaveLength(0);
  });

  it('says why an organization may read, offers the PDF and records the visit once', async () => {
    portalStore.set(userInfoAtom, {
      nick_name: 'Demo University Library',
      type: 'organization',
      adName: 'Demo University Library',
      username: '',
    });
    mock({ allowed: true, reason: 'organization', message: null });
    renderArticle();
    expect(
      await screen.findByText('Yours to read through your organization, Demo University Library.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read PDF' })).toBeInTheDocument();
    await waitFor(() => expect(historyRequests()).toHaveLength(1));
    expect(historyRequests()[0]?.body).toEqual({ type: 'article', id: 1 });
  });

  it('states open access', async () => {
    mock({ allowed: true, reason: 'open_access', message: null });
    renderArticle();
    expect(await screen.findByText('Open access: free for everyone to read.')).toBeInTheDocument();
  });

  it('says so when the article does not exist, or when no id is given', async () => {
    renderArticle('/JDetail/1/article?id=999');
    expect(
      await screen.findByText('This article does not exist or is no longer available.'),
    ).toBeInTheDocument();
  });

  it('asks for an article when the id is missing', () => {
    renderArticle('/JDetail/1/article');
    expect(screen.getByText(/No article was chosen/)).toBeInTheDocument();
  });

  it('speaks Chinese to a Chinese reader', async () => {
    await setLanguage('zh');
    renderArticle();
    const title = await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(title.querySelector('math')).not.toBeNull());
    expect(title).toHaveAccessibleName('关于 ℂ n 中的全纯映射的一个注记');
    expect(screen.getByRole('heading', { name: '摘要' })).toBeInTheDocument();
    expect(screen.getByText('遍历平均')).toBeInTheDocument();
    // The refusal in the API's words, asked for in Chinese; the way to subscribe in Chinese too.
    expect(await screen.findByText('您无权阅读全文，请联系我们订阅')).toBeInTheDocument();
    // An anonymous reader: institutional subscriptions.
    expect(screen.getByRole('link', { name: '了解订阅方式' })).toHaveAttribute(
      'href',
      '/ordering?p=0-0',
    );
    expect(await screen.findByRole('heading', { name: '引用本文' })).toBeInTheDocument();
  });

  it('shows what an imported article adds: subtitle, ORCID, corresponding author, ids, funding, licence', async () => {
    mock(undefined, IMPORTED_ARTICLE);
    renderArticle(`/JDetail/1/article?id=${IMPORTED_ARTICLE.id}`);
    expect(await screen.findByText('A second look')).toBeInTheDocument();
    const authors = screen.getByRole('list', { name: 'Authors' });
    expect(within(authors).getByRole('link', { name: 'ORCID iD of Laura Garcia' })).toHaveAttribute(
      'href',
      'https://orcid.org/0000-0002-1825-0097',
    );
    expect(within(authors).getByRole('link', { name: 'E-mail Laura Garcia' })).toHaveAttribute(
      'href',
      'mailto:laura@example.edu',
    );
    expect(within(authors).queryByRole('link', { name: /ORCID iD of Hui He/ })).toBeNull();
    expect(screen.getByText('e17')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'MR4567890' })).toHaveAttribute(
      'href',
      'https://mathscinet.ams.org/mathscinet/relay-station?mr=MR4567890',
    );
    expect(screen.getByRole('link', { name: 'Zbl 1520.16001' })).toHaveAttribute(
      'href',
      'https://zbmath.org/?q=an:1520.16001',
    );
    expect(
      screen.getByText('National Natural Science Foundation of China (grants 12071001, 12271002)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CC BY-NC 4.0' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by-nc/4.0/',
    );
  });

  it('shows the imported fields in Chinese to a Chinese reader', async () => {
    await setLanguage('zh');
    mock(undefined, IMPORTED_ARTICLE);
    renderArticle(`/JDetail/1/article?id=${IMPORTED_ARTICLE.id}`);
    expect(await screen.findByText('再探')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Laura Garcia 的 ORCID iD' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '给 Laura Garcia 发邮件' })).toHaveTextContent(
      '通讯作者',
    );
    expect(screen.getByText('文章编号')).toBeInTheDocument();
    expect(screen.getByText('基金资助')).toBeInTheDocument();
    expect(
      screen.getByText(
        'National Natural Science Foundation of China (项目编号 12071001, 12271002)',
      ),
    ).toBeInTheDocument();
  });
});
