import { atom, createStore } from 'jotai';
import { RESET } from 'jotai/utils';
import { DEFAULT_TENANT_ID } from '../config/constants';
import { bus, type SessionType } from '../events/bus';
import { persistedAtom } from './persisted-atom';

/** The signed-in user, as the token endpoint describes them. */
export interface UserInfo {
  nick_name: string;
  type: SessionType;
  adName: string;
  username: string;
}

function isUserInfo(value: unknown): value is UserInfo {
  if (typeof value !== 'object' || value === null) return false;
  const { type } = value as { type?: unknown };
  return type === '' || type === 'personal' || type === 'organization';
}

/**
 * The store every app reads the session from. `<PortalProviders>` provides it; plain
 * functions (the API client, login, logout) read and write it directly.
 */
export const portalStore = createStore();

/** `TC_userInfo`; null when nobody is signed in. */
export const userInfoAtom = persistedAtom<UserInfo | null>('userInfo', null, {
  isValid: isUserInfo,
});
/**
 * Sent as `Portal-Auth: bearer ...`. Kept in memory only, never in storage or a cookie a script
 * can read: each page gets its own from the refresh-token cookie at start (see session.ts).
 */
export const accessTokenAtom = atom('');
/**
 * Always empty: the refresh token lives in an HttpOnly cookie that only the API sets, reads and
 * clears. Still exported, as apps built against @portal/shared 1.0 import it.
 */
export const refreshTokenAtom = atom('');
/** Sent as `Admin-Auth: bearer ...` when present; in memory only, as the access token. */
export const adminTokenAtom = atom('');
/** Sent as `Tenant-Id`. */
export const tenantIdAtom = persistedAtom('tenantId', DEFAULT_TENANT_ID, { mirrorCookie: true });
/** Whether this network address is granted organization access (checked at start). */
export const orgAvailableAtom = atom(false);
/** 1 while the access comes from a group (organization) account: a personal logout is then hidden. */
export const groupFlagAtom = persistedAtom<0 | 1>('groupFlag', 0, {
  isValid: (value): value is 0 | 1 => value === 0 || value === 1,
});

/**
 * True from a click on Log out until the API has ended the session: the reader stays signed in
 * meanwhile, as the refresh-token cookie still holds the session until the API clears it.
 */
export const signingOutAtom = atom(false);

/** Signed in when user info with a type exists locally (spec section 4). */
export const isLoggedInAtom = atom((get) => {
  const user = get(userInfoAtom);
  return user !== null && user.type !== '';
});
export const sessionTypeAtom = atom<SessionType>((get) => get(userInfoAtom)?.type ?? '');

/** What the API client attaches to every request. */
export function sessionHeaders(): { accessToken: string; adminToken: string; tenantId: string } {
  return {
    accessToken: portalStore.get(accessTokenAtom),
    adminToken: portalStore.get(adminTokenAtom),
    tenantId: portalStore.get(tenantIdAtom) || DEFAULT_TENANT_ID,
  };
}

/**
 * Forgets the user, the tokens, the tenant and the group flag, in memory, storage and cookies.
 * Organization availability stays: it belongs to the network, not to the user. The refresh-token
 * cookie is the API's to clear (`endSession` in session.ts).
 */
export function clearSession(): void {
  portalStore.set(userInfoAtom, RESET);
  portalStore.set(accessTokenAtom, '');
  portalStore.set(adminTokenAtom, '');
  portalStore.set(tenantIdAtom, RESET);
  portalStore.set(groupFlagAtom, RESET);
  bus.emit('session:changed', { type: '' });
}
