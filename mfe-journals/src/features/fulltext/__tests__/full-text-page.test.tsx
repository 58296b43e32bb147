import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { createQueryClient, PortalProviders, setLanguage } from '@portal/shared';
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
import { ARTICLE, CITATIONS } from '../../../testing/article-fixtures';
import { FullTextPage } from '../components/full-text-page';
import { FIRST_SECTION_ONLY, FULL_TEXT } from '../testing/fixtures';

let api: MockApi;
/** What `article-fulltext` answers; each test starts with the whole text. */
let fullTextReply: MockReply;

const LOCKED: AccessCheck = {
  allowed: false,
  reason: null,
  message: 'Unauthorized access to read full text. Please contact us to subscribe',
};

beforeAll(registerMessages);

beforeEach(async () => {
  await resetPortalState();
  await setLanguage('en');
  fullTextReply = ok(FULL_TEXT);
  api = mockApi({
    'GET /periodical/issue-content-detail': ok({ ...ARTICLE, hasFullText: true }),
    'GET /periodical/article-fulltext': () => fullTextReply,
    'GET /periodical/article-citations': ok(CITATIONS),
    'GET /resource/pdf/checkauth': ok(LOCKED),
  });
});

afterEach(() => api.restore());

/**
 * What the page puts on the clipboard. The clipboard of user-event (`renderWithProviders` sets
 * it up) is listened to, not read: reading it needs jsdom's own Blob.
 */
function clipboardWrites(): jest.SpyInstance {
  return jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
}

function renderFullText(route = '/JDetail/1/fulltext?id=1') {
  return renderWithProviders(
    <Routes>
      <Route path="/JDetail/:cid/:viewtype" element={<FullTextPage />} />
    </Routes>,
    { route },
  );
}

const fullTextRequests = () =>
  api.requests.filter((request) => request.path === '/periodical/article-fulltext');

