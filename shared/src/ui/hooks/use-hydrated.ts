import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while a page is rendered on the server and while the browser takes that page over; true
 * from then on (and at once in a page the browser renders alone). What depends on the reader's
 * browser (their session, their cookies, their cart) renders only then, so the browser's first
 * render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
