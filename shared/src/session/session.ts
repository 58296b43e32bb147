import { DEFAULT_TENANT_ID } from '../config/constants';
import { assignLocation } from '../config/navigation';
import { bus, type SessionType } from '../events/bus';
import { getApiConfig, setSessionRenewer } from '../api/api-client';
import { apiPost } from '../api/api-request';
import { ApiError } from '../api/api-error';
import {
  accessTokenAtom,
  clearSession,
  orgAvailableAtom,
  portalStore,
  refreshTokenAtom,
  tenantIdAtom,
  userInfoAtom,
  type UserInfo,
} from './session-store';

const TOKEN_URL = '/bgcloud-auth/oauth/token';

/** What the token endpoint answers (OAuth style, not in the envelope). */
export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  token_type?: string;
  expires_in?: number;
  tenant_id?: string;
  type?: SessionType;
  nick_name?: string;
  user_name?: string;
  ad_name?: string;
  user_id?: string | number;
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
  | { grant_type: 'refresh_token'; refresh_token: string; scope: 'all'; action: 'refresh_token' };

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
      // Token calls fail quietly (spec 8), survive route changes, and never redirect to login.
      silent: true,
      raw: true,
      autoCancel: false,
      authRedirect: false,
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
  portalStore.set(refreshTokenAtom, token.refresh_token ?? '');
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
 * Renews the tokens with the refresh token. Resolves true when renewed, false otherwise; a 401
 * (the refresh token is no longer valid) clears the session, any other failure keeps it.
 * Callers at the same moment share one call: each refresh token works once, and the server
 * treats a second use as a stolen token and ends the session.
 */
export function refreshSession(): Promise<boolean> {
  refreshing ??= renewTokens().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function renewTokens(): Promise<boolean> {
  const refreshToken = portalStore.get(refreshTokenAtom);
  if (!refreshToken) return false;
  const previous = portalStore.get(userInfoAtom);
  try {
    const token = await requestToken(
      {
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        scope: 'all',
        action: 'refresh_token',
      },
      previous?.type || undefined,
    );
    applyTokens(token, previous?.type ?? '', previous);
    return true;
  } catch (error) {
    if (isUnauthorized(error)) clearSession();
    return false;
  }
}

// Requests failing on an expired access token renew it with this, then try once more.
setSessionRenewer(refreshSession);

/**
 * Asks whether this network address has organization access and records the answer in
 * `orgAvailableAtom`, without touching the current session.
 */
export async function checkOrganizationAvailability(): Promise<boolean> {
  try {
    await requestToken({ grant_type: 'organization_ip' }, 'organization');
    portalStore.set(orgAvailableAtom, true);
    return true;
  } catch {
    portalStore.set(orgAvailableAtom, false);
    return false;
  }
}

/**
 * The session at start (spec section 4): with no stored user, try organization login; with a
 * stored user, refresh the tokens and check organization access. Never rejects.
 */
export async function bootstrapSession(): Promise<void> {
  const user = portalStore.get(userInfoAtom);
  if (!user || user.type === '') {
    await loginOrganization().catch(() => undefined);
    return;
  }
  await Promise.all([refreshSession(), checkOrganizationAvailability()]);
}

/** Signs out: forgets the session (storage and cookies), then reloads the site's root. */
export function logout(): void {
  clearSession();
  assignLocation(getApiConfig().basePath);
}
