import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  DetailList,
  EmptyState,
  MediaCard,
  PagedResults,
  PageTitle,
  useFormatters,
  useLocalized,
} from '@portal/shared';
import type { BookSeriesSummary } from '@portal/contract';
import { usePageParam } from '@portal/parts/lists';
import { PAGES } from '@portal/pages';
import { useBookSeriesPage } from '../../../api/get-book-series';
import { AnnualTag } from '../../../components/annual-tag';
import { usePageInRange } from '../../../hooks/use-page-in-range';

/** Series per page. */
export const SERIES_PAGE_SIZE = 10;

const Intro = styled.p`
  max-width: 48rem;
  margin: ${({ theme }) => `0 0 ${theme.space(6)}`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Description = styled.p`
  margin: 0;
`;

function SeriesCard({ series }: { series: BookSeriesSummary }) {
  const { t } = useTranslation('books');
  const localize = useLocalized();
  const { date, number } = useFormatters();
  return (
    <MediaCard
      href={PAGES.series.href({ id: series.id })}
      title={localize(series.title)}
      coverUrl={series.coverUrl}
      coverSize={{ width: 72, height: 96 }}
    >
      {series.annual && (
        <div>
          <AnnualTag />
        </div>
      )}
      <Description>{localize(series.description)}</Description>
      <DetailList>
        <dt>{t('series.books')}</dt>
        <dd>{number(series.bookCount)}</dd>
        {series.newestPublishDate && (
          <>
            <dt>{t('series.newest')}</dt>
            <dd>
              <time dateTime={series.newestPublishDate}>
                {date(series.newestPublishDate, { dateStyle: 'medium', timeZone: 'UTC' })}
              </time>
            </dd>
          </>
        )}
        {series.issn && (
          <>
            <dt>ISSN</dt>
            <dd>{series.issn}</dd>
          </>
        )}
      </DetailList>
    </MediaCard>
  );
}

/**
 * Every book series (/books/bookSuccession), the publisher's two annual books first, page by
 * page; each leads to its volumes.
 */
export function SeriesListPage() {
  const { t } = useTranslation('books');
  const { page, setPage } = usePageParam();
  const series = useBookSeriesPage({ current: page, size: SERIES_PAGE_SIZE });
  usePageInRange(page, series.isPlaceholderData ? undefined : series.data?.pages, setPage);
  return (
    <section aria-labelledby="series-list-title">
      <PageTitle id="series-list-title">{t('title.bookSuccession')}</PageTitle>
      <Intro>{t('series.intro')}</Intro>
      <PagedResults
        query={series}
        page={page}
        onPageChange={setPage}
        loadingLabel={t('common.loading')}
        empty={<EmptyState message={t('series.empty')} />}
        countLabel={(count) => t('series.count', { count })}
        listLabel={t('series.listLabel')}
        paginationLabel={t('series.pagination')}
        minItemWidth="24rem"
        renderItem={(one) => <SeriesCard series={one} />}
      />
    </section>
  );
}
