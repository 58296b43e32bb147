import { QueryClient } from '@tanstack/react-query';
import { ApiError, isCancelledRequest } from './api-error';

/**
 * Retry once, for failures a second try can fix: not a cancelled request, not an invalid
 * session, not a 4xx (the same request would fail the same way).
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1 || isCancelledRequest(error)) return false;
  if (error instanceof ApiError) {
    if (error.kind === 'auth') return false;
    if (error.status !== undefined && error.status >= 400 && error.status < 500) return false;
  }
  return true;
}

/** The portal's query defaults: fresh for 60 s, one retry, no refetch on window focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: shouldRetryQuery, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
