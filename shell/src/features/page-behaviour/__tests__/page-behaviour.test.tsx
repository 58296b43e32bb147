import { act, fireEvent, screen } from '@testing-library/react';
import { addMessages, bus, dismiss, notify, setLanguage, useToasts } from '@portal/shared';
import { renderWithProviders, resetPortalState } from '@portal/testing';
import en from '../../../i18n/en.json';
import zh from '../../../i18n/zh.json';
import { BackToTop, FADE_IN_CLASS, PageBehaviour } from '../components/page-behaviour';
import { SCROLL_POSITIONS_KEY } from '../hooks/use-scroll-memory';

let scrollY = 0;
const scrollTo = jest.fn((options: ScrollToOptions) => {
  scrollY = options.top ?? 0;
});

function scrollPage(y: number) {
  scrollY = y;
  fireEvent.scroll(window);
}

function stored(): Record<string, number> {
  return JSON.parse(localStorage.getItem(`TC_${SCROLL_POSITIONS_KEY}`) ?? '{}');
}

function changeRoute(name: string) {
  act(() => bus.emit('route:changed', { name, path: `/${name}` }));
}

function ToastCount() {
  return <output aria-label="notices">{useToasts().length}</output>;
}

beforeAll(() => {
  addMessages('shell', { zh, en });
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});

beforeEach(async () => {
  await resetPortalState();
  await setLanguage('en');
  scrollY = 0;
  scrollTo.mockClear();
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

test('the body fades in on every page change', () => {
  renderWithProviders(<PageBehaviour />);
  changeRoute('home');
  expect(document.body).toHaveClass(FADE_IN_CLASS);
  fireEvent.animationEnd(document.body);
  expect(document.body).not.toHaveClass(FADE_IN_CLASS);
  changeRoute('privacy');
  expect(document.body).toHaveClass(FADE_IN_CLASS);
});

test('the saved positions are cleared when the page unloads', () => {
  renderWithProviders(<PageBehaviour />);
  changeRoute('home');
  act(() => jest.advanceTimersByTime(100));
  scrollPage(300);
  changeRoute('privacy');
  expect(stored()).toEqual({ home: 300 });
  fireEvent(window, new Event('pagehide'));
  expect(localStorage.getItem(`TC_${SCROLL_POSITIONS_KEY}`)).toBeNull();
});

test('a page change closes open dialogs and notices', () => {
  renderWithProviders(
    <>
      <PageBehaviour />
      <ToastCount />
      <dialog open aria-label="Cookie preferences" />
    </>,
  );
  const close = jest.fn(function close(this: HTMLDialogElement) {
    this.open = false;
  });
  HTMLDialogElement.prototype.close = close;
  act(() => notify({ kind: 'error', message: 'Server error' }));
  expect(screen.getByRole('status', { name: 'notices' })).toHaveTextContent('1');
  changeRoute('books');
  expect(close).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('status', { name: 'notices' })).toHaveTextContent('0');
  dismiss('Server error');
});

test('back to top shows after 100 px and scrolls to the top', () => {
  window.matchMedia = jest.fn(() => ({ matches: true })) as unknown as typeof window.matchMedia;
  const { user } = renderWithProviders(<BackToTop />);
  expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  act(() => scrollPage(100));
  expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  act(() => scrollPage(101));
  jest.useRealTimers();
  return user.click(screen.getByRole('button', { name: 'Back to top' })).then(() => {
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });
});
