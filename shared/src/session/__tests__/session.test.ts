import { assignLocation } from '../../config/navigation';
import { getCookie } from '../../config/cookies';
import { bus } from '../../events/bus';
import { mockApi, type MockApi, type MockRequest } from '../../testing/mock-api';
import { resetPortalState } from '../../testing/reset-portal-state';
import { getToasts } from '../../ui/notify/notify-store';
import {
  bootstrapSession,
  checkOrganizationAvailability,
  LoginError,
  loginOrganization,
  loginPersonal,
  logout,
  refreshSession,
  type TokenResponse,
} from '../session';
import {
  accessTokenAtom,
  groupFlagAtom,
  isLoggedInAtom,
  orgAvailableAtom,
  portalStore,
  refreshTokenAtom,
  sessionTypeAtom,
  tenantIdAtom,
  userInfoAtom,
} from '../session-store';

jest.mock('../../config/navigation', () => ({ assignLocation: jest.fn() }));

const TOKEN = 'POST /bgcloud-auth/oauth/token';

const ORGANIZATION: TokenResponse = {
  access_token: 'org-access',
  refresh_token: 'org-refresh',
  tenant_id: '000000',
  type: 'organization',
  nick_name: 'Tsinghua University Library',
  user_name: 'tsinghua',
  ad_name: 'Tsinghua',
};

const PERSONAL: TokenResponse = {
  access_token: 'personal-access-2',
  refresh_token: 'personal-refresh-2',
  tenant_id: '000000',
  type: 'personal',
  nick_name: 'Ada',
  user_name: 'ada@example.org',
  ad_name: '',
};

let api: MockApi;

function tokenCalls(grant: string): MockRequest[] {
  return api.requests.filter((request) => request.params.grant_type === grant);
}

function signInAsPersonal() {
  portalStore.set(userInfoAtom, {
    nick_name: 'Ada',
    type: 'personal',
    adName: '',
    username: 'ada@example.org',
  });
  portalStore.set(accessTokenAtom, 'personal-access-1');
  portalStore.set(refreshTokenAtom, 'personal-refresh-1');
}

beforeEach(async () => {
  await resetPortalState();
  portalStore.set(orgAvailableAtom, false);
  jest.mocked(assignLocation).mockClear();
});

afterEach(() => api?.restore());

