import type { AxiosRequestConfig, AxiosResponse } from 'axios';
import type { Envelope } from '../contract';
import { apiClient } from './api-client';

/** Per-call options: `silent`, `autoCancel`, `raw`, `signal`, `headers`, `timeout`, ... */
export type ApiRequestOptions = Omit<AxiosRequestConfig, 'url' | 'method' | 'data'>;

function unwrap<T>(response: AxiosResponse, options: ApiRequestOptions | undefined): T {
  return options?.raw ? (response.data as T) : (response.data as Envelope<T>).data;
}

/** GET `url` with query `params`; resolves with the envelope's `data`, rejects with `ApiError`. */
export async function apiGet<T>(
  url: string,
  params?: object,
  options?: ApiRequestOptions,
): Promise<T> {
  const response = await apiClient.get(url, { ...options, params: params ?? options?.params });
  return unwrap<T>(response, options);
}

/** POST `body` as JSON; resolves with the envelope's `data`, rejects with `ApiError`. */
export async function apiPost<T>(
  url: string,
  body?: unknown,
  options?: ApiRequestOptions,
): Promise<T> {
  const response = await apiClient.post(url, body, options);
  return unwrap<T>(response, options);
}
