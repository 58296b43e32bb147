import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isCancelledRequest, isUnanswered } from '../../api/api-error';
import { EmptyState, ErrorState, LoadingState } from './states';

/** The part of a TanStack Query result this component reads. */
export interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** Empty means no data, an empty list, or a page without records. */
export function isEmptyData(data: unknown): boolean {
  if (data === null || data === undefined) return true;
  if (Array.isArray(data)) return data.length === 0;
  if (typeof data === 'object' && 'records' in data && Array.isArray(data.records))
    return data.records.length === 0;
  return false;
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  children: (data: T) => ReactNode;
  loadingLabel?: string;
  /** The usual height of the data (a CSS length), kept while it loads (see `LoadingState`). */
  loadingMinHeight?: string;
  /** Replaces the default empty message. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
}

/**
 * The four states of a query in one place: loading, error (with "Try again" = refetch),
 * empty, and the data. A request cancelled by a route change is not an error: the page shows
 * loading and fetches again when it is shown. An API that did not answer in time says so: the
 * reader knows that trying again later is the remedy.
 */
export function QueryState<T>({
  query,
  children,
  loadingLabel,
  loadingMinHeight,
  empty,
  isEmpty = isEmptyData,
}: QueryStateProps<T>) {
  const { t } = useTranslation('common');
  if (query.isError && !isCancelledRequest(query.error)) {
    return (
      <ErrorState
        message={isUnanswered(query.error) ? t('unanswered') : undefined}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.isPending || query.data === undefined) {
    return <LoadingState label={loadingLabel} minHeight={loadingMinHeight} />;
  }
  if (isEmpty(query.data)) return <>{empty ?? <EmptyState />}</>;
  return <>{children(query.data)}</>;
}
