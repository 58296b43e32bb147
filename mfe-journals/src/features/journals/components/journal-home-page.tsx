import { useTranslation } from 'react-i18next';
import { Button, EmptyState, PagedResults, PageTitle, useListFilters } from '@portal/shared';
import { useJournals, type JournalFilters } from '../api/get-journals';
import { JournalCard } from './journal-card';
import { JournalSearch } from './journal-search';

const INITIAL_FILTERS: JournalFilters = { keyword: '', openAccessOnly: false, page: 1 };

/**
 * The journal home (/journals/journal): every journal as a card, with a keyword search and an
 * open-access filter. Filters are page state: the route is kept alive, so they survive a visit
 * to a journal and back.
 */
export function JournalHomePage() {
  const { t } = useTranslation('journals');
  const { filters, isFiltered, setFilter, setPage, reset } = useListFilters(INITIAL_FILTERS);
  const journals = useJournals(filters);

  return (
    <section aria-labelledby="journal-home-title">
      <PageTitle id="journal-home-title">{t('title.journalHome')}</PageTitle>
      <JournalSearch
        keyword={filters.keyword}
        openAccessOnly={filters.openAccessOnly}
        onSearch={(keyword) => setFilter({ keyword })}
        onOpenAccessOnlyChange={(openAccessOnly) => setFilter({ openAccessOnly })}
      />
      <PagedResults
        query={journals}
        page={filters.page}
        onPageChange={setPage}
        renderItem={(journal) => <JournalCard journal={journal} />}
        loadingLabel={t('home.loading')}
        empty={
          <EmptyState message={t(isFiltered ? 'home.noMatch' : 'home.empty')}>
            {isFiltered && (
              <Button variant="secondary" onClick={reset}>
                {t('home.clearFilters')}
              </Button>
            )}
          </EmptyState>
        }
        countLabel={(count) => t('home.resultCount', { count })}
        paginationLabel={t('home.pagination')}
        minItemWidth="20rem"
      />
    </section>
  );
}
