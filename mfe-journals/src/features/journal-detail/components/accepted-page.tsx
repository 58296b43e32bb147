import { useTranslation } from 'react-i18next';
import { useAcceptedPapers } from '../api/get-accepted-papers';
import { useJournal } from '../hooks/use-journal';
import { useJournalViewMeta } from '../hooks/use-journal-view-meta';
import { PagedArticles } from './paged-articles';
import { ViewSection } from './view-section';

/** `/JDetail/:cid/accepted`: papers the journal has accepted, awaiting publication. */
export function JournalAcceptedPage() {
  const { t } = useTranslation('journals');
  const journal = useJournal();
  useJournalViewMeta('accepted');
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
}
