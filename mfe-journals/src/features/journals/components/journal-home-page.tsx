import { useTranslation } from 'react-i18next';
import { PagedResults } from '@portal/shared';
import { useContentPermissions } from '../../../api/get-content-permissions';
import { useJournals } from '../api/get-journals';
import { useOrganizationGrants } from '../api/get-organization-journals';
import { useJournalFilters } from '../hooks/use-journal-filters';
import { JournalCard } from './journal-card';
import { JournalCatalogueControls, NoJournals } from './journal-catalogue-controls';
import { OrganizationJournals } from './organization-journals';

/**
 * The journal home (/journals/journal): every journal as a card, with keyword, subject and
 * open-access filters and a sort order, all in the URL query (Back restores them). The title
 * and sort bar sticks above 992 px. An organization's readers first see their grants.
 */
export function JournalHomePage() {
  const { t } = useTranslation('journals');
  const { filters, isFiltered, setFilter, setPage, reset } = useJournalFilters();
  const journals = useJournals(filters);
  const grants = useOrganizationGrants();
  const permissions = useContentPermissions(
    'journal',
    journals.data?.records.map((journal) => journal.id) ?? [],
  );

  return (
    <section aria-labelledby="journal-home-title">
      <JournalCatalogueControls
        titleId="journal-home-title"
        title={t('title.journalHome')}
        total={journals.data?.total}
        filters={filters}
        setFilter={setFilter}
        otherView="table"
      />
      <OrganizationJournals />
      <PagedResults
        query={journals}
        page={filters.page}
        onPageChange={setPage}
        renderItem={(journal) => (
          <JournalCard
            journal={journal}
            grant={grants.get(journal.id)}
            permission={permissions.data?.get(journal.id)}
            first={journal.id === journals.data?.records[0]?.id}
          />
        )}
        loadingLabel={t('home.loading')}
        empty={<NoJournals isFiltered={isFiltered} reset={reset} />}
        listLabel={t('lists.allJournals')}
        paginationLabel={t('home.pagination')}
        minItemWidth="20rem"
      />
    </section>
  );
}
