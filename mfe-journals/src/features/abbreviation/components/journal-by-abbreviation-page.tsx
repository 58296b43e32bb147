import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ErrorState, isCancelledRequest, LoadingState, PageTitle } from '@portal/shared';
import { PAGES } from '@portal/pages';
import { useJournalByAbbreviation } from '../api/get-journal-by-abbreviation';

/** How long the "not found" message stays before the reader is taken on (DESIGN.md section 7). */
export const NOT_FOUND_DELAY_MS = 3000;

const Message = styled.div`
  max-width: 40rem;

  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

function NotFound({ abbreviation }: { abbreviation: string }) {
  const { t } = useTranslation('journals');
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(
      () => navigate(PAGES.notFound.href(), { replace: true }),
      NOT_FOUND_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <section aria-labelledby="journal-abbr-title">
      <PageTitle id="journal-abbr-title">{t('lists.abbreviation.notFoundTitle')}</PageTitle>
      <Message role="alert">
        <p>
          {abbreviation
            ? t('lists.abbreviation.notFound', { abbreviation })
            : t('lists.abbreviation.missing')}
        </p>
        <p>{t('lists.abbreviation.redirecting')}</p>
      </Message>
      <p>
        <Link to={PAGES.journalHome.href()}>{t('lists.abbreviation.browse')}</Link>
      </p>
    </section>
  );
}

/**
 * `/journalabbr/:abbr` (and every unmatched path, which the shell sends here): the journal with
 * that abbreviation opens at its detail page; an unknown one says so briefly, then goes to /404.
 */
export function JournalByAbbreviationPage() {
  const { t } = useTranslation('journals');
  const { abbr = '' } = useParams();
  const journal = useJournalByAbbreviation(abbr);

  if (journal.isError && !isCancelledRequest(journal.error)) {
    return (
      <section aria-labelledby="journal-abbr-title">
        <PageTitle id="journal-abbr-title">{t('title.journalAbbr')}</PageTitle>
        <ErrorState onRetry={() => void journal.refetch()} />
      </section>
    );
  }
  if (journal.data) return <Navigate to={PAGES.journal.href({ cid: journal.data.id })} replace />;
  if (journal.data === null) return <NotFound abbreviation={abbr} />;
  return (
    <section aria-labelledby="journal-abbr-title">
      <PageTitle id="journal-abbr-title">{t('title.journalAbbr')}</PageTitle>
      <LoadingState label={t('lists.abbreviation.looking', { abbreviation: abbr })} />
    </section>
  );
}