describe('bootstrapSession', () => {
  test('anonymous: organization login is tried, and granted makes the visitor an organization', async () => {
    api = mockApi({ [TOKEN]: { body: ORGANIZATION } });
    await bootstrapSession();

    const [call] = tokenCalls('organization_ip');
    expect(call?.params).toMatchObject({ grant_type: 'organization_ip', tenantId: '000000' });
    expect(call?.headers['User-Type']).toBe('organization');
    expect(portalStore.get(userInfoAtom)).toEqual({
      nick_name: 'Tsinghua University Library',
      type: 'organization',
      adName: 'Tsinghua',
      username: 'tsinghua',
    });
    expect(portalStore.get(sessionTypeAtom)).toBe('organization');
    expect(portalStore.get(orgAvailableAtom)).toBe(true);
    expect(window.localStorage.getItem('TC_accessToken')).toBe('"org-access"');
    expect(getCookie('accessToken')).toBe('org-access');
  });

  test('an address with no organization is answered 200 with code 401: stays anonymous', async () => {
    api = mockApi({
      [TOKEN]: {
        status: 200,
        body: { code: 401, success: false, error_description: 'No organization is registered' },
      },
    });
    await expect(bootstrapSession()).resolves.toBeUndefined();
    expect(portalStore.get(isLoggedInAtom)).toBe(false);
    expect(portalStore.get(orgAvailableAtom)).toBe(false);
    expect(getToasts()).toEqual([]);
  });

  test('anonymous and refused: stays anonymous, quietly', async () => {
    api = mockApi({
      [TOKEN]: { status: 401, body: { code: 401, error_description: 'No organization access' } },
    });
    await expect(bootstrapSession()).resolves.toBeUndefined();
    expect(portalStore.get(isLoggedInAtom)).toBe(false);
    expect(portalStore.get(orgAvailableAtom)).toBe(false);
    expect(getToasts()).toEqual([]);
    expect(assignLocation).not.toHaveBeenCalled();
  });

  test('a stored user: the token is refreshed and organization access checked, the user kept', async () => {
    signInAsPersonal();
    api = mockApi({
      [TOKEN]: (request) => ({
        body: request.params.grant_type === 'refresh_token' ? PERSONAL : ORGANIZATION,
      }),
    });
    await bootstrapSession();

    const [refresh] = tokenCalls('refresh_token');
    expect(refresh?.params).toEqual({
      tenantId: '000000',
      grant_type: 'refresh_token',
      refresh_token: 'personal-refresh-1',
      scope: 'all',
      action: 'refresh_token',
    });
    expect(tokenCalls('organization_ip')).toHaveLength(1);
    expect(portalStore.get(userInfoAtom)?.type).toBe('personal');
    expect(portalStore.get(accessTokenAtom)).toBe('personal-access-2');
    expect(portalStore.get(refreshTokenAtom)).toBe('personal-refresh-2');
    expect(portalStore.get(orgAvailableAtom)).toBe(true);
    expect(getToasts()).toEqual([]);
  });

  test('a stored user whose refresh token is refused (401) is signed out, without a redirect', async () => {
    signInAsPersonal();
    api = mockApi({
      [TOKEN]: { status: 401, body: { code: 401, error_description: 'Invalid refresh token' } },
    });
    await bootstrapSession();
    expect(portalStore.get(userInfoAtom)).toBeNull();
    expect(window.localStorage.getItem('TC_refreshToken')).toBeNull();
    expect(assignLocation).not.toHaveBeenCalled();
  });

  test('a network failure during refresh keeps the stored session', async () => {
    signInAsPersonal();
    api = mockApi({ [TOKEN]: { status: 503, body: null } });
    await bootstrapSession();
    expect(portalStore.get(userInfoAtom)?.nick_name).toBe('Ada');
    expect(portalStore.get(accessTokenAtom)).toBe('personal-access-1');
  });
});

