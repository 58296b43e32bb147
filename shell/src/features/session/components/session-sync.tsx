import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  groupFlagAtom,
  portalStore,
  tenantIdAtom,
  userInfoAtom,
  type UserInfo,
} from '@portal/shared';

function identity(user: UserInfo | null): string {
  return user && user.type ? `${user.type}:${user.username}:${user.adName}` : '';
}

/**
 * Stored session values another tab may change (a sign-in, a logout). The tokens are not stored:
 * each tab keeps its access token in memory and renews it from the refresh-token cookie the tabs
 * share (@portal/shared's session drops it when another tab changes the reader).
 */
const STORED_SESSION = [tenantIdAtom, groupFlagAtom];

/**
 * Keeps the page's session in step with storage and its queries with the reader:
 * - every stored session value is watched, so a sign-in or logout in another tab holds here too;
 * - what a page shows can depend on who reads it (open or locked full text, an organization's
 *   books), so when the reader changes every query is fetched again. A renewal keeps the reader
 *   and fetches nothing.
 * Renders nothing; place it once inside the providers.
 */
export function SessionSync() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let previous = identity(portalStore.get(userInfoAtom));
    const unsubscribers = STORED_SESSION.map((stored) => portalStore.sub(stored, () => undefined));
    unsubscribers.push(
      portalStore.sub(userInfoAtom, () => {
        const next = identity(portalStore.get(userInfoAtom));
        if (next === previous) return;
        previous = next;
        void queryClient.invalidateQueries();
      }),
    );
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
  }, [queryClient]);
  return null;
}
