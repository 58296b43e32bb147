import { DEFAULT_TENANT_ID } from '../config/constants';
import { removeCookie } from '../config/cookies';
import { assignLocation } from '../config/navigation';
import { prefixedKey, storage } from '../config/storage';
import { bus, type SessionType } from '../events/bus';
import { getApiConfig, requestsSettled, setSessionHooks } from '../api/api-client';
import { apiGet, apiPost } from '../api/api-request';
import { ApiError } from '../api/api-error';
import {
  accessTokenAtom,
  adminTokenAtom,
  clearSession,
  isLoggedInAtom,
  orgAvailableAtom,
  portalStore,
  signingOutAtom,
  tenantIdAtom,
  userInfoAtom,
  type UserInfo,
} from './session-store';

const TOKEN_URL = '/bgcloud-auth/oauth/token';
/** The Web Lock that makes the tabs of one browser renew one at a time. */
const RENEWAL_LOCK = 'portal:session-renewal';
/**
 * How long logout waits for the page's requests under way, then for the API to end the session,
 * before it leaves anyway.
 */
const SIGN_OUT_TIMEOUT_MS = 5000;

/** Token call options: quiet (spec 8), kept across route changes, never a login redirect. */
const TOKEN_CALL = {
  silent: true,
  raw: true,
  autoCancel: false,
  authRedirect: false,
  waitForSession: false,
} as const;

/**
 * What the token endpoint answers (OAuth style, not in the envelope). The refresh token is not in
 * it: the API sets it as an HttpOnly cookie the page cannot read.
 */
export interface TokenResponse {
  access_token: string;
  token_type?: string;
  expires_in?: number;
  tenant_id?: string;
  type?: SessionType;
  nick_name?: string;
  user_name?: string;
  ad_name?: string;
  user_id?: string | number;
  /** Only for the publisher's staff: sent as `Admin-Auth` to the staff routes. */
  admin_token?: string;
  admin_expires_in?: number;
}

/** A login refused with a reason the reader should see (the server's `error_description`). */
export class LoginError extends Error {
  override readonly name = 'LoginError';
  readonly status: number | undefined;

  constructor(description: string, status?: number) {
    super(description);
    this.status = status;
  }
}

type Grant =
  | { grant_type: 'password'; username: string; password: string }
  | { grant_type: 'organization_ip' }
  | { grant_type: 'refresh_token'; scope: 'all'; action: 'refresh_token' };

async function requestToken(
  grant: Grant,
  userType?: 'personal' | 'organization',
): Promise<TokenResponse> {
  const tenantId = portalStore.get(tenantIdAtom) || DEFAULT_TENANT_ID;
  // Read loosely: a refusal can also arrive as 200 with a body code (the organization probe
  // answers so for the many visitors whose address has no organization, which is an outcome, not
  // an error), and a misrouted proxy may answer a page that holds no token.
  const body: Partial<TokenResponse> & { code?: number; error_description?: string } =
    await apiPost(TOKEN_URL, null, {
      params: { tenantId, ...grant },
      headers: userType ? { 'User-Type': userType } : {},
      ...TOKEN_CALL,
    });
  if (!body.access_token) {
    throw new ApiError({
      kind: body.code === 401 ? 'auth' : 'server',
      url: TOKEN_URL,
      code: body.code,
      // Only a 2xx answer resolves; the token endpoint's are 200.
      status: 200,
      msg: body.error_description ?? '',
      data: body,
    });
  }
  return body as TokenResponse;
}

function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.code === 401);
}

/** The token endpoint's reason for a refusal, as a `LoginError`; other errors unchanged. */
function explain(error: unknown): unknown {
  if (error instanceof ApiError && typeof error.data === 'object' && error.data !== null) {
    const description = (error.data as { error_description?: unknown }).error_description;
    if (typeof description === 'string' && description)
      return new LoginError(description, error.status);
  }
  return error;
}

/**
 * Stores a token answer as the session. `previous` fills what a refresh answer leaves out; a
 * new login starts from nothing, so a personal user's name never sticks to an organization.
 */
function applyTokens(
  token: TokenResponse,
  type: SessionType,
  previous: UserInfo | null = null,
): UserInfo {
  const user: UserInfo = {
    nick_name: token.nick_name ?? previous?.nick_name ?? '',
    type: token.type || type,
    adName: token.ad_name ?? previous?.adName ?? '',
    username: token.user_name ?? previous?.username ?? '',
  };
  portalStore.set(accessTokenAtom, token.access_token);
  // Each answer says afresh: a renewal after the staff role was taken away answers none.
  portalStore.set(adminTokenAtom, token.admin_token ?? '');
  portalStore.set(tenantIdAtom, token.tenant_id || DEFAULT_TENANT_ID);
  portalStore.set(userInfoAtom, user);
  if (user.type === 'organization') portalStore.set(orgAvailableAtom, true);
  bus.emit('session:changed', { type: user.type });
  return user;
}

/**
 * Personal login (e-mail or user name and password). Rejects with a `LoginError` carrying the
 * server's reason when it gives one; a 401 also clears any previous session.
 */
export async function loginPersonal(credentials: {
  username: string;
  password: string;
}): Promise<UserInfo> {
  try {
    const token = await requestToken({ grant_type: 'password', ...credentials }, 'personal');
    return applyTokens(token, 'personal');
  } catch (error) {
    if (isUnauthorized(error)) clearSession();
    throw explain(error);
  }
}

/**
 * Organization login by network address. Replaces the current user (the UI asks first).
 * Rejects, with a `LoginError` when the server explains, if this address has no access.
 */
