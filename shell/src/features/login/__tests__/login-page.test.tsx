import { act, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  addMessages,
  adminTokenAtom,
  orgAvailableAtom,
  PortalProviders,
  portalStore,
  sessionTypeAtom,
  setLanguage,
  userInfoAtom,
} from '@portal/shared';
import type { TokenResponse } from '@portal/shared';
import { PAGES } from '@portal/pages';
import { mockApi, renderWithProviders, resetPortalState, type MockApi } from '@portal/testing';
import en from '../../../i18n/en.json';
import zh from '../../../i18n/zh.json';
import { LoginPage } from '../components/login-page';

const TOKEN = 'POST /bgcloud-auth/oauth/token';

const PERSONAL: TokenResponse = {
  access_token: 'personal-access',
  tenant_id: '000000',
  type: 'personal',
  nick_name: 'Demo Reader',
  user_name: 'reader@example.com',
  ad_name: '',
};

const ORGANIZATION: TokenResponse = {
  access_token: 'org-access',
  tenant_id: '000000',
  type: 'organization',
  nick_name: 'Demo University Library',
  user_name: '',
  ad_name: 'Demo University Library',
};

let api: MockApi | undefined;

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

const LOGIN_ROUTES = (
  <Routes>
    <Route path={PAGES.login.path} element={<LoginPage />} />
    <Route path="*" element={<Where />} />
  </Routes>
);

function renderLogin(route = '/login?returnUrl=%2Fjournals%2Fjournal%3Fpage%3D2') {
  return renderWithProviders(LOGIN_ROUTES, { route });
}

/** The page's own FormData, which jest-fixed-jsdom replaces with Node's. */
const nodeFormData = globalThis.FormData;

beforeAll(() => {
  addMessages('shell', { zh, en });
  // The form sends through a form action, for which React reads the form with `new FormData(form,
  // submitter)`: Node's FormData cannot read a form, a browser's can. A frame still has jsdom's.
  const frame = document.body.appendChild(document.createElement('iframe'));
  globalThis.FormData = (frame.contentWindow as unknown as typeof globalThis).FormData;
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

afterAll(() => {
  globalThis.FormData = nodeFormData;
});

beforeEach(async () => {
  await resetPortalState();
  portalStore.set(orgAvailableAtom, false);
  await setLanguage('en');
});

afterEach(() => api?.restore());

test('each field says what it needs, and nothing is sent until both follow the rules', async () => {
  api = mockApi({});
  const { user } = renderLogin();
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  const email = screen.getByLabelText('E-mail');
  expect(email).toHaveAccessibleDescription('Enter your e-mail address');
  expect(email).toHaveFocus();
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
    'Enter your password 6 to 16 characters, no spaces',
  );

  await user.type(email, 'reader@example');
  await user.type(screen.getByLabelText('Password'), 'short');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(email).toHaveAccessibleDescription('Enter an e-mail address such as name@example.com');
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
    /6 to 16 characters and no spaces/,
  );
  expect(api.requests).toEqual([]);
});

test('a personal sign-in sends the e-mail and password and returns to the returnUrl', async () => {
  api = mockApi({ [TOKEN]: { body: PERSONAL, delayMs: 20 } });
  const { user } = renderLogin();
  await user.type(screen.getByLabelText('E-mail'), ' reader@example.com ');
  await user.type(screen.getByLabelText('Password'), 'Reader2026');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(screen.getByRole('button', { name: 'Signing in…' })).toBeDisabled();

  expect(await screen.findByTestId('where')).toHaveTextContent('/journals/journal?page=2');
  expect(api.requests[0]?.params).toMatchObject({
    grant_type: 'password',
    username: 'reader@example.com',
    password: 'Reader2026',
  });
  expect(portalStore.get(sessionTypeAtom)).toBe('personal');
});

test("a staff member signs in on the same form, and the admin token is kept in this page's memory only", async () => {
  api = mockApi({
    [TOKEN]: {
      body: { ...PERSONAL, user_name: 'editor@example.org', admin_token: 'admin-token' },
    },
  });
  const { user } = renderLogin();
  await user.type(screen.getByLabelText('E-mail'), 'editor@example.org');
  await user.type(screen.getByLabelText('Password'), 'Editor2026');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByTestId('where')).toHaveTextContent('/journals/journal?page=2');
  expect(portalStore.get(adminTokenAtom)).toBe('admin-token');
  expect(JSON.stringify({ ...window.localStorage })).not.toContain('admin-token');
  expect(document.cookie).not.toContain('admin-token');
});

test.each([
  ['//evil.example/steal', '/home'],
  ['https://evil.example/', '/home'],
  ['/login?returnUrl=%2Fmine', '/home'],
])('a returnUrl of %s is not followed: the reader lands on %s', async (returnUrl, landing) => {
  api = mockApi({ [TOKEN]: { body: PERSONAL } });
  const { user } = renderLogin(`/login?returnUrl=${encodeURIComponent(returnUrl)}`);
  await user.type(screen.getByLabelText('E-mail'), 'reader@example.com');
  await user.type(screen.getByLabelText('Password'), 'Reader2026');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByTestId('where')).toHaveTextContent(new RegExp(`^${landing}$`));
});

