import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import {
  KeepAliveRoutes,
  PortalProviders,
  SCROLL_RESTORE_LIMIT_MS,
  setLanguage,
  type PortalRoute,
} from '@portal/shared';
import { resetPortalState } from '@portal/testing';
import { SCROLL_POSITIONS_KEY, useScrollMemory } from '../hooks/use-scroll-memory';

// jsdom lays nothing out: the page's height and scroll position are ours to set.
let scrollY = 0;
let documentHeight = 4_000;
const maxScroll = () => Math.max(0, documentHeight - window.innerHeight);
const scrollTo = jest.fn((options: ScrollToOptions) => {
  scrollY = Math.min(options.top ?? 0, maxScroll());
});

/** The page scrolls (the reader, the browser or the page's own code) and says so. */
function scrollPage(y: number) {
  scrollY = y;
  fireEvent.scroll(window);
}

function stored(): Record<string, number> {
  return JSON.parse(localStorage.getItem(`TC_${SCROLL_POSITIONS_KEY}`) ?? '{}');
}

function wait(ms: number) {
  act(() => jest.advanceTimersByTime(ms));
}

function ScrollMemory() {
  useScrollMemory();
  return null;
}

let router: ReturnType<typeof createMemoryRouter>;

/** The site as the shell lays it out, at `path`: the scroll memory before the routes. */
function openSite(path: string, routes: readonly PortalRoute[]) {
  router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <ScrollMemory />
            <KeepAliveRoutes routes={routes} />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <PortalProviders>
      <RouterProvider router={router} />
    </PortalProviders>,
  );
}

/** A link followed (a path), or Back and Forward (-1, 1). */
function go(to: string | number) {
  act(() => {
    void (typeof to === 'number' ? router.navigate(to) : router.navigate(to));
  });
}

/** A remote's own table: the news section with its list. */
const NEWS_ROUTES: readonly PortalRoute[] = [
  { name: 'news', path: 'news', element: <h1>News</h1> },
];

/** The shell's table: its home page, and the news section as a container route. */
function shellRoutes(newsSection = <KeepAliveRoutes routes={NEWS_ROUTES} />): PortalRoute[] {
  return [
    { name: 'home', path: '/home', element: <h1>Home</h1> },
    { name: 'section:news', path: '/news', container: true, element: newsSection },
  ];
}

beforeAll(() => {
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    get: () => documentHeight,
  });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});

