import axios from 'axios';

/**
 * - `auth`: the session is invalid (HTTP 401, code 401 or 600);
 * - `timeout`: no answer within the request timeout;
 * - `network`: no answer at all;
 * - `server`: an answer that is not a success (HTTP error, failure code, not an envelope).
 */
export type ApiErrorKind = 'auth' | 'timeout' | 'network' | 'server';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  url: string;
  msg?: string;
  code?: number;
  status?: number;
  data?: unknown;
  cause?: unknown;
}

/** Every failed API call rejects with this, except a cancelled one (see `isCancelledRequest`). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** The body's `code`, when the server sent one. */
  readonly code: number | undefined;
  /** The server's own message (`msg` or `error_description`), or '' when it gave none. */
  readonly msg: string;
  /** The URL called, without its query. */
  readonly url: string;
  /** The HTTP status, when there was an answer. */
  readonly status: number | undefined;
  /** The response body, for callers that need more than code and msg. */
  readonly data: unknown;

  constructor(init: ApiErrorInit) {
    super(init.msg || `${init.kind} error: ${init.url}`, { cause: init.cause });
    this.kind = init.kind;
    this.code = init.code;
    this.msg = init.msg ?? '';
    this.url = init.url;
    this.status = init.status;
    this.data = init.data;
  }
}

/**
 * True when the API did not answer in time: the client's own timeout, or the site's proxy saying
 * it gave up on the API (503, 504). Asking again at once would only make the reader wait again.
 */
export function isUnanswered(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.kind === 'timeout' || error.status === 503 || error.status === 504)
  );
}

/** True for a request cancelled by a route change or by its caller: nothing to show. */
export function isCancelledRequest(error: unknown): boolean {
  return axios.isCancel(error);
}
