import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState, LoadingState, useFormatters } from '@portal/shared';
import type { BookSummary, ContentPermission } from '@portal/contract';
import { BookAccessBadge } from '../../../components/book-access-badge';
import { BookShelfList, BookTile } from '../../../components/book-tile';

export const Shelf = styled.section`
  margin: ${({ theme }) => `0 0 ${theme.space(10)}`};
`;

export const ShelfHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  margin-bottom: ${({ theme }) => theme.space(4)};
  padding-bottom: ${({ theme }) => theme.space(2)};
  border-bottom: 2px solid ${({ theme }) => theme.colors.primary};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Count = styled.span`
  margin-left: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 400;
`;

export const MoreLink = styled(Link)`
  font-weight: 600;
`;

export interface BookShelfProps {
  /** The heading: what the shelf holds. */
  title: string;
  /** How many books of the kind there are in all, when it says more than the shelf shows. */
  count?: number;
  /** The books shown; undefined while they load. */
  books: readonly BookSummary[] | undefined;
  /** Where the whole list is, and the link's text. */
  more?: { to: string; label: string };
  emptyMessage: string;
  permissions?: ReadonlyMap<number, ContentPermission>;
  /** Before the books: an introduction, a choice of books. */
  children?: ReactNode;
}

/** A shelf of the book home: a heading with the count, a row of books, and "View all". */
export function BookShelf({
  title,
  count,
  books,
  more,
  emptyMessage,
  permissions,
  children,
}: BookShelfProps) {
  const { t } = useTranslation('books');
  const { number } = useFormatters();
  const headingId = useId();
  return (
    <Shelf aria-labelledby={headingId}>
      <ShelfHeader>
        <h2 id={headingId}>
          {title}
          {count !== undefined && (
            <Count>{t('home.shelfCount', { count, formatted: number(count) })}</Count>
          )}
        </h2>
        {more && books && books.length > 0 && <MoreLink to={more.to}>{more.label}</MoreLink>}
      </ShelfHeader>
      {children}
      {!books ? (
        <LoadingState label={t('common.loading')} />
      ) : books.length === 0 ? (
        <EmptyState message={emptyMessage} />
      ) : (
        <BookShelfList>
          {books.map((book) => (
            <li key={book.id}>
              <BookTile
                book={book}
                badge={
                  <BookAccessBadge book={book} permission={permissions?.get(book.id)} openOnly />
                }
              />
            </li>
          ))}
        </BookShelfList>
      )}
    </Shelf>
  );
}
