import axios, { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import {
  AUTH_ERROR_CODES,
  CLIENT_CREDENTIAL,
  PENDING_NOTICE_MS,
  REQUEST_TIMEOUT_MS,
  SUCCESS_CODES,
} from '../config/constants';
import { currentLanguage, initI18n } from '../i18n/i18n';
import {
  clearSession,
  isLoggedInAtom,
  portalStore,
  sessionHeaders,
} from '../session/session-store';
import { assignLocation } from '../config/navigation';
import { dismiss, notify } from '../ui/notify/notify-store';
import { ApiError, isUnanswered, type ApiErrorKind } from './api-error';
import './request-options';

export interface ApiConfig {
  /** Where the API lives. Default '/api'. */
  baseURL: string;
  /** The site's base path (ends with '/'): the login page and logout's landing place are under it. */
  basePath: string;
  /**
   * Replaces the default reaction to an invalid session (a full navigation to the login page),
   * e.g. with the router's navigate. Receives the return URL (current path + search).
   */
  onAuthError?: (returnUrl: string) => void;
}

const apiConfig: ApiConfig = { baseURL: '/api', basePath: '/' };

/** The one HTTP client of the portal: every app's API calls go through it. */
export const apiClient = axios.create({
  baseURL: apiConfig.baseURL,
  timeout: REQUEST_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json' },
  // A timeout then rejects with ETIMEDOUT, distinct from an aborted connection.
  transitional: { clarifyTimeoutError: true },
});

export function configureApi(options: Partial<ApiConfig>): void {
  if (options.baseURL !== undefined) {
    apiConfig.baseURL = options.baseURL;
    apiClient.defaults.baseURL = options.baseURL;
  }
  if (options.basePath !== undefined) {
    apiConfig.basePath = options.basePath.endsWith('/') ? options.basePath : `${options.basePath}/`;
  }
  if ('onAuthError' in options) apiConfig.onAuthError = options.onAuthError;
}

export function getApiConfig(): Readonly<ApiConfig> {
  return apiConfig;
}

/** The de-duplication key of the "Trying to load" notice. */
export const PENDING_NOTICE_KEY = 'api:pending';

interface Tracking {
  timer?: ReturnType<typeof setTimeout>;
  controller?: AbortController;
}

const tracked = new WeakMap<InternalAxiosRequestConfig, Tracking>();
const cancellable = new Set<AbortController>();
let pendingCount = 0;
let lastRouteName: string | undefined;
let redirectingToLogin = false;

const BASIC_AUTHORIZATION = `Basic ${btoa(`${CLIENT_CREDENTIAL.clientId}:${CLIENT_CREDENTIAL.clientSecret}`)}`;

function message(key: string, options?: Record<string, unknown>): string {
  return initI18n().t(key, options);
}

/** Links the caller's own signal (e.g. TanStack Query's) to the route-change controller. */
function followSignal(
  controller: AbortController,
  signal: InternalAxiosRequestConfig['signal'],
): void {
  if (!signal) return;
  if (signal.aborted) controller.abort();
  else signal.addEventListener?.('abort', () => controller.abort());
}

function track(config: InternalAxiosRequestConfig): void {
  const tracking: Tracking = {};
  pendingCount += 1;
  if (!config.silent) {
    tracking.timer = setTimeout(
      () => {
        notify({
          kind: 'info',
          message: message('common:request.pending'),
          key: PENDING_NOTICE_KEY,
          sticky: true,
        });
      },
      Math.min(PENDING_NOTICE_MS, (config.timeout || Infinity) / 2),
    );
  }
  if (config.autoCancel !== false) {
    const controller = new AbortController();
    followSignal(controller, config.signal);
    config.signal = controller.signal;
    cancellable.add(controller);
    tracking.controller = controller;
  }
  tracked.set(config, tracking);
}

function settle(config: InternalAxiosRequestConfig | undefined): void {
  const tracking = config && tracked.get(config);
  if (!config || !tracking) return;
  tracked.delete(config);
  clearTimeout(tracking.timer);
  if (tracking.controller) cancellable.delete(tracking.controller);
  pendingCount -= 1;
  if (pendingCount === 0) {
    dismiss(PENDING_NOTICE_KEY);
    for (const resolve of [...idleWaiters]) resolve();
  }
}

const idleWaiters = new Set<() => void>();

/** Resolves once no request of the client is under way, or after `timeoutMs` at the latest. */
export function requestsSettled(timeoutMs: number): Promise<void> {
  if (pendingCount === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      idleWaiters.delete(done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    idleWaiters.add(done);
  });
}

function urlOf(config: InternalAxiosRequestConfig | undefined): string {
  if (!config) return '';
  const url = config.url ?? '';
  return /^https?:/.test(url) ? url : `${config.baseURL ?? ''}${url}`;
}

function loginUrl(returnUrl: string): string {
  return `${apiConfig.basePath}login?returnUrl=${encodeURIComponent(returnUrl)}`;
}

/**
 * An invalid session: forget it (here and, for its refresh-token cookie, at the API) and send the
 * reader to log in, once however many requests fail together, and not again from the login page
 * itself.
 */
function onInvalidSession(): void {
  clearSession();
  void sessionHooks?.end();
  const { pathname, search } = window.location;
  if (redirectingToLogin || pathname === `${apiConfig.basePath}login`) return;
  redirectingToLogin = true;
  const returnUrl = pathname + search;
  if (apiConfig.onAuthError) apiConfig.onAuthError(returnUrl);
  else assignLocation(loginUrl(returnUrl));
}

interface BodyFields {
  code?: unknown;
  msg?: unknown;
  error_description?: unknown;
}

function bodyFields(data: unknown): { code?: number; msg?: string } {
  if (typeof data !== 'object' || data === null) return {};
  const { code, msg, error_description: description } = data as BodyFields;
  const text =
    typeof msg === 'string' && msg
      ? msg
      : typeof description === 'string'
        ? description
        : undefined;
  return {
    ...(typeof code === 'number' ? { code } : {}),
    ...(text !== undefined ? { msg: text } : {}),
  };
}

function fail(
  config: InternalAxiosRequestConfig | undefined,
  kind: ApiErrorKind,
  details: { status?: number; data?: unknown; cause?: unknown },
): ApiError {
  const url = urlOf(config);
  const error = new ApiError({ kind, url, ...bodyFields(details.data), ...details });
  if (kind === 'auth') {
    // Renewal is tried first, in `rejectAuthFailure`; here the session is over.
    if (config?.authRedirect !== false) onInvalidSession();
  } else if (!config?.silent) {
    // The site's proxy giving up on the API (503, 504) is a timeout to the reader too.
    notify(
      isUnanswered(error)
        ? { kind: 'error', message: message('common:request.timeout') }
        : { kind: 'error', message: message('common:request.serverErrorAt', { url }) },
    );
  }
  return error;
}

/**
 * What the client asks of the session module (registered by it: the client cannot import it
 * without a cycle).
 */
export interface SessionHooks {
  /** Renews the access token with the refresh-token cookie; resolves true when renewed. */
  renew: () => Promise<boolean>;
  /**
   * The renewal a request must wait for before it is sent, if any: one under way, or the first of
   * a page (the access token lives in memory, so a signed-in reader's page starts without one).
   */
  pending: () => Promise<unknown> | undefined;
  /** Ends the session at the API as well: revokes it and clears its HttpOnly cookie. */
  end: () => Promise<void>;
}

let sessionHooks: SessionHooks | undefined;

export function setSessionHooks(hooks: SessionHooks | undefined): void {
  sessionHooks = hooks;
}

let renewing: Promise<boolean> | null = null;

/** Requests failing together wait for one renewal. */
function renewOnce(renew: () => Promise<boolean>): Promise<boolean> {
  renewing ??= renew().finally(() => {
    renewing = null;
  });
  return renewing;
}

/**
 * An auth failure of a request that carried an access token. Access tokens expire (15 minutes):
 * before ending the session, the refresh token is used once and the request sent again; a
 * reader coming back after an hour's pause keeps their session. A request sent with a token
 * that has since been renewed (by the refresh at start, or by a request failing alongside) is
 * only sent again; so is one whose reader has since signed out (the sign-out ended the session
 * while it was under way), without a token. Only when renewal fails is the session over
 * (`fail`: cleared, login page).
 */
async function rejectAuthFailure(
  config: InternalAxiosRequestConfig,
  details: { status?: number; data?: unknown; cause?: unknown },
): Promise<AxiosResponse> {
  const sent = config.headers.get('Portal-Auth');
  if (config.authRedirect !== false && !config.renewed && sessionHooks && sent) {
    const current = sessionHeaders().accessToken;
    const stale =
      sent !== `bearer ${current}` && (current !== '' || !portalStore.get(isLoggedInAtom));
    const renewed = stale || (await renewOnce(sessionHooks.renew));
    if (renewed) return apiClient.request({ ...config, renewed: true });
  }
  throw fail(config, 'auth', details);
}

function isAuthFailure(status: number | undefined, code: number | undefined): boolean {
  return status === 401 || (code !== undefined && AUTH_ERROR_CODES.includes(code));
}

/** The session's headers, as they are now. */
function setSessionHeaders(config: InternalAxiosRequestConfig): void {
  const { accessToken, adminToken, tenantId } = sessionHeaders();
  if (accessToken) config.headers.set('Portal-Auth', `bearer ${accessToken}`);
  else config.headers.delete('Portal-Auth');
  if (adminToken) config.headers.set('Admin-Auth', `bearer ${adminToken}`);
  config.headers.set('Tenant-Id', tenantId);
}

/** Resolves true once `pending` settles, false when `ms` (0: no limit) pass first. */
function settlesWithin(pending: Promise<unknown>, ms: number): Promise<boolean> {
  const settled = pending.then(
    () => true,
    () => true,
  );
  if (!ms) return settled;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(resolve, ms, false);
  });
  return Promise.race([settled, late]).finally(() => clearTimeout(timer));
}

