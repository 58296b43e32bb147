import { act, screen, within } from '@testing-library/react';
import { addMessages, getCookie, portalStore, setCookie, setLanguage } from '@portal/shared';
import { renderWithProviders } from '@portal/testing';
import en from '../../../i18n/en.json';
import zh from '../../../i18n/zh.json';
import { CookieConsent, CookieSettingsButton } from '../components/cookie-consent';
import {
  applyMeasurementConsent,
  cookieConsentAtom,
  readCookieConsent,
  storeCookieConsent,
} from '../consent-store';

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

function clearCookies() {
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0];
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

beforeEach(async () => {
  clearCookies();
  portalStore.set(cookieConsentAtom, readCookieConsent());
  await setLanguage('en');
});

function renderConsent() {
  return renderWithProviders(
    <>
      <CookieConsent />
      <CookieSettingsButton />
    </>,
  );
}

const notice = () => screen.queryByRole('region', { name: 'Cookies on this site' });

test('nothing stored: the notice shows, measurement defaults to on but no optional cookie is set yet', () => {
  expect(readCookieConsent()).toEqual({ accepted: false, measureWebsite: true });
  renderConsent();
  expect(notice()).toBeVisible();
  expect(getCookie('measure')).toBeNull();
});

test('Accept stores the answer, hides the notice and allows measurement', async () => {
  const { user } = renderConsent();
  await user.click(within(notice()!).getByRole('button', { name: 'Accept' }));
  expect(notice()).toBeNull();
  expect(getCookie('cookieAccepted')).toBe('1');
  expect(JSON.parse(getCookie('cookiePreference')!)).toEqual({ measureWebsite: true });
  expect(getCookie('measure')).toMatch(/\S+/);
});

test('Manage, Reject optional cookies: the answer is stored and no measurement cookie exists', async () => {
  const { user } = renderConsent();
  await user.click(within(notice()!).getByRole('button', { name: 'Manage' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cookie preferences' });
  expect(within(dialog).getByRole('checkbox', { name: 'Always on' })).toBeDisabled();
  expect(within(dialog).getByRole('checkbox', { name: 'Allow measurement cookies' })).toBeChecked();
  await user.click(within(dialog).getByRole('button', { name: 'Reject optional cookies' }));
  expect(notice()).toBeNull();
  expect(getCookie('cookieAccepted')).toBe('1');
  expect(JSON.parse(getCookie('cookiePreference')!)).toEqual({ measureWebsite: false });
  expect(getCookie('measure')).toBeNull();
});

test('Save and close keeps the choice in the form; the settings button reopens it with the stored choice', async () => {
  storeCookieConsent({ accepted: true, measureWebsite: true });
  portalStore.set(cookieConsentAtom, readCookieConsent());
  expect(getCookie('measure')).not.toBeNull();
  const { user } = renderConsent();
  expect(notice()).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cookie preferences' });
  await user.click(within(dialog).getByRole('checkbox', { name: 'Allow measurement cookies' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save and close' }));
  expect(getCookie('measure')).toBeNull();
  expect(JSON.parse(getCookie('cookiePreference')!)).toEqual({ measureWebsite: false });

  await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
  expect(
    within(screen.getByRole('dialog', { name: 'Cookie preferences' })).getByRole('checkbox', {
      name: 'Allow measurement cookies',
    }),
  ).not.toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Accept all cookies' }));
  expect(getCookie('measure')).not.toBeNull();
});

test('an unsaved change is dropped when the dialog is closed without an answer', async () => {
  const { user } = renderConsent();
  await user.click(within(notice()!).getByRole('button', { name: 'Manage' }));
  let dialog = await screen.findByRole('dialog', { name: 'Cookie preferences' });
  await user.click(within(dialog).getByRole('checkbox', { name: 'Allow measurement cookies' }));
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(notice()).toBeVisible();
  await user.click(within(notice()!).getByRole('button', { name: 'Manage' }));
  dialog = screen.getByRole('dialog', { name: 'Cookie preferences' });
  expect(within(dialog).getByRole('checkbox', { name: 'Allow measurement cookies' })).toBeChecked();
});

test('More information explains the declared cookies in the reader language', async () => {
  const { user } = renderConsent();
  await user.click(within(notice()!).getByRole('button', { name: 'More information' }));
  const dialog = await screen.findByRole('dialog', { name: 'About cookies' });
  expect(within(dialog).getByText('TC_measure')).toBeInTheDocument();
  expect(within(dialog).getByText('Two years')).toBeInTheDocument();
  expect(within(dialog).getByText('One year')).toBeInTheDocument();
  await act(() => setLanguage('zh'));
  expect(screen.getByRole('dialog', { name: '关于 Cookie' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: '本网站使用 Cookie' })).toBeInTheDocument();
});

test('the measurement gate removes a measurement cookie left from before a refusal', () => {
  setCookie('measure', 'left-over', { days: 730 });
  applyMeasurementConsent({ accepted: true, measureWebsite: false });
  expect(getCookie('measure')).toBeNull();
  applyMeasurementConsent({ accepted: false, measureWebsite: true });
  expect(getCookie('measure')).toBeNull();
});

test('every message of the cookies, privacy, home and page keys exists in both languages', () => {
  const keysOf = (messages: object, prefix = ''): string[] =>
    Object.entries(messages).flatMap(([key, value]) =>
      typeof value === 'object' && value !== null
        ? keysOf(value, `${prefix}${key}.`)
        : [`${prefix}${key}`],
    );
  for (const key of ['cookies', 'privacy', 'home', 'page'] as const) {
    expect(keysOf(zh[key]).sort()).toEqual(keysOf(en[key]).sort());
  }
});
