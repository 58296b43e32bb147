import { act } from '@testing-library/react';
import { PENDING_NOTICE_MS, READ_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '../../config/constants';
import { assignLocation } from '../../config/navigation';
import { initI18n } from '../../i18n/i18n';
import {
  accessTokenAtom,
  adminTokenAtom,
  portalStore,
  userInfoAtom,
} from '../../session/session-store';
import { mockApi, ok, type MockApi, type MockRequest } from '@portal/testing';
import { resetPortalState } from '@portal/testing';
import { getToasts } from '../../ui/notify/notify-store';
import {
  cancelPendingRequests,
  configureApi,
  notifyRouteChange,
  setSessionHooks,
} from '../api-client';
import { ApiError, isCancelledRequest } from '../api-error';
import { apiGet, apiPost } from '../api-request';
import { shouldRetryQuery } from '../query-client';

/** A contact message as the form sends it: a write. */
const CONTACT_MESSAGE = {
  name: 'Li Hua',
  email: 'li@example.com',
  countryCode: 'CN',
  subject: 'A question',
  message: 'hello',
};

jest.mock('../../config/navigation', () => ({ assignLocation: jest.fn() }));

let api: MockApi;

function messages(): string[] {
  return getToasts().map((toast) => toast.message);
}

/** What a request settles to, so a test can advance timers before looking. */
function outcome<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  return promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
}

beforeAll(() => {
  initI18n();
});

beforeEach(async () => {
  await resetPortalState();
  jest.mocked(assignLocation).mockClear();
  configureApi({ onAuthError: undefined, basePath: '/' });
  // A new route resets the "already redirecting" guard between tests.
  notifyRouteChange(`test-${expect.getState().currentTestName}`);
  window.history.replaceState(null, '', '/journals?page=2');
});

afterEach(() => {
  cancelPendingRequests();
  api?.restore();
  jest.useRealTimers();
});

describe('headers', () => {
  test('every call carries the client credential, the tenant and, when signed in, the tokens', async () => {
    api = mockApi({ 'GET /health': ok({ status: 'ok' }) });
    await apiGet('/health');
    expect(api.requests[0]?.headers).toMatchObject({
      'Content-Type': 'application/json',
      Authorization: `Basic ${btoa('portal:portal_secret')}`,
      'Tenant-Id': '000000',
    });
    expect(api.requests[0]?.headers).not.toHaveProperty('Portal-Auth');

    portalStore.set(accessTokenAtom, 'access-1');
    portalStore.set(adminTokenAtom, 'admin-1');
    await apiGet('/health');
    expect(api.requests[1]?.headers).toMatchObject({
      'Portal-Auth': 'bearer access-1',
      'Admin-Auth': 'bearer admin-1',
    });
  });

  test('query params and JSON bodies reach the server', async () => {
    api = mockApi({
      'GET /periodical/list': ok([]),
      'POST /resource/pdf/access-history': ok({ id: 9 }),
    });
    await apiGet('/periodical/list', { current: 2, size: 10 });
    await expect(
      apiPost('/resource/pdf/access-history', { type: 'article', id: 2 }),
    ).resolves.toEqual({ id: 9 });
    expect(api.requests[0]?.params).toEqual({ current: 2, size: 10 });
    expect(api.requests[1]?.body).toEqual({ type: 'article', id: 2 });
  });
});

