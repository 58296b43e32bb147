import {
  AxiosError,
  CanceledError,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { apiClient } from '@portal/shared';

export interface MockRequest {
  method: string;
  /** Path relative to the API base, without the query: '/periodical/list'. */
  path: string;
  params: Record<string, unknown>;
  body: unknown;
  headers: Record<string, string>;
}

export interface MockReply {
  /** HTTP status. Default 200. */
  status?: number;
  body?: unknown;
  /** Answer after this long (timers, so fake timers drive it). */
  delayMs?: number;
}

export type MockRoute = MockReply | ((request: MockRequest) => MockReply | Promise<MockReply>);

export interface MockApi {
  /** Every request made, oldest first. */
  requests: MockRequest[];
  /** Puts the real adapter back. */
  restore(): void;
}

/** A successful envelope: `{ code: 200, success: true, data, msg: 'ok' }`. */
export function ok<T>(data: T): MockReply {
  return { body: { code: 200, success: true, data, msg: 'ok' } };
}

function headersOf(config: InternalAxiosRequestConfig): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(config.headers.toJSON())) {
    if (value !== undefined && value !== null) headers[name] = String(value);
  }
  return headers;
}

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/**
 * Answers the shared `apiClient`'s requests from `routes` (keyed 'GET /path'), in place of the
 * network, with the client's interceptors still at work. Honours timeouts and cancellation as
 * the browser adapter does. An unknown route answers 404.
 */
export function mockApi(routes: Record<string, MockRoute>): MockApi {
  const previous = apiClient.defaults.adapter;
  const requests: MockRequest[] = [];
  const adapter: AxiosAdapter = (config) =>
    new Promise<AxiosResponse>((resolve, reject) => {
      const path = (config.url ?? '').split('?')[0] ?? '';
      const request: MockRequest = {
        method: (config.method ?? 'get').toUpperCase(),
        path,
        params: { ...(config.params as Record<string, unknown> | undefined) },
        body: parseBody(config.data),
        headers: headersOf(config),
      };
      requests.push(request);
      const timers: ReturnType<typeof setTimeout>[] = [];
      const stop = () => timers.forEach(clearTimeout);
      const onAbort = () => {
        stop();
        reject(new CanceledError(undefined, config));
      };
      if (config.signal?.aborted) {
        onAbort();
        return;
      }
      config.signal?.addEventListener?.('abort', onAbort);
      if (config.timeout) {
        timers.push(
          setTimeout(() => {
            stop();
            const code = config.transitional?.clarifyTimeoutError
              ? AxiosError.ETIMEDOUT
              : AxiosError.ECONNABORTED;
            reject(new AxiosError(`timeout of ${config.timeout}ms exceeded`, code, config));
          }, config.timeout),
        );
      }
      const route = routes[`${request.method} ${path}`] ?? {
        status: 404,
        body: { code: 404, msg: 'Not Found' },
      };
      Promise.resolve(typeof route === 'function' ? route(request) : route).then((reply) => {
        timers.push(
          setTimeout(() => {
            stop();
            config.signal?.removeEventListener?.('abort', onAbort);
            const status = reply.status ?? 200;
            const response: AxiosResponse = {
              data: reply.body,
              status,
              statusText: String(status),
              headers: {},
              config,
            };
            if (config.validateStatus?.(status) ?? (status >= 200 && status < 300))
              resolve(response);
            else
              reject(
                new AxiosError(
                  `Request failed with status code ${status}`,
                  AxiosError.ERR_BAD_RESPONSE,
                  config,
                  null,
                  response,
                ),
              );
          }, reply.delayMs ?? 0),
        );
      }, reject);
    });
  apiClient.defaults.adapter = adapter;
  return {
    requests,
    restore: () => {
      apiClient.defaults.adapter = previous;
    },
  };
}
