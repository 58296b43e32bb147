import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError, EmptyState, ErrorState, isCancelledRequest, LoadingState } from '@portal/shared';
import { PAGES } from '@portal/pages';

const Back = styled(Link)`
  color: ${({ theme }) => theme.colors.link};
`;

/** What the page knows of its one record: react-query's answer, as far as these states read it. */
interface RecordQuery<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * The states of a page showing one record by the id in its path (a book, a chapter): not found
 * (no such id, or the API's 404) with a way back to the book home, an error with a retry, loading;
 * then the record. `texts` names the page's messages: `<texts>.notFound`, `.backToBooks`,
 * `.failed` and `.loading` in the books namespace.
 */
export function RecordStates<T>({
  id,
  query,
  texts,
  children,
}: {
  id: number | null;
  query: RecordQuery<T>;
  texts: 'detail' | 'chapter';
  children: (record: T) => ReactNode;
}) {
  const { t } = useTranslation('books');
  const notFound = (
    <EmptyState message={t(`${texts}.notFound`)}>
      <Back to={PAGES.bookHome.href()}>{t(`${texts}.backToBooks`)}</Back>
    </EmptyState>
  );
  if (id === null) return notFound;
  if (query.isError && !isCancelledRequest(query.error)) {
    return query.error instanceof ApiError && query.error.status === 404 ? (
      notFound
    ) : (
      <ErrorState message={t(`${texts}.failed`)} onRetry={() => void query.refetch()} />
    );
  }
  if (query.data === undefined) return <LoadingState label={t(`${texts}.loading`)} />;
  return children(query.data);
}