describe('envelope', () => {
  test('code 200 and code 1 are success: the call resolves with data', async () => {
    api = mockApi({
      'GET /cms/contact': ok({ paramValue: '© 2026' }),
      'GET /bookmain/homedata': { body: { code: 1, success: true, data: [1], msg: '' } },
    });
    await expect(apiGet('/cms/contact')).resolves.toEqual({ paramValue: '© 2026' });
    await expect(apiGet('/bookmain/homedata')).resolves.toEqual([1]);
    expect(messages()).toEqual([]);
  });

  test('another code rejects with ApiError and shows the server error with the URL', async () => {
    api = mockApi({
      'GET /bookmain/homepage': { body: { code: 500, success: false, data: null, msg: 'db down' } },
    });
    const error = await apiGet('/bookmain/homepage').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'server',
      code: 500,
      msg: 'db down',
      url: '/api/bookmain/homepage',
      status: 200,
    });
    expect(messages()).toEqual([
      'Server error, please contact the server administrator (/api/bookmain/homepage)',
    ]);
  });

  test('an HTTP error, or an answer that is no envelope, is a server error too', async () => {
    api = mockApi({
      'GET /bookmain/homepage-count': { status: 502, body: 'Bad gateway' },
      'GET /periodical/my-subscriptions': { body: '<!doctype html>' },
    });
    await expect(apiGet('/bookmain/homepage-count')).rejects.toMatchObject({
      kind: 'server',
      status: 502,
    });
    await expect(apiGet('/periodical/my-subscriptions')).rejects.toMatchObject({
      kind: 'server',
      status: 200,
    });
    expect(messages()).toEqual([
      'Server error, please contact the server administrator (/api/bookmain/homepage-count)',
      'Server error, please contact the server administrator (/api/periodical/my-subscriptions)',
    ]);
  });

  test('a silent call fails without a message', async () => {
    api = mockApi({ 'GET /baseinfoordering/category': { status: 500, body: null } });
    await expect(
      apiGet('/baseinfoordering/category', undefined, { silent: true }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(messages()).toEqual([]);
  });

  test('raw calls resolve with the whole body', async () => {
    api = mockApi({ 'POST /bgcloud-auth/oauth/token': { body: { access_token: 't' } } });
    await expect(
      apiPost('/bgcloud-auth/oauth/token', null, { params: {}, raw: true }),
    ).resolves.toEqual({
      access_token: 't',
    });
  });
});

describe('invalid session', () => {
  beforeEach(() => {
    portalStore.set(userInfoAtom, {
      nick_name: 'Ada',
      type: 'personal',
      adName: '',
      username: 'ada@example.org',
    });
    portalStore.set(accessTokenAtom, 'expired');
  });

  test('code 600 clears the session and goes to the login page with the return URL', async () => {
    api = mockApi({
      'GET /bgcloud-order/payment/my-orders-page': {
        body: { code: 600, success: false, data: null, msg: '' },
      },
    });
    await expect(apiGet('/bgcloud-order/payment/my-orders-page')).rejects.toMatchObject({
      kind: 'auth',
      code: 600,
    });
    expect(portalStore.get(userInfoAtom)).toBeNull();
    expect(portalStore.get(accessTokenAtom)).toBe('');
    expect(assignLocation).toHaveBeenCalledWith('/login?returnUrl=%2Fjournals%3Fpage%3D2');
    expect(messages()).toEqual([]);
  });

  test('HTTP 401 and body code 401 do the same, once for requests failing together', async () => {
    const onAuthError = jest.fn();
    configureApi({ onAuthError });
    api = mockApi({
      'GET /cms/contact': { status: 401, body: { code: 401, msg: 'Unauthorized' } },
      'GET /bookmain/homedata': { body: { code: 401, success: false, data: null, msg: '' } },
    });
    await Promise.allSettled([apiGet('/cms/contact'), apiGet('/bookmain/homedata')]);
    expect(onAuthError).toHaveBeenCalledTimes(1);
    expect(onAuthError).toHaveBeenCalledWith('/journals?page=2');
    expect(assignLocation).not.toHaveBeenCalled();
    expect(portalStore.get(accessTokenAtom)).toBe('');
  });

  test('no redirect from the login page itself, nor for a call that opts out (the token call)', async () => {
    api = mockApi({ 'GET /cms/contact': { status: 401, body: {} } });
    await expect(apiGet('/cms/contact', undefined, { authRedirect: false })).rejects.toMatchObject({
      kind: 'auth',
      status: 401,
    });
    expect(assignLocation).not.toHaveBeenCalled();

    window.history.replaceState(null, '', '/login?returnUrl=%2Fmine');
    await expect(apiGet('/cms/contact')).rejects.toMatchObject({ kind: 'auth' });
    expect(assignLocation).not.toHaveBeenCalled();
  });

  test('the login page lives under the configured base path', async () => {
    configureApi({ basePath: '/portal' });
    api = mockApi({ 'GET /cms/contact': { status: 401, body: {} } });
    await apiGet('/cms/contact').catch(() => undefined);
    expect(assignLocation).toHaveBeenCalledWith('/portal/login?returnUrl=%2Fjournals%3Fpage%3D2');
  });
});

