import { SCROLL_RESTORE_DELAY_MS, SCROLL_RESTORE_LIMIT_MS, storage } from '@portal/shared';

/** localStorage key (`TC_scrollPositions`): route name -> the page's last scroll position. */
export const SCROLL_POSITIONS_KEY = 'scrollPositions';

/** How often a restore checks whether the page has grown tall enough, or was scrolled away. */
const RESTORE_CHECK_MS = 50;

/** What the reader does that ends a restore: from then on the position is theirs. */
const READER_INPUTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** How the router moved to a location: react-router's history action. */
export type Navigation = 'POP' | 'PUSH' | 'REPLACE';

type Positions = Record<string, number>;

export interface ScrollMemory {
  /**
   * The URL changed (the first call is the page the visit starts on): a page change may follow,
   * once the page shown there is announced.
   */
  navigated(navigation: Navigation): void;
  /** A page is shown (`route:changed`): its route name. */
  shown(name: string): void;
  /** Stops listening and cancels what is under way. */
  dispose(): void;
}

/** The furthest the document scrolls today. */
function maxScroll(): number {
  return Math.max(0, document.documentElement.scrollHeight - window.innerHeight);
}

function scrollToTop(top: number): void {
  window.scrollTo({ top, left: 0, behavior: 'instant' });
}

/**
 * The scroll rule of the specification (section 2): the position of each route name is saved in
 * localStorage and restored 100 ms after the reader comes back; the positions are cleared when
 * the page unloads. "Comes back" is Back or Forward; any other way to a page starts at the top.
 *
 * A page change is known in two steps: the router's location changes (`navigated`), then the
 * page's routes announce which route it is (`shown`), at once, or later when the page's section
 * still has to load. In between the old page is hidden and the browser clamps the scroll to the
 * shorter document: that is not the reader's scrolling, so nothing is saved until the page is
 * known. A restored page may also be shorter than its position for a while (its section or its
 * data still on the way) or scroll itself to the top: the restore keeps the position until the
 * reader scrolls, types or touches, or at most `SCROLL_RESTORE_LIMIT_MS`.
 */
export function createScrollMemory(
  onPageChange: (name: string, first: boolean) => void,
): ScrollMemory {
  const positions: Positions = storage.local.get<Positions>(SCROLL_POSITIONS_KEY) ?? {};
  /** The route name of the page on screen; none while the page is not known. */
  let current: string | undefined;
  /**
   * A navigation whose page is not announced yet: whether it returns to a page, and whether it is
   * the page the visit starts on.
   */
  let pending: { returning: boolean; first: boolean } | undefined;
  let started = false;
  let persisting: ReturnType<typeof setTimeout> | undefined;
  let restore: { stop(): void } | undefined;

  const persist = () => {
    clearTimeout(persisting);
    persisting = undefined;
    storage.local.set(SCROLL_POSITIONS_KEY, positions);
  };

  const stopRestore = () => {
    restore?.stop();
    restore = undefined;
  };

  /** Takes the page to `target` after the delay, and keeps it there until the reader acts. */
  const startRestore = (target: number) => {
    const startedAt = Date.now();
    let checking: ReturnType<typeof setInterval> | undefined;
    const check = () => {
      const top = Math.min(target, maxScroll());
      if (Math.abs(window.scrollY - top) > 1) scrollToTop(top);
      if (Date.now() - startedAt >= SCROLL_RESTORE_LIMIT_MS) stopRestore();
    };
    const delay = setTimeout(() => {
      scrollToTop(Math.min(target, maxScroll()));
      // The top of a page is always there: only a position further down has to wait and hold.
      if (target === 0) stopRestore();
      else checking = setInterval(check, RESTORE_CHECK_MS);
    }, SCROLL_RESTORE_DELAY_MS);
    restore = {
      stop() {
        clearTimeout(delay);
        clearInterval(checking);
      },
    };
  };

  const onScroll = () => {
    if (current === undefined || pending || restore) return;
    positions[current] = Math.round(window.scrollY);
    persisting ??= setTimeout(persist, 200);
  };
  const onReaderInput = () => stopRestore();
  const clear = () => {
    clearTimeout(persisting);
    persisting = undefined;
    storage.local.remove(SCROLL_POSITIONS_KEY);
  };

  if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  window.addEventListener('scroll', onScroll, { passive: true });
  for (const input of READER_INPUTS) window.addEventListener(input, onReaderInput, true);
  window.addEventListener('pagehide', clear);

  return {
    navigated(navigation) {
      // The location before showed no page of its own (a section that failed to load, or one
      // left before it loaded): whichever page comes next is a page change.
      if (pending) current = undefined;
      const first = !started;
      started = true;
      // A redirect continues the navigation that led to it.
      const continued = navigation === 'REPLACE' ? pending : undefined;
      pending = continued ?? { returning: navigation === 'POP' && !first, first };
    },
    shown(name) {
      const returning = pending?.returning ?? false;
      const firstPage = pending?.first ?? false;
      pending = undefined;
      if (name === current) return;
      current = name;
      stopRestore();
      if (!returning) delete positions[name];
      persist();
      // The page a visit starts on opens at the top by itself, and may be shown (its section's
      // code arrived, the server's page taken over) after the reader has begun to scroll it.
      if (!firstPage) startRestore(returning ? (positions[name] ?? 0) : 0);
      onPageChange(name, firstPage);
    },
    dispose() {
      stopRestore();
      clearTimeout(persisting);
      window.removeEventListener('scroll', onScroll);
      for (const input of READER_INPUTS) window.removeEventListener(input, onReaderInput, true);
      window.removeEventListener('pagehide', clear);
    },
  };
}