describe('FullTextPage', () => {
  it("shows the article's title, authors, the way back to its page, and its sections", async () => {
    renderFullText();
    const title = await screen.findByRole('heading', { level: 1 });
    // The API's markup of the title: its TeX as MathML, no TeX library.
    expect(title).toHaveTextContent(/^A note on holomorphic maps in/);
    expect(title.querySelector('math')).not.toBeNull();
    const authors = screen.getByRole('list', { name: 'Authors' });
    expect(within(authors).getByRole('link', { name: 'Hui He' })).toHaveAttribute(
      'href',
      '/journals/journalAuthorPanel?author=hui-he',
    );
    expect(screen.getByRole('link', { name: 'Back to the article page' })).toHaveAttribute(
      'href',
      '/JDetail/1/article?id=1',
    );
    expect(screen.getByRole('heading', { level: 2, name: '1 Introduction' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: /^1\.1 Notation/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '2 Maps' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Theorem 1.1' })).toHaveTextContent(
      'Every holomorphic map is open.',
    );
    expect(screen.getByRole('img', { name: 'A disc' })).toHaveAttribute('width', '640');
    expect(fullTextRequests()[0]?.params).toEqual({ id: 1, lang: 'en' });
    await waitFor(() =>
      expect(document.title).toBe(
        'A note on holomorphic maps in ℂⁿ — Full text · Annals of Pure and Applied Mathematics' +
          ' | International Press of Mathematical Sciences',
      ),
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/JDetail/1/fulltext?id=1',
    );
  });

  it('lists the sections and subsections, nested, in a table of contents', async () => {
    renderFullText();
    await screen.findByRole('heading', { level: 1 });
    // One beside the text on a wide screen, one in a disclosure on a phone: CSS shows one.
    const [sidebar, disclosure] = screen.getAllByRole('navigation', { name: 'Contents' });
    for (const contents of [sidebar!, disclosure!]) {
      const introduction = within(contents).getByRole('link', { name: '1 Introduction' });
      expect(introduction).toHaveAttribute('href', '#sec-1');
      const subsection = within(contents).getByRole('link', { name: '1.1 Notation' });
      expect(subsection).toHaveAttribute('href', '#sec-1-1');
      // Under its section, in a list of its own.
      expect(introduction.closest('li')).toContainElement(subsection);
      expect(within(contents).getByRole('link', { name: '2 Maps' })).toHaveAttribute(
        'href',
        '#sec-2',
      );
    }
    expect(disclosure!.closest('details')).not.toHaveAttribute('open');
    // The footnote mark of a title stays in the text: one way back to it, one id.
    expect(document.querySelectorAll('[id="fnref-n2"]')).toHaveLength(1);
  });

  it('lists the footnotes, each with its way back to the text', async () => {
    renderFullText();
    const notes = await screen.findByRole('region', { name: 'Notes' });
    const items = within(notes).getAllByRole('listitem');
    expect(items.map((item) => item.id)).toEqual(['fn-n1', 'fn-n2']);
    expect(items[0]).toHaveTextContent('Historical remarks are in the appendix.');
    const back = within(items[1]!).getByRole('doc-backlink', {
      name: 'Back to the text of note 2',
    });
    expect(back).toHaveAttribute('href', '#fnref-n2');
    // The marks lead to them (DPUB roles have no name from their content in jsdom's reckoning).
    const [firstMark] = screen.getAllByRole('doc-noteref');
    expect(firstMark).toHaveTextContent('1');
    expect(firstMark).toHaveAttribute('href', '#fn-n1');
  });

  it('lists the references with the anchors the citations lead to', async () => {
    renderFullText();
    const references = await screen.findByRole('region', { name: 'References (2)' });
    const items = within(references).getAllByRole('listitem');
    expect(items.map((item) => item.id)).toEqual(['ref-1', 'ref-2']);
    expect(
      within(items[0]!).getByRole('link', { name: 'DOI 10.1515/9781400881802' }),
    ).toBeVisible();
    expect(within(items[1]!).getByRole('link', { name: 'Read it here' })).toHaveAttribute(
      'href',
      '/JDetail/3/article?id=40',
    );
    const [citation] = screen.getAllByRole('doc-biblioref');
    expect(citation).toHaveTextContent('[1]');
    expect(citation).toHaveAttribute('href', '#ref-1');
  });

  it('says the rest of the text needs access, with the ways to it, when sections are withheld', async () => {
    fullTextReply = ok(FIRST_SECTION_ONLY);
    renderFullText();
    const notice = await screen.findByRole('region', {
      name: 'The rest of the text needs access',
    });
    expect(notice).toHaveTextContent(
      '2 more sections of this article are for readers with access. Sign in, or subscribe, to read it all.',
    );
    // The article's access statement: why not, and how to subscribe or sign in.
    expect(await within(notice).findByText(LOCKED.message as string)).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: 'How to subscribe' })).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: 'Subscribers: log in' })).toHaveAttribute(
      'href',
      `/login?returnUrl=${encodeURIComponent('/JDetail/1/fulltext?id=1')}`,
    );
    // (By its text: jsdom cannot name the headings holding MathML, the h1 among them.)
    expect(screen.queryByText('2 Maps')).not.toBeInTheDocument();
  });

  it('has no such notice for the whole text', async () => {
    renderFullText();
    await screen.findByRole('region', { name: 'Notes' });
    expect(
      screen.queryByRole('region', { name: 'The rest of the text needs access' }),
    ).not.toBeInTheDocument();
  });

  it("copies a display equation's TeX and says so", async () => {
    const { user } = renderFullText();
    const writes = clipboardWrites();
    await screen.findByRole('heading', { level: 2, name: '1 Introduction' });
    const equation = document.getElementById('e1') as HTMLElement;
    await user.click(equation);
    await user.click(screen.getByRole('button', { name: 'Copy TeX of formula (1)' }));
    expect(writes).toHaveBeenCalledWith('x^2 + y^2 = 1');
    expect(await screen.findByText('TeX copied')).toHaveAttribute('role', 'status');
  });

  it('offers the copy to the keyboard, right after the equation, and Escape takes it away', async () => {
    const { user } = renderFullText();
    const writes = clipboardWrites();
    await screen.findByRole('heading', { level: 2, name: '1 Introduction' });
    const equation = document.getElementById('e1') as HTMLElement;
    // Focusable once the page is the browser's, to scroll a wide one on a phone too.
    await waitFor(() => expect(equation).toHaveAttribute('tabindex', '0'));
    act(() => equation.focus());
    await user.tab();
    const copy = screen.getByRole('button', { name: 'Copy TeX of formula (1)' });
    expect(copy).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(writes).toHaveBeenCalledWith('x^2 + y^2 = 1');
    expect(await screen.findByText('TeX copied')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: /Copy TeX/ })).not.toBeInTheDocument();
    expect(equation).toHaveFocus();
  });

  it("copies the TeX of a formula in a sentence, in the reader's language", async () => {
    await setLanguage('zh');
    const { user } = renderFullText();
    const writes = clipboardWrites();
    await screen.findByRole('heading', { level: 2, name: '1 Introduction' });
    expect(fullTextRequests()[0]?.params).toEqual({ id: 1, lang: 'zh' });
    const angle = [...document.querySelectorAll('math')].find((formula) =>
      formula.textContent?.startsWith('α'),
    ) as Element;
    // Clicked as a browser would: user-event reads the style of what it clicks, which jsdom
    // does not give MathML.
    fireEvent.click(angle);
    await user.click(screen.getByRole('button', { name: '复制 TeX：此公式' }));
    expect(writes).toHaveBeenCalledWith('\\alpha');
    expect(await screen.findByText('TeX 已复制')).toBeInTheDocument();
    expect(screen.getAllByRole('navigation', { name: '目录' })).toHaveLength(2);
  });

  it('offers a retry when the full text fails, and shows it when it comes', async () => {
    fullTextReply = { status: 500, body: { code: 500, success: false, data: null, msg: 'x' } };
    const { user } = renderFullText();
    const retry = await screen.findByRole('button', { name: /Try again/ });
    fullTextReply = ok(FULL_TEXT);
    await user.click(retry);
    expect(
      await screen.findByRole('heading', { level: 2, name: '1 Introduction' }),
    ).toBeInTheDocument();
  });

  it('says so when the article has no full text, with the way to its page', async () => {
    fullTextReply = { status: 404, body: { code: 404, success: false, data: null, msg: 'x' } };
    renderFullText();
    expect(
      await screen.findByText('This article has no full text to read in the page.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the article' })).toHaveAttribute(
      'href',
      '/JDetail/1/article?id=1',
    );
    expect(screen.queryByRole('button', { name: /Try again/ })).not.toBeInTheDocument();
  });

  it('asks for an article when the id is missing', () => {
    renderFullText('/JDetail/1/fulltext');
    expect(screen.getByText(/No article was chosen/)).toBeInTheDocument();
  });
});

