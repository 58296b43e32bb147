import { QueryClient } from '@tanstack/react-query';
import { ApiError, isCancelledRequest, isUnanswered } from './api-error';

/**
 * Retry once, for failures a second try can fix at once (a dropped connection, a server error):
 * not a cancelled request, not an invalid session, not a 4xx (the same request would fail the
 * same way), and not an API that did not answer in time: a silent second wait would hold the
 * section's error and its Try again back from the reader (issue 29).
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1 || isCancelledRequest(error) || isUnanswered(error)) return false;
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
