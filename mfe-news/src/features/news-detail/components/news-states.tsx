import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError, EmptyState, ErrorState, isCancelledRequest, LoadingState } from '@portal/shared';
import { PAGES } from '@portal/pages';

const Back = styled(Link)`
  color: ${({ theme }) => theme.colors.link};
`;

/** What the page knows of its item: react-query's answer, as far as these states read it. */
interface ItemQuery<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * The states of the news page for the id in its path: not found (no such id, or the API's 404)
 * with a way back to the news list, an error with a retry, loading; then the item.
 */
export function NewsStates<T>({
  id,
  query,
  children,
}: {
  id: number | null;
  query: ItemQuery<T>;
  children: (item: T) => ReactNode;
}) {
  const { t } = useTranslation('news');
  const notFound = (
    <EmptyState message={t('detail.notFound')}>
      <Back to={PAGES.news.href()}>{t('detail.backToNews')}</Back>
    </EmptyState>
  );
  if (id === null) return notFound;
  if (query.isError && !isCancelledRequest(query.error)) {
    return query.error instanceof ApiError && query.error.status === 404 ? (
      notFound
    ) : (
      <ErrorState message={t('detail.failed')} onRetry={() => void query.refetch()} />
    );
  }
  if (query.data === undefined) return <LoadingState label={t('detail.loading')} />;
  return children(query.data);
}
