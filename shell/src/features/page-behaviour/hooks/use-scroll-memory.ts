import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { bus, SCROLL_RESTORE_DELAY_MS, storage } from '@portal/shared';

/** localStorage key (`TC_scrollPositions`): route name -> the page's last scroll position. */
export const SCROLL_POSITIONS_KEY = 'scrollPositions';

type Positions = Record<string, number>;

/**
 * Remembers the scroll position of each route name and restores it 100 ms after the reader
 * comes back (spec section 2); a route never seen starts at the top. The positions live in
 * localStorage for the visit and are cleared when the page unloads.
 *
 * Subscribes in a layout effect, so it must render before the routes: it then hears the first
 * `route:changed` as well.
 */
export function useScrollMemory(onRouteChange?: (name: string) => void) {
  const latestOnRouteChange = useRef(onRouteChange);
  useLayoutEffect(() => {
    latestOnRouteChange.current = onRouteChange;
  });
  useLayoutEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    const positions: Positions = storage.local.get<Positions>(SCROLL_POSITIONS_KEY) ?? {};
    let current: string | undefined;
    let restoring: ReturnType<typeof setTimeout> | undefined;
    let persisting: ReturnType<typeof setTimeout> | undefined;

    const persist = () => {
      clearTimeout(persisting);
      persisting = undefined;
      storage.local.set(SCROLL_POSITIONS_KEY, positions);
    };
    const onScroll = () => {
      // While a page change settles, scrolling is the browser's or ours, not the reader's.
      if (current === undefined || restoring !== undefined) return;
      positions[current] = Math.round(window.scrollY);
      persisting ??= setTimeout(persist, 200);
    };
    const offRoute = bus.on('route:changed', ({ name }) => {
      if (name === current) return;
      persist();
      current = name;
      const target = positions[name] ?? 0;
      clearTimeout(restoring);
      restoring = setTimeout(() => {
        window.scrollTo({ top: target, left: 0, behavior: 'instant' });
        restoring = undefined;
      }, SCROLL_RESTORE_DELAY_MS);
      latestOnRouteChange.current?.(name);
    });
    const clear = () => {
      clearTimeout(persisting);
      persisting = undefined;
      storage.local.remove(SCROLL_POSITIONS_KEY);
    };

    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', clear);
    return () => {
      offRoute();
      clearTimeout(restoring);
      clearTimeout(persisting);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', clear);
    };
  }, []);
}

/** Whether the page is scrolled further than `threshold` pixels. */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const check = () => setPast(window.scrollY > threshold);
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [threshold]);
  return past;
}
