import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  ApiError,
  DetailList,
  EmptyState,
  ErrorState,
  LoadingState,
  PageTitle,
  isCancelledRequest,
  useFormatters,
  useLocalized,
} from '@portal/shared';
import type { BookSeriesDetail } from '@portal/contract';
import { usePageParam } from '@portal/parts/lists';
import { PAGES } from '@portal/pages';
import { BOOKS_PAGE_SIZE, useFilteredBooks } from '../../../api/filter-books';
import { useBookSeriesDetail } from '../../../api/get-book-series';
import { AnnualTag } from '../../../components/annual-tag';
import { BookResults } from '../../../components/book-results';
import { usePageInRange } from '../../../hooks/use-page-in-range';
import { idParam } from '../../../utils/id-param';
import { bookListPath } from '../../../utils/book-list-path';

const About = styled.div`
  max-width: 52rem;
  margin-bottom: ${({ theme }) => theme.space(6)};

  > p {
    margin: ${({ theme }) => `0 0 ${theme.space(3)}`};
  }
`;

const Facts = styled(DetailList)`
  margin-bottom: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Volumes = styled.h2`
  margin: ${({ theme }) => `${theme.space(8)} 0 ${theme.space(3)}`};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

function SeriesAbout({ series }: { series: BookSeriesDetail }) {
  const { t, i18n } = useTranslation('books');
  const localize = useLocalized();
  const { number } = useFormatters();
  const editors = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    series.generalEditors,
  );
  return (
    <About>
      {series.annual && <AnnualTag />}
      <p>{localize(series.description)}</p>
      <Facts>
        {editors && (
          <>
            <dt>{t('series.generalEditors', { count: series.generalEditors.length })}</dt>
            <dd>{editors}</dd>
          </>
        )}
        {series.firstYear !== null && (
          <>
            <dt>{t('series.since')}</dt>
            <dd>{series.firstYear}</dd>
          </>
        )}
        <dt>{t('series.books')}</dt>
        <dd>
          {series.forthcomingCount > 0
            ? t('series.booksWithForthcoming', {
                books: number(series.bookCount),
                count: series.forthcomingCount,
                formatted: number(series.forthcomingCount),
              })
            : number(series.bookCount)}
        </dd>
        {series.issn && (
          <>
            <dt>ISSN</dt>
            <dd>{series.issn}</dd>
          </>
        )}
      </Facts>
      <Link to={bookListPath({ seriesId: series.id })}>{t('series.filterVolumes')}</Link>
    </About>
  );
}

function SeriesBooks({ series }: { series: BookSeriesDetail }) {
  const { t } = useTranslation('books');
  const { page, setPage } = usePageParam();
  const books = useFilteredBooks({ seriesId: series.id, current: page, size: BOOKS_PAGE_SIZE });
  usePageInRange(page, books.isPlaceholderData ? undefined : books.data?.pages, setPage);
  return (
    <section aria-labelledby="series-volumes-title">
      <Volumes id="series-volumes-title">{t('series.volumes')}</Volumes>
      <BookResults
        query={books}
        page={page}
        onPageChange={setPage}
        empty={<EmptyState message={t('series.noVolumes')} />}
        showSeries={false}
      />
    </section>
  );
}

/** No series to show: none asked for, or none with that id. */
function NoSeries({ message }: { message: string }) {
  const { t } = useTranslation('books');
  return (
    <EmptyState message={message}>
      <Link to={PAGES.seriesList.href()}>{t('series.allSeries')}</Link>
    </EmptyState>
  );
}

/**
 * One series (/books/bookSuccessionList?id=): what it is, its general editors and years, then
 * its volumes, newest first, page by page.
 */
export function SeriesPage() {
  const { t } = useTranslation('books');
  const localize = useLocalized();
  const { params } = usePageParam();
  const id = idParam(params.get('id'));
  const series = useBookSeriesDetail(id);

  const notFound = series.error instanceof ApiError && series.error.status === 404;
  let body;
  if (id === null) body = <NoSeries message={t('series.noneChosen')} />;
  else if (notFound) body = <NoSeries message={t('series.notFound')} />;
  else if (series.isError && !isCancelledRequest(series.error))
    body = <ErrorState onRetry={() => void series.refetch()} />;
  else if (!series.data) body = <LoadingState label={t('common.loading')} />;
  else
    body = (
      <>
        <SeriesAbout series={series.data} />
        <SeriesBooks series={series.data} />
      </>
    );

  return (
    <section aria-labelledby="series-title">
      <PageTitle id="series-title">
        {series.data ? localize(series.data.title) : t('title.bookSuccessionList')}
      </PageTitle>
      {body}
    </section>
  );
}
