import { act, screen, waitFor, within } from '@testing-library/react';
import type { AccessCheck } from '@portal/contract';
import { setLanguage, portalStore, userInfoAtom } from '@portal/shared';
import { mockApi, ok, type MockApi, type MockRequest } from '@portal/testing';
import { renderWithProviders, resetPortalState } from '@portal/testing';
import { AccessStatement } from '../lazy-access-statement';

const page = {
  getViewport: ({ scale }: { scale: number }) => ({ width: 600 * scale, height: 800 * scale }),
  render: () => ({ promise: Promise.resolve(), cancel: jest.fn() }),
};
const pdf = { numPages: 2, getPage: () => Promise.resolve(page), destroy: jest.fn() };

jest.mock('../../pdf-viewer/load-pdfjs', () => ({
  loadPdfJs: () => Promise.resolve({ getDocument: () => ({ promise: Promise.resolve(pdf) }) }),
}));

const FULL_TEXT_REFUSED = 'Unauthorized access to read full text. Please contact us to subscribe';
const PREVIEW_REFUSED = 'Sorry, you do not have permission to preview this book';

const OPEN: AccessCheck = { allowed: true, reason: 'open_access', message: null };
const PREVIEW: AccessCheck = { allowed: true, reason: 'preview', message: null };
const LOCKED: AccessCheck = { allowed: false, reason: null, message: null };

let api: MockApi;

/** The API's answers by mode; a download answers with a PDF unless `download` says otherwise. */
function mock(
  answers: { read: AccessCheck | ((request: MockRequest) => AccessCheck); preview?: AccessCheck },
  download: { status?: number; body?: unknown } = { body: new ArrayBuffer(8) },
) {
  api = mockApi({
    'GET /resource/pdf/checkauth': (request) => {
      const answer = request.params.mode === 'preview' ? answers.preview : answers.read;
      if (!answer) throw new Error('preview not expected');
      return ok(typeof answer === 'function' ? answer(request) : answer);
    },
    'GET /resource/pdf/download': download,
  });
}

const checks = (mode: string) =>
  api.requests.filter(
    (request) => request.path === '/resource/pdf/checkauth' && request.params.mode === mode,
  );

beforeEach(async () => {
  await resetPortalState();
  await setLanguage('en');
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:pdf'), revokeObjectURL: jest.fn() });
});
afterEach(() => api.restore());

