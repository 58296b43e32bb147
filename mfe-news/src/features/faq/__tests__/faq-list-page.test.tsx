import { act, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { setLanguage } from '@portal/shared';
import type { FaqCategory } from '@portal/contract';
import { mockApi, ok, renderWithProviders, resetPortalState, type MockApi } from '@portal/testing';
import { registerMessages } from '../../../i18n';
import { FaqListPage } from '../components/faq-list-page';

const t = (en: string, zh: string) => ({ en, zh });

const ACCESS: FaqCategory = {
  id: 1,
  name: t('Reading and access', '阅读与访问'),
  faqs: [
    { id: 11, question: t('Can I download articles as PDF?', '可以下载论文的 PDF 吗？') },
    { id: 12, question: t('How do I cite an article?', '如何引用论文？') },
  ],
};
const SUBSCRIPTIONS: FaqCategory = {
  id: 2,
  name: t('Journal subscriptions', '期刊订阅'),
  faqs: [{ id: 21, question: t('How do I subscribe to a journal?', '如何订阅期刊？') }],
};

let api: MockApi;

/** The API's grouping, filtered the way it filters: by a word of the question. */
function serve() {
  api = mockApi({
    'GET /cms/faq-list': (request) => {
      const keyword = String(request.params.keyword ?? '').toLowerCase();
      return ok(
        [ACCESS, SUBSCRIPTIONS]
          .map((category) => ({
            ...category,
            faqs: category.faqs.filter((faq) => faq.question.en.toLowerCase().includes(keyword)),
          }))
          .filter((category) => category.faqs.length > 0),
      );
    },
  });
}

function Where() {
  const location = useLocation();
  return <output aria-label="where">{location.pathname + location.search}</output>;
}

function renderList(route = '/faqDetail') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/faqDetail" element={<FaqListPage />} />
      </Routes>
      <Where />
    </>,
    { route },
  );
}

const keywords = () =>
  api.requests.filter((request) => request.path === '/cms/faq-list').map((r) => r.params.keyword);

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
  serve();
});

afterEach(() => api.restore());

describe('FaqListPage', () => {
  it('lists the questions grouped by category, each linking to its answer', async () => {
    renderList();
    const access = await screen.findByRole('region', { name: 'Reading and access' });
    expect(
      within(access)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Can I download articles as PDF?', 'How do I cite an article?']);
    expect(within(access).getByRole('link', { name: 'How do I cite an article?' })).toHaveAttribute(
      'href',
      '/faqDetail/12',
    );
    const subscriptions = screen.getByRole('region', { name: 'Journal subscriptions' });
    expect(
      within(subscriptions).getByRole('link', { name: 'How do I subscribe to a journal?' }),
    ).toHaveAttribute('href', '/faqDetail/21');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Reading and access',
      'Journal subscriptions',
    ]);
    expect(keywords()).toEqual([undefined]);
  });

  it('searches by keyword, with the keyword in the URL', async () => {
    const { user } = renderList();
    await screen.findByRole('region', { name: 'Reading and access' });
    await user.type(screen.getByRole('searchbox', { name: 'Search the questions' }), 'subscribe');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('1 question matches “subscribe”.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Reading and access' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'How do I subscribe to a journal?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent(
      '/faqDetail?q=subscribe',
    );
    expect(keywords()).toEqual([undefined, 'subscribe']);
  });

  it('opens with the search the URL names', async () => {
    renderList('/faqDetail?q=cite');
    expect(await screen.findByRole('link', { name: 'How do I cite an article?' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search the questions' })).toHaveValue('cite');
    expect(keywords()).toEqual(['cite']);
  });

  it('says when nothing matches, and shows every question again on request', async () => {
    const { user } = renderList('/faqDetail?q=refund');
    expect(await screen.findByText('No question or answer matches “refund”.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all questions' }));
    expect(await screen.findByRole('region', { name: 'Reading and access' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search the questions' })).toHaveValue('');
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent(/^\/faqDetail$/);
  });

  it('shows the questions in Chinese when the reader switches language', async () => {
    renderList();
    await screen.findByRole('region', { name: 'Reading and access' });
    await act(() => setLanguage('zh'));
    expect(await screen.findByRole('region', { name: '阅读与访问' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '如何订阅期刊？' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: '搜索问题' })).toBeInTheDocument();
    expect(keywords()).toHaveLength(1);
  });
});
