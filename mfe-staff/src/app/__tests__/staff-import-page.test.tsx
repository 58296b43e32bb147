import { act, screen, within } from '@testing-library/react';
import { AxiosError } from 'axios';
import {
  accessTokenAtom,
  adminTokenAtom,
  portalStore,
  setLanguage,
  userInfoAtom,
} from '@portal/shared';
import type { ImportReport, StaffSession } from '@portal/contract';
import { PAGES } from '@portal/pages';
import {
  mockApi,
  ok,
  renderWithProviders,
  resetPortalState,
  type MockApi,
  type MockRoute,
} from '@portal/testing';
import { registerMessages } from '../../i18n';
import { StaffImportPage } from '../staff-import-page';

const SESSION = 'GET /staff/session';
const IMPORTS = 'POST /staff/imports';
const TOKEN = 'POST /bgcloud-auth/oauth/token';

const STAFF: StaffSession = {
  userId: 7,
  email: 'editor@example.org',
  nickName: 'Managing editor',
  tenantId: '000000',
  staffSince: '2026-11-01T00:00:00.000Z',
};

const ARTICLE_TITLE = { en: 'On the Bergman kernel', zh: '论 Bergman 核' };

const DRY_RUN: ImportReport = {
  importId: null,
  dryRun: true,
  files: [
    {
      file: 'article-1.xml',
      format: 'jats',
      outcome: 'created',
      changes: [
        { kind: 'issue', outcome: 'created', key: 'CMP 12(3)', title: null, href: null },
        {
          kind: 'article',
          outcome: 'created',
          key: '10.5555/cmp.2026.1',
          title: ARTICLE_TITLE,
          href: null,
        },
      ],
      problems: [],
      notices: [],
    },
    {
      file: 'article-2.xml',
      format: 'jats',
      outcome: 'refused',
      changes: [],
      problems: [
        {
          line: 14,
          column: 9,
          field: 'article-meta/issn[@pub-type=epub]',
          message: { en: 'The ISSN check digit is wrong', zh: 'ISSN 校验位错误' },
        },
        {
          line: null,
          column: null,
          field: 'article',
          message: { en: 'The journal is unknown', zh: '期刊不存在' },
        },
      ],
      notices: [],
    },
  ],
};

const IMPORTED: ImportReport = {
  importId: 3,
  dryRun: false,
  files: [
    {
      ...DRY_RUN.files[0]!,
      changes: [
        {
          kind: 'issue',
          outcome: 'created',
          key: 'CMP 12(3)',
          title: null,
          href: '/JDetail/3/issue?id=41',
        },
        {
          kind: 'article',
          outcome: 'created',
          key: '10.5555/cmp.2026.1',
          title: ARTICLE_TITLE,
          href: '/JDetail/3/article?id=9001',
        },
      ],
    },
    DRY_RUN.files[1]!,
  ],
};

let api: MockApi | undefined;

function startApi(routes: Record<string, MockRoute>) {
  api = mockApi(routes);
  return api;
}

const imports = () => api?.requests.filter((request) => request.path === '/staff/imports') ?? [];

/**
 * The names of the files each request sent as its `files` parts, in order. Read where the form is
 * made: the test environment's FormData (Node's) takes jsdom's files for text.
 */
let appended: jest.SpiedFunction<FormData['append']>;
function sentFiles(index: number): string[] {
  expect(imports()[index]?.body).toBeInstanceOf(FormData);
  const parts = appended.mock.calls
    .filter(([name]) => name === 'files')
    .map(([, file]) => (file as File).name);
  const perRequest = parts.length / imports().length;
  return parts.slice(index * perRequest, (index + 1) * perRequest);
}

function signIn(adminToken: string) {
  portalStore.set(userInfoAtom, {
    nick_name: 'Managing editor',
    type: 'personal',
    adName: '',
    username: 'editor@example.org',
  });
  portalStore.set(accessTokenAtom, 'access-token');
  portalStore.set(adminTokenAtom, adminToken);
}

function xmlFile(name: string) {
  return new File(['<article/>'], name, { type: 'application/xml' });
}

