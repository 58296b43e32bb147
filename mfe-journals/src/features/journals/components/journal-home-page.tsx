import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EmptyState, PageTitle, Pagination, QueryState, Button } from '@portal/shared';
import { useJournals, type JournalFilters } from '../api/get-journals';
import { JournalCard } from './journal-card';
import { JournalSearch } from './journal-search';

const Grid = styled.ul<{ $stale: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  opacity: ${({ $stale }) => ($stale ? 0.6 : 1)};
  transition: opacity 150ms ease;
`;

const Summary = styled.p`
  margin: ${({ theme }) => `0 0 ${theme.space(3)}`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const INITIAL_FILTERS: JournalFilters = { keyword: '', openAccessOnly: false, page: 1 };

/**
 * The journal home (/journals/journal): every journal as a card, with a keyword search and an
 * open-access filter. Filters are page state: the route is kept alive, so they survive a visit
 * to a journal and back.
 */
export function JournalHomePage() {
  const { t } = useTranslation('journals');
  const [filters, setFilters] = useState(INITIAL_FILTERS);
  const journals = useJournals(filters);
  const filtered = filters.keyword !== '' || filters.openAccessOnly;

  return (
    <section aria-labelledby="journal-home-title">
      <PageTitle id="journal-home-title">{t('title.journalHome')}</PageTitle>
      <JournalSearch
        keyword={filters.keyword}
        openAccessOnly={filters.openAccessOnly}
        // A new filter starts again at the first page.
        onSearch={(keyword) => setFilters((current) => ({ ...current, keyword, page: 1 }))}
        onOpenAccessOnlyChange={(openAccessOnly) =>
          setFilters((current) => ({ ...current, openAccessOnly, page: 1 }))
        }
      />
      <QueryState
        query={journals}
        loadingLabel={t('home.loading')}
        empty={
          <EmptyState message={t(filtered ? 'home.noMatch' : 'home.empty')}>
            {filtered && (
              <Button variant="secondary" onClick={() => setFilters(INITIAL_FILTERS)}>
                {t('home.clearFilters')}
              </Button>
            )}
          </EmptyState>
        }
      >
        {(page) => (
          <>
            <Summary role="status">{t('home.resultCount', { count: page.total })}</Summary>
            <Grid $stale={journals.isPlaceholderData} aria-busy={journals.isPlaceholderData}>
              {page.records.map((journal) => (
                <li key={journal.id}>
                  <JournalCard journal={journal} />
                </li>
              ))}
            </Grid>
            <Pagination
              page={filters.page}
              pageCount={page.pages}
              label={t('home.pagination')}
              onPageChange={(target) => setFilters((current) => ({ ...current, page: target }))}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
