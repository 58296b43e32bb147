import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Button, EmptyState, PagedResults } from '@portal/shared';
import { useJournals } from '../api/get-journals';
import { useOrganizationGrants } from '../api/get-organization-journals';
import { useJournalFilters } from '../hooks/use-journal-filters';
import { JournalCard } from './journal-card';
import { JournalSearch } from './journal-search';
import { JournalToolbar } from './journal-toolbar';
import { OrganizationJournals } from './organization-journals';

/**
 * The journal home (/journals/journal): every journal as a card, with keyword, subject and
 * open-access filters and a sort order, all in the URL query (Back restores them). The title
 * and sort bar sticks above 992 px. An organization's readers first see their grants.
 */
export function JournalHomePage() {
  const { t } = useTranslation('journals');
  const { search } = useLocation();
  const { filters, isFiltered, setFilter, setPage, reset } = useJournalFilters();
  const journals = useJournals(filters);
  const grants = useOrganizationGrants();

  return (
    <section aria-labelledby="journal-home-title">
      <JournalToolbar
        titleId="journal-home-title"
        title={t('title.journalHome')}
        count={journals.data && t('home.resultCount', { count: journals.data.total })}
        sort={filters.sort}
        onSortChange={(sort) => setFilter({ sort })}
      >
        <Link to={`/journals/journalList${search}`}>{t('lists.viewAsTable')}</Link>
      </JournalToolbar>
      <JournalSearch
        keyword={filters.keyword}
        subject={filters.subject}
        openAccessOnly={filters.openAccessOnly}
        onSearch={(keyword) => setFilter({ keyword })}
        onSubjectChange={(subject) => setFilter({ subject })}
        onOpenAccessOnlyChange={(openAccessOnly) => setFilter({ openAccessOnly })}
      />
      <OrganizationJournals />
      <PagedResults
        query={journals}
        page={filters.page}
        onPageChange={setPage}
        renderItem={(journal) => <JournalCard journal={journal} grant={grants.get(journal.id)} />}
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
        listLabel={t('lists.allJournals')}
        paginationLabel={t('home.pagination')}
        minItemWidth="20rem"
      />
    </section>
  );
}
