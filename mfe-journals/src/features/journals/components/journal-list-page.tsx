import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Button, EmptyState, Pagination, QueryState } from '@portal/shared';
import { useJournals } from '../api/get-journals';
import { useOrganizationGrants } from '../api/get-organization-journals';
import { useJournalFilters } from '../hooks/use-journal-filters';
import { JournalSearch } from './journal-search';
import { JournalTable } from './journal-table';
import { JournalToolbar } from './journal-toolbar';

/**
 * The journal list (/journals/journalList): the journals of the home as a compact table, with
 * the same filters and order in the URL query, so one can switch views without losing them.
 */
export function JournalListPage() {
  const { t } = useTranslation('journals');
  const { search } = useLocation();
  const { filters, isFiltered, setFilter, setPage, reset } = useJournalFilters();
  const journals = useJournals(filters);
  const grants = useOrganizationGrants();

  return (
    <section aria-labelledby="journal-list-title">
      <JournalToolbar
        titleId="journal-list-title"
        title={t('title.journalList')}
        count={journals.data && t('home.resultCount', { count: journals.data.total })}
        sort={filters.sort}
        onSortChange={(sort) => setFilter({ sort })}
      >
        <Link to={`/journals/journal${search}`}>{t('lists.viewAsCards')}</Link>
      </JournalToolbar>
      <JournalSearch
        keyword={filters.keyword}
        subject={filters.subject}
        openAccessOnly={filters.openAccessOnly}
        onSearch={(keyword) => setFilter({ keyword })}
        onSubjectChange={(subject) => setFilter({ subject })}
        onOpenAccessOnlyChange={(openAccessOnly) => setFilter({ openAccessOnly })}
      />
      <QueryState
        query={journals}
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
      >
        {(page) => (
          <>
            <JournalTable
              journals={page.records}
              grants={grants}
              sort={filters.sort}
              onSortChange={(sort) => setFilter({ sort })}
              stale={journals.isPlaceholderData}
            />
            <Pagination
              page={filters.page}
              pageCount={page.pages}
              label={t('home.pagination')}
              onPageChange={setPage}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
