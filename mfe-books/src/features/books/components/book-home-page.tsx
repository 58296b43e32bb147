import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EmptyState, PageTitle, Pagination, QueryState } from '@portal/shared';
import { useBookCounts } from '../api/get-book-counts';
import { useBooks, type BookListFilters } from '../api/get-books';
import { BookCard } from './book-card';
import { BookListPicker } from './book-list-picker';

const Grid = styled.ul<{ $stale: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 22rem), 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  opacity: ${({ $stale }) => ($stale ? 0.6 : 1)};
  transition: opacity 150ms ease;
`;

/**
 * The book home (/books/book): all, recent, forthcoming or featured books, each list with its
 * count. The chosen list and page are page state: the route is kept alive, so they survive a
 * visit to a book and back.
 */
export function BookHomePage() {
  const { t } = useTranslation('books');
  const [filters, setFilters] = useState<BookListFilters>({ type: 'all', page: 1 });
  const books = useBooks(filters);
  const counts = useBookCounts();

  return (
    <section aria-labelledby="book-home-title">
      <PageTitle id="book-home-title">{t('title.bookHome')}</PageTitle>
      <BookListPicker
        value={filters.type}
        // Without the counts the lists still work, only unnumbered.
        counts={counts.data}
        onChange={(type) => setFilters({ type, page: 1 })}
      />
      <QueryState
        query={books}
        loadingLabel={t('home.loading')}
        empty={<EmptyState message={t(`home.empty.${filters.type}`)} />}
      >
        {(page) => (
          <>
            <Grid
              $stale={books.isPlaceholderData}
              aria-busy={books.isPlaceholderData}
              aria-label={t(`home.list.${filters.type}`)}
            >
              {page.records.map((book) => (
                <li key={book.id}>
                  <BookCard book={book} />
                </li>
              ))}
            </Grid>
            <Pagination
              page={filters.page}
              pageCount={page.pages}
              label={t('home.pagination')}
              onPageChange={(target) => setFilters((current) => ({ ...current, page: target }))}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
