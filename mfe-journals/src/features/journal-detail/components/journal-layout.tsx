import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useParams } from 'react-router-dom';
import { ApiError, EmptyState, ErrorState, LoadingState, isCancelledRequest } from '@portal/shared';
import { PAGES } from '@portal/pages';
import { useJournalDetail } from '../api/get-journal-detail';
import { JournalContext } from '../hooks/use-journal';
import { isArticleView, viewOfPath, type DetailBase } from '../utils/view-types';
import { DetailTabs } from './detail-tabs';
import { JournalHeader } from './journal-header';

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * The frame of a journal's pages (`/JDetail/:cid/*`, `/JFirstDetail/:cid/*`): its masthead and
 * tabs, with the view of the URL in the outlet (each view is a route of its own). Stays mounted
 * while the reader moves between the views.
 */
export function JournalLayout({ base }: { base: DetailBase }) {
  const { t } = useTranslation('journals');
  const { cid } = useParams();
  const { pathname } = useLocation();
  const journalId = Number(cid);
  const validId = Number.isInteger(journalId) && journalId > 0;
  const journal = useJournalDetail(validId ? journalId : 0);

  if (!validId || (journal.isError && isNotFound(journal.error))) {
    return (
      <EmptyState message={t('detail.notFound')}>
        <Link to={PAGES.journalHome.href()}>{t('detail.allJournals')}</Link>
      </EmptyState>
    );
  }
  if (journal.isError && !isCancelledRequest(journal.error)) {
    return <ErrorState onRetry={() => void journal.refetch()} />;
  }
  if (!journal.data) return <LoadingState label={t('detail.loading')} />;
  const view = viewOfPath(pathname, base);
  return (
    <>
      {/* On an article or its full text the article's title is the h1: the journal's is a link. */}
      <JournalHeader journal={journal.data} titleAsLink={isArticleView(view)} />
      <DetailTabs journalId={journal.data.id} view={view} base={base} />
      <JournalContext value={journal.data}>
        {/* Another journal's view starts afresh (its page, its open years). */}
        <Outlet key={journal.data.id} />
      </JournalContext>
    </>
  );
}