describe('expired access token', () => {
  beforeEach(() => {
    portalStore.set(userInfoAtom, {
      nick_name: 'Ada',
      type: 'personal',
      adName: '',
      username: 'ada@example.org',
    });
    portalStore.set(accessTokenAtom, 'expired');
  });

  const end = jest.fn(async () => undefined);
  /** The session module's part, with `renew` as its renewal and none pending. */
  const renewWith = (renew: () => Promise<boolean>) =>
    setSessionHooks({ renew, pending: () => undefined, end });

  afterEach(() => {
    setSessionHooks(undefined);
    end.mockClear();
  });

  test('is renewed once for the requests failing together, which are sent again and succeed', async () => {
    const renew = jest.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      portalStore.set(accessTokenAtom, 'renewed');
      return true;
    });
    renewWith(renew);
    const answer = (request: MockRequest) =>
      request.headers['Portal-Auth'] === 'bearer renewed'
        ? ok(request.path)
        : { status: 401, body: { code: 401, msg: 'Expired' } };
    api = mockApi({ 'GET /cms/contact': answer, 'GET /bookmain/homedata': answer });
    await expect(
      Promise.all([apiGet('/cms/contact'), apiGet('/bookmain/homedata')]),
    ).resolves.toEqual(['/cms/contact', '/bookmain/homedata']);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(api.requests.map((request) => request.headers['Portal-Auth'])).toEqual([
      'bearer expired',
      'bearer expired',
      'bearer renewed',
      'bearer renewed',
    ]);
    expect(assignLocation).not.toHaveBeenCalled();
    expect(portalStore.get(userInfoAtom)?.nick_name).toBe('Ada');
  });

  test('a session that cannot be renewed is over: cleared, and the reader sent to log in', async () => {
    const renew = jest.fn(async () => false);
    renewWith(renew);
    api = mockApi({ 'GET /cms/contact': { status: 401, body: { code: 401, msg: 'Expired' } } });
    await expect(apiGet('/cms/contact')).rejects.toMatchObject({ kind: 'auth', status: 401 });
    expect(renew).toHaveBeenCalledTimes(1);
    expect(api.requests).toHaveLength(1);
    expect(portalStore.get(userInfoAtom)).toBeNull();
    // The API ends it too: only it can clear the HttpOnly refresh-token cookie.
    expect(end).toHaveBeenCalledTimes(1);
    expect(assignLocation).toHaveBeenCalledWith('/login?returnUrl=%2Fjournals%3Fpage%3D2');
  });

  test('a request refused after the reader signed out meanwhile is sent again without a token', async () => {
    const renew = jest.fn(async () => false);
    renewWith(renew);
    api = mockApi({
      'GET /cms/contact': (request) => {
        // The sign-out happens while the request is under way, and ends its session.
        if (request.headers['Portal-Auth']) {
          portalStore.set(userInfoAtom, null);
          portalStore.set(accessTokenAtom, '');
          return { status: 401, body: { code: 401, msg: 'Signed out' } };
        }
        return ok('contacts');
      },
    });
    await expect(apiGet('/cms/contact')).resolves.toBe('contacts');
    expect(renew).not.toHaveBeenCalled();
    expect(assignLocation).not.toHaveBeenCalled();
  });

  test('requests made while a renewal is pending wait for it and carry its token', async () => {
    let settle: (renewed: boolean) => void = () => undefined;
    const renewal = new Promise<boolean>((resolve) => {
      settle = resolve;
    });
    let pending: Promise<boolean> | undefined = renewal;
    setSessionHooks({ renew: async () => true, pending: () => pending, end });
    portalStore.set(accessTokenAtom, '');
    api = mockApi({ 'GET /cms/contact': ok('contacts') });
    const answer = apiGet('/cms/contact');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(api.requests).toEqual([]);

    portalStore.set(accessTokenAtom, 'fresh');
    pending = undefined;
    settle(true);
    await expect(answer).resolves.toBe('contacts');
    expect(api.requests.map((request) => request.headers['Portal-Auth'])).toEqual(['bearer fresh']);
  });

  test('a request that opts out of waiting (a token call) is sent at once', async () => {
    setSessionHooks({ renew: async () => true, pending: () => new Promise(() => undefined), end });
    api = mockApi({ 'GET /cms/contact': ok('contacts') });
    await expect(apiGet('/cms/contact', undefined, { waitForSession: false })).resolves.toBe(
      'contacts',
    );
  });

  test('a request refused again after renewal, or sent without a token, is not repeated', async () => {
    const renew = jest.fn(async () => true);
    renewWith(renew);
    api = mockApi({
      'GET /cms/contact': { body: { code: 600, success: false, data: null, msg: '' } },
    });
    await expect(apiGet('/cms/contact')).rejects.toMatchObject({ kind: 'auth', code: 600 });
    expect(api.requests).toHaveLength(2);
    expect(portalStore.get(userInfoAtom)).toBeNull();

    renew.mockClear();
    await expect(apiGet('/cms/contact')).rejects.toMatchObject({ kind: 'auth' });
    expect(renew).not.toHaveBeenCalled();
    expect(api.requests).toHaveLength(3);
  });
});

