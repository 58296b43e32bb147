import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter } from 'react-router-dom';
import { addMessages, PortalProviders, setLanguage } from '@portal/shared';
import { mockApi, ok, resetPortalState, type MockApi } from '@portal/shared/testing';
import en from '../../../i18n/en.json';
import zh from '../../../i18n/zh.json';
import { MobileDrawer } from '../components/mobile-drawer';

let api: MockApi;

/** A history entry as the router writes it, the browser put on it. */
function browserOn(key: string, url: string, push = true) {
  const state = { usr: null, key, idx: push ? 1 : 0 };
  if (push) window.history.pushState(state, '', url);
  else window.history.replaceState(state, '', url);
}

/** The router learns of the browser's entry (as when its transition commits). */
function routerCatchesUp() {
  act(() => {
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });
}

function renderDrawer() {
  render(
    <PortalProviders>
      <BrowserRouter>
        <MobileDrawer />
      </BrowserRouter>
    </PortalProviders>,
  );
  return document.getElementById('mobile-menu') as HTMLDialogElement;
}

beforeAll(() => {
  addMessages('shell', { zh, en });
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
  // A phone's width: the drawer's layout.
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
});

beforeEach(async () => {
  await resetPortalState();
  await setLanguage('en');
  api = mockApi({ 'GET /baseinfoordering/category': ok([]) });
  browserOn('first', '/home', false);
});

afterEach(() => api.restore());

test('a navigation closes the drawer', async () => {
  const dialog = renderDrawer();
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  expect(dialog.open).toBe(true);
  browserOn('next', '/news');
  routerCatchesUp();
  expect(dialog.open).toBe(false);
});

test('a drawer opened while the next page is still on its way stays open when that page arrives', async () => {
  const dialog = renderDrawer();
  // The address has changed; the router shows it once the section's code is in (a transition).
  browserOn('next', '/search?q=wave%20maps');
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  expect(dialog.open).toBe(true);
  routerCatchesUp();
  expect(dialog.open).toBe(true);
  expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});
