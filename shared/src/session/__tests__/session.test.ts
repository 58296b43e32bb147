import { apiGet } from '../../api/api-request';
import { assignLocation } from '../../config/navigation';
import { getCookie, setCookie } from '../../config/cookies';
import { bus } from '../../events/bus';
import { mockApi, ok, type MockApi, type MockRequest } from '@portal/testing';
import { resetPortalState } from '@portal/testing';
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
  adminTokenAtom,
  groupFlagAtom,
  isLoggedInAtom,
  orgAvailableAtom,
  portalStore,
  sessionTypeAtom,
  signingOutAtom,
  tenantIdAtom,
  userInfoAtom,
} from '../session-store';

jest.mock('../../config/navigation', () => ({ assignLocation: jest.fn() }));

const TOKEN = 'POST /bgcloud-auth/oauth/token';
const REVOKE = 'POST /bgcloud-auth/oauth/token/revoke';
const ORGANIZATION_CHECK = 'GET /bgcloud-auth/oauth/organization';

const ORGANIZATION: TokenResponse = {
  access_token: 'org-access',
  tenant_id: '000000',
  type: 'organization',
  nick_name: 'Tsinghua University Library',
  user_name: 'tsinghua',
  ad_name: 'Tsinghua',
};

const PERSONAL: TokenResponse = {
  access_token: 'personal-access-2',
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
    // In memory only: no script can read it from storage or a cookie.
    expect(portalStore.get(accessTokenAtom)).toBe('org-access');
    expect(window.localStorage.getItem('TC_accessToken')).toBeNull();
    expect(getCookie('accessToken')).toBeNull();
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

  test('a stored user: the token is renewed from the cookie and organization access checked, the user kept', async () => {
    signInAsPersonal();
    api = mockApi({
      [TOKEN]: { body: PERSONAL },
      [ORGANIZATION_CHECK]: { body: { code: 200, available: true } },
    });
    await bootstrapSession();

    const [refresh] = tokenCalls('refresh_token');
    // No refresh token in the call: the browser sends the API's HttpOnly cookie.
    expect(refresh?.params).toEqual({
      tenantId: '000000',
      grant_type: 'refresh_token',
      scope: 'all',
      action: 'refresh_token',
    });
    expect(portalStore.get(userInfoAtom)?.type).toBe('personal');
    expect(portalStore.get(accessTokenAtom)).toBe('personal-access-2');
    expect(portalStore.get(orgAvailableAtom)).toBe(true);
    expect(getToasts()).toEqual([]);
  });

  test('a personal reader on an organization network stays personal: the check signs nobody in', async () => {
    signInAsPersonal();
    api = mockApi({
      [TOKEN]: { body: PERSONAL },
      [ORGANIZATION_CHECK]: { body: { code: 200, available: true } },
    });
    await bootstrapSession();
    expect(tokenCalls('organization_ip')).toEqual([]);
    expect(api.requests.filter((request) => request.path.endsWith('/organization'))).toHaveLength(
      1,
    );
    expect(portalStore.get(orgAvailableAtom)).toBe(true);
    expect(portalStore.get(sessionTypeAtom)).toBe('personal');
  });

  test('tokens an earlier version kept in storage and cookies are forgotten', async () => {
    for (const key of ['accessToken', 'refreshToken', 'adminToken']) {
      window.localStorage.setItem(`TC_${key}`, JSON.stringify(`stored-${key}`));
      setCookie(key, `stored-${key}`);
    }
    api = mockApi({ [TOKEN]: { body: { code: 401, success: false, error_description: 'none' } } });
    await bootstrapSession();
    for (const key of ['accessToken', 'refreshToken', 'adminToken']) {
      expect(window.localStorage.getItem(`TC_${key}`)).toBeNull();
      expect(getCookie(key)).toBeNull();
    }
  });

  test('a stored user whose refresh token is refused (401) is signed out, without a redirect', async () => {
    signInAsPersonal();
    api = mockApi({
      [TOKEN]: { status: 401, body: { code: 401, error_description: 'Invalid refresh token' } },
    });
    await bootstrapSession();
    expect(portalStore.get(userInfoAtom)).toBeNull();
    expect(portalStore.get(accessTokenAtom)).toBe('');
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
    expect(portalStore.get(accessTokenAtom)).toBe('personal-access-2');
    expect(window.localStorage.getItem('TC_accessToken')).toBeNull();
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
    api = mockApi({ [ORGANIZATION_CHECK]: { body: { code: 200, available: true } } });
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
    expect(tokenCalls('refresh_token')).toHaveLength(2);
  });

  test('refresh with nobody signed in does nothing', async () => {
    api = mockApi({});
    await expect(refreshSession()).resolves.toBe(false);
    expect(api.requests).toEqual([]);
  });
});