beforeEach(async () => {
  await resetPortalState();
  await setLanguage('en');
  scrollY = 0;
  documentHeight = 4_000;
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

/** Opens /news, scrolls it to 640, then follows a link to the home page. */
function readNewsThenGoHome() {
  openSite('/news', shellRoutes());
  wait(100);
  scrollPage(640);
  wait(300);
  expect(stored()).toEqual({ news: 640 });
  go('/home');
  // The news page is hidden: the browser clamps the scroll to the shorter document.
  scrollPage(0);
  wait(100);
  scrollTo.mockClear();
}

test('the page a visit starts on stays where the reader scrolled it before it was shown', () => {
  // A server-rendered page is read, and scrolled, before the browser takes it over and shows it.
  scrollPage(300);
  openSite('/home', shellRoutes());
  expect(screen.getByRole('heading', { name: 'Home' })).toBeVisible();
  scrollPage(320);
  wait(1_000);
  expect(scrollTo).not.toHaveBeenCalled();
  expect(scrollY).toBe(320);
  expect(stored()).toEqual({ home: 320 });
});

test("Back to a section's page restores its position 100 ms after it is shown", () => {
  readNewsThenGoHome();
  expect(screen.getByRole('heading', { name: 'Home' })).toBeVisible();

  go(-1);
  expect(screen.getByRole('heading', { name: 'News' })).toBeVisible();
  wait(99);
  expect(scrollTo).not.toHaveBeenCalled();
  wait(1);
  expect(scrollTo).toHaveBeenLastCalledWith({ top: 640, left: 0, behavior: 'instant' });
  expect(scrollY).toBe(640);
  expect(stored().news).toBe(640);

  // Forward returns to the home page where it was left: at the top.
  go(1);
  wait(100);
  expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
});

test('a page reached by a link starts at the top, and its former position is forgotten', () => {
  readNewsThenGoHome();
  expect(stored()).toEqual({ news: 640 });
  go('/news');
  wait(100);
  expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
  expect(scrollY).toBe(0);
  expect(stored().news).toBeUndefined();
});

test('another location of the same page neither scrolls nor stops the saving', () => {
  openSite('/news', shellRoutes());
  wait(100);
  scrollPage(640);
  scrollTo.mockClear();
  go('/news?page=2');
  wait(1_000);
  expect(scrollTo).not.toHaveBeenCalled();
  scrollPage(700);
  wait(300);
  expect(stored()).toEqual({ news: 700 });
});

test('the position of the page left is kept while the next section is still loading', async () => {
  let loaded: (section: { default: ComponentType }) => void = () => {};
  const News = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (loaded = resolve)));
  const section = (
    <Suspense fallback={<p>Loading the news</p>}>
      <News />
    </Suspense>
  );
  openSite('/home', shellRoutes(section));
  wait(100);
  scrollPage(500);
  wait(300);

  go('/news');
  expect(screen.getByText('Loading the news')).toBeVisible();
  // The home page is hidden and the document is short: the browser scrolls up, not the reader.
  scrollPage(0);
  wait(1_000);
  expect(stored()).toEqual({ home: 500 });

  await act(async () => loaded({ default: () => <KeepAliveRoutes routes={NEWS_ROUTES} /> }));
  expect(screen.getByRole('heading', { name: 'News' })).toBeVisible();
  wait(100);
  scrollTo.mockClear();
  go(-1);
  wait(100);
  expect(scrollTo).toHaveBeenLastCalledWith({ top: 500, left: 0, behavior: 'instant' });
});

test('a page still shorter than its position is restored once it has grown', () => {
  readNewsThenGoHome();
  // Its list is on its way again: the page is only a title for now.
  documentHeight = window.innerHeight + 200;
  go(-1);
  wait(100);
  expect(scrollY).toBe(200);
  // Clamped meanwhile, not by the reader: the position is not lost.
  expect(stored().news).toBe(640);
  wait(400);
  documentHeight = 4_000;
  wait(50);
  expect(scrollTo).toHaveBeenLastCalledWith({ top: 640, left: 0, behavior: 'instant' });
  expect(scrollY).toBe(640);
});

test("the page's own scroll to the top after it is shown does not undo the restore", () => {
  readNewsThenGoHome();
  go(-1);
  wait(100);
  expect(scrollY).toBe(640);
  wait(300);
  scrollPage(0);
  expect(stored().news).toBe(640);
  wait(50);
  expect(scrollY).toBe(640);
});

test('the restore gives up after its limit, and the position stays saved for the next time', () => {
  readNewsThenGoHome();
  documentHeight = window.innerHeight + 200;
  go(-1);
  wait(SCROLL_RESTORE_LIMIT_MS);
  scrollTo.mockClear();
  documentHeight = 4_000;
  wait(1_000);
  expect(scrollTo).not.toHaveBeenCalled();
  expect(stored().news).toBe(640);
});

test('the reader scrolling while the page waits takes over', () => {
  readNewsThenGoHome();
  documentHeight = window.innerHeight + 200;
  go(-1);
  wait(100);
  fireEvent.wheel(window, { deltaY: -100 });
  scrollPage(100);
  wait(300);
  expect(stored().news).toBe(100);
  scrollTo.mockClear();
  documentHeight = 4_000;
  wait(1_000);
  expect(scrollTo).not.toHaveBeenCalled();
  expect(scrollY).toBe(100);
});
