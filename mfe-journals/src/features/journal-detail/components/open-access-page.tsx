import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AccessBadge, EmptyState, PagedResults } from '@portal/shared';
import { useOpenAccessVolumes } from '../../../api/get-open-access-volumes';
import { useJournal } from '../hooks/use-journal';
import { useJournalViewMeta } from '../hooks/use-journal-view-meta';
import { journalViewHref } from '../utils/view-types';
import { ViewSection } from './view-section';

const Volume = styled.article`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(3)} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  p {
    margin: ${({ theme }) => `${theme.space(1)} 0 0`};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/**
 * `/JDetail/:cid/open-access`: the journal's volumes holding open-access articles, newest
 * first, ten at a time.
 */
export function JournalOpenAccessPage() {
  const { t } = useTranslation('journals');
  const { id: journalId } = useJournal();
  useJournalViewMeta('open-access');
  const [page, setPage] = useState(1);
  const volumes = useOpenAccessVolumes(journalId, page);
  return (
    <ViewSection id="journal-view-open-access" title={t('detail.view.open-access')}>
      <PagedResults
        query={volumes}
        page={page}
        onPageChange={setPage}
        renderItem={(volume) => (
          <Volume aria-labelledby={`open-volume-${volume.id}`}>
            <div>
              <h3 id={`open-volume-${volume.id}`}>
                {t('detail.openAccess.volume', { number: volume.number, year: volume.year })}
              </h3>
              <p>
                {t('detail.openAccess.issues', { count: volume.issueCount })} ·{' '}
                {t('detail.openAccess.articles', { count: volume.openAccessArticleCount })}
              </p>
            </div>
            <AccessBadge status="open" />
          </Volume>
        )}
        loadingLabel={t('detail.loading')}
        empty={
          <EmptyState message={t('detail.openAccess.empty')}>
            <Link to={journalViewHref(journalId, 'volumes')}>{t('detail.issue.allVolumes')}</Link>
          </EmptyState>
        }
        countLabel={(count) => t('detail.openAccess.count', { count })}
        listLabel={t('detail.view.open-access')}
        paginationLabel={t('detail.openAccess.pages')}
      />
      <p>
        <Link to={journalViewHref(journalId, 'volumes')}>{t('detail.openAccess.browse')}</Link>
      </p>
    </ViewSection>
  );
}
