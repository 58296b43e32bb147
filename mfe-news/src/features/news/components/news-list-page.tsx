import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, EmptyState, FeedLink, PagedResults, PageTitle } from '@portal/shared';
import { FEED_PATHS } from '@portal/contract/constants';
import { useNewsSearch } from '../api/search-news';
import { useNewsFilters } from '../hooks/use-news-filters';
import { NewsItem } from './news-item';
import { NewsSearch } from './news-search';

const Follow = styled.p`
  margin: ${({ theme }) => `0 0 ${theme.space(4)}`};
`;

/**
 * The news list (/news?q=&type=&page=): news and announcements, pinned items first, then the
 * newest (with a keyword, the best match first: the API's order), with a keyword search and a
 * filter by kind. All of it is in the URL, so Back and Forward step through the reader's
 * searches, and the route is kept alive, so coming back from an item finds the list as it was.
 * News can be followed as a feed.
 */
export function NewsListPage() {
  const { t } = useTranslation('news');
  const { filters, isFiltered, setFilters, setPage, reset } = useNewsFilters();
  const news = useNewsSearch(filters);

  // A page past the end (an old link, a list that shrank) moves to the last page, replacing the
  // entry, so Back does not return to an empty page.
  const pageCount = news.isPlaceholderData ? undefined : news.data?.pages;
  const lastPage = Math.max(pageCount ?? 1, 1);
  const outOfRange = pageCount !== undefined && filters.page > lastPage;
  useEffect(() => {
    if (outOfRange) setPage(lastPage, { replace: true });
  });

  return (
    <section aria-labelledby="news-list-title">
      <PageTitle id="news-list-title">{t('title.news')}</PageTitle>
      <Follow>
        <FeedLink
          href={FEED_PATHS.news}
          title={t('list.follow.title', { site: t('common:siteName') })}
        >
          {t('list.follow.label')}
        </FeedLink>
      </Follow>
      <NewsSearch
        keyword={filters.keyword}
        type={filters.type}
        onSearch={(keyword) => setFilters({ keyword })}
        onTypeChange={(type) => setFilters({ type })}
      />
      <PagedResults
        query={news}
        page={filters.page}
        onPageChange={setPage}
        renderItem={(item) => <NewsItem item={item} keyword={filters.keyword} />}
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
