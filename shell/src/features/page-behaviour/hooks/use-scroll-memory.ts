import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { bus } from '@portal/shared';
import { createScrollMemory, type ScrollMemory } from '../utils/scroll-memory';

export { SCROLL_POSITIONS_KEY } from '../utils/scroll-memory';

/**
 * The scroll position of each route name, remembered and restored when the reader comes back
 * with Back or Forward (spec section 2; the rule is `createScrollMemory`). `onPageChange` runs
 * on every change of page, when the new page is shown (`first` for the page the visit starts on).
 *
 * It must render before the routes, inside the router: its layout effects then run before
 * theirs, so it hears of a new location before the page shown there is announced.
 */
export function useScrollMemory(onPageChange?: (name: string, first: boolean) => void) {
  const location = useLocation();
  const navigation = useNavigationType();
  const latestOnPageChange = useRef(onPageChange);
  useLayoutEffect(() => {
    latestOnPageChange.current = onPageChange;
  });
  const memory = useRef<ScrollMemory | undefined>(undefined);
  useLayoutEffect(() => {
    const created = createScrollMemory((name, first) => latestOnPageChange.current?.(name, first));
    memory.current = created;
    const offRoute = bus.on('route:changed', ({ name }) => created.shown(name));
    return () => {
      offRoute();
      created.dispose();
      memory.current = undefined;
    };
  }, []);
  useLayoutEffect(() => {
    memory.current?.navigated(navigation);
  }, [location.key, navigation]);
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
