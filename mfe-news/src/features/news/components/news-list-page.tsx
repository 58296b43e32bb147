import { useTranslation } from 'react-i18next';
import { Button, EmptyState, PagedResults, PageTitle, useListFilters } from '@portal/shared';
import { useNewsSearch, type NewsFilters } from '../api/search-news';
import { NewsItem } from './news-item';
import { NewsSearch } from './news-search';

const INITIAL_FILTERS: NewsFilters = { keyword: '', type: 'all', page: 1 };

/**
 * The news list (/news): news and announcements, newest first, with a keyword search and a
 * filter by kind. Filters are page state: the route is kept alive, so they survive reading an
 * item and coming back.
 */
export function NewsListPage() {
  const { t } = useTranslation('news');
  const { filters, isFiltered, setFilter, setPage, reset } = useListFilters(INITIAL_FILTERS);
  const news = useNewsSearch(filters);

  return (
    <section aria-labelledby="news-list-title">
      <PageTitle id="news-list-title">{t('title.news')}</PageTitle>
      <NewsSearch
        keyword={filters.keyword}
        type={filters.type}
        onSearch={(keyword) => setFilter({ keyword })}
        onTypeChange={(type) => setFilter({ type })}
      />
      <PagedResults
        query={news}
        page={filters.page}
        onPageChange={setPage}
        renderItem={(item) => <NewsItem item={item} />}
        loadingLabel={t('list.loading')}
        empty={
          <EmptyState message={t(isFiltered ? 'list.noMatch' : 'list.empty')}>
            {isFiltered && (
              <Button variant="secondary" onClick={reset}>
                {t('list.clearFilters')}
              </Button>
            )}
          </EmptyState>
        }
        countLabel={(count) => t('list.resultCount', { count })}
        paginationLabel={t('list.pagination')}
      />
    </section>
  );
}
