import { useTranslation } from 'react-i18next';
import { useJournalOnlineFirstArticles } from '../api/get-journal-online-first-articles';
import { useJournal } from '../hooks/use-journal';
import { useJournalViewMeta } from '../hooks/use-journal-view-meta';
import { PagedArticles } from './paged-articles';
import { ViewSection } from './view-section';

/**
 * `/JDetail/:cid/online-first` (and `/JFirstDetail/:cid`): the journal's articles published
 * online ahead of their issue.
 */
export function JournalOnlineFirstPage() {
  const { t } = useTranslation('journals');
  const journal = useJournal();
  useJournalViewMeta('online-first');
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
}
