import { useTranslation } from 'react-i18next';
import { Pagination, QueryState } from '@portal/shared';
import { useContentPermissions } from '../../../api/get-content-permissions';
import { useJournals } from '../api/get-journals';
import { useOrganizationGrants } from '../api/get-organization-journals';
import { useJournalFilters } from '../hooks/use-journal-filters';
import { JournalTable } from './journal-table';
import { JournalCatalogueControls, NoJournals } from './journal-catalogue-controls';

/**
 * The journal list (/journals/journalList): the journals of the home as a compact table, with
 * the same filters and order in the URL query, so one can switch views without losing them.
 */
export function JournalListPage() {
  const { t } = useTranslation('journals');
  const { filters, isFiltered, setFilter, setPage, reset } = useJournalFilters();
  const journals = useJournals(filters);
  const grants = useOrganizationGrants();
  const permissions = useContentPermissions(
    'journal',
    journals.data?.records.map((journal) => journal.id) ?? [],
  );

  return (
    <section aria-labelledby="journal-list-title">
      <JournalCatalogueControls
        titleId="journal-list-title"
        title={t('title.journalList')}
        total={journals.data?.total}
        filters={filters}
        setFilter={setFilter}
        otherView="cards"
      />
      <QueryState
        query={journals}
        loadingLabel={t('home.loading')}
        empty={<NoJournals isFiltered={isFiltered} reset={reset} />}
      >
        {(page) => (
          <>
            <JournalTable
              journals={page.records}
              grants={grants}
              permissions={permissions.data}
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
