import { useEffect, useRef } from 'react';

/**
 * Scrolls to the top when the page shows another item under the same route (a related item, the
 * next one). The shell restores the scroll position per route name, which does not change
 * between two items; a page seen for the first time is the shell's to place.
 */
export function useTopOnChange(id: number | null) {
  const shown = useRef(id);
  useEffect(() => {
    if (shown.current === id) return;
    shown.current = id;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [id]);
}