describe('AccessStatement', () => {
  it("locks an article with the API's words, the way to subscribe and to log in", async () => {
    mock({ read: { ...LOCKED, message: 'Not yours to read (the API says)' } });
    renderWithProviders(<AccessStatement type="article" id={1} fileName="a-1.pdf" />, {
      route: '/JDetail/1/article?id=1',
    });
    expect(await screen.findByText('Not yours to read (the API says)')).toBeInTheDocument();
    // An anonymous reader is shown the institutional subscriptions.
    expect(screen.getByRole('link', { name: 'How to subscribe' })).toHaveAttribute(
      'href',
      '/ordering?p=0-0',
    );
    expect(screen.getByRole('link', { name: 'Subscribers: log in' })).toHaveAttribute(
      'href',
      `/login?returnUrl=${encodeURIComponent('/JDetail/1/article?id=1')}`,
    );
    expect(screen.queryByRole('button', { name: 'Read PDF' })).not.toBeInTheDocument();
    expect(checks('read')[0]?.params).toEqual({ type: 'article', id: 1, mode: 'read' });
    // An article has no preview to ask for.
    expect(checks('preview')).toHaveLength(0);
  });

  it.each([
    { who: 'a signed-in person', userType: 'personal', type: 'article', href: '/ordering?p=0-1' },
    { who: 'an organization', userType: 'organization', type: 'article', href: '/ordering?p=0-0' },
    { who: 'a signed-in person', userType: 'personal', type: 'chapter', href: '/ordering?p=1-0' },
    { who: 'an organization', userType: 'organization', type: 'book', href: '/ordering?p=1-0' },
  ] as const)('leads $who to $href for a locked $type', async (example) => {
    portalStore.set(userInfoAtom, {
      nick_name: 'Reader',
      type: example.userType,
      adName: '',
      username: 'reader@example.org',
    });
    mock({ read: LOCKED });
    renderWithProviders(<AccessStatement type={example.type} id={1} fileName="a-1.pdf" />);
    const link = await screen.findByRole('link', {
      name: example.type === 'article' ? 'How to subscribe' : 'How to order',
    });
    expect(link).toHaveAttribute('href', example.href);
  });

  it("says the specification's refusal when the API gives no words", async () => {
    mock({ read: LOCKED });
    renderWithProviders(<AccessStatement type="article" id={1} fileName="a-1.pdf" />);
    expect(await screen.findByText(FULL_TEXT_REFUSED)).toBeInTheDocument();
  });

  it.each([
    ['en', 'subscription', 'Subscribed', 'Yours to read through your subscription.'],
    ['en', 'purchase', 'Bought', 'Yours to read through your purchase.'],
    ['en', 'open_access', 'Open access', 'Open access: free for everyone to read.'],
    ['zh', 'subscription', '已订阅', '您已订阅，可阅读全文。'],
    ['zh', 'purchase', '已购买', '您已购买，可阅读全文。'],
    ['zh', 'organization', '机构授权', '您所在机构已获授权，可阅读全文。'],
  ] as const)(
    'in %s, badges %s access as "%s", never paid access as open access',
    async (language, reason, badge, statement) => {
      await setLanguage(language);
      mock({ read: { allowed: true, reason, message: null } });
      renderWithProviders(<AccessStatement type="article" id={1} fileName="a.pdf" />);
      expect(await screen.findByText(statement)).toBeInTheDocument();
      expect(screen.getByText(badge)).toBeInTheDocument();
      if (reason !== 'open_access') {
        expect(screen.queryByText(/^(Open access|开放获取)$/)).not.toBeInTheDocument();
      }
    },
  );

  it('names the organization a reader reads through, and opens the PDF in the page', async () => {
    portalStore.set(userInfoAtom, {
      nick_name: 'Demo University Library',
      type: 'organization',
      adName: 'Demo University Library',
      username: '',
    });
    mock({ read: { allowed: true, reason: 'organization', message: null } });
    const { user } = renderWithProviders(
      <AccessStatement type="article" id={1} fileName="Ann-Pure-Appl-Math-1.pdf" />,
    );
    expect(
      await screen.findByText('Yours to read through your organization, Demo University Library.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Through your organization')).toBeInTheDocument();
    expect(screen.queryByText('Open access')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Subscribers: log in' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Read PDF' }));
    const viewer = await screen.findByRole('region', { name: 'Full text (PDF)' });
    expect(await within(viewer).findByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(viewer).getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'download',
      'Ann-Pure-Appl-Math-1.pdf',
    );
    const download = api.requests.find((request) => request.path === '/resource/pdf/download');
    expect(download?.params).toEqual({ type: 'article', id: 1, mode: 'read' });
    // Closing the viewer gives the focus back to the button that opened it.
    await user.click(within(viewer).getByRole('button', { name: 'Close the PDF' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Read PDF' })).toHaveFocus());
  });

  it('shows the refusal when the server refuses the download after all', async () => {
    mock(
      { read: { allowed: true, reason: 'subscription', message: null } },
      { status: 403, body: { code: 403, success: false, data: null, msg: 'Unauthorized' } },
    );
    const { user } = renderWithProviders(
      <AccessStatement type="article" id={1} fileName="a-1.pdf" />,
    );
    await user.click(await screen.findByRole('button', { name: 'Read PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FULL_TEXT_REFUSED);
    expect(screen.queryByRole('button', { name: 'Read PDF' })).not.toBeInTheDocument();
  });

  it("offers a locked book's first pages, and opens them as a preview", async () => {
    mock({ read: LOCKED, preview: PREVIEW });
    const { user } = renderWithProviders(
      <AccessStatement type="book" id={12} fileName="Lectures-12.pdf" preview />,
    );
    expect(await screen.findByText(FULL_TEXT_REFUSED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How to order' })).toHaveAttribute(
      'href',
      '/ordering?p=1-0',
    );
    expect(screen.getByRole('link', { name: 'Bought it? Log in' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    const viewer = await screen.findByRole('region', { name: 'Preview (PDF)' });
    expect(await within(viewer).findByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(viewer).getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'download',
      'Lectures-12-preview.pdf',
    );
    const download = api.requests.find((request) => request.path === '/resource/pdf/download');
    expect(download?.params).toEqual({ type: 'book', id: 12, mode: 'preview' });
  });

  it("refuses a chapter's preview in the specification's words when the API gives none", async () => {
    mock({ read: LOCKED, preview: { allowed: false, reason: null, message: null } });
    renderWithProviders(<AccessStatement type="chapter" id={40} fileName="ch-40.pdf" preview />);
    expect(await screen.findByText(PREVIEW_REFUSED)).toBeInTheDocument();
    expect(screen.getByText(FULL_TEXT_REFUSED)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Preview' })).not.toBeInTheDocument();
    expect(checks('preview')[0]?.params).toEqual({ type: 'chapter', id: 40, mode: 'preview' });
  });

  it('offers no preview to a reader who may read the whole', async () => {
    mock({ read: OPEN, preview: PREVIEW });
    renderWithProviders(<AccessStatement type="chapter" id={40} fileName="ch-40.pdf" preview />);
    expect(await screen.findByText('Open access: free for everyone to read.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Preview' })).not.toBeInTheDocument();
  });

  it('asks again in Chinese when the reader switches language', async () => {
    mock({
      read: (request) => ({
        ...LOCKED,
        message:
          request.headers['Accept-Language'] === 'zh'
            ? '您无权阅读全文，请联系我们订阅'
            : FULL_TEXT_REFUSED,
      }),
    });
    renderWithProviders(<AccessStatement type="book" id={12} fileName="b.pdf" />);
    expect(await screen.findByText(FULL_TEXT_REFUSED)).toBeInTheDocument();
    await act(() => setLanguage('zh'));
    expect(await screen.findByText('您无权阅读全文，请联系我们订阅')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '全文' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '了解订购方式' })).toBeInTheDocument();
    expect(checks('read')).toHaveLength(2);
  });
});
