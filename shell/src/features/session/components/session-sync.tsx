import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { portalStore, userInfoAtom, type UserInfo } from '@portal/shared';

function identity(user: UserInfo | null): string {
  return user && user.type ? `${user.type}:${user.username}:${user.adName}` : '';
}

/**
 * What a page shows can depend on who reads it (open or locked full text, an organization's
 * books), so when the reader changes (a sign-in, a switch of kind, a session ended in another
 * tab) every query is fetched again. A token refresh keeps the reader and fetches nothing.
 * Renders nothing; place it once inside the providers.
 */
export function SessionSync() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let previous = identity(portalStore.get(userInfoAtom));
    return portalStore.sub(userInfoAtom, () => {
      const next = identity(portalStore.get(userInfoAtom));
      if (next === previous) return;
      previous = next;
      void queryClient.invalidateQueries();
    });
  }, [queryClient]);
  return null;
}
