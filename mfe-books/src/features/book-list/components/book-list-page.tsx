import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, EmptyState, useFormatters, useLocalized } from '@portal/shared';
import type { BookTag, BookTagType } from '@portal/contract';
import { BOOK_SORTS } from '@portal/contract/constants';
import { ListToolbar } from '@portal/parts/lists';
import { PAGES } from '@portal/pages';
import { toBookFilterQuery, useFilteredBooks } from '../../../api/filter-books';
import { useAllBookSeries } from '../../../api/get-book-series';
import { useBookTag, useBookTags } from '../../../api/get-book-tags';
import { BookResults } from '../../../components/book-results';
import { usePageInRange } from '../../../hooks/use-page-in-range';
import { useBookListFilters } from '../hooks/use-book-list-filters';
import { BookFilterForm } from './book-filter-form';

const Chosen = styled.section`
  max-width: 52rem;
  margin-bottom: ${({ theme }) => theme.space(5)};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space(1)};
  }
`;

/** The tags of every type, for the choice of tag; each type arrives on its own. */
function useAllTags() {
  const textbook = useBookTags('textbook');
  const collection = useBookTags('collection');
  const featuredAuthor = useBookTags('featured_author');
  const subject = useBookTags('subject');
  const queries = [textbook, collection, featuredAuthor, subject];
  const byType: Partial<Record<BookTagType, readonly BookTag[]>> = {
    textbook: textbook.data,
    collection: collection.data,
    featured_author: featuredAuthor.data,
    subject: subject.data,
  };
  return { byType, loaded: queries.every((query) => query.isSuccess) };
}

/** The chosen tag (a textbook level, an author, a collection), said in a few words. */
function ChosenTag({ tag }: { tag: BookTag }) {
  const { t } = useTranslation('books');
  const localize = useLocalized();
  return (
    <Chosen aria-label={t('list.chosenTag')}>
      <h2>{localize(tag.name)}</h2>
      <p>{localize(tag.description)}</p>
    </Chosen>
  );
}

/** No book to show: with filters on, a way to clear them. */
function NoBooks({ isFiltered, reset }: { isFiltered: boolean; reset: () => void }) {
  const { t } = useTranslation('books');
  return (
    <EmptyState message={t(isFiltered ? 'list.noMatch' : 'list.empty')}>
      {isFiltered && (
        <Button variant="secondary" onClick={reset}>
          {t('list.filters.clear')}
        </Button>
      )}
    </EmptyState>
  );
}

/**
 * The book list (/books/bookList): every book, filtered by keyword, series, tag, MSC 2020, years,
 * medium and status, in the reader's order, page by page. All of it is in the URL query, so
 * Back restores the filters, and the route is kept alive with its cached pages, so Back also
 * finds the same rows at once, where the reader left them.
 */
export function BookListPage() {
  const { t } = useTranslation('books');
  const localize = useLocalized();
  const { number } = useFormatters();
  const { filters, isFiltered, setFilters, setPage, reset } = useBookListFilters();
  const books = useFilteredBooks(toBookFilterQuery(filters));
  const series = useAllBookSeries();
  const tags = useAllTags();
  const tag = useBookTag(filters.tagId);

  const current = books.isPlaceholderData ? undefined : books.data;
  usePageInRange(filters.page, current?.pages, setPage);

  // A series or tag the catalogue does not have (an old link) is dropped, not kept as a
  // filter the form cannot show.
  const unknownSeries =
    filters.seriesId !== null &&
    series.isSuccess &&
    !series.data.some((one) => one.id === filters.seriesId);
  const unknownTag =
    filters.tagId !== null &&
    tags.loaded &&
    !Object.values(tags.byType).some((list) => list?.some((one) => one.id === filters.tagId));
  useEffect(() => {
    if (unknownSeries || unknownTag) {
      setFilters(
        { ...(unknownSeries && { seriesId: null }), ...(unknownTag && { tagId: null }) },
        { replace: true },
      );
    }
  });

  const chosenSeries =
    filters.seriesId !== null ? series.data?.find((one) => one.id === filters.seriesId) : undefined;

  return (
    <section aria-labelledby="book-list-title">
      <ListToolbar
        titleId="book-list-title"
        title={t('title.bookList')}
        count={
          books.data === undefined
            ? undefined
            : t('common.count', { count: books.data.total, formatted: number(books.data.total) })
        }
        sortLabel={t('list.sort.label')}
        sortOptions={BOOK_SORTS.map((value) => ({ value, label: t(`list.sort.${value}`) }))}
        sort={filters.sort}
        onSortChange={(sort) => setFilters({ sort })}
      />
      {tag.data && filters.tagId === tag.data.id && <ChosenTag tag={tag.data} />}
      {chosenSeries && (
        <Chosen aria-label={t('list.chosenSeries')}>
          <p>
            {t('list.inSeries')}{' '}
            <Link to={PAGES.series.href({ id: chosenSeries.id })}>
              {localize(chosenSeries.title)}
            </Link>
          </p>
        </Chosen>
      )}
      <BookFilterForm
        filters={filters}
        isFiltered={isFiltered}
        onApply={setFilters}
        onReset={reset}
        series={series.data ?? []}
        tags={tags.byType}
      />
      <BookResults
        query={books}
        page={filters.page}
        onPageChange={setPage}
        showCount={false}
        listLabel={t('list.results')}
        empty={<NoBooks isFiltered={isFiltered} reset={reset} />}
      />
    </section>
  );
}
