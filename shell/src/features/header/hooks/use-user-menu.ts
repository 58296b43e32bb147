import {
  groupFlagAtom,
  orgAvailableAtom,
  userInfoAtom,
  type UserInfo,
  useSessionValue,
} from '@portal/shared';

/** What the user menu offers; one of these per entry. */
export type UserMenuEntry = 'mine' | 'personalLogin' | 'organizationLogin' | 'logout';

export interface UserMenuState {
  user: UserInfo | null;
  kind: 'anonymous' | 'personal' | 'organization';
  entries: UserMenuEntry[];
}

/**
 * The user menu's rules (spec section 2), in one place: Mine for personal users; personal login
 * for signed-out and organization users; organization login for personal or signed-out users
 * only when this network has organization access; logout only for a personal user whose group
 * flag is 0.
 */
export function userMenuEntries(
  user: UserInfo | null,
  orgAvailable: boolean,
  groupFlag: 0 | 1,
): UserMenuState {
  const kind = user?.type || 'anonymous';
  const entries: UserMenuEntry[] = [];
  if (kind === 'personal') entries.push('mine');
  if (kind !== 'personal') entries.push('personalLogin');
  if (kind !== 'organization' && orgAvailable) entries.push('organizationLogin');
  if (kind === 'personal' && groupFlag === 0) entries.push('logout');
  return { user: kind === 'anonymous' ? null : user, kind, entries };
}

export function useUserMenu(): UserMenuState {
  return userMenuEntries(
    useSessionValue(userInfoAtom),
    useSessionValue(orgAvailableAtom),
    useSessionValue(groupFlagAtom),
  );
}
