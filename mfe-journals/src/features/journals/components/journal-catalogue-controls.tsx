import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Button, EmptyState } from '@portal/shared';
import { JOURNAL_SORTS } from '@portal/contract/constants';
import { ListToolbar } from '@portal/parts/lists';
import { PAGES } from '@portal/pages';
import type { JournalFilters } from '../api/get-journals';
import { JournalSearch } from './journal-search';

interface JournalCatalogueControlsProps {
  titleId: string;
  title: string;
  /** How many journals match, once known. */
  total: number | undefined;
  filters: JournalFilters;
  setFilter: (changes: Partial<Omit<JournalFilters, 'page'>>) => void;
  /** The other view of the same journals, opened with the same filters. */
  otherView: 'cards' | 'table';
}

/**
 * The title and sort bar and the filters the journal home (cards) and the journal list (table)
 * share, with a link to the other view that keeps the URL's filters.
 */
export function JournalCatalogueControls({
  titleId,
  title,
  total,
  filters,
  setFilter,
  otherView,
}: JournalCatalogueControlsProps) {
  const { t } = useTranslation('journals');
  const { search } = useLocation();
  return (
    <>
      <ListToolbar
        titleId={titleId}
        title={title}
        count={total === undefined ? undefined : t('home.resultCount', { count: total })}
        sortLabel={t('lists.sort.label')}
        sortOptions={JOURNAL_SORTS.map((value) => ({ value, label: t(`lists.sort.${value}`) }))}
        sort={filters.sort}
        onSortChange={(sort) => setFilter({ sort })}
      >
        {otherView === 'table' ? (
          <Link to={`${PAGES.journalList.href()}${search}`}>{t('lists.viewAsTable')}</Link>
        ) : (
          <Link to={`${PAGES.journalHome.href()}${search}`}>{t('lists.viewAsCards')}</Link>
        )}
      </ListToolbar>
      <JournalSearch
        keyword={filters.keyword}
        subject={filters.subject}
        openAccessOnly={filters.openAccessOnly}
        onSearch={(keyword) => setFilter({ keyword })}
        onSubjectChange={(subject) => setFilter({ subject })}
        onOpenAccessOnlyChange={(openAccessOnly) => setFilter({ openAccessOnly })}
      />
    </>
  );
}

/** No journal to show: with filters on, a way to clear them. */
export function NoJournals({ isFiltered, reset }: { isFiltered: boolean; reset: () => void }) {
  const { t } = useTranslation('journals');
  return (
    <EmptyState message={t(isFiltered ? 'home.noMatch' : 'home.empty')}>
      {isFiltered && (
        <Button variant="secondary" onClick={reset}>
          {t('home.clearFilters')}
        </Button>
      )}
    </EmptyState>
  );
}
