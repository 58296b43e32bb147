import {
  createContext,
  lazy,
  useContext,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { matchRoutes } from 'react-router-dom';
import { routeObjectsOf, type PortalRoute } from './keep-alive-routes';

/**
 * Code a page loads apart (`React.lazy`), loadable ahead of its first render. A page the site's
 * server rendered is taken over only once the code of every part it shows has arrived: a part
 * still waiting for its code would not answer the reader (a tap on its button is lost), and the
 * first update to reach it would make React render it anew, as loading (issue 17).
 *
 * The server notes the named parts each page renders (`setPartNotes`); the page names them to
 * the browser, which loads them (`preloadParts`) before it takes the page over. A route's page
 * is loaded ahead through the route's `preload` (`preloadRoute`).
 */

type Module<Props> = { default: ComponentType<Props> };

export type Preloadable<Props> = ComponentType<Props> & {
  /** Loads the part's code; once it is here, the part renders at once. */
  preload(): Promise<unknown>;
};

const named = new Map<string, () => Promise<unknown>>();
let notes: (() => Set<string> | undefined) | undefined;

/** Inside: parts the page takes over only later (below the fold), so not named to the browser. */
const Deferred = createContext(false);

/** Parts under it are taken over later than the rest of the page (see `WhenVisible`). */
export function DeferParts({ children }: { children: ReactNode }) {
  return <Deferred.Provider value>{children}</Deferred.Provider>;
}

/** Where a server's render notes the named parts of the page it renders (one set per page). */
export function setPartNotes(source: (() => Set<string> | undefined) | undefined): void {
  notes = source;
}

/**
 * A component whose code `load` brings when it first renders, or ahead with `preload()`; a
 * `name` lets a page the server rendered ask for it by name. Render it inside a `<Suspense>`.
 */
export function lazyPreloadable<Props extends object>(
  load: () => Promise<Module<Props>>,
  name?: string,
): Preloadable<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<Module<Props>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  function Part(props: Props) {
    const deferred = useContext(Deferred);
    if (name && !deferred) notes?.()?.add(name);
    // Loaded ahead: rendered at once, not after a suspension. Chosen once for the part's life:
    // another component type on a later render would mount it anew, its state lost.
    const [Component] = useState(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  if (name) named.set(name, preload);
  return Object.assign(Part, { preload });
}

/**
 * Loads the code of the named parts. A part's code may bring the parts it names in turn (a page
 * brings its reading parts): those are loaded in a further round. A part that fails to load is
 * left to load when it renders, with its own error.
 */
export async function preloadParts(names: readonly string[]): Promise<void> {
  let left = [...new Set(names)];
  for (let round = 0; round < 3 && left.length > 0; round += 1) {
    const known = left.filter((name) => named.has(name));
    if (known.length === 0) return;
    await Promise.allSettled(known.map((name) => named.get(name)!()));
    left = left.filter((name) => !known.includes(name));
  }
}

/**
 * Loads the page code of the route of `routes` that `pathname` matches (and of its child page
 * matched), where it loads apart: what the route's `preload` loads.
 */
export async function preloadRoute(
  routes: readonly PortalRoute[],
  pathname: string,
): Promise<void> {
  const matches = matchRoutes(routes.flatMap(routeObjectsOf), pathname);
  const route = routes.find((candidate) => candidate.name === matches?.[0]?.route.id);
  const child = route?.children?.find(
    (candidate) => candidate.element === matches?.[1]?.route.element,
  );
  await Promise.allSettled([route?.preload?.(), child?.preload?.()]);
}
