import { useCallback, useLayoutEffect, useRef, type MouseEvent } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router-dom';

/** How the router reached a location: react-router's history action. */
type NavigationType = ReturnType<typeof useNavigationType>;

/**
 * Where the reader was in a history entry, and the in-page link they followed from there (held
 * weakly: the page it is in may be gone for good).
 */
interface Place {
  top: number;
  link?: WeakRef<HTMLAnchorElement>;
}

/**
 * The reader's place in each history entry of a full text, for as long as the tab lives: the
 * page is left (unmounted) and shown again while its entries stay in the history.
 */
const places = new Map<string, Place>();

/**
 * A history entry: react-router's key, with the address for the entries it did not make (the
 * first of a visit, and each one the browser adds for an in-page link), which all have the key
 * `default`.
 */
function entryOf({ key, pathname, search, hash }: Location): string {
  return `${key} ${pathname}${search}${hash}`;
}

/** The link to a part of the same page that a click follows, the way the browser follows it. */
function inPageLink(event: MouseEvent): HTMLAnchorElement | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const anchor = (event.target as Element).closest?.('a');
  return anchor?.getAttribute('href')?.startsWith('#') ? anchor : undefined;
}

/**
 * Takes the reader to an entry's place: where they were (Back, Forward), else the part its
 * address names, else (reached by a link) the top.
 */
function goToPlace(saved: Place | undefined, navigation: NavigationType, hash: string): void {
  if (navigation === 'POP' && saved) {
    window.scrollTo({ top: saved.top, left: 0, behavior: 'instant' });
    const link = saved.link?.deref();
    if (link?.isConnected) link.focus({ preventScroll: true });
  } else if (hash) {
    // The text's ids need no escaping in an address (the server writes `[A-Za-z0-9_.:-]`).
    document.getElementById(hash.slice(1))?.scrollIntoView();
  } else if (navigation !== 'POP') {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }
}

/**
 * Keeps the reader's place in a full text across Back and Forward. The shell restores a route's
 * scroll position only when the reader comes back from another route; the views of a journal
 * are one route, and the browser does not restore the position of an entry either (the shell
 * sets `history.scrollRestoration` to manual). So the page does it for its own entries:
 *
 * - Following a citation (`#ref-3`), a footnote mark or a contents link is the browser's own
 *   fragment navigation (it scrolls there and marks `:target`); Back returns to the place it was
 *   followed from, and to the link, focused for a keyboard.
 * - Back from another page (the article's, a cited article's) returns to where the reader was:
 *   the query cache has the text, so the page is at its full height at once.
 * - Reaching the page by a link starts at its top, or at the part its address names.
 *
 * Returns the click handler (capture) of the page, which notes the place an in-page link is
 * followed from.
 */
export function useReadingPlace(): (event: MouseEvent) => void {
  const location = useLocation();
  const navigation = useNavigationType();
  const entry = entryOf(location);
  const hash = location.hash;
  const currentEntry = useRef(entry);
  /** The fragment of the in-page link just followed, until the router shows its entry. */
  const followed = useRef<string | null>(null);

  useLayoutEffect(() => {
    currentEntry.current = entry;
    // The router tells a followed fragment from Back and Forward by neither (both are `POP`):
    // an entry the reader has just made is new, whatever an older one at its address held.
    const justFollowed = followed.current !== null && followed.current === hash;
    followed.current = null;
    // Its target the browser has scrolled to already.
    if (justFollowed) places.delete(entry);
    else goToPlace(places.get(entry), navigation, hash);

    let frame = 0;
    const save = () => {
      // A followed in-page link changes the address before the router shows the entry it made:
      // the browser's scroll to its target is that entry's, not this one's.
      if (window.location.hash !== hash) return;
      places.set(entry, { top: Math.round(window.scrollY) });
    };
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(save);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
    // Once per entry (its hash and the way it was reached are the entry's own).
  }, [entry, hash, navigation]);

  return useCallback((event: MouseEvent) => {
    const link = inPageLink(event);
    if (!link) return;
    followed.current = link.hash;
    places.set(currentEntry.current, { top: Math.round(window.scrollY), link: new WeakRef(link) });
  }, []);
}
