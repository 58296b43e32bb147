/**
 * The request a page is rendered for, as the page's code reads it on the site's server: the
 * reader's language, the nonce of the answer, the page's URL and the site's origin, its cookies,
 * when the page is due and whether it may be streamed. Pages for several readers render at once,
 * so the portal's sources of these (@portal/shared's `setLanguageSource` and the rest) read the
 * context of the render they are called in.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  addMessages,
  apiClient,
  configureApi,
  initI18n,
  setCookieSource,
  setLanguageSource,
  setPartNotes,
  setSiteOriginSource,
  type Language,
} from '@portal/shared';
import { pageLanguage } from '@portal/shared/page-language';
import en from '../i18n/en.json';
import zh from '../i18n/zh.json';
import type { RenderRequest } from './server-contract';

const PAGE_BUDGET_MS = 2_500;

export interface RequestContext {
  /** The page's path and query, as requested. */
  url: string;
  language: Language;
  /** The nonce of the answer's Content-Security-Policy: the page's styles and scripts carry it. */
  nonce: string;
  /** The origin the reader came through, for the page's absolute addresses. */
  origin: string;
  cookies: string | undefined;
  /** When the page is due: what is not ready by then is left to the browser. */
  deadline: number;
  /**
   * How long the page may take before it is streamed; none for a crawler or a tool (no browser's
   * user agent, as the site's server tells), which is sent the page whole.
   */
  streamAfterMs: number | undefined;
  /** The parts whose code loads apart the render showed (`lazyPreloadable`): the last render's. */
  parts: Set<string>;
}

export function requestContext(request: RenderRequest): RequestContext {
  return {
    url: request.url,
    language: pageLanguage(request.languageCookie, request.acceptLanguage),
    nonce: request.nonce,
    origin: request.siteOrigin,
    cookies: request.cookies,
    deadline: Date.now() + (request.budgetMs ?? PAGE_BUDGET_MS),
    streamAfterMs: request.streamAfterMs,
    parts: new Set(),
  };
}

const current = new AsyncLocalStorage<RequestContext>();

/** Runs `render` (and all it starts) as the render of `context`'s page. */
export function inRequestContext<T>(context: RequestContext, render: () => T): T {
  return current.run(context, render);
}

let started = false;

/**
 * Makes the portal's run-time sources read the request being rendered, once per process. The
 * API client keeps the first address it is given: the site's server names one API.
 */
export function startRenderer(apiBaseUrl: string): void {
  if (started) return;
  started = true;
  initI18n();
  addMessages('shell', { zh, en });
  setLanguageSource(() => current.getStore()?.language);
  setSiteOriginSource(() => current.getStore()?.origin);
  setCookieSource(() => current.getStore()?.cookies);
  setPartNotes(() => current.getStore()?.parts);
  configureApi({ baseURL: apiBaseUrl });
  // A call made while a page renders gives up at the page's deadline, when what it would bring is
  // left to the browser anyway: a stalled API holds no render, nor its connection, any longer.
  apiClient.interceptors.request.use((config) => {
    const context = current.getStore();
    if (context) config.timeout = Math.max(1, timeLeft(context.deadline));
    return config;
  });
}

/** What is left of the page's budget, in milliseconds. */
export function timeLeft(deadline: number): number {
  return Math.max(0, deadline - Date.now());
}
