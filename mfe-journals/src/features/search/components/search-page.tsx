import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  ApiError,
  Button,
  ErrorState,
  PageTitle,
  Pagination,
  QueryState,
  SearchForm,
  useFormatters,
} from '@portal/shared';
import { SEARCH_SORTS, MAX_SEARCH_QUERY_LENGTH } from '@portal/contract/constants';
import { ListToolbar } from '@portal/parts/lists';
import { useContentPermissions } from '../../../api/get-content-permissions';
import { useSearchResults } from '../api/get-search-results';
import { useSearchFilters } from '../hooks/use-search-filters';
import { searchPath } from '../utils/search-params';
import { NoResults } from './no-results';
import { SearchFacets } from './search-facets';
import { SearchHit } from './search-hit';
import { SearchTips } from './search-tips';

const Search = styled(SearchForm)`
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(14rem, 17rem) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(8)};
  align-items: start;

  ${({ theme }) => theme.media.mobile} {
    display: block;
  }
`;

const Filters = styled.section`
  ${({ theme }) => theme.media.mobile} {
    margin-bottom: ${({ theme }) => theme.space(4)};
  }
`;

/** "Filters" as a heading beside the results; on a phone the disclosure's button says it. */
const FiltersTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.lg};

  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const FiltersToggle = styled(Button)`
  display: none;

  ${({ theme }) => theme.media.mobile} {
    display: inline-flex;
    width: 100%;
    justify-content: space-between;
  }
`;

const FiltersPanel = styled.div<{ $open: boolean }>`
  ${({ theme }) => theme.media.mobile} {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    margin-top: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Hits = styled.ol<{ $stale: boolean }>`
  max-width: 52rem;
  margin: 0;
  padding: 0;
  list-style: none;
  opacity: ${({ $stale }) => ($stale ? 0.6 : 1)};
  transition: opacity 150ms ease;
`;

const Intro = styled.p`
  max-width: 48rem;
  margin: ${({ theme }) => `0 0 ${theme.space(6)}`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The API refused the query (400): the reader's words or filters, which they can change. */
const isRefused = (error: unknown) => error instanceof ApiError && error.status === 400;

/**
 * /search: articles, books and news matching the reader's words, with their matches marked,
 * filters with counts, an order and pages, all in the URL, and what this reader may read. Without
 * words, the search box and how to search.
 */
export function SearchPage() {
  const { t } = useTranslation('journals');
  const format = useFormatters();
  const { filters, isNarrowed, setFilter, setPage, clearFilters } = useSearchFilters();
  const results = useSearchResults(filters);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const data = filters.q ? results.data : undefined;
  const idsOf = (type: 'article' | 'book') =>
    (data?.records ?? []).filter((hit) => hit.type === type).map((hit) => hit.id);
  // One check per kind on the page; books say nothing of open access, so are checked for all.
  const articlePermissions = useContentPermissions('article', idsOf('article'));
  const bookPermissions = useContentPermissions('book', idsOf('book'), { anonymous: true });

  const searchBox = (
    <Search
      keyword={filters.q}
      onSearch={(q) => setFilter({ q })}
      label={t('search.label')}
      submitLabel={t('search.submit')}
      placeholder={t('search.placeholder')}
      maxLength={MAX_SEARCH_QUERY_LENGTH}
    />
  );

  if (!filters.q) {
    return (
      <section aria-labelledby="search-title">
        <PageTitle id="search-title">{t('search.title')}</PageTitle>
        {searchBox}
        <Intro>{t('search.intro')}</Intro>
        <SearchTips />
      </section>
    );
  }

  // A page past the last (an old or edited address) shows the last, without a step in history.
  if (data && !results.isPlaceholderData && data.pages > 0 && filters.page > data.pages) {
    return <Navigate to={searchPath({ ...filters, page: data.pages })} replace />;
  }

  const count =
    data &&
    t('search.count', { count: data.total, total: format.number(data.total), q: filters.q });
  const changePage = (page: number) => {
    setPage(page);
    // The next page is read from its top, as a new page of results.
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  };

  return (
    <section aria-labelledby="search-title">
      <ListToolbar
        titleId="search-title"
        title={t('search.title')}
        count={count}
        sortLabel={t('search.sort.label')}
        sortOptions={SEARCH_SORTS.map((value) => ({ value, label: t(`search.sort.${value}`) }))}
        sort={filters.sort}
        onSortChange={(sort) => setFilter({ sort })}
      />
      {searchBox}
      <Layout>
        <Filters aria-labelledby={`${panelId}-title`}>
          <FiltersTitle id={`${panelId}-title`}>{t('search.filters')}</FiltersTitle>
          <FiltersToggle
            variant="secondary"
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            onClick={() => setFiltersOpen(!filtersOpen)}
          >
            <span>{isNarrowed ? t('search.filtersOn') : t('search.filters')}</span>
            <span aria-hidden="true">{filtersOpen ? '▴' : '▾'}</span>
          </FiltersToggle>
          <FiltersPanel id={panelId} $open={filtersOpen}>
            <SearchFacets filters={filters} facets={data?.facets} onChange={setFilter} />
            {isNarrowed && (
              <Button variant="secondary" onClick={clearFilters}>
                {t('search.clearFilters')}
              </Button>
            )}
          </FiltersPanel>
        </Filters>
        <div>
          {isRefused(results.error) ? (
            <ErrorState message={t('search.errors.refused')} />
          ) : (
            <QueryState
              query={results}
              loadingLabel={t('search.loading')}
              empty={
                <NoResults
                  filters={filters}
                  suggestion={data?.suggestion ?? null}
                  isNarrowed={isNarrowed}
                  onClearFilters={clearFilters}
                />
              }
            >
              {(result) => (
                <>
                  <Hits
                    $stale={results.isPlaceholderData}
                    aria-busy={results.isPlaceholderData}
                    aria-label={t('search.resultsLabel')}
                    start={(result.current - 1) * result.size + 1}
                  >
                    {result.records.map((hit) => (
                      <li key={`${hit.type}-${hit.id}`}>
                        <SearchHit
                          hit={hit}
                          permission={(hit.type === 'book'
                            ? bookPermissions
                            : articlePermissions
                          ).data?.get(hit.id)}
                        />
                      </li>
                    ))}
                  </Hits>
                  <Pagination
                    page={filters.page}
                    pageCount={result.pages}
                    label={t('search.pagination')}
                    onPageChange={changePage}
                  />
                </>
              )}
            </QueryState>
          )}
        </div>
      </Layout>
    </section>
  );
}
