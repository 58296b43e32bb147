import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, EmptyState, PageTitle, Pagination, QueryState } from '@portal/shared';
import { useNewsSearch, type NewsFilters } from '../api/search-news';
import { NewsItem } from './news-item';
import { NewsSearch } from './news-search';

const List = styled.ul<{ $stale: boolean }>`
  max-width: 52rem;
  margin: 0;
  padding: 0;
  list-style: none;
  opacity: ${({ $stale }) => ($stale ? 0.6 : 1)};
  transition: opacity 150ms ease;
`;

const Summary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const INITIAL_FILTERS: NewsFilters = { keyword: '', type: 'all', page: 1 };

/**
 * The news list (/news): news and announcements, newest first, with a keyword search and a
 * filter by kind. Filters are page state: the route is kept alive, so they survive reading an
 * item and coming back.
 */
export function NewsListPage() {
  const { t } = useTranslation('news');
  const [filters, setFilters] = useState(INITIAL_FILTERS);
  const news = useNewsSearch(filters);
  const filtered = filters.keyword !== '' || filters.type !== 'all';

  return (
    <section aria-labelledby="news-list-title">
      <PageTitle id="news-list-title">{t('title.news')}</PageTitle>
      <NewsSearch
        keyword={filters.keyword}
        type={filters.type}
        // A new filter starts again at the first page.
        onSearch={(keyword) => setFilters((current) => ({ ...current, keyword, page: 1 }))}
        onTypeChange={(type) => setFilters((current) => ({ ...current, type, page: 1 }))}
      />
      <QueryState
        query={news}
        loadingLabel={t('list.loading')}
        empty={
          <EmptyState message={t(filtered ? 'list.noMatch' : 'list.empty')}>
            {filtered && (
              <Button variant="secondary" onClick={() => setFilters(INITIAL_FILTERS)}>
                {t('list.clearFilters')}
              </Button>
            )}
          </EmptyState>
        }
      >
        {(page) => (
          <>
            <Summary role="status">{t('list.resultCount', { count: page.total })}</Summary>
            <List $stale={news.isPlaceholderData} aria-busy={news.isPlaceholderData}>
              {page.records.map((item) => (
                <li key={item.id}>
                  <NewsItem item={item} />
                </li>
              ))}
            </List>
            <Pagination
              page={filters.page}
              pageCount={page.pages}
              label={t('list.pagination')}
              onPageChange={(target) => setFilters((current) => ({ ...current, page: target }))}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
