import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { portalStore, setLanguage, userInfoAtom } from '@portal/shared';
import { renderWithProviders, resetPortalState } from '@portal/testing';
import { registerMessages } from '../../i18n';
import { signInPersonal } from '../../testing/account-fixtures';
import { MineLayout } from '../mine-layout';

function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}
const location = () => screen.getByRole('status', { name: 'location' }).textContent;

function renderAt(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/mine" element={<MineLayout />}>
          <Route index element={<p>history tab</p>} />
          <Route path="orders" element={<p>orders tab</p>} />
        </Route>
        <Route path="/login" element={<p>login page</p>} />
      </Routes>
      <Location />
    </>,
    { route },
  );
}

beforeAll(registerMessages);

beforeEach(async () => {
  await resetPortalState();
  await setLanguage('en');
});

it('sends a reader who is not signed in to sign in, and back to the tab asked for', async () => {
  renderAt('/mine/orders?status=paid');

  expect(await screen.findByText('login page')).toBeInTheDocument();
  expect(location()).toBe(`/login?returnUrl=${encodeURIComponent('/mine/orders?status=paid')}`);
});

it('sends an organization to sign in as a person', async () => {
  portalStore.set(userInfoAtom, {
    nick_name: '',
    type: 'organization',
    adName: 'Example University',
    username: '',
  });
  renderAt('/mine');

  expect(await screen.findByText('login page')).toBeInTheDocument();
  expect(location()).toBe('/login?returnUrl=%2Fmine');
});

it('shows a personal reader the account, with the current tab marked', async () => {
  signInPersonal();
  const { user } = renderAt('/mine');

  expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
  const tabs = screen.getByRole('navigation', { name: 'My account sections' });
  expect(screen.getByRole('link', { name: 'Latest browsing' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(tabs).toContainElement(screen.getByRole('link', { name: 'My profile' }));
  expect(screen.getByText('history tab')).toBeInTheDocument();

  await user.click(screen.getByRole('link', { name: 'My orders' }));
  expect(screen.getByText('orders tab')).toBeInTheDocument();
  expect(location()).toBe('/mine/orders');
  expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Latest browsing' })).not.toHaveAttribute('aria-current');
});