export async function loginOrganization(): Promise<UserInfo> {
  try {
    const token = await requestToken({ grant_type: 'organization_ip' }, 'organization');
    return applyTokens(token, 'organization');
  } catch (error) {
    portalStore.set(orgAvailableAtom, false);
    if (isUnauthorized(error)) clearSession();
    throw explain(error);
  }
}

let refreshing: Promise<boolean> | null = null;

/**
 * Renews the access token with the refresh-token cookie (the API rotates it). Resolves true when
 * renewed, false otherwise (also when nobody is signed in); a 401 (the session is over) clears
 * the session, any other failure keeps it. Callers at the same moment share one call, and the
 * tabs of a browser take turns (a Web Lock): each refresh token works once, and a second use
 * after a few seconds is taken for a stolen token and ends the session.
 */
export function refreshSession(): Promise<boolean> {
  // Signing out: the session is ending, nothing renews it.
  if (portalStore.get(signingOutAtom)) return Promise.resolve(false);
  refreshing ??= oneTabAtATime(renewTokens).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function oneTabAtATime<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? await locks.request(RENEWAL_LOCK, task) : task();
}

async function renewTokens(): Promise<boolean> {
  if (!portalStore.get(isLoggedInAtom)) return false;
  const previous = portalStore.get(userInfoAtom);
  try {
    const token = await requestToken(
      { grant_type: 'refresh_token', scope: 'all', action: 'refresh_token' },
      previous?.type || undefined,
    );
    applyTokens(token, previous?.type ?? '', previous);
    return true;
  } catch (error) {
    if (isUnauthorized(error)) clearSession();
    return false;
  }
}

/**
 * Ends the session at the API: revokes it and has the API clear the refresh-token cookie, which
 * no script can. Never rejects.
 */
async function endSession(timeout?: number): Promise<void> {
  await apiPost('/bgcloud-auth/oauth/token/revoke', null, {
    ...TOKEN_CALL,
    ...(timeout !== undefined && { timeout }),
  }).catch(() => undefined);
}

/** Set by `bootstrapSession`: from then on a signed-in reader without a token gets one. */
let started = false;

setSessionHooks({
  // Requests failing on an expired access token renew it with this, then try once more.
  renew: refreshSession,
  // A signed-in reader's page starts without an access token (so does a tab whose reader changed
  // in another tab): its requests wait for the renewal that gets one.
  pending: () =>
    refreshing ??
    (started &&
    portalStore.get(isLoggedInAtom) &&
    !portalStore.get(accessTokenAtom) &&
    !portalStore.get(signingOutAtom)
      ? refreshSession()
      : undefined),
  end: () => endSession(),
});

/**
 * Asks whether this network address has organization access and records the answer in
 * `orgAvailableAtom`, without touching the current session (the API signs nobody in for it).
 */
export async function checkOrganizationAvailability(): Promise<boolean> {
  try {
    const tenantId = portalStore.get(tenantIdAtom) || DEFAULT_TENANT_ID;
    const { available } = await apiGet(
      '/bgcloud-auth/oauth/organization',
      { tenantId },
      TOKEN_CALL,
    );
    portalStore.set(orgAvailableAtom, available);
    return available;
  } catch {
    portalStore.set(orgAvailableAtom, false);
    return false;
  }
}

let watchingOtherTabs = false;

/**
 * A sign-in or sign-out in another tab changes the stored user: this tab's access token (of the
 * user before) is dropped, and its next request waits for a renewal from the cookie the tabs
 * share, or goes anonymous.
 */
function followOtherTabs(): void {
  if (watchingOtherTabs || typeof window === 'undefined') return;
  watchingOtherTabs = true;
  window.addEventListener('storage', (event) => {
    if (event.key !== prefixedKey('userInfo')) return;
    portalStore.set(accessTokenAtom, '');
    portalStore.set(adminTokenAtom, '');
  });
}

/** Tokens an earlier version kept where scripts read them: gone, they can only be stolen there. */
function forgetStoredTokens(): void {
  for (const key of ['accessToken', 'refreshToken', 'adminToken']) {
    storage.local.remove(key);
    removeCookie(key);
  }
}

/**
 * The session at start (spec section 4): with no stored user, try organization login; with a
 * stored user, get this page's access token from the refresh-token cookie and check organization
 * access. Never rejects.
 */
export async function bootstrapSession(): Promise<void> {
  started = true;
  forgetStoredTokens();
  followOtherTabs();
  const user = portalStore.get(userInfoAtom);
  if (!user || user.type === '') {
    await loginOrganization().catch(() => undefined);
    return;
  }
  await Promise.all([refreshSession(), checkOrganizationAvailability()]);
}

/**
 * Signs out: has the API end the session and clear its cookie, then forgets the session (memory,
 * storage and cookies) and reloads the site's root. The reader shows as signed in until the API
 * has answered (`signingOutAtom` is true meanwhile): shown as signed out earlier, a reload in that
 * moment would find the refresh-token cookie still valid. A second call while one is under way
 * does nothing.
 */
export async function logout(): Promise<void> {
  if (portalStore.get(signingOutAtom)) return;
  portalStore.set(signingOutAtom, true);
  // Requests made from now on go without the token: answered after the revoke, they would fail
  // on it. Those under way keep theirs, and the session ends once they have their answers.
  portalStore.set(accessTokenAtom, '');
  portalStore.set(adminTokenAtom, '');
  try {
    await requestsSettled(SIGN_OUT_TIMEOUT_MS);
    await endSession(SIGN_OUT_TIMEOUT_MS);
    clearSession();
  } finally {
    portalStore.set(signingOutAtom, false);
  }
  assignLocation(getApiConfig().basePath);
}
