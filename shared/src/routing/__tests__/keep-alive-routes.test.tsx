import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Link, Outlet, RouterProvider, useParams } from 'react-router-dom';
import { i18n, initI18n, addMessages } from '../../i18n';
import { notifyRouteChange } from '../../api';
import { bus } from '../../events';
import { KeepAliveRoutes, type PortalRoute } from '../keep-alive-routes';

jest.mock('../../api', () => ({ notifyRouteChange: jest.fn() }));

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}

function Article() {
  const { id } = useParams();
  return <p>article {id}</p>;
}

/** A page naming itself in the tab, as an article page does once its data is in. */
function Titled() {
  useEffect(() => {
    document.title = 'Groups of order p² | Site';
  }, []);
  return <p>titled</p>;
}

/** A layout with state of its own, around the page of its child route. */
function Shelf() {
  const { shelf } = useParams();
  return (
    <section aria-label={`shelf ${shelf}`}>
      <Counter label="shelf" />
      <Outlet />
    </section>
  );
}

/** A section's own table, as a remote renders it inside the shell's container route. */
const SECTION_ROUTES: PortalRoute[] = [
  { name: 'sectionFront', path: 'section/front', element: <Counter label="front" /> },
  { name: 'sectionItem', path: 'section/item/:id', element: <p>section item</p> },
];

const ROUTES: PortalRoute[] = [
  { name: 'root', path: '/', redirectTo: '/list' },
  { name: 'list', path: '/list', titleKey: 'test:list', element: <Counter label="list" /> },
  { name: 'article', path: '/article/:id/:view?', titleKey: 'test:article', element: <Article /> },
  { name: 'once', path: '/once', keepAlive: false, element: <Counter label="once" /> },
  { name: 'titled', path: '/titled', titleKey: 'test:article', element: <Titled /> },
  {
    name: 'shelf',
    path: '/shelf/:shelf',
    titleKey: 'test:shelf',
    element: <Shelf />,
    children: [
      { index: true, element: <p>shelf front</p> },
      { path: 'books', element: <Counter label="books" /> },
      { path: 'maps', element: <p>shelf maps</p> },
    ],
  },
  {
    name: 'section:test',
    path: '/section/*',
    container: true,
    element: <KeepAliveRoutes routes={SECTION_ROUTES} />,
  },
];

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <Link to="/list">to list</Link>
            <Link to="/article/7">to article</Link>
            <Link to="/once">to once</Link>
            <Link to="/shelf/2/books">to books</Link>
            <Link to="/shelf/2/maps">to maps</Link>
            <Link to="/section/front">to section</Link>
            <KeepAliveRoutes routes={ROUTES} />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
}

beforeAll(() => {
  initI18n();
  addMessages('test', {
    en: { list: 'List', article: 'Article', shelf: 'Shelf' },
    zh: { list: '列表', article: '文章', shelf: '书架' },
  });
});

/** The pages announced on the bus (`route:changed`), in order. */
let shown: string[] = [];
let stopListening = () => {};

beforeEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  jest.mocked(notifyRouteChange).mockClear();
  shown = [];
  stopListening = bus.on('route:changed', ({ name }) => shown.push(name));
});

afterEach(() => stopListening());

test('a redirect route replaces the location', () => {
  const router = renderAt('/');
  expect(router.state.location.pathname).toBe('/list');
  expect(screen.getByRole('button', { name: 'list 0' })).toBeVisible();
});

test('a page left and revisited keeps its state', async () => {
  const user = userEvent.setup();
  renderAt('/list');
  await user.click(screen.getByRole('button', { name: 'list 0' }));
  await user.click(screen.getByRole('link', { name: 'to article' }));
  expect(screen.getByText('article 7')).toBeVisible();
  // Hidden, not unmounted: its state is still there.
  expect(screen.getByText('list 1')).not.toBeVisible();
  await user.click(screen.getByRole('link', { name: 'to list' }));
  expect(screen.getByRole('button', { name: 'list 1' })).toBeVisible();
});

test('a route with keepAlive false starts afresh each visit', async () => {
  const user = userEvent.setup();
  renderAt('/once');
  await user.click(screen.getByRole('button', { name: 'once 0' }));
  await user.click(screen.getByRole('link', { name: 'to list' }));
  expect(screen.queryByText(/^once \d/)).toBeNull();
  await user.click(screen.getByRole('link', { name: 'to once' }));
  expect(screen.getByRole('button', { name: 'once 0' })).toBeVisible();
});

test('the title follows the route meta and the language', async () => {
  const user = userEvent.setup();
  renderAt('/list');
  expect(document.title).toMatch(/^List \| /);
  await user.click(screen.getByRole('link', { name: 'to article' }));
  expect(document.title).toMatch(/^Article \| /);
  await act(() => i18n.changeLanguage('zh'));
  expect(document.title).toMatch(/^文章 \| /);
});