describe("a staff member's admin token", () => {
  const STAFF: TokenResponse = {
    ...PERSONAL,
    access_token: 'staff-access-1',
    admin_token: 'admin-1',
    admin_expires_in: 300,
  };
  const STAFF_SESSION = 'GET /staff/session';

  test('a staff sign-in keeps it in memory only and sends it as Admin-Auth; a reader gets none', async () => {
    api = mockApi({ [TOKEN]: { body: STAFF }, [STAFF_SESSION]: ok({ userId: 1 }) });
    await loginPersonal({ username: 'ada@example.org', password: 'secret1' });
    expect(portalStore.get(adminTokenAtom)).toBe('admin-1');
    expect(window.localStorage.getItem('TC_adminToken')).toBeNull();
    expect(getCookie('adminToken')).toBeNull();
    await apiGet('/staff/session');
    expect(api.requests.at(-1)?.headers['Admin-Auth']).toBe('bearer admin-1');
    api.restore();

    api = mockApi({ [TOKEN]: { body: PERSONAL } });
    await loginPersonal({ username: 'reader@example.org', password: 'secret1' });
    expect(portalStore.get(adminTokenAtom)).toBe('');
  });

  test('a renewal renews it, and drops it once the account is no longer staff', async () => {
    api = mockApi({ [TOKEN]: { body: STAFF } });
    await loginPersonal({ username: 'ada@example.org', password: 'secret1' });
    api.restore();
    api = mockApi({ [TOKEN]: { body: { ...STAFF, admin_token: 'admin-2' } } });
    await expect(refreshSession()).resolves.toBe(true);
    expect(portalStore.get(adminTokenAtom)).toBe('admin-2');
    api.restore();
    // The role was revoked: the renewal answers the access token alone.
    api = mockApi({ [TOKEN]: { body: PERSONAL } });
    await expect(refreshSession()).resolves.toBe(true);
    expect(portalStore.get(adminTokenAtom)).toBe('');
    expect(portalStore.get(accessTokenAtom)).toBe('personal-access-2');
  });

  test('signing out drops it before the API is asked to end the session', async () => {
    let heldDuringRevoke: string | undefined;
    api = mockApi({
      [TOKEN]: { body: STAFF },
      [REVOKE]: () => {
        heldDuringRevoke = portalStore.get(adminTokenAtom);
        return { body: { code: 200 } };
      },
    });
    await loginPersonal({ username: 'ada@example.org', password: 'secret1' });
    await logout();
    expect(heldDuringRevoke).toBe('');
    expect(portalStore.get(adminTokenAtom)).toBe('');
  });
});

describe('logout', () => {
  test('clears user, tokens, tenant and their cookies, has the API end the session, then loads the root', async () => {
    const revoked: string[] = [];
    api = mockApi({
      [TOKEN]: { body: { ...PERSONAL, tenant_id: '000123' } },
      [REVOKE]: () => {
        // The API clears the HttpOnly refresh-token cookie; the page is still here meanwhile.
        revoked.push(jest.mocked(assignLocation).mock.calls.length === 0 ? 'before' : 'after');
        return { body: { code: 200 } };
      },
    });
    await loginPersonal({ username: 'ada@example.org', password: 'secret1' });
    portalStore.set(groupFlagAtom, 1);
    expect(getCookie('tenantId')).toBe('000123');

    await logout();

    for (const key of ['userInfo', 'accessToken', 'refreshToken', 'tenantId', 'groupFlag']) {
      expect(window.localStorage.getItem(`TC_${key}`)).toBeNull();
      expect(getCookie(key)).toBeNull();
    }
    expect(portalStore.get(accessTokenAtom)).toBe('');
    expect(portalStore.get(tenantIdAtom)).toBe('000000');
    expect(portalStore.get(isLoggedInAtom)).toBe(false);
    expect(revoked).toEqual(['before']);
    expect(assignLocation).toHaveBeenCalledWith('/');
  });

  test('keeps the reader signed in until the API has ended the session, and signs out once', async () => {
    signInAsPersonal();
    let answer: () => void = () => undefined;
    api = mockApi({
      [REVOKE]: () =>
        new Promise((resolve) => {
          answer = () => resolve({ body: { code: 200 } });
        }),
      'GET /cms/contact': ok([]),
    });
    const signingOut = logout();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.requests.map((request) => request.path)).toEqual([
      '/bgcloud-auth/oauth/token/revoke',
    ]);
    // The refresh-token cookie still holds the session: the page must not say otherwise yet.
    expect(portalStore.get(isLoggedInAtom)).toBe(true);
    expect(portalStore.get(signingOutAtom)).toBe(true);
    // A request made meanwhile goes without the token, and renews nothing.
    await apiGet('/cms/contact');
    const contact = api.requests.find((request) => request.path === '/cms/contact');
    expect(contact?.headers['Portal-Auth']).toBeUndefined();
    expect(tokenCalls('refresh_token')).toHaveLength(0);
    await logout();
    expect(api.requests.filter((request) => request.path.endsWith('/revoke'))).toHaveLength(1);

    answer();
    await signingOut;
    expect(portalStore.get(isLoggedInAtom)).toBe(false);
    expect(portalStore.get(signingOutAtom)).toBe(false);
    expect(assignLocation).toHaveBeenCalledTimes(1);
  });

  test('ends the session at the API only once the requests under way have their answers', async () => {
    signInAsPersonal();
    const order: string[] = [];
    api = mockApi({
      'GET /cms/contact': (request) =>
        new Promise((resolve) => {
          setTimeout(() => {
            order.push(`contact answered (${request.headers['Portal-Auth']})`);
            resolve(ok([]));
          }, 30);
        }),
      [REVOKE]: () => {
        order.push('revoke');
        return { body: { code: 200 } };
      },
    });
    const underWay = apiGet('/cms/contact');
    await logout();
    await underWay;
    expect(order).toEqual(['contact answered (bearer personal-access-1)', 'revoke']);
    expect(api.requests.at(-1)?.path).toBe('/bgcloud-auth/oauth/token/revoke');
  });

  test('still loads the root when the API cannot be reached', async () => {
    signInAsPersonal();
    api = mockApi({ [REVOKE]: { status: 503, body: null } });
    await logout();
    expect(portalStore.get(isLoggedInAtom)).toBe(false);
    expect(assignLocation).toHaveBeenCalledWith('/');
  });
});