function renderPage() {
  return renderWithProviders(<StaffImportPage />, { route: PAGES.staffImport.href() });
}

/** Signs in as staff, opens the page and chooses two articles. */
async function withTwoFiles(routes: Record<string, MockRoute>) {
  signIn('admin-token');
  startApi({ [SESSION]: ok(STAFF), ...routes });
  const rendered = renderPage();
  const input = await screen.findByLabelText('Files to import (XML and PDF)');
  await rendered.user.upload(input, [xmlFile('article-1.xml'), xmlFile('article-2.xml')]);
  return rendered;
}

beforeAll(registerMessages);

beforeEach(async () => {
  appended = jest.spyOn(FormData.prototype, 'append');
  await resetPortalState();
  await setLanguage('en');
});

afterEach(() => {
  api?.restore();
  appended.mockRestore();
});

test('nobody signed in is asked to sign in and brought back here, and nothing is asked of the API', async () => {
  startApi({});
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Import content' })).toBeInTheDocument();
  const notice = (await screen.findByText(/need the sign-in of a member of the publisher/))
    .parentElement!;
  expect(within(notice).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/login?returnUrl=%2Fstaff%2Fimport',
  );
  // The page as it is for such a visitor, not a failure.
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(api?.requests).toEqual([]);
  expect(screen.queryByLabelText('Files to import (XML and PDF)')).not.toBeInTheDocument();
});

test("a reader's account is told the page is for staff only, as the API answers", async () => {
  signIn('');
  startApi({ [SESSION]: { status: 403, body: { code: 403, msg: 'Not staff' } } });
  renderPage();
  expect(
    await screen.findByText('Staff only: this account is not a staff account of the publisher.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(api?.requests.map((request) => request.path)).toEqual(['/staff/session']);
  expect(screen.queryByLabelText('Files to import (XML and PDF)')).not.toBeInTheDocument();
});

test('the staff session is asked with the admin token; the page is kept out of search engines', async () => {
  signIn('admin-token');
  startApi({ [SESSION]: ok(STAFF) });
  renderPage();
  expect(await screen.findByText('Signed in as staff: Managing editor')).toBeInTheDocument();
  expect(api?.requests[0]?.headers['Admin-Auth']).toBe('bearer admin-token');
  expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
    'content',
    'noindex, nofollow',
  );
});

test('chosen files are listed, a file is removed by its own button, and Check waits for a file', async () => {
  const { user } = await withTwoFiles({});
  const list = screen.getByRole('list', { name: 'Chosen files' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.firstChild?.textContent),
  ).toEqual(['article-1.xml', 'article-2.xml']);
  expect(screen.getByRole('status', { name: 'Import status' })).toHaveTextContent(
    'article-1.xml chosen. article-2.xml chosen.',
  );

  await user.click(screen.getByRole('button', { name: 'Remove article-1.xml' }));
  expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  expect(screen.getByRole('heading', { name: 'Chosen files' })).toHaveFocus();
  expect(screen.getByRole('status', { name: 'Import status' })).toHaveTextContent(
    'article-1.xml removed.',
  );

  await user.click(screen.getByRole('button', { name: 'Remove article-2.xml' }));
  expect(screen.getByText('No files chosen yet.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Check' })).toBeDisabled();
});

