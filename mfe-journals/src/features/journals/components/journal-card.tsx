import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DetailList, MediaCard, useLocalized } from '@portal/shared';
import type { ContentPermission, JournalSummary, OrgAuthJournal } from '@portal/contract';
import { PAGES } from '@portal/pages';
import { JournalAccessBadge } from './journal-access-badge';

const Abbreviation = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: italic;
`;

const Issns = styled(DetailList)`
  dd {
    font-variant-numeric: tabular-nums;
  }
`;

const Badge = styled.div`
  margin-top: auto;
`;

export const JOURNAL_COVER_SIZE = { width: 90, height: 120 } as const;

/**
 * One journal on the journal home: cover, title in the reader's language, abbreviation, subject,
 * ISSNs and access (with the organization's grant, when the reader is one). The first card's
 * cover is on a phone's first screen, its largest paint: it loads at once (`first`).
 */
export function JournalCard({
  journal,
  grant,
  permission,
  first = false,
}: {
  journal: JournalSummary;
  grant?: OrgAuthJournal;
  permission?: ContentPermission;
  first?: boolean;
}) {
  const { t } = useTranslation('journals');
  const localize = useLocalized();
  return (
    <MediaCard
      href={PAGES.journal.href({ cid: journal.id })}
      title={localize(journal.title)}
      coverUrl={journal.coverUrl}
      coverSize={JOURNAL_COVER_SIZE}
      coverLoading={first ? 'eager' : 'lazy'}
    >
      <Abbreviation>{journal.abbreviation}</Abbreviation>
      <Issns>
        <dt>{t('lists.subject')}</dt>
        <dd>{localize(journal.subjectName)}</dd>
        <dt>{t('home.issnPrint')}</dt>
        <dd>{journal.issnPrint}</dd>
        <dt>{t('home.issnOnline')}</dt>
        <dd>{journal.issnOnline}</dd>
      </Issns>
      <Badge>
        <JournalAccessBadge journal={journal} grant={grant} permission={permission} />
      </Badge>
    </MediaCard>
  );
}
