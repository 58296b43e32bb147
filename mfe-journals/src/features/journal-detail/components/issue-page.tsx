import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState, PagedResults } from '@portal/shared';
import { useIssueArticles } from '../api/get-issue-articles';
import { useJournal } from '../hooks/use-journal';
import { useJournalViewMeta } from '../hooks/use-journal-view-meta';
import { journalViewHref } from '../utils/view-types';
import { useContentPermissions } from '../../../api/get-content-permissions';
import { ArticleItem } from './article-item';
import { ViewSection } from './view-section';

function IssueContents({ journalId, issueId }: { journalId: number; issueId: number }) {
  const { t } = useTranslation('journals');
  const [page, setPage] = useState(1);
  const articles = useIssueArticles(issueId, page);
  const permissions = useContentPermissions(
    'article',
    articles.data?.records.map((article) => article.id) ?? [],
  );
  const first = articles.data?.records[0];
  const title =
    first && first.volumeNumber !== null && first.issueNumber !== null
      ? t('detail.issue.title', {
          volume: first.volumeNumber,
          issue: first.issueNumber,
          year: first.year,
        })
      : t('detail.view.issue');
  return (
    <ViewSection id="journal-view-issue" title={title}>
      <p>
        <Link to={journalViewHref(journalId, 'volumes')}>{t('detail.issue.allVolumes')}</Link>
      </p>
      <PagedResults
        query={articles}
        page={page}
        onPageChange={setPage}
        renderItem={(article) => (
          <ArticleItem
            article={article}
            permission={permissions.data?.get(article.id)}
            checking={permissions.isLoading}
          />
        )}
        loadingLabel={t('detail.loadingArticles')}
        empty={<EmptyState message={t('detail.issue.empty')} />}
        countLabel={(count) => t('detail.articleCount', { count })}
        listLabel={t('detail.issue.contents')}
        paginationLabel={t('detail.articlePages')}
      />
    </ViewSection>
  );
}

/**
 * `/JDetail/:cid/issue?id=`: the contents of the issue, a page at a time, each article linking
 * to its page.
 */
export function JournalIssuePage() {
  const { t } = useTranslation('journals');
  const { id: journalId } = useJournal();
  const [params] = useSearchParams();
  const issueId = Number(params.get('id'));
  const validId = Number.isInteger(issueId) && issueId >= 1;
  useJournalViewMeta('issue', validId ? issueId : undefined);
  if (!validId) {
    return (
      <ViewSection id="journal-view-issue" title={t('detail.view.issue')}>
        <EmptyState message={t('detail.issue.choose')}>
          <Link to={journalViewHref(journalId, 'volumes')}>{t('detail.issue.allVolumes')}</Link>
        </EmptyState>
      </ViewSection>
    );
  }
  // A new issue starts on its first page.
  return <IssueContents key={issueId} journalId={journalId} issueId={issueId} />;
}