/**
 * Holds a request back until the session's pending renewal has settled, then sends it with the
 * session's headers as they are then. The wait sits in the adapter, so the request is tracked and
 * cancellable (by a route change) while it waits. Its timeout counts the wait: a renewal stalled
 * with the API does not hold a read past its own timeout.
 */
function afterRenewal(config: InternalAxiosRequestConfig, pending: Promise<unknown>): void {
  const send = axios.getAdapter(config.adapter ?? apiClient.defaults.adapter);
  config.adapter = async (ready) => {
    const started = Date.now();
    if (!(await settlesWithin(pending, ready.timeout ?? 0))) {
      throw new AxiosError(`timeout of ${ready.timeout}ms exceeded`, AxiosError.ETIMEDOUT, ready);
    }
    if (ready.timeout) ready.timeout = Math.max(1, ready.timeout - (Date.now() - started));
    setSessionHeaders(ready);
    return send(ready);
  };
}

apiClient.interceptors.request.use(
  (config) => {
    if (!config.headers.has('Authorization'))
      config.headers.set('Authorization', BASIC_AUTHORIZATION);
    setSessionHeaders(config);
    // The server's own messages (a refused login's reason) then come in the reader's language.
    if (!config.headers.has('Accept-Language'))
      config.headers.set('Accept-Language', currentLanguage());
    const pending = config.waitForSession === false ? undefined : sessionHooks?.pending();
    if (pending) afterRenewal(config, pending);
    track(config);
    return config;
  },
  undefined,
  // Synchronous, so a request made just before a route change is already cancellable by it.
  { synchronous: true },
);

