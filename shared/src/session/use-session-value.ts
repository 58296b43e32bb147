import { useStore, type Atom } from 'jotai';
import { useCallback, useSyncExternalStore } from 'react';
import { DEFAULT_TENANT_ID } from '../config/constants';
import {
  accessTokenAtom,
  groupFlagAtom,
  isLoggedInAtom,
  orgAvailableAtom,
  sessionTypeAtom,
  signingOutAtom,
  tenantIdAtom,
  userInfoAtom,
} from './session-store';

/** What each part of the session is for an anonymous reader: as the site's server renders. */
const ANONYMOUS = new Map<Atom<unknown>, unknown>([
  [userInfoAtom, null],
  [sessionTypeAtom, ''],
  [isLoggedInAtom, false],
  [orgAvailableAtom, false],
  [groupFlagAtom, 0],
  [signingOutAtom, false],
  [tenantIdAtom, DEFAULT_TENANT_ID],
  [accessTokenAtom, ''],
]);

/**
 * A part of the reader's session, for render. While the browser takes over a page the site's
 * server rendered, it is the anonymous reader's (the server renders every page as an anonymous
 * reader sees it); the component then renders again at once with the reader's own. Elsewhere it
 * is `useAtomValue` of the page's store.
 */
export function useSessionValue<Value>(atom: Atom<Value>): Value {
  const store = useStore();
  // One subscription for the atom's life on screen: subscribing again would mount it again
  // (a stored atom reads its storage anew on mount, a new value each time).
  const subscribe = useCallback((changed: () => void) => store.sub(atom, changed), [store, atom]);
  return useSyncExternalStore(
    subscribe,
    () => store.get(atom),
    () => (ANONYMOUS.has(atom) ? (ANONYMOUS.get(atom) as Value) : store.get(atom)),
  );
}
