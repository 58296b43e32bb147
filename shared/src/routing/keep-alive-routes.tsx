import { Activity, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  matchRoutes,
  Navigate,
  useLocation,
  useRoutes,
  type Location,
  type RouteObject,
} from 'react-router-dom';
import { notifyRouteChange } from '../api';
import { bus } from '../events';
import { useServerHead } from './page-head';

/**
 * A page inside a layout route (`PortalRoute.children`): shown in the layout's `<Outlet />` when
 * its path (relative to the layout's) matches, or at the layout's own path when `index`.
 */
export type PortalChildRoute = (
  | { index: true; path?: undefined; element: ReactNode }
  | { index?: false; path: string; element: ReactNode }
) & {
  /** Loads the code of `element` ahead when it loads apart (see `PortalRoute.preload`). */
  preload?: () => Promise<unknown>;
};

/** One entry of a route table: the route meta of the specification (name, title) with its page. */
export interface PortalRoute {
  /** Route name: the unit of keep-alive, scroll memory and request cancellation. */
  name: string;
  /** One or more path patterns (react-router syntax, `:param?` for optional segments). */
  path: string | readonly string[];
  /** i18n key of the page title, e.g. `journals:title.journalHome`. */
  titleKey?: string;
  /** The page. Omitted for pure redirects. */
  element?: ReactNode;
  /** A redirect target; a function receives the current location. */
  redirectTo?: string | ((location: Location) => string);
  /**
   * A container renders another KeepAliveRoutes (a remote section): it keeps its state but
   * leaves titles and route-change notices to the routes inside it.
   */
  container?: boolean;
  /** Whether the page stays mounted (hidden) when the reader leaves it. Default true. */
  keepAlive?: boolean;
  /**
   * Loads the code of `element` ahead when it loads apart (`lazyPreloadable`): a page the site's
   * server rendered is taken over once its code is here (`preloadRoute`).
   */
  preload?: () => Promise<unknown>;
  /**
   * Pages under this route: `element` is then a layout rendering `<Outlet />`, and the child
   * whose path matches the rest of the URL is the page shown in it. They are one route: the
   * name (keep-alive, scroll memory, request cancellation) and title hold for all of them, and
   * the layout stays mounted while the reader moves between them.
   */
  children?: readonly PortalChildRoute[];
}

/** How many kept-alive pages one table holds before the least recently used is dropped. */
const MAX_CACHED = 12;

function pathsOf(route: PortalRoute): readonly string[] {
  return typeof route.path === 'string' ? [route.path] : route.path;
}

/** The react-router objects of a route: one per path, each with the route's children. */
export function routeObjectsOf(route: PortalRoute): RouteObject[] {
  const children = route.children?.map((child): RouteObject =>
    child.index
      ? { index: true, element: child.element }
      : { path: child.path, element: child.element },
  );
  return pathsOf(route).map((path) => ({ path, id: route.name, element: route.element, children }));
}

function CachedRoute({ route, location }: { route: PortalRoute; location: Location }) {
  // A container's section sees the whole URL, so its own routes can use absolute paths.
  const objects = route.container ? [{ path: '*', element: route.element }] : routeObjectsOf(route);
  return useRoutes(objects, location);
}

/**
 * Renders the route that matches the URL and keeps every visited route mounted but hidden
 * (React's `<Activity>`), so a reader returning to a page finds it as it was: filters, pages
 * of results, open tabs. Also applies the route meta on every page change: the title, and the
 * route name that cancels the previous page's requests. It announces the page on the bus
 * (`route:changed`) each time one is shown: a new route, a new location of the same route, a
 * kept-alive section shown again.
 */
export function KeepAliveRoutes({ routes }: { routes: readonly PortalRoute[] }) {
  const location = useLocation();
  const { t } = useTranslation();
  const routeObjects = useMemo(() => routes.flatMap(routeObjectsOf), [routes]);
  const active = useMemo(() => {
    // The first match is the table's own entry; any further ones are its children.
    const matches = matchRoutes(routeObjects, location);
    const id = matches?.[0]?.route.id;
    return routes.find((route) => route.name === id);
  }, [routeObjects, routes, location]);

  // Visited routes and the location each was last shown at, most recent last.
  const [visited, setVisited] = useState<ReadonlyMap<string, Location>>(() => new Map());
  const cacheable = active && active.element && !active.redirectTo && active.keepAlive !== false;
  if (cacheable && visited.get(active.name) !== location) {
    const next = new Map(visited);
    next.delete(active.name);
    next.set(active.name, location);
    while (next.size > MAX_CACHED) next.delete(next.keys().next().value as string);
    setVisited(next);
  }

  // The route name this table last announced; none while its page is not on screen.
  const lastName = useRef<string | undefined>(undefined);
  // Kept-alive tables are hidden with their section (a remote's table inside the shell's
  // `<Activity>`): hiding destroys their layout effects, so the next time the section is shown
  // is a page change again, even though this table's route did not change meanwhile.
  useLayoutEffect(
    () => () => {
      lastName.current = undefined;
    },
    [],
  );
  // A layout effect runs before any page's data effects, so the new page's requests are not
  // cancelled along with the old page's.
  useLayoutEffect(() => {
    if (!active || active.redirectTo) return;
    if (active.container) {
      // The section's own table announces its pages; coming back here is a page change.
      lastName.current = undefined;
      return;
    }
    if (lastName.current !== active.name) {
      lastName.current = active.name;
      notifyRouteChange(active.name);
    }
    // Every location a page is shown at, including another location of the same route: the
    // page behaviour (scroll memory) waits for it to know which page the reader is on.
    bus.emit('route:changed', { name: active.name, path: location.pathname });
  }, [active, location.key, location.pathname, location.search, location.hash]);
  // Keyed by the text, not by `t`: texts added while a page is shown (a lazily loaded part
  // bringing its own) give a new `t`, and must not undo the title the page set for itself.
  const title = active?.titleKey ? `${t(active.titleKey)} | ${t('common:siteName')}` : undefined;
  // On a server, the page's HTML title until the page itself names one (rendered after this).
  useServerHead((head) => {
    if (title) head.title = title;
  });
  useLayoutEffect(() => {
    if (title) document.title = title;
  }, [active, title]);

  if (active?.redirectTo) {
    const target =
      typeof active.redirectTo === 'function' ? active.redirectTo(location) : active.redirectTo;
    return <Navigate to={target} replace />;
  }

  return (
    <>
      {routes
        .filter((route) => visited.has(route.name) || route === active)
        .map((route) => {
          const isActive = route === active;
          if (!isActive && (route.keepAlive === false || !route.element)) return null;
          const routeLocation = isActive ? location : (visited.get(route.name) as Location);
          return (
            <Activity key={route.name} mode={isActive ? 'visible' : 'hidden'} name={route.name}>
              <CachedRoute route={route} location={routeLocation} />
            </Activity>
          );
        })}
    </>
  );
}