test("a refused sign-in shows the server's reason in an alert and keeps what was typed", async () => {
  api = mockApi({
    [TOKEN]: {
      status: 400,
      body: { code: 400, error_description: 'The e-mail address or password is incorrect' },
    },
  });
  const { user } = renderLogin();
  await user.type(screen.getByLabelText('E-mail'), 'reader@example.com');
  await user.type(screen.getByLabelText('Password'), 'Wrong2026');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The e-mail address or password is incorrect',
  );
  expect(screen.getByLabelText('E-mail')).toHaveValue('reader@example.com');
  expect(screen.getByLabelText('Password')).toHaveValue('Wrong2026');
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  expect(screen.queryByTestId('where')).toBeNull();
  expect(api.requests[0]?.headers['Accept-Language']).toBe('en');
});

test('what a reader typed before the browser took the page over stays, and is what signs them in', async () => {
  api = mockApi({ [TOKEN]: { body: PERSONAL } });
  const route = PAGES.login.href({ returnUrl: PAGES.home.href() });
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(
    <PortalProviders>
      <MemoryRouter initialEntries={[route]}>{LOGIN_ROUTES}</MemoryRouter>
    </PortalProviders>,
  );
  // The server's form goes nowhere by itself: React's placeholder address, no method, so a
  // submit before the page is taken over puts the password in no address.
  const form = (screen.getByLabelText('E-mail') as HTMLInputElement).form;
  expect(form?.getAttribute('action')).toMatch(/^javascript:/);
  expect(form).not.toHaveAttribute('method');
  (screen.getByLabelText('E-mail') as HTMLInputElement).value = 'reader@example.com';
  (screen.getByLabelText('Password') as HTMLInputElement).value = 'Reader2026';

  const recoverable = jest.fn();
  const { user } = renderWithProviders(LOGIN_ROUTES, {
    route,
    container,
    hydrate: true,
    onRecoverableError: recoverable,
  });
  // Another tab and back: the form renders again, as on any update of the page.
  await user.click(screen.getByRole('tab', { name: 'Organization' }));
  await user.click(screen.getByRole('tab', { name: 'Personal' }));
  expect(screen.getByLabelText('E-mail')).toHaveValue('reader@example.com');
  expect(screen.getByLabelText('Password')).toHaveValue('Reader2026');

  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect((await screen.findByTestId('where')).textContent).toBe(PAGES.home.href());
  expect(api.requests[0]?.params).toMatchObject({
    username: 'reader@example.com',
    password: 'Reader2026',
  });
  expect(recoverable).not.toHaveBeenCalled();
  container.remove();
});

test('an organization reader asked before signing in personally; cancelling keeps them', async () => {
  portalStore.set(userInfoAtom, {
    nick_name: 'Demo University Library',
    type: 'organization',
    adName: 'Demo University Library',
    username: '',
  });
  api = mockApi({ [TOKEN]: { body: PERSONAL } });
  const { user } = renderLogin();
  expect(screen.getByText('You are signed in as Demo University Library.')).toBeInTheDocument();
  await user.type(screen.getByLabelText('E-mail'), 'reader@example.com');
  await user.type(screen.getByLabelText('Password'), 'Reader2026');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));

  const dialog = screen.getByRole('alertdialog', { name: 'Switch to a personal account?' });
  expect(dialog).toHaveAccessibleDescription(/organization's access will end/);
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(api.requests).toEqual([]);
  expect(portalStore.get(sessionTypeAtom)).toBe('organization');

  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await user.click(
    within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Continue' }),
  );
  expect(await screen.findByTestId('where')).toHaveTextContent('/journals/journal');
  expect(portalStore.get(sessionTypeAtom)).toBe('personal');
});

test('the organization tab is reached with the arrow keys and signs in by network address', async () => {
  portalStore.set(orgAvailableAtom, true);
  api = mockApi({ [TOKEN]: { body: ORGANIZATION } });
  const { user } = renderLogin();
  const personal = screen.getByRole('tab', { name: 'Personal' });
  expect(personal).toHaveAttribute('aria-selected', 'true');
  await user.click(personal);
  await user.keyboard('{ArrowRight}');
  const organization = screen.getByRole('tab', { name: 'Organization' });
  expect(organization).toHaveFocus();
  expect(organization).toHaveAttribute('aria-selected', 'true');

  const panel = screen.getByRole('tabpanel', { name: 'Organization' });
  expect(panel).toHaveTextContent('Your current network has organization access.');
  await user.click(within(panel).getByRole('button', { name: 'Sign in as organization' }));
  expect(await screen.findByTestId('where')).toHaveTextContent('/journals/journal');
  expect(api.requests[0]?.params).toMatchObject({ grant_type: 'organization_ip' });
  expect(api.requests[0]?.headers['User-Type']).toBe('organization');
  expect(portalStore.get(sessionTypeAtom)).toBe('organization');
});

test('no organization for this network: the reason is shown and the reader stays', async () => {
  api = mockApi({
    [TOKEN]: {
      body: { code: 401, success: false, error_description: 'No organization for this address' },
    },
  });
  const { user } = renderLogin('/login?kind=organization');
  await user.click(screen.getByRole('button', { name: 'Sign in as organization' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('No organization for this address');
  expect(screen.queryByTestId('where')).toBeNull();
});

test('the page follows the language at once', async () => {
  renderLogin();
  await act(() => setLanguage('zh'));
  expect(screen.getByRole('heading', { level: 1, name: '登录' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: '机构登录' })).toBeInTheDocument();
  expect(screen.getByLabelText('电子邮箱')).toBeInTheDocument();
});
