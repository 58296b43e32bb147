import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { FeedLink, PageTitle, QueryState, SearchForm, useFormatters } from '@portal/shared';
import { FEED_PATHS } from '@portal/contract/constants';
import type { BookHomeData } from '@portal/contract';
import { PAGES } from '@portal/pages';
import { useBookHome } from '../../../api/get-book-home';
import { useBookPermissions } from '../../../api/get-book-permissions';
import { bookListPath } from '../../../utils/book-list-path';
import { onSaleFirst } from '../../../utils/on-sale-first';
import { BookShelf } from './book-shelf';
import { CatalogueFacts } from './catalogue-facts';
import { FeaturedAuthor } from './featured-author';
import { OrganizationBooks } from './organization-books';
import { SeriesStrip } from './series-strip';
import { TextbookShelf } from './textbook-shelf';

const Follow = styled.p`
  margin: ${({ theme }) => `0 0 ${theme.space(4)}`};
`;

const Search = styled(SearchForm)`
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

/** The ids of the books a visit to the home shows, for one permission check. */
function shownBookIds(data: BookHomeData | undefined): number[] {
  if (!data) return [];
  const books = [...data.recent, ...data.featured, ...(data.featuredAuthor?.books ?? [])];
  return [
    ...new Set(books.filter((book) => book.publishStatus !== 'forthcoming').map((book) => book.id)),
  ];
}

function Shelves({ data }: { data: BookHomeData }) {
  const { t } = useTranslation('books');
  const { number } = useFormatters();
  const permissions = useBookPermissions(shownBookIds(data));
  const { counts } = data;
  const onSale = counts.total - counts.forthcoming;
  return (
    <>
      <CatalogueFacts counts={counts} seriesCount={data.series.length} />
      <BookShelf
        title={t('home.recent.title')}
        count={counts.recent}
        books={data.recent}
        permissions={permissions.data}
        emptyMessage={t('home.recent.empty')}
        more={{
          to: bookListPath({ status: 'published' }),
          label: t('home.recent.all', { count: onSale, formatted: number(onSale) }),
        }}
      />
      <BookShelf
        title={t('home.featured.title')}
        count={counts.featured}
        books={onSaleFirst(data.featured)}
        permissions={permissions.data}
        emptyMessage={t('home.featured.empty')}
        more={{
          to: PAGES.featuredBooks.href(),
          label: t('home.featured.all', {
            count: counts.featured,
            formatted: number(counts.featured),
          }),
        }}
      />
      {/* After the books on sale: what can be bought today comes first. */}
      <BookShelf
        title={t('home.forthcoming.title')}
        count={counts.forthcoming}
        books={data.forthcoming}
        emptyMessage={t('home.forthcoming.empty')}
        more={{
          to: bookListPath({ status: 'forthcoming' }),
          label: t('home.forthcoming.all', {
            count: counts.forthcoming,
            formatted: number(counts.forthcoming),
          }),
        }}
      />
      <SeriesStrip series={data.series} />
      <TextbookShelf />
      {data.featuredAuthor && (
        <FeaturedAuthor author={data.featuredAuthor} permissions={permissions.data} />
      )}
    </>
  );
}

/**
 * The book home (/books/book): a search of all books, the catalogue in figures, the new,
 * featured and forthcoming books (those on sale first), the series, the textbooks by level and
 * the books of one featured author; for an organization's readers, first their own books.
 * Every shelf leads to its whole list; new books can be followed as a feed.
 */
export function BookHomePage() {
  const { t } = useTranslation('books');
  const navigate = useNavigate();
  const home = useBookHome();
  return (
    <section aria-labelledby="book-home-title">
      <PageTitle id="book-home-title">{t('title.bookHome')}</PageTitle>
      <Follow>
        <FeedLink
          href={FEED_PATHS.books}
          title={t('home.follow.title', { site: t('common:siteName') })}
        >
          {t('home.follow.label')}
        </FeedLink>
      </Follow>
      <Search
        keyword=""
        onSearch={(keyword) => navigate(bookListPath({ keyword }))}
        label={t('home.search.label')}
        submitLabel={t('home.search.submit')}
        placeholder={t('home.search.placeholder')}
      />
      <OrganizationBooks />
      <QueryState query={home} loadingLabel={t('common.loading')}>
        {(data) => <Shelves data={data} />}
      </QueryState>
    </section>
  );
}