describe('slow requests and timeouts', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });

  test('a write slower than 7 s shows one "Trying to load" notice, until no request is pending', async () => {
    api = mockApi({
      'POST /cms/contact-message': { ...ok(1), delayMs: 9_000 },
      'POST /resource/pdf/access-history': { ...ok(2), delayMs: 12_000 },
    });
    const first = outcome(apiPost('/cms/contact-message', CONTACT_MESSAGE));
    const second = outcome(apiPost('/resource/pdf/access-history', { type: 'book', id: 1 }));
    await act(() => jest.advanceTimersByTimeAsync(PENDING_NOTICE_MS - 1));
    expect(messages()).toEqual([]);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(messages()).toEqual(['Trying to load, please wait']);
    await act(() => jest.advanceTimersByTimeAsync(2_000));
    expect(await first).toEqual({ value: 1 });
    expect(messages()).toEqual(['Trying to load, please wait']);
    await act(() => jest.advanceTimersByTimeAsync(3_000));
    expect(await second).toEqual({ value: 2 });
    expect(messages()).toEqual([]);
  });

  test('a slow read shows the notice halfway to its timeout, gone when it answers', async () => {
    api = mockApi({ 'GET /cms/contact': { ...ok(1), delayMs: READ_TIMEOUT_MS - 500 } });
    const read = outcome(apiGet('/cms/contact'));
    await act(() => jest.advanceTimersByTimeAsync(READ_TIMEOUT_MS / 2 - 1));
    expect(messages()).toEqual([]);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(messages()).toEqual(['Trying to load, please wait']);
    await act(() => jest.advanceTimersByTimeAsync(READ_TIMEOUT_MS));
    expect(await read).toEqual({ value: 1 });
    expect(messages()).toEqual([]);
  });

  test('a quick request shows no notice, and a silent one never does', async () => {
    api = mockApi({
      'GET /cms/contact': { ...ok(1), delayMs: 500 },
      'POST /cms/contact-message': { ...ok(1), delayMs: 9_000 },
    });
    const quick = outcome(apiGet('/cms/contact'));
    const quiet = outcome(apiPost('/cms/contact-message', CONTACT_MESSAGE, { silent: true }));
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    await Promise.all([quick, quiet]);
    expect(messages()).toEqual([]);
  });

  test('a read with no answer fails with the timeout message within 6 s, not 30 s', async () => {
    expect(READ_TIMEOUT_MS).toBeLessThanOrEqual(6_000);
    api = mockApi({ 'GET /health': { ...ok(1), delayMs: 60_000 } });
    let settled = false;
    const result = outcome(apiGet('/health')).finally(() => {
      settled = true;
    });
    await act(() => jest.advanceTimersByTimeAsync(READ_TIMEOUT_MS - 1));
    expect(settled).toBe(false);
    await act(() => jest.advanceTimersByTimeAsync(1));
    const { error } = await result;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'timeout', url: '/api/health' });
    expect(messages()).toEqual(['Request timed out, please adjust the network to try again']);
  });

  test('a write waits 30 s (a payment, an upload), and a read may ask for longer itself', async () => {
    api = mockApi({
      'POST /cms/contact-message': { ...ok(1), delayMs: REQUEST_TIMEOUT_MS - 1_000 },
      'GET /cms/contact': { ...ok(2), delayMs: 10_000 },
    });
    const write = outcome(apiPost('/cms/contact-message', CONTACT_MESSAGE, { silent: true }));
    const read = outcome(apiGet('/cms/contact', undefined, { timeout: 20_000, silent: true }));
    await act(() => jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS));
    expect(await write).toEqual({ value: 1 });
    expect(await read).toEqual({ value: 2 });

    api.restore();
    api = mockApi({ 'POST /cms/contact-message': { ...ok(1), delayMs: 60_000 } });
    const stalled = outcome(apiPost('/cms/contact-message', CONTACT_MESSAGE, { silent: true }));
    await act(() => jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS));
    expect((await stalled).error).toMatchObject({ kind: 'timeout' });
  });

  test('a read waiting for a stalled session renewal still fails at its own timeout', async () => {
    setSessionHooks({
      renew: async () => true,
      pending: () => new Promise(() => undefined),
      end: async () => undefined,
    });
    api = mockApi({ 'GET /cms/contact': ok('contacts') });
    const result = outcome(apiGet('/cms/contact'));
    await act(() => jest.advanceTimersByTimeAsync(READ_TIMEOUT_MS));
    expect((await result).error).toMatchObject({ kind: 'timeout', url: '/api/cms/contact' });
    expect(api.requests).toEqual([]);
    setSessionHooks(undefined);
  });

  test("the site's proxy giving up on the API (503) is told as a timeout", async () => {
    api = mockApi({
      'GET /cms/contact': {
        status: 503,
        body: { code: 503, success: false, data: null, msg: 'The API did not answer in time' },
      },
    });
    const result = outcome(apiGet('/cms/contact'));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect((await result).error).toMatchObject({ kind: 'server', status: 503 });
    expect(messages()).toEqual(['Request timed out, please adjust the network to try again']);
  });
});