test("texts added while a page is shown (a part's chunk) leave the page's own title", async () => {
  renderAt('/titled');
  expect(document.title).toBe('Groups of order p² | Site');
  act(() => addMessages('later', { en: { word: 'Word' }, zh: { word: '词' } }));
  expect(document.title).toBe('Groups of order p² | Site');
});

test('a change of route name, and only that, cancels the previous page requests', async () => {
  const user = userEvent.setup();
  const router = renderAt('/list');
  expect(notifyRouteChange).toHaveBeenLastCalledWith('list');
  await user.click(screen.getByRole('link', { name: 'to article' }));
  expect(notifyRouteChange).toHaveBeenLastCalledWith('article');
  const calls = jest.mocked(notifyRouteChange).mock.calls.length;
  await act(() => router.navigate('/article/8'));
  expect(screen.getByText('article 8')).toBeVisible();
  expect(notifyRouteChange).toHaveBeenCalledTimes(calls);
});

test('a route with children shows the page of the matching child in its layout', async () => {
  const user = userEvent.setup();
  const router = renderAt('/shelf/2');
  const shelf = screen.getByRole('region', { name: 'shelf 2' });
  expect(within(shelf).getByText('shelf front')).toBeVisible();
  expect(document.title).toMatch(/^Shelf \| /);
  await user.click(screen.getByRole('button', { name: 'shelf 0' }));
  await user.click(screen.getByRole('link', { name: 'to books' }));
  // The layout stayed mounted, keeping its state; the child's page replaced the index.
  expect(within(shelf).getByRole('button', { name: 'shelf 1' })).toBeVisible();
  expect(within(shelf).getByRole('button', { name: 'books 0' })).toBeVisible();
  expect(screen.queryByText('shelf front')).toBeNull();
  // A path no child has is not this route's.
  await act(() => router.navigate('/shelf/2/globes'));
  expect(screen.queryByRole('region', { name: 'shelf 2' })).toBeNull();
});

test('moving between the children of a route is no change of route', async () => {
  const user = userEvent.setup();
  renderAt('/shelf/2/books');
  expect(notifyRouteChange).toHaveBeenLastCalledWith('shelf');
  const calls = jest.mocked(notifyRouteChange).mock.calls.length;
  await user.click(screen.getByRole('link', { name: 'to maps' }));
  expect(screen.getByText('shelf maps')).toBeVisible();
  expect(notifyRouteChange).toHaveBeenCalledTimes(calls);
});

test('a route with children is kept alive as a whole', async () => {
  const user = userEvent.setup();
  renderAt('/shelf/2/books');
  await user.click(screen.getByRole('button', { name: 'books 0' }));
  await user.click(screen.getByRole('link', { name: 'to list' }));
  expect(screen.getByText('books 1')).not.toBeVisible();
  await user.click(screen.getByRole('link', { name: 'to books' }));
  expect(screen.getByRole('button', { name: 'books 1' })).toBeVisible();
});

test("a section's page shown again after another page is a page change again", async () => {
  const user = userEvent.setup();
  const router = renderAt('/section/front');
  await user.click(screen.getByRole('button', { name: 'front 0' }));
  expect(notifyRouteChange).toHaveBeenLastCalledWith('sectionFront');
  await user.click(screen.getByRole('link', { name: 'to list' }));
  expect(notifyRouteChange).toHaveBeenLastCalledWith('list');
  expect(shown).toEqual(['sectionFront', 'list']);

  // Back: the section is shown again, as it was; its page is announced again (the scroll
  // memory restores it, and the list's pending requests are cancelled).
  await act(() => router.navigate(-1));
  expect(screen.getByRole('button', { name: 'front 1' })).toBeVisible();
  expect(notifyRouteChange).toHaveBeenLastCalledWith('sectionFront');
  expect(shown).toEqual(['sectionFront', 'list', 'sectionFront']);

  // And the page shown before the section is a page change again too.
  await act(() => router.navigate(1));
  expect(notifyRouteChange).toHaveBeenLastCalledWith('list');
  expect(shown).toEqual(['sectionFront', 'list', 'sectionFront', 'list']);
});

test('each new location of a page is announced with its route name, without cancelling', async () => {
  const router = renderAt('/section/item/1');
  await act(() => router.navigate('/section/item/2'));
  await act(() => router.navigate('/section/item/2?tab=chapters'));
  expect(shown).toEqual(['sectionItem', 'sectionItem', 'sectionItem']);
  expect(notifyRouteChange).toHaveBeenCalledTimes(1);
});
