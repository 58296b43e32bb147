import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { renderToString } from 'react-dom/server';
import type { PortalRoute } from '../keep-alive-routes';
import { DeferParts, lazyPreloadable, preloadParts, preloadRoute, setPartNotes } from '../preload';

function page(text: string) {
  return { default: () => <p>{text}</p> };
}

afterEach(() => setPartNotes(undefined));

// Issue 17: a page the site's server rendered is taken over once the code of what it shows is
// here; the server names the parts, the browser loads them first.
describe('parts whose code loads apart', () => {
  it('render at once once loaded ahead, with no loading state in between', async () => {
    const load = jest.fn(async () => page('The access statement'));
    const Part = lazyPreloadable(load);
    await Part.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Part />
      </Suspense>,
    );
    // Synchronously: a part still loading would show its fallback here.
    expect(screen.getByText('The access statement')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keep their state when rendered again once their code is here', async () => {
    function Counter({ label }: { label: string }) {
      const [count, setCount] = useState(0);
      return (
        <button type="button" onClick={() => setCount(count + 1)}>
          {label} {count}
        </button>
      );
    }
    const Part = lazyPreloadable(async () => ({ default: Counter }));
    const page = (label: string) => (
      <Suspense fallback={<p>Loading</p>}>
        <Part label={label} />
      </Suspense>
    );
    const { rerender } = render(page('Clicked'));
    await screen.findByRole('button');
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('Clicked 1');
    // A parent's render after the code arrived (a language switch, a session change).
    rerender(page('Pressed'));
    expect(screen.getByRole('button')).toHaveTextContent('Pressed 1');
  });

  it('load when first rendered otherwise, and may be tried again after a failure', async () => {
    const load = jest
      .fn<Promise<ReturnType<typeof page>>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(page('Cite'));
    const Part = lazyPreloadable(load);
    await expect(Part.preload()).rejects.toThrow('offline');
    await Part.preload();
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading</p>}>
          <Part />
        </Suspense>,
      );
    });
    expect(screen.getByText('Cite')).toBeInTheDocument();
  });

  it('are named by the server as it renders them, except those taken over later', () => {
    const Shown = lazyPreloadable(async () => page('shown'), 'test:shown');
    const Below = lazyPreloadable(async () => page('below'), 'test:below');
    const notes = new Set<string>();
    setPartNotes(() => notes);
    renderToString(
      <Suspense fallback={null}>
        <Shown />
        <DeferParts>
          <Below />
        </DeferParts>
      </Suspense>,
    );
    expect([...notes]).toEqual(['test:shown']);
  });

  it('are loaded by name, including the parts the loaded code names in turn', async () => {
    let inner: ReturnType<typeof lazyPreloadable> | undefined;
    const innerLoad = jest.fn(async () => page('inner'));
    // The outer part's code defines the inner one (as a page's chunk brings its reading parts).
    const outerLoad = jest.fn(async () => {
      inner ??= lazyPreloadable(innerLoad, 'test:inner');
      return page('outer');
    });
    lazyPreloadable(outerLoad, 'test:outer');
    await preloadParts(['test:outer', 'test:inner', 'test:unknown']);
    expect(outerLoad).toHaveBeenCalledTimes(1);
    expect(innerLoad).toHaveBeenCalledTimes(1);
  });

  it("load a route's page, and its child page, by the address", async () => {
    const layout = jest.fn(async () => undefined);
    const article = jest.fn(async () => undefined);
    const about = jest.fn(async () => undefined);
    const home = jest.fn(async () => undefined);
    const routes: PortalRoute[] = [
      { name: 'home', path: 'home', element: <p>home</p>, preload: home },
      {
        name: 'journal',
        path: ['JDetail/:id', 'JFirstDetail/:id'],
        element: <p>layout</p>,
        preload: layout,
        children: [
          { index: true, element: <p>about</p>, preload: about },
          { path: 'article', element: <p>article</p>, preload: article },
        ],
      },
    ];
    await preloadRoute(routes, '/JFirstDetail/19/article');
    expect(layout).toHaveBeenCalledTimes(1);
    expect(article).toHaveBeenCalledTimes(1);
    expect(about).not.toHaveBeenCalled();
    expect(home).not.toHaveBeenCalled();
    await preloadRoute(routes, '/nowhere');
    expect(home).not.toHaveBeenCalled();
  });
});