describe('an access token kept in memory', () => {
  const ADA = {
    nick_name: 'Ada',
    type: 'personal',
    adName: '',
    username: 'ada@example.org',
  } as const;

  test("a signed-in reader's new page waits for its token before its first requests", async () => {
    portalStore.set(userInfoAtom, { ...ADA });
    api = mockApi({
      [TOKEN]: { body: PERSONAL, delayMs: 10 },
      [ORGANIZATION_CHECK]: { body: { code: 200, available: false } },
      'GET /cms/contact': ok([]),
    });
    const start = bootstrapSession();
    await Promise.all([apiGet('/cms/contact'), apiGet('/cms/contact'), start]);
    const sent = api.requests.filter(
      (request) => request.method === 'POST' || request.path === '/cms/contact',
    );
    expect(sent.map((request) => [request.path, request.headers['Portal-Auth']])).toEqual([
      ['/bgcloud-auth/oauth/token', undefined],
      ['/cms/contact', 'bearer personal-access-2'],
      ['/cms/contact', 'bearer personal-access-2'],
    ]);
  });

  test('a refused renewal (the API ended the session) signs the reader out, quietly', async () => {
    portalStore.set(userInfoAtom, { ...ADA });
    api = mockApi({
      [TOKEN]: { status: 401, body: { code: 401, error_description: 'Signed out' } },
      [ORGANIZATION_CHECK]: { body: { code: 200, available: false } },
      'GET /cms/contact': ok([]),
    });
    void bootstrapSession();
    await apiGet('/cms/contact');
    expect(portalStore.get(isLoggedInAtom)).toBe(false);
    expect(api.requests.at(-1)?.headers['Portal-Auth']).toBeUndefined();
    expect(assignLocation).not.toHaveBeenCalled();
  });

  test('a sign-in or sign-out in another tab drops this tab’s token', async () => {
    signInAsPersonal();
    api = mockApi({
      [TOKEN]: { body: PERSONAL },
      [ORGANIZATION_CHECK]: { body: { code: 200, available: false } },
    });
    await bootstrapSession();
    expect(portalStore.get(accessTokenAtom)).toBe('personal-access-2');
    window.dispatchEvent(new StorageEvent('storage', { key: 'TC_userInfo', newValue: null }));
    expect(portalStore.get(accessTokenAtom)).toBe('');

    // Still signed in here (another reader there): the next request waits for a new token.
    api.restore();
    api = mockApi({ [TOKEN]: { body: PERSONAL }, 'GET /cms/contact': ok([]) });
    await apiGet('/cms/contact');
    expect(api.requests.map((request) => request.headers['Portal-Auth'])).toEqual([
      undefined,
      'bearer personal-access-2',
    ]);
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
    window.localStorage.setItem('TC_accessToken', JSON.stringify('stored'));
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('../session-store');
      expect(fresh.portalStore.get(fresh.isLoggedInAtom)).toBe(true);
      // A stored token is never read: the page renews its own from the cookie.
      expect(fresh.portalStore.get(fresh.accessTokenAtom)).toBe('');
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
