import type { AxiosRequestConfig, AxiosResponse } from 'axios';
import type {
  ApiGetRoutes,
  ApiPostRoutes,
  ApiRawGetRoutes,
  ApiRawPostRoutes,
  Envelope,
} from '@portal/contract';
import { READ_TIMEOUT_MS } from '../config/constants';
import { apiClient } from './api-client';

/** Per-call options: `silent`, `autoCancel`, `raw`, `signal`, `headers`, `timeout`, ... */
export type ApiRequestOptions = Omit<AxiosRequestConfig, 'url' | 'method' | 'data'>;

/**
 * The route map (shared/contract/src/routes.ts) names paths whole, `/api/...`; calls name them
 * below the client's baseURL `/api`. Paths with parameters (`/covers/{kind}/{id}.svg`) are links
 * the API hands out, not calls.
 */
type CallPath<MapPath> = MapPath extends `/api${infer Path extends `/${string}`}`
  ? Exclude<Path, `${string}{${string}`>
  : never;

type Envelopes<Routes> = { [P in keyof Routes as CallPath<P>]: Routes[P] & { raw: false } };
type Raws<Routes> = { [P in keyof Routes as CallPath<P>]: Routes[P] & { raw: true } };

type GetCalls = Envelopes<ApiGetRoutes> & Raws<ApiRawGetRoutes>;
type PostCalls = Envelopes<ApiPostRoutes> & Raws<ApiRawPostRoutes>;

/** A raw route's answer is no envelope: the call must say so (`raw: true`), an envelope's not. */
type RawOption<Call> = Call extends { raw: true } ? { raw: true } : { raw?: false };
type CallOptions = Omit<ApiRequestOptions, 'params' | 'raw'>;
type QueryOf<Call> = Call extends { query: infer Query } ? Query : undefined;

/** A query whose fields are all optional may be left out; so may the options of most calls. */
type GetArguments<Call> = [
  ...(Record<never, never> extends QueryOf<Call>
    ? [query?: QueryOf<Call>]
    : [query: QueryOf<Call>]),
  ...(Call extends { raw: true }
    ? [options: CallOptions & RawOption<Call>]
    : [options?: CallOptions & RawOption<Call>]),
];

/** POST sends its body; a route that also reads a query (the token call) takes it as `params`. */
type PostOptions<Call> = CallOptions &
  RawOption<Call> &
  (Call extends { query: infer Query } ? { params: Query } : { params?: never });
type PostArguments<Call> = Call extends { raw: true } | { query: object }
  ? [options: PostOptions<Call>]
  : [options?: PostOptions<Call>];

type BodyOf<Call> = Call extends { body: infer Body } ? Body : undefined;
type DataOf<Call> = Call extends { data: infer Data } ? Data : never;

function unwrap(response: AxiosResponse, options: ApiRequestOptions | undefined): unknown {
  return options?.raw ? response.data : (response.data as Envelope<unknown>).data;
}

/**
 * GET `path` (below `/api`) with its query; resolves with the envelope's `data` (a raw route:
 * the answer), typed from the route map; rejects with `ApiError`. A read gives up after
 * `READ_TIMEOUT_MS` unless the call sets its own `timeout`.
 */
export function apiGet<P extends keyof GetCalls>(
  path: P,
  ...[query, options]: GetArguments<GetCalls[P]>
): Promise<DataOf<GetCalls[P]>>;
export async function apiGet(
  path: string,
  query?: unknown,
  options?: ApiRequestOptions,
): Promise<unknown> {
  const response = await apiClient.get(path, {
    timeout: READ_TIMEOUT_MS,
    ...options,
    params: query,
  });
  return unwrap(response, options);
}

/** POST `body` as JSON to `path` (below `/api`); resolves and rejects as `apiGet`. */
export function apiPost<P extends keyof PostCalls>(
  path: P,
  body: BodyOf<PostCalls[P]>,
  ...[options]: PostArguments<PostCalls[P]>
): Promise<DataOf<PostCalls[P]>>;
export async function apiPost(
  path: string,
  body: unknown,
  options?: ApiRequestOptions,
): Promise<unknown> {
  const response = await apiClient.post(path, body, options);
  return unwrap(response, options);
}
