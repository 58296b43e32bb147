import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { setLanguage } from '@portal/shared';
import type { FaqDetail } from '@portal/contract';
import { mockApi, ok, renderWithProviders, resetPortalState, type MockApi } from '@portal/testing';
import { registerMessages } from '../../../i18n';
import { FaqPage } from '../components/faq-page';

const t = (en: string, zh: string) => ({ en, zh });
const CATEGORY = { id: 2, name: t('Journal subscriptions', '期刊订阅') };

const FAQS: FaqDetail[] = [
  {
    id: 21,
    category: CATEGORY,
    question: t('How do I subscribe to a journal?', '如何订阅期刊？'),
    answer: t(
      '<p>See <a href="/ordering?p=0-0">Institutional subscriptions</a>.</p>' +
        '<script>window.hacked = true</script><a href="javascript:alert(1)">Trap</a>',
      '<p>参见机构订阅。</p>',
    ),
    related: [{ id: 22, question: t('When does a subscription start?', '订阅何时开始？') }],
  },
  {
    id: 22,
    category: CATEGORY,
    question: t('When does a subscription start?', '订阅何时开始？'),
    answer: t('<p>On 1 January.</p>', '<p>1月1日。</p>'),
    related: [{ id: 21, question: t('How do I subscribe to a journal?', '如何订阅期刊？') }],
  },
];

let api: MockApi;
let failing = false;

function serve() {
  api = mockApi({
    'GET /cms/faq-detail': (request) => {
      if (failing) return { status: 500, body: { code: 500, success: false, data: null } };
      const faq = FAQS.find((candidate) => candidate.id === request.params.id);
      return faq
        ? ok(faq)
        : { status: 404, body: { code: 404, success: false, data: null, msg: 'Not found' } };
    },
  });
}

function renderFaq(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/faqDetail/:id" element={<FaqPage />} />
      <Route path="/faqDetail" element={<p>All the questions</p>} />
      <Route path="/ordering" element={<p>Ordering page</p>} />
    </Routes>,
    { route },
  );
}

beforeAll(registerMessages);

beforeEach(async () => {
  failing = false;
  await resetPortalState();
  await setLanguage('en');
  serve();
  window.scrollTo = jest.fn();
});

afterEach(() => api.restore());

describe('FaqPage', () => {
  it('shows the question, its category, the sanitized answer and the way back', async () => {
    renderFaq('/faqDetail/21');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'How do I subscribe to a journal?',
    );
    expect(screen.getByText('Journal subscriptions')).toBeInTheDocument();
    const answer = screen.getByRole('article', { name: 'How do I subscribe to a journal?' });
    expect(
      await within(answer).findByRole('link', { name: 'Institutional subscriptions' }),
    ).toHaveAttribute('href', '/ordering?p=0-0');
    expect(answer.querySelector('script')).toBeNull();
    expect(within(answer).getByText('Trap')).not.toHaveAttribute('href', 'javascript:alert(1)');
    expect(screen.getByRole('link', { name: 'All questions' })).toHaveAttribute(
      'href',
      '/faqDetail',
    );
    expect(document.title).toBe(
      'How do I subscribe to a journal? | FAQ | International Press of Mathematical Sciences',
    );
  });

  it('links the related answers, and opens one in place', async () => {
    const { user } = renderFaq('/faqDetail/21');
    const related = await screen.findByRole('region', { name: 'More on Journal subscriptions' });
    await user.click(
      within(related).getByRole('link', { name: 'When does a subscription start?' }),
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'When does a subscription start?',
    );
    expect(await screen.findByText('On 1 January.')).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it("follows the answer's own links with the router", async () => {
    const { user } = renderFaq('/faqDetail/21');
    await user.click(await screen.findByRole('link', { name: 'Institutional subscriptions' }));
    expect(await screen.findByText('Ordering page')).toBeInTheDocument();
  });

  it.each(['/faqDetail/99', '/faqDetail/abc', '/faqDetail/021'])(
    'says %s was not found, with a link to all questions',
    async (route) => {
      const { user } = renderFaq(route);
      expect(
        await screen.findByText('This question was not found. It may have been removed.'),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('link', { name: 'All questions' }));
      expect(await screen.findByText('All the questions')).toBeInTheDocument();
    },
  );

  it('says when the answer cannot be loaded, and loads it on retry', async () => {
    failing = true;
    const { user } = renderFaq('/faqDetail/22');
    expect(await screen.findByRole('alert')).toHaveTextContent('This answer could not be loaded.');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('On 1 January.')).toBeInTheDocument();
  });

  it('reads in Chinese', async () => {
    await setLanguage('zh');
    renderFaq('/faqDetail/22');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('订阅何时开始？');
    expect(screen.getByRole('region', { name: '期刊订阅的其他问题' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '全部问题' })).toBeInTheDocument();
  });
});