describe('logins', () => {
  test('personal login stores the user and tokens and announces the session', async () => {
    api = mockApi({ [TOKEN]: { body: PERSONAL } });
    const heard = jest.fn();
    const unsubscribe = bus.on('session:changed', heard);
    await expect(
      loginPersonal({ username: 'ada@example.org', password: 'secret1' }),
    ).resolves.toMatchObject({
      type: 'personal',
      nick_name: 'Ada',
    });
    expect(api.requests[0]?.params).toMatchObject({
      grant_type: 'password',
      username: 'ada@example.org',
      password: 'secret1',
    });
    expect(api.requests[0]?.headers['User-Type']).toBe('personal');
    expect(portalStore.get(isLoggedInAtom)).toBe(true);
    expect(JSON.parse(window.localStorage.getItem('TC_userInfo') ?? 'null')).toMatchObject({
      nick_name: 'Ada',
    });
    expect(heard).toHaveBeenCalledWith({ type: 'personal' });
    unsubscribe();
  });

  test("a refused login rejects with the server's reason, shows no message and clears on 401", async () => {
    signInAsPersonal();
    api = mockApi({
      [TOKEN]: { status: 401, body: { code: 401, error_description: 'Bad credentials' } },
    });
    const error = await loginPersonal({ username: 'ada@example.org', password: 'wrong' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(LoginError);
    expect(error).toMatchObject({ message: 'Bad credentials', status: 401 });
    expect(portalStore.get(userInfoAtom)).toBeNull();
    expect(getToasts()).toEqual([]);
    expect(assignLocation).not.toHaveBeenCalled();
  });

  test('organization login replaces a personal user entirely', async () => {
    signInAsPersonal();
    api = mockApi({ [TOKEN]: { body: { ...ORGANIZATION, nick_name: undefined } } });
    await loginOrganization();
    expect(portalStore.get(userInfoAtom)).toEqual({
      nick_name: '',
      type: 'organization',
      adName: 'Tsinghua',
      username: 'tsinghua',
    });
  });

  test('the organization check never replaces a personal user', async () => {
    signInAsPersonal();
    api = mockApi({ [TOKEN]: { body: ORGANIZATION } });
    await expect(checkOrganizationAvailability()).resolves.toBe(true);
    expect(portalStore.get(userInfoAtom)?.type).toBe('personal');
    expect(portalStore.get(accessTokenAtom)).toBe('personal-access-1');
    expect(portalStore.get(orgAvailableAtom)).toBe(true);
  });

  test('refreshes at the same moment share one call: a refresh token works only once', async () => {
    signInAsPersonal();
    api = mockApi({ [TOKEN]: { body: PERSONAL, delayMs: 10 } });
    await expect(Promise.all([refreshSession(), refreshSession()])).resolves.toEqual([true, true]);
    expect(tokenCalls('refresh_token')).toHaveLength(1);
    await refreshSession();
    expect(tokenCalls('refresh_token').map((call) => call.params.refresh_token)).toEqual([
      'personal-refresh-1',
      'personal-refresh-2',
    ]);
  });

  test('refresh without a refresh token does nothing', async () => {
    api = mockApi({});
    await expect(refreshSession()).resolves.toBe(false);
    expect(api.requests).toEqual([]);
  });
});

describe('logout', () => {
  test('clears user, tokens, tenant and their cookies, then loads the root', async () => {
    api = mockApi({ [TOKEN]: { body: { ...PERSONAL, tenant_id: '000123' } } });
    await loginPersonal({ username: 'ada@example.org', password: 'secret1' });
    portalStore.set(groupFlagAtom, 1);
    expect(getCookie('tenantId')).toBe('000123');
    expect(getCookie('refreshToken')).toBe('personal-refresh-2');

    logout();

    for (const key of ['userInfo', 'accessToken', 'refreshToken', 'tenantId', 'groupFlag']) {
      expect(window.localStorage.getItem(`TC_${key}`)).toBeNull();
      expect(getCookie(key)).toBeNull();
    }
    expect(portalStore.get(tenantIdAtom)).toBe('000000');
    expect(portalStore.get(isLoggedInAtom)).toBe(false);
    expect(assignLocation).toHaveBeenCalledWith('/');
  });
});

describe('persistence', () => {
  test('a user stored by an earlier visit is there when the store is first read', async () => {
    window.localStorage.setItem(
      'TC_userInfo',
      JSON.stringify({
        nick_name: 'Ada',
        type: 'personal',
        adName: '',
        username: 'ada@example.org',
      }),
    );
    window.localStorage.setItem('TC_accessToken', JSON.stringify('kept'));
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('../session-store');
      expect(fresh.portalStore.get(fresh.isLoggedInAtom)).toBe(true);
      expect(fresh.portalStore.get(fresh.accessTokenAtom)).toBe('kept');
    });
  });

  test('a stored user of an unknown shape is ignored', async () => {
    window.localStorage.setItem('TC_userInfo', JSON.stringify({ type: 'admin' }));
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('../session-store');
      expect(fresh.portalStore.get(fresh.userInfoAtom)).toBeNull();
    });
  });

  test('a logout in another tab signs this tab out', () => {
    signInAsPersonal();
    const unsubscribe = portalStore.sub(userInfoAtom, () => undefined);
    window.localStorage.removeItem('TC_userInfo');
    window.dispatchEvent(new StorageEvent('storage', { key: 'TC_userInfo', newValue: null }));
    expect(portalStore.get(userInfoAtom)).toBeNull();
    unsubscribe();
  });
});
