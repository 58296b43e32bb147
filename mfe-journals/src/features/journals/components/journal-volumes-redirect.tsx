import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PageTitle, QueryState, useLocalized } from '@portal/shared';
import { PAGES } from '@portal/pages';
import { journalsQueryOptions } from '../api/get-journals';
import { parseJournalFilters } from '../hooks/use-journal-filters';

const Journals = styled.ul`
  columns: 2 22rem;
  column-gap: ${({ theme }) => theme.space(8)};
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};

  li {
    margin-bottom: ${({ theme }) => theme.space(2)};
    break-inside: avoid;
  }
`;

/** A journal id from the URL (`?cid=12`), or null. */
export function journalIdParam(value: string | null): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * The older links `/journals/journalPanel?cid=` and `/journals/journalAnnualPanel?cid=`: the
 * journal's volumes by year now live on its detail page. Without a journal, the reader picks one.
 */
export function JournalVolumesRedirect({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('journals');
  const localize = useLocalized();
  const [params] = useSearchParams();
  const cid = journalIdParam(params.get('cid'));
  const journals = useQuery({
    ...journalsQueryOptions(parseJournalFilters(new URLSearchParams())),
    enabled: cid === null,
  });
  if (cid !== null)
    return <Navigate to={PAGES.journalView.href({ cid, view: 'volumes' })} replace />;

  return (
    <section aria-labelledby="journal-volumes-title">
      <PageTitle id="journal-volumes-title">{t(titleKey)}</PageTitle>
      <p>{t('lists.panel.choose')}</p>
      <QueryState query={journals} loadingLabel={t('home.loading')}>
        {(page) => (
          <Journals>
            {page.records.map((journal) => (
              <li key={journal.id}>
                <Link to={PAGES.journalView.href({ cid: journal.id, view: 'volumes' })}>
                  {localize(journal.title)}
                </Link>
              </li>
            ))}
          </Journals>
        )}
      </QueryState>
    </section>
  );
}
