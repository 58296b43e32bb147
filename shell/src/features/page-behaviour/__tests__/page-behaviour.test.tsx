import { act, fireEvent, screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
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

/** A link followed: the next page is shown when `changeRoute` announces it. */
function follow(name: string) {
  fireEvent.click(screen.getByRole('link', { name }));
}

/** The reader opens a dialog of the site, or closes it (Escape, its Close button). */
function dialogNamed(name: string) {
  return document.querySelector<HTMLDialogElement>(`dialog[aria-label="${name}"]`)!;
}

/** Whether the dialog shows (a closed one is hidden, and has no name then). */
function shows(name: string) {
  return screen.queryByRole('dialog', { name }) !== null;
}

/** The site at `route`: the page behaviour, links, notices, and two dialogs a reader may open. */
function renderSite(route: string) {
  return renderWithProviders(
    <>
      <PageBehaviour />
      <Link to="/home">Home</Link>
      <Link to="/books">Books</Link>
      <ToastCount />
      <dialog aria-label="Cookie preferences" />
      <dialog aria-label="Menu" />
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

test('the body fades in on every page change, not on the page the visit starts on', () => {
  renderWithProviders(<PageBehaviour />);
  // On screen already, as the server sent it: not dimmed again once the browser takes it over.
  changeRoute('home');
  expect(document.body).not.toHaveClass(FADE_IN_CLASS);
  changeRoute('privacy');
  expect(document.body).toHaveClass(FADE_IN_CLASS);
  fireEvent.animationEnd(document.body);
  expect(document.body).not.toHaveClass(FADE_IN_CLASS);
  changeRoute('home');
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

test('the dialogs and notices over the page left are closed when the next page is shown', () => {
  renderSite('/home');
  changeRoute('home');
  act(() => dialogNamed('Cookie preferences').showModal());
  act(() => notify({ kind: 'error', message: 'Server error' }));
  expect(screen.getByRole('status', { name: 'notices' })).toHaveTextContent('1');

  follow('Books');
  changeRoute('books');
  expect(shows('Cookie preferences')).toBe(false);
  expect(screen.getByRole('status', { name: 'notices' })).toHaveTextContent('0');
});

test('what the reader opens while the next page loads stays open when it is shown', () => {
  renderSite('/home');
  changeRoute('home');
  act(() => dialogNamed('Cookie preferences').showModal());
  // The menu's drawer: open when its link is followed, it closes itself, and is opened again
  // while the section of the next page is loading.
  act(() => dialogNamed('Menu').showModal());
  follow('Books');
  act(() => dialogNamed('Menu').close());
  act(() => jest.runOnlyPendingTimers());
  act(() => dialogNamed('Menu').showModal());
  act(() => notify({ kind: 'error', message: 'Server error' }));

  changeRoute('books');
  expect(shows('Cookie preferences')).toBe(false);
  expect(shows('Menu')).toBe(true);
  expect(screen.getByRole('status', { name: 'notices' })).toHaveTextContent('1');
  act(() => dismiss('Server error'));
});

test('on a first load, a dialog opened before the page is shown stays open', () => {
  renderSite('/books');
  act(() => dialogNamed('Menu').showModal());
  changeRoute('books');
  expect(shows('Menu')).toBe(true);
  // The next page change closes it.
  follow('Home');
  changeRoute('home');
  expect(shows('Menu')).toBe(false);
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
