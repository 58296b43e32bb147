import { act, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import {
  addMessages,
  groupFlagAtom,
  orgAvailableAtom,
  portalStore,
  userInfoAtom,
  type TokenResponse,
} from '@portal/shared';
import { mockApi, renderWithProviders, resetPortalState, type MockApi } from '@portal/testing';
import en from '../../../i18n/en.json';
import zh from '../../../i18n/zh.json';
import { UserMenu } from '../components/user-menu';

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

function renderMenu(route = '/books/book?page=2') {
  return renderWithProviders(
    <>
      <UserMenu layout="bar" />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { route },
  );
}

beforeAll(() => {
  addMessages('shell', { zh, en });
  // jsdom has <dialog> but not its modal methods. As in browsers, "close" is fired afterwards.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    setTimeout(() => this.dispatchEvent(new Event('close')));
  };
});
beforeEach(async () => {
  await resetPortalState();
  act(() => portalStore.set(orgAvailableAtom, false));
});
afterEach(() => {
  api?.restore();
  api = undefined;
});

function signIn(type: 'personal' | 'organization', nickName: string) {
  act(() =>
    portalStore.set(userInfoAtom, { nick_name: nickName, type, adName: '', username: 'u' }),
  );
}

test('signed out: a login label linking to the login page with the return URL', () => {
  renderMenu();
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    '/login?returnUrl=%2Fbooks%2Fbook%3Fpage%3D2',
  );
  expect(screen.queryByRole('button')).toBeNull();
});

test('a personal user: nickname (or a dash) with the kind of account; Mine and Log out', async () => {
  signIn('personal', '');
  const { user } = renderMenu();
  const trigger = screen.getByRole('button', { name: 'Personal user: -' });
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await user.click(trigger);
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/mine');
  expect(screen.getByRole('button', { name: 'Log out' })).toBeVisible();
  expect(screen.queryByText('Personal login')).toBeNull();
  await user.keyboard('{Escape}');
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
  expect(trigger).toHaveFocus();

  act(() => portalStore.set(groupFlagAtom, 1));
  await user.click(trigger);
  expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
});

test('organization login is offered only where available, and happens after a confirmation', async () => {
  api = mockApi({ 'POST /bgcloud-auth/oauth/token': { body: ORGANIZATION } });
  signIn('personal', 'Demo Reader');
  const { user } = renderMenu();
  await user.click(screen.getByRole('button', { name: 'Personal user: Demo Reader' }));
  expect(screen.queryByRole('button', { name: 'Organization login' })).toBeNull();

  act(() => portalStore.set(orgAvailableAtom, true));
  await user.click(screen.getByRole('button', { name: 'Organization login' }));
  const dialog = screen.getByRole('alertdialog', {
    name: "Log in with your organization's access?",
  });
  expect(dialog).toHaveTextContent('Your personal login will end');
  expect(api.requests).toHaveLength(0);
  await user.click(within(dialog).getByRole('button', { name: 'Log in as organization' }));
  expect(
    await screen.findByRole('button', { name: 'Organization: Demo University Library' }),
  ).toBeVisible();
  expect(api.requests[0]?.params).toMatchObject({ grant_type: 'organization_ip' });
});

test('an organization leaves for a personal login only after a confirmation', async () => {
  signIn('organization', 'Demo University Library');
  act(() => portalStore.set(orgAvailableAtom, true));
  const { user } = renderMenu();
  const trigger = screen.getByRole('button', { name: 'Organization: Demo University Library' });
  await user.click(trigger);
  expect(screen.queryByRole('link', { name: 'My account' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Organization login' })).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Personal login' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Log in as a personal user?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(portalStore.get(userInfoAtom)?.type).toBe('organization');
  expect(trigger).toHaveFocus();

  await user.click(trigger);
  await user.click(screen.getByRole('button', { name: 'Personal login' }));
  await user.click(screen.getByRole('button', { name: 'Continue to login' }));
  expect(portalStore.get(userInfoAtom)).toBeNull();
  expect(screen.getByTestId('where')).toHaveTextContent(
    '/login?returnUrl=%2Fbooks%2Fbook%3Fpage%3D2',
  );
});