test('Check sends the files as a dry run and shows the report: outcomes, changes and problems where they are', async () => {
  const { user } = await withTwoFiles({ [IMPORTS]: ok(DRY_RUN) });
  await user.click(screen.getByRole('button', { name: 'Check' }));

  const report = await screen.findByRole('region', {
    name: 'Check report: nothing has been written yet',
  });
  expect(imports()[0]?.params).toEqual({ dryRun: true });
  expect(sentFiles(0)).toEqual(['article-1.xml', 'article-2.xml']);
  expect(
    screen.getByRole('heading', { name: 'Check report: nothing has been written yet' }),
  ).toHaveFocus();
  expect(screen.getByRole('status', { name: 'Import status' })).toHaveTextContent(
    'Check done: 1 of 2 files can be imported.',
  );
  expect(report).toHaveTextContent('Files: 2. Accepted: 1. Refused: 1.');

  const first = within(report).getByRole('article', { name: 'article-1.xml' });
  expect(first).toHaveTextContent('JATS: would be created');
  expect(first).toHaveTextContent('Issue: CMP 12(3) — would be created');
  expect(first).toHaveTextContent(
    'Article: On the Bergman kernel (10.5555/cmp.2026.1) — would be created',
  );
  const second = within(report).getByRole('article', { name: 'article-2.xml' });
  expect(second).toHaveTextContent('JATS: refused');
  expect(
    within(second)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Line 14, column 9, article-meta/issn[@pub-type=epub]: The ISSN check digit is wrong',
    'Whole file, article: The journal is unknown',
  ]);
  expect(screen.getByText(/Refused files are left out of the import/)).toBeInTheDocument();

  // The problems in the reader's language.
  await act(() => setLanguage('zh'));
  const zh = screen.getByRole('article', { name: 'article-2.xml' });
  expect(within(zh).getAllByRole('listitem')[0]).toHaveTextContent(
    '第 14 行第 9 列，article-meta/issn[@pub-type=epub]：ISSN 校验位错误',
  );
  expect(screen.getByRole('article', { name: 'article-1.xml' })).toHaveTextContent(
    '文章：论 Bergman 核 (10.5555/cmp.2026.1) — 将新建',
  );
});

test('what a file holds that the portal leaves out is listed apart from problems, and the file is accepted', async () => {
  const feed: ImportReport = {
    importId: null,
    dryRun: true,
    files: [
      {
        file: 'feed.xml',
        format: 'onix',
        outcome: 'created',
        changes: [
          {
            kind: 'book',
            outcome: 'created',
            key: '978-1-5098-8368-4',
            title: { en: 'London', zh: 'London' },
            href: null,
          },
        ],
        problems: [],
        notices: [
          {
            line: 120,
            column: 7,
            field: 'Product/DescriptiveDetail/ProductForm',
            message: {
              en: 'ProductForm SA is not a book the portal sells: the product is left out',
              zh: 'ProductForm SA 不是本社销售的图书：此产品未导入',
            },
          },
        ],
      },
    ],
  };
  const { user } = await withTwoFiles({ [IMPORTS]: ok(feed) });
  await user.click(screen.getByRole('button', { name: 'Check' }));
  const report = await screen.findByRole('region', {
    name: 'Check report: nothing has been written yet',
  });
  const file = within(report).getByRole('article', { name: 'feed.xml' });
  expect(file).toHaveTextContent('ONIX: would be created');
  expect(within(file).queryByRole('heading', { name: 'Problems' })).not.toBeInTheDocument();
  expect(
    within(file).getByRole('heading', { name: 'Left out or filled in (not refused)' }),
  ).toBeInTheDocument();
  expect(file).toHaveTextContent(
    'Line 120, column 7, Product/DescriptiveDetail/ProductForm: ProductForm SA is not a book the portal sells: the product is left out',
  );
  expect(screen.getByRole('status', { name: 'Import status' })).toHaveTextContent(
    'Check done: 1 of 1 files can be imported.',
  );
});

