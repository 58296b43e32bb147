import { useTranslation } from 'react-i18next';
import { EmptyState, PagedResults, PageTitle, useListFilters } from '@portal/shared';
import { useBookCounts } from '../api/get-book-counts';
import { useBooks, type BookListFilters } from '../api/get-books';
import { BookCard } from './book-card';
import { BookListPicker } from './book-list-picker';

const INITIAL_FILTERS: BookListFilters = { type: 'all', page: 1 };

/**
 * The book home (/books/book): all, recent, forthcoming or featured books, each list with its
 * count. The chosen list and page are page state: the route is kept alive, so they survive a
 * visit to a book and back.
 */
export function BookHomePage() {
  const { t } = useTranslation('books');
  const { filters, setFilter, setPage } = useListFilters(INITIAL_FILTERS);
  const books = useBooks(filters);
  const counts = useBookCounts();

  return (
    <section aria-labelledby="book-home-title">
      <PageTitle id="book-home-title">{t('title.bookHome')}</PageTitle>
      <BookListPicker
        value={filters.type}
        // Without the counts the lists still work, only unnumbered.
        counts={counts.data}
        onChange={(type) => setFilter({ type })}
      />
      <PagedResults
        query={books}
        page={filters.page}
        onPageChange={setPage}
        renderItem={(book) => <BookCard book={book} />}
        loadingLabel={t('home.loading')}
        empty={<EmptyState message={t(`home.empty.${filters.type}`)} />}
        listLabel={t(`home.list.${filters.type}`)}
        paginationLabel={t('home.pagination')}
        minItemWidth="22rem"
      />
    </section>
  );
}