apiClient.interceptors.response.use(
  (response: AxiosResponse) => {
    const { config } = response;
    settle(config);
    if (config.raw) return response;
    const { code } = bodyFields(response.data);
    if (code !== undefined && SUCCESS_CODES.includes(code)) return response;
    // An answer that is no envelope (e.g. an HTML page from a misrouted proxy) is a failure too.
    const details = { status: response.status, data: response.data };
    if (isAuthFailure(undefined, code)) return rejectAuthFailure(config, details);
    return Promise.reject(fail(config, 'server', details));
  },
  (error: unknown) => {
    if (axios.isCancel(error)) {
      settle((error as AxiosError).config);
      return Promise.reject(error);
    }
    if (!(error instanceof AxiosError)) return Promise.reject(error);
    const { config, response } = error;
    settle(config);
    if (error.code === AxiosError.ETIMEDOUT || error.code === AxiosError.ECONNABORTED) {
      return Promise.reject(fail(config, 'timeout', { cause: error }));
    }
    if (!response) return Promise.reject(fail(config, 'network', { cause: error }));
    const { code } = bodyFields(response.data);
    const details = { status: response.status, data: response.data, cause: error };
    if (config && isAuthFailure(response.status, code)) return rejectAuthFailure(config, details);
    return Promise.reject(fail(config, 'server', details));
  },
);

/** Aborts every pending request that did not opt out with `autoCancel: false`. */
export function cancelPendingRequests(): void {
  for (const controller of cancellable) controller.abort();
  cancellable.clear();
}

/**
 * Called by the router on every page change: a new route name cancels the previous page's
 * pending requests (spec section 2). The first page of a visit cancels nothing.
 */
export function notifyRouteChange(name: string): void {
  if (name === lastRouteName) return;
  const previous = lastRouteName;
  lastRouteName = name;
  redirectingToLogin = false;
  if (previous !== undefined) cancelPendingRequests();
}