describe("the reader's place", () => {
  const scrollTo = jest.fn();
  let scrollY = 0;

  beforeEach(() => {
    scrollTo.mockReset();
    scrollY = 0;
    jest.spyOn(window, 'scrollTo').mockImplementation(scrollTo);
    Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 0;
    });
    // jsdom does not lay out, so it has nothing to scroll into view.
    Element.prototype.scrollIntoView = jest.fn();
  });

  afterEach(() => {
    jest.restoreAllMocks();
    Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 0 });
  });

  /** The page in the browser's own history, where links in the page are the browser's. */
  function renderInBrowserHistory() {
    window.history.replaceState(null, '', '/JDetail/1/fulltext?id=1');
    const queryClient = createQueryClient();
    return render(
      <PortalProviders queryClient={queryClient}>
        <BrowserRouter>
          <Routes>
            <Route path="/JDetail/:cid/fulltext" element={<FullTextPage />} />
            <Route
              path="/JDetail/:cid/article"
              element={<Link to="/JDetail/1/fulltext?id=1">the article page</Link>}
            />
          </Routes>
        </BrowserRouter>
      </PortalProviders>,
    );
  }

  const lastScroll = () => (scrollTo.mock.lastCall?.[0] as ScrollToOptions | undefined)?.top;

  it('Back from a followed citation returns to it', async () => {
    const user = userEvent.setup();
    renderInBrowserHistory();
    const [citation] = await screen.findAllByRole('doc-biblioref');
    scrollY = 1234;
    await user.click(citation!);
    await waitFor(() => expect(window.location.hash).toBe('#ref-1'));
    // The browser scrolls to the reference.
    scrollY = 9000;
    window.dispatchEvent(new Event('scroll'));
    act(() => window.history.back());
    await waitFor(() => expect(lastScroll()).toBe(1234));
    expect(window.location.hash).toBe('');
    expect(citation).toHaveFocus();
  });

  it('Back from another page returns to where the reader was', async () => {
    const user = userEvent.setup();
    renderInBrowserHistory();
    await screen.findByRole('heading', { level: 2, name: '1 Introduction' });
    scrollY = 2500;
    window.dispatchEvent(new Event('scroll'));
    await user.click(screen.getByRole('link', { name: 'Back to the article page' }));
    expect(await screen.findByRole('link', { name: 'the article page' })).toBeInTheDocument();
    scrollY = 0;
    act(() => window.history.back());
    // The text is in the query cache: at its full height at once, and scrolled back.
    expect(
      await screen.findByRole('heading', { level: 2, name: '1 Introduction' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(lastScroll()).toBe(2500));
  });

  it('a link to the page opens it at the top', async () => {
    const user = userEvent.setup();
    renderInBrowserHistory();
    await screen.findByRole('heading', { level: 2, name: '1 Introduction' });
    await user.click(screen.getByRole('link', { name: 'Back to the article page' }));
    scrollY = 700;
    await user.click(await screen.findByRole('link', { name: 'the article page' }));
    await screen.findByRole('heading', { level: 2, name: '1 Introduction' });
    expect(lastScroll()).toBe(0);
  });
});