test('Import sends the same files without a dry run, and the final report links to what was written', async () => {
  const { user } = await withTwoFiles({
    [IMPORTS]: ({ params }) => ok(params.dryRun ? DRY_RUN : IMPORTED),
  });
  await user.click(screen.getByRole('button', { name: 'Check' }));
  await user.click(await screen.findByRole('button', { name: 'Import' }));

  const report = await screen.findByRole('region', { name: 'Import report' });
  expect(imports().map((request) => request.params)).toEqual([{ dryRun: true }, { dryRun: false }]);
  expect(sentFiles(1)).toEqual(sentFiles(0));
  expect(within(report).getByRole('link', { name: 'On the Bergman kernel' })).toHaveAttribute(
    'href',
    '/JDetail/3/article?id=9001',
  );
  expect(within(report).getByRole('link', { name: 'CMP 12(3)' })).toHaveAttribute(
    'href',
    '/JDetail/3/issue?id=41',
  );
  expect(report).toHaveTextContent('Article: On the Bergman kernel (10.5555/cmp.2026.1) — created');
  expect(screen.getByRole('status', { name: 'Import status' })).toHaveTextContent(
    'Import done: 1 of 2 files imported.',
  );
  expect(screen.getByRole('heading', { name: 'Import report' })).toHaveFocus();
  expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Start a new import' }));
  expect(screen.getByText('No files chosen yet.')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Import report' })).not.toBeInTheDocument();
});

test('a check where every file is refused offers no import', async () => {
  const refused: ImportReport = { ...DRY_RUN, files: [DRY_RUN.files[1]!] };
  const { user } = await withTwoFiles({ [IMPORTS]: ok(refused) });
  await user.click(screen.getByRole('button', { name: 'Check' }));
  expect(
    await screen.findByText('No file can be imported: correct the problems and check again.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
});

test('changing the files after a check drops its report: they must be checked again', async () => {
  const { user } = await withTwoFiles({ [IMPORTS]: ok(DRY_RUN) });
  await user.click(screen.getByRole('button', { name: 'Check' }));
  await screen.findByRole('region', { name: 'Check report: nothing has been written yet' });
  await user.click(screen.getByRole('button', { name: 'Remove article-2.xml' }));
  expect(screen.queryByRole('region', { name: /Check report/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
});

test('files too large for one request are said so, and Try again sends them again', async () => {
  let calls = 0;
  const { user } = await withTwoFiles({
    [IMPORTS]: () => {
      calls += 1;
      return calls === 1
        ? { status: 413, body: { code: 413, msg: 'Payload too large' } }
        : ok(DRY_RUN);
    },
  });
  await user.click(screen.getByRole('button', { name: 'Check' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The files are too large to send at once');
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(
    await screen.findByRole('region', { name: 'Check report: nothing has been written yet' }),
  ).toBeInTheDocument();
  expect(sentFiles(1)).toEqual(['article-1.xml', 'article-2.xml']);
});

test('an expired admin token is renewed and the files sent again, without leaving the page', async () => {
  let calls = 0;
  const { user } = await withTwoFiles({
    [IMPORTS]: ({ headers }) => {
      calls += 1;
      return headers['Admin-Auth'] === 'bearer fresh-admin-token'
        ? ok(DRY_RUN)
        : { status: 401, body: { code: 401, msg: 'The admin token has expired' } };
    },
    [TOKEN]: { body: { access_token: 'fresh-access', admin_token: 'fresh-admin-token' } },
  });
  await user.click(screen.getByRole('button', { name: 'Check' }));
  expect(
    await screen.findByRole('region', { name: 'Check report: nothing has been written yet' }),
  ).toBeInTheDocument();
  expect(calls).toBe(2);
});

test('an admin token the renewal cannot replace now is said expired, with a retry, the files kept', async () => {
  const { user } = await withTwoFiles({
    [IMPORTS]: { status: 401, body: { code: 401, msg: 'The admin token has expired' } },
    // The API away for a moment: the session stands, its renewal waits for a retry.
    [TOKEN]: { status: 502, body: 'Bad gateway' },
  });
  await user.click(screen.getByRole('button', { name: 'Check' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Your staff sign-in has expired.');
  expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Chosen files' }).children).toHaveLength(2);
});

test('a session that has ended asks for a sign-in, back to this page', async () => {
  const { user } = await withTwoFiles({
    [IMPORTS]: { status: 401, body: { code: 401, msg: 'The session has ended' } },
    [TOKEN]: { status: 401, body: { code: 401, error_description: 'Session ended' } },
  });
  await user.click(screen.getByRole('button', { name: 'Check' }));
  const notice = (await screen.findByText(/need the sign-in of a member of the publisher/))
    .parentElement!;
  expect(within(notice).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/login?returnUrl=%2Fstaff%2Fimport',
  );
});

test('a network failure is said, with a retry', async () => {
  const { user } = await withTwoFiles({
    [IMPORTS]: () => Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK)),
  });
  await user.click(screen.getByRole('button', { name: 'Check' }));
  const message = await screen.findByText(/^The server could not be reached\./);
  expect(within(message.parentElement!).getByRole('button', { name: 'Try again' })).toBeVisible();
});