describe('cancellation on route change', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });

  test('a new route name cancels pending requests quietly; the same name does not', async () => {
    api = mockApi({
      'GET /bookmain/homepage-count': { ...ok('page'), delayMs: 1_000 },
      'GET /periodical/param/detail': { ...ok('©'), delayMs: 1_000 },
    });
    notifyRouteChange('journal');
    const list = outcome(apiGet('/bookmain/homepage-count'));
    const settings = outcome(
      apiGet('/periodical/param/detail', { paramKey: 'system.copyright' }, { autoCancel: false }),
    );
    notifyRouteChange('journal');
    const next = outcome(apiGet('/bookmain/homepage-count'));
    notifyRouteChange('bookHome');

    await act(() => jest.advanceTimersByTimeAsync(1_000));
    const { error } = await list;
    expect(isCancelledRequest(error)).toBe(true);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(isCancelledRequest((await next).error)).toBe(true);
    expect(await settings).toEqual({ value: '©' });
    expect(messages()).toEqual([]);
  });

  test("a request started after the change is not cancelled, and the caller's own signal still works", async () => {
    api = mockApi({ 'GET /bookmain/homepage-count': { ...ok('page'), delayMs: 1_000 } });
    notifyRouteChange('news');
    const fresh = outcome(apiGet('/bookmain/homepage-count'));
    const controller = new AbortController();
    const own = outcome(
      apiGet('/bookmain/homepage-count', undefined, { signal: controller.signal }),
    );
    controller.abort();
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(await fresh).toEqual({ value: 'page' });
    expect(isCancelledRequest((await own).error)).toBe(true);
  });
});

describe('query retries', () => {
  test('retry once, never on a cancel, a 4xx or an invalid session', () => {
    const server = new ApiError({ kind: 'server', url: '/cms/contact', status: 500 });
    expect(shouldRetryQuery(0, server)).toBe(true);
    expect(shouldRetryQuery(1, server)).toBe(false);
    expect(shouldRetryQuery(0, new ApiError({ kind: 'network', url: '/cms/contact' }))).toBe(true);
    expect(
      shouldRetryQuery(0, new ApiError({ kind: 'server', url: '/cms/contact', status: 404 })),
    ).toBe(false);
    expect(
      shouldRetryQuery(0, new ApiError({ kind: 'auth', url: '/cms/contact', code: 600 })),
    ).toBe(false);
  });

  test("an API that did not answer in time is not asked again behind the reader's back", () => {
    expect(shouldRetryQuery(0, new ApiError({ kind: 'timeout', url: '/cms/contact' }))).toBe(false);
    for (const status of [503, 504]) {
      expect(
        shouldRetryQuery(0, new ApiError({ kind: 'server', url: '/cms/contact', status })),
      ).toBe(false);
    }
  });
});
