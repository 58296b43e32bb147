import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedResults, useFormatters, type QueryLike } from '@portal/shared';
import type { BookSummary, Page } from '@portal/contract';
import { useBookPermissions } from '../api/get-book-permissions';
import { BookAccessBadge } from './book-access-badge';
import { BookCard } from './book-card';

export interface BookResultsProps {
  query: QueryLike<Page<BookSummary>> & { isPlaceholderData: boolean };
  page: number;
  onPageChange: (page: number) => void;
  /** Shown instead of the list when there are no books. */
  empty: ReactNode;
  /** Names the list when the heading above does not say what it holds. */
  listLabel?: string;
  /** The count line under the title; leave out when the page's title bar shows the count. */
  showCount?: boolean;
  /**
   * The badge of each book when the list knows it (the organization's books); by default its
   * access for this reader, from one permission check of the page's books.
   */
  badge?: (book: BookSummary) => ReactNode;
  /** Whether each card names its series: not on the series' own page. */
  showSeries?: boolean;
}

/** A page of books as cards, with each book's access for this reader and the page navigation. */
export function BookResults({
  query,
  page,
  onPageChange,
  empty,
  listLabel,
  showCount = true,
  badge,
  showSeries,
}: BookResultsProps) {
  const { t } = useTranslation('books');
  const { number } = useFormatters();
  // With a badge of its own, the list needs no check.
  const ids = badge ? [] : (query.data?.records.map((book) => book.id) ?? []);
  const permissions = useBookPermissions(ids);
  return (
    <PagedResults
      query={query}
      page={page}
      onPageChange={onPageChange}
      loadingLabel={t('common.loading')}
      empty={empty}
      countLabel={
        showCount ? (count) => t('common.count', { count, formatted: number(count) }) : undefined
      }
      listLabel={listLabel}
      paginationLabel={t('common.pagination')}
      minItemWidth="22rem"
      renderItem={(book) => (
        <BookCard
          book={book}
          showSeries={showSeries}
          badge={
            badge ? (
              badge(book)
            ) : (
              <BookAccessBadge book={book} permission={permissions.data?.get(book.id)} />
            )
          }
        />
      )}
    />
  );
}
