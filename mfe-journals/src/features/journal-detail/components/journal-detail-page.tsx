import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router-dom';
import {
  ApiError,
  EmptyState,
  ErrorState,
  LoadingState,
  isCancelledRequest,
  useLocalized,
} from '@portal/shared';
import type { JournalDetail } from '@portal/shared/contract';
import { useAcceptedPapers } from '../api/get-accepted-papers';
import { useJournalDetail } from '../api/get-journal-detail';
import { useJournalOnlineFirstArticles } from '../api/get-journal-online-first-articles';
import { useDocumentMeta } from '../../../hooks/use-document-meta';
import {
  DEFAULT_VIEW,
  isViewType,
  journalViewHref,
  type DetailBase,
  type ViewType,
} from '../utils/view-types';
import { AboutView } from './about-view';
import { BoardView } from './board-view';
import { DetailTabs } from './detail-tabs';
import { IssueView } from './issue-view';
import { JournalHeader } from './journal-header';
import { OpenAccessView } from './open-access-view';
import { PagedArticles } from './paged-articles';
import { SpeedView } from './speed-view';
import { ViewSection } from './view-section';
import { VolumesView } from './volumes-view';

export interface JournalDetailPageProps {
  /** `/JDetail` opens on `about`; `/JFirstDetail` on the online-first articles. */
  base?: DetailBase;
  /**
   * The `article` view. It belongs to the article feature, which the app layer composes here
   * (a feature does not import another feature).
   */
  article?: ReactNode;
}

const DESCRIPTION_LENGTH = 160;

function shorten(text: string): string {
  // Search results show plain text: TeX loses its dollar signs, not its content.
  const plain = text.replace(/\$([^$]+)\$/g, '$1');
  return plain.length > DESCRIPTION_LENGTH ? `${plain.slice(0, DESCRIPTION_LENGTH - 1)}…` : plain;
}

function View({
  view,
  journal,
  article,
}: {
  view: ViewType;
  journal: JournalDetail;
  article: ReactNode;
}) {
  const { t } = useTranslation('journals');
  switch (view) {
    case 'about':
      return <AboutView journal={journal} />;
    case 'board':
      return <BoardView journalId={journal.id} />;
    case 'volumes':
      return <VolumesView journalId={journal.id} />;
    case 'issue':
      return <IssueView journalId={journal.id} />;
    case 'online-first':
      return (
        <ViewSection id="journal-view-online-first" title={t('detail.view.online-first')}>
          <PagedArticles
            journalId={journal.id}
            useArticles={useJournalOnlineFirstArticles}
            emptyMessage={t('detail.onlineFirstEmpty')}
            listLabel={t('detail.view.online-first')}
          />
        </ViewSection>
      );
    case 'accepted':
      return (
        <ViewSection id="journal-view-accepted" title={t('detail.view.accepted')}>
          <PagedArticles
            journalId={journal.id}
            useArticles={useAcceptedPapers}
            emptyMessage={t('detail.acceptedEmpty')}
            listLabel={t('detail.view.accepted')}
          />
        </ViewSection>
      );
    case 'open-access':
      return <OpenAccessView journalId={journal.id} />;
    case 'speed':
      return <SpeedView journalId={journal.id} />;
    case 'article':
      return article ?? <LoadingState />;
  }
}

function JournalPage({
  journal,
  view,
  base,
  article,
}: {
  journal: JournalDetail;
  view: ViewType;
  base: DetailBase;
  article: ReactNode;
}) {
  const { t } = useTranslation('journals');
  const localize = useLocalized();
  const title = localize(journal.title);
  const isArticle = view === 'article';
  // The article view sets its own title, description and citation tags.
  useDocumentMeta(
    isArticle ? undefined : `${t(`detail.view.${view}`)} · ${title} | ${t('common:siteName')}`,
    isArticle
      ? undefined
      : shorten(
          view === 'about'
            ? localize(journal.aimsAndScope)
            : t(`detail.description.${view}`, { journal: title }),
        ),
  );
  return (
    <>
      <JournalHeader journal={journal} titleAsLink={isArticle} />
      <DetailTabs journalId={journal.id} view={view} base={base} />
      <View key={journal.id} view={view} journal={journal} article={article} />
    </>
  );
}

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** A journal's detail page (`/JDetail/:cid/:viewtype?`): its masthead, tabs and one view. */
export function JournalDetailPage({ base = 'JDetail', article }: JournalDetailPageProps) {
  const { t } = useTranslation('journals');
  const { cid, viewtype } = useParams();
  const journalId = Number(cid);
  const validId = Number.isInteger(journalId) && journalId > 0;
  const journal = useJournalDetail(validId ? journalId : 0);

  if (!validId || (journal.isError && isNotFound(journal.error))) {
    return (
      <EmptyState message={t('detail.notFound')}>
        <Link to="/journals/journal">{t('detail.allJournals')}</Link>
      </EmptyState>
    );
  }
  if (viewtype !== undefined && !isViewType(viewtype)) {
    return <Navigate to={journalViewHref(journalId, DEFAULT_VIEW[base], base)} replace />;
  }
  if (journal.isError && !isCancelledRequest(journal.error)) {
    return <ErrorState onRetry={() => void journal.refetch()} />;
  }
  if (!journal.data) return <LoadingState label={t('detail.loading')} />;
  return (
    <JournalPage
      journal={journal.data}
      view={viewtype ?? DEFAULT_VIEW[base]}
      base={base}
      article={article}
    />
  );
}
